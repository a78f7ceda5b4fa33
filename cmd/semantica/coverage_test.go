package main

import (
	"encoding/json"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// coverageTool finds a coverage.py command that works: coverage,
// python3-coverage (Debian) or python3 -m coverage.
func coverageTool(t *testing.T) []string {
	t.Helper()
	for _, c := range [][]string{{"coverage"}, {"python3-coverage"}, {"python3", "-m", "coverage"}, {"/usr/bin/python3", "-m", "coverage"}} {
		if _, err := exec.LookPath(c[0]); err != nil {
			continue
		}
		if exec.Command(c[0], append(c[1:], "--version")...).Run() == nil {
			return c
		}
	}
	t.Skip("coverage.py is not installed (apt install python3-coverage)")
	return nil
}

type covDoc struct {
	Budget     int    `json:"budget"`
	BudgetUsed int    `json:"budget_used"`
	Ranking    string `json:"ranking"`
	Slices     []struct {
		ID        string  `json:"id"`
		Relevance string  `json:"relevance"`
		Code      *string `json:"code"`
		Lines     []int   `json:"lines"`
	} `json:"slices"`
}

// checkOrder compares the entries with a want section: one line per
// entry, in order, "relevance id lines=a,b,...".
func checkOrder(t *testing.T, what string, doc covDoc, want string) {
	t.Helper()
	var got []string
	for _, s := range doc.Slices {
		got = append(got, s.Relevance+" "+s.ID+" lines="+strings.Trim(strings.Join(strings.Fields(strings.Trim(
			strings.ReplaceAll(strings.Trim(jsonInts(s.Lines), "[]"), ",", " "), " ")), ","), ","))
	}
	wantLines := strings.Split(strings.TrimSpace(want), "\n")
	if !slices.Equal(got, wantLines) {
		t.Errorf("%s:\n got\n  %s\n want\n  %s", what, strings.Join(got, "\n  "), strings.Join(wantLines, "\n  "))
	}
}

func jsonInts(xs []int) string {
	b, _ := json.Marshal(xs)
	return string(b)
}

// TestCoverageContext runs a real test suite under coverage.py with
// per-test contexts (one test fails), then ranks with coverage-context:
// from the JSON report with --failed, from the .coverage data file with
// --junit, and with --failures-only; the expected order and lines were
// worked out by hand (testdata/coverage/shop.txtar).
func TestCoverageContext(t *testing.T) {
	tool := coverageTool(t)
	ar, err := txtar.ParseFile("testdata/coverage/shop.txtar")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sec := map[string]string{}
	for _, f := range ar.Files {
		if strings.HasPrefix(f.Name, "want") {
			sec[f.Name] = string(f.Data)
			continue
		}
		p := filepath.Join(dir, f.Name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runTool := func(args ...string) {
		cmd := exec.Command(tool[0], append(tool[1:], args...)...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v %v: %v\n%s", tool, args, err, out)
		}
	}
	runTool("run", "run_tests.py")
	runTool("json", "--show-contexts", "-o", "cov.json")
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	get := func(args ...string) covDoc {
		t.Helper()
		out, errOut, code := run(t, dir, append([]string{"coverage-context", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("coverage-context %v: exit %d: %s", args, code, errOut)
		}
		var doc covDoc
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatalf("not JSON: %v\n%s", err, out)
		}
		if doc.BudgetUsed > doc.Budget {
			t.Errorf("%v: %d tokens of %d", args, doc.BudgetUsed, doc.Budget)
		}
		return doc
	}
	doc := get("--coverage", "cov.json", "--failed", "tests/test_shop.py::test_big_checkout")
	if doc.Ranking != "ochiai" {
		t.Errorf("ranking %q, want ochiai", doc.Ranking)
	}
	checkOrder(t, "cov.json --failed", doc, sec["want"])
	checkOrder(t, ".coverage --junit", get("--coverage", ".coverage", "--junit", "junit.xml"), sec["want"])
	checkOrder(t, "--failures-only", get("--coverage", "cov.json", "--junit", "junit.xml", "--failures-only"), sec["want-failures-only"])
	// Without failures: by hits, the same four functions, none failing.
	plain := get("--coverage", "cov.json")
	if plain.Ranking != "hits" || len(plain.Slices) != 4 {
		t.Errorf("without failures: ranking %q, %d entries", plain.Ranking, len(plain.Slices))
	}
	for _, s := range plain.Slices {
		if s.Relevance != "covered" || strings.HasPrefix(s.ID, "tests.") {
			t.Errorf("without failures: %s %s", s.Relevance, s.ID)
		}
	}
	// A tight budget holds; the best entry keeps its code.
	tight := get("--coverage", "cov.json", "--junit", "junit.xml", "--budget", "150")
	if len(tight.Slices) == 0 || tight.Slices[0].ID != "pkg.shop.discount" || tight.Slices[0].Code == nil {
		t.Errorf("budget 150: %+v", tight.Slices)
	}

	// The slice planner's coverage term: relevance of a statement rises by
	// 0.2 (DefaultCoverageWeight) times its Ochiai score: line 7 (1.00)
	// by 0.2, line 2 (0.58) by 0.115, line 8 (passing tests only) by 0.
	relevance := func(args ...string) map[int]float64 {
		out, errOut, code := run(t, dir, append([]string{"query", "slice", "--file", "pkg/shop.py", "--line", "15", "--format", "json"}, args...)...)
		if code != 0 {
			t.Fatalf("query slice %v: %s", args, errOut)
		}
		var d struct {
			Statements []struct {
				File      string  `json:"file"`
				Line      int     `json:"line"`
				Relevance float64 `json:"relevance"`
			} `json:"statements"`
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatal(err)
		}
		m := map[int]float64{}
		for _, s := range d.Statements {
			if s.File == "pkg/shop.py" {
				m[s.Line] = s.Relevance
			}
		}
		return m
	}
	before, after := relevance(), relevance("--coverage", "cov.json", "--junit", "junit.xml")
	for line, rise := range map[int]float64{7: 0.2, 2: 0.2 / math.Sqrt(3), 8: 0, 5: 0} {
		if d := after[line] - before[line]; math.Abs(d-rise) > 0.002 {
			t.Errorf("line %d: relevance %.3f -> %.3f, want a rise of %.3f", line, before[line], after[line], rise)
		}
	}
	if _, errOut, code := run(t, dir, "query", "slice", "--file", "pkg/shop.py", "--line", "15", "--junit", "junit.xml"); code != 2 {
		t.Errorf("--junit without --coverage: exit %d (%s), want 2", code, errOut)
	}

	// LCOV with absolute paths and a Go profile (not indexed: a warning).
	lcov := "TN:\nSF:" + filepath.Join(dir, "pkg", "shop.py") + "\nDA:19,7\nDA:2,1\nend_of_record\n"
	os.WriteFile(filepath.Join(dir, "lcov.info"), []byte(lcov), 0o644)
	l := get("--coverage", "lcov.info")
	if len(l.Slices) != 2 || l.Slices[0].ID != "pkg.shop.refund" {
		t.Errorf("lcov by hits: %+v, want refund (7 hits) first", l.Slices)
	}
	os.WriteFile(filepath.Join(dir, "go.out"), []byte("mode: set\nexample.com/m/a.go:1.1,2.2 1 1\n"), 0o644)
	out, errOut, code := run(t, dir, "coverage-context", "--coverage", "go.out", "--format", "text")
	if code != 0 || !strings.Contains(errOut, "not in the index") || !strings.Contains(out, "0 entries") {
		t.Errorf("go profile: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	for _, args := range [][]string{{"--coverage", "missing.json"}, {"--coverage", "pkg/shop.py"}, {"--coverage", "cov.json", "--failures-only"},
		{"--coverage", "cov.json", "--junit", "pkg/shop.py"}, {"--coverage", "cov.json", "--format", "yaml"}} {
		if _, errOut, code := run(t, dir, append([]string{"coverage-context"}, args...)...); code != 2 || errOut == "" {
			t.Errorf("coverage-context %v: exit %d, stderr %q; want exit 2 with a message", args, code, errOut)
		}
	}
}
