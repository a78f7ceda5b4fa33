package benchmarks

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, err := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// TestLocalize runs the localization benchmark on testdata/localize.txtar:
// gold files and functions come from the patch or from expected_spans,
// files a fix adds and instances whose commit no repository holds are
// skipped, a bare repository works as a work tree does and neither is
// written.
func TestLocalize(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	ar, err := txtar.ParseFile(filepath.Join("testdata", "localize.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	repo := filepath.Join(dir, "repo")
	var instances, expect string
	for _, f := range ar.Files {
		switch {
		case strings.HasPrefix(f.Name, "repo/"):
			p := filepath.Join(dir, filepath.FromSlash(f.Name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, f.Data, 0o644); err != nil {
				t.Fatal(err)
			}
		case f.Name == "instances.jsonl":
			instances = string(f.Data)
		case f.Name == "expect":
			expect = string(f.Data)
		}
	}
	git(t, repo, "init", "-q")
	git(t, repo, "add", ".")
	git(t, repo, "commit", "-q", "-m", "base")
	base := git(t, repo, "rev-parse", "HEAD")
	bare := filepath.Join(dir, "bare.git")
	git(t, dir, "clone", "-q", "--bare", repo, bare)
	inPath := filepath.Join(dir, "instances.jsonl")
	if err := os.WriteFile(inPath, []byte(strings.ReplaceAll(instances, "BASE", base)), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(expect), "\n") {
		id, rest, _ := strings.Cut(l, " ")
		want[id] = rest
	}
	for _, r := range []string{repo, bare} {
		rep, err := RunLocalize(context.Background(), LocalizeOptions{Instances: inPath, Repos: []string{r}, Budgets: []int{8000}})
		if err != nil {
			t.Fatalf("%s: %v", r, err)
		}
		if rep.Skipped["base commit in no --repo"] != 1 || rep.Skipped["no gold file at the base commit"] != 1 {
			t.Errorf("%s: skipped %v, want one instance without its commit and one that only adds a file", r, rep.Skipped)
		}
		got := map[string]bool{}
		for _, li := range rep.Instances {
			got[li.ID] = true
			if li.Error != "" {
				t.Errorf("%s: %s: %s", r, li.ID, li.Error)
				continue
			}
			var funcs []string
			for _, g := range li.GoldFuncs {
				funcs = append(funcs, g.QName)
			}
			if g := "files=" + strings.Join(li.GoldFiles, ",") + " funcs=" + strings.Join(funcs, ","); g != want[li.ID] {
				t.Errorf("%s: %s: gold %s, want %s", r, li.ID, g, want[li.ID])
			}
			for _, res := range [][]LocalizeResult{li.Ours, li.Baseline} {
				if len(res) != 1 || !res[0].FileHit || !res[0].FuncHit || res[0].FuncShare != 1 || res[0].Tokens <= 0 || res[0].Tokens > 8000 {
					t.Errorf("%s: %s: %+v, want the gold file and function found within 8,000 tokens", r, li.ID, res)
				}
			}
		}
		for id := range want {
			if !got[id] {
				t.Errorf("%s: instance %s missing from the report", r, id)
			}
		}
	}
	if s := git(t, repo, "status", "--porcelain"); s != "" {
		t.Errorf("the work tree changed:\n%s", s)
	}
}

// TestLocalizeScore checks what counts as found: a statement of the
// function's body, or baseline text past its def line; the def line alone
// (a stub) or another file's statements do not count.
func TestLocalizeScore(t *testing.T) {
	li := &LocalizeInstance{GoldFiles: []string{"a.py"}, GoldFuncs: []GoldFunc{
		{QName: "a.f", File: "a.py", Line: 10, EndLine: 20, id: 7},
		{QName: "a.g", File: "a.py", Line: 30, EndLine: 35, id: 8}}}
	cases := []struct {
		name           string
		shown          []shownLines
		file, func_    bool
		share          float64
		testShareAbove float64
	}{
		{"stub of f only", []shownLines{{file: "a.py", line: 10, end: 10, scope: 1}}, true, false, 0, -1},
		{"body of f", []shownLines{{file: "a.py", line: 12, end: 12, scope: 7}}, true, true, 0.5, -1},
		{"bodies of f and g", []shownLines{{file: "a.py", line: 12, end: 12, scope: 7}, {file: "a.py", line: 31, end: 31, scope: 8}}, true, true, 1, -1},
		{"another file", []shownLines{{file: "b.py", line: 12, end: 12, scope: 7}}, false, false, 0, -1},
		{"text to line 10", []shownLines{{file: "a.py", line: 1, end: 10}}, true, false, 0, -1},
		{"text to line 11", []shownLines{{file: "a.py", line: 1, end: 11}}, true, true, 0.5, -1},
		{"test file", []shownLines{{file: "tests/test_a.py", line: 1, end: 5}, {file: "a.py", line: 12, end: 16, scope: 7}}, true, true, 0.5, 0.49},
	}
	for _, c := range cases {
		var r LocalizeResult
		li.score(&r, c.shown)
		if r.FileHit != c.file || r.FuncHit != c.func_ || r.FuncShare != c.share || (c.testShareAbove >= 0 && r.TestShare <= c.testShareAbove) {
			t.Errorf("%s: file %v func %v share %v tests %v, want %v %v %v", c.name, r.FileHit, r.FuncHit, r.FuncShare, r.TestShare, c.file, c.func_, c.share)
		}
	}
}
