package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// diffDoc is the part of diff-context's JSON the tests read.
type diffDoc struct {
	Base       string `json:"base"`
	Head       string `json:"head"`
	Budget     int    `json:"budget"`
	BudgetUsed int    `json:"budget_used"`
	Slices     []struct {
		ID        string  `json:"id"`
		Relevance string  `json:"relevance"`
		Signature string  `json:"signature"`
		Code      *string `json:"code"`
		File      string  `json:"file"`
		Lines     []int   `json:"lines"`
		DiffLines []int   `json:"diff_lines"`
		Tokens    int     `json:"tokens"`
	} `json:"slices"`
	SignaturesOnly []string `json:"signatures_only"`
	Omitted        []string `json:"omitted"`
	Impact         struct {
		Symbols        []string `json:"symbols"`
		Files          []string `json:"files"`
		DeletedFiles   []string `json:"deleted_files"`
		DeletedSymbols []string `json:"deleted_symbols"`
	} `json:"impact"`
	Stale   []string `json:"stale"`
	Context string   `json:"context"`
}

// gitRepo runs git in dir, failing the test on error.
func gitRepo(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// diffScenario builds the repository of a testdata/diffcontext archive:
// base/ committed on main, then the work tree turned into head/ (files
// of base missing from head removed with git rm) and staged, unless the
// archive has an "untracked" section: new files are then left untracked.
func diffScenario(t *testing.T, ar *txtar.Archive) (dir string, sections map[string]string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	dir = t.TempDir()
	sections = map[string]string{}
	base, head := map[string]string{}, map[string]string{}
	for _, f := range ar.Files {
		switch {
		case strings.HasPrefix(f.Name, "base/"):
			base[strings.TrimPrefix(f.Name, "base/")] = string(f.Data)
		case strings.HasPrefix(f.Name, "head/"):
			head[strings.TrimPrefix(f.Name, "head/")] = string(f.Data)
		default:
			sections[f.Name] = string(f.Data)
		}
	}
	write := func(name, text string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gitRepo(t, dir, "init", "-q", "-b", "main")
	for name, text := range base {
		write(name, text)
	}
	gitRepo(t, dir, "add", "-A")
	gitRepo(t, dir, "commit", "-q", "-m", "base")
	for name := range base {
		if _, ok := head[name]; !ok {
			gitRepo(t, dir, "rm", "-q", name)
		}
	}
	for name, text := range head {
		write(name, text)
	}
	if _, ok := sections["untracked"]; !ok {
		// Staged, so that git sees renames; an archive with an untracked
		// section leaves its new files untracked.
		gitRepo(t, dir, "add", "-A")
	}
	return dir, sections
}

// indexedScenario builds testdata/diffcontext/NAME.txtar's repository and
// indexes it.
func indexedScenario(t *testing.T, name string) string {
	t.Helper()
	ar, err := txtar.ParseFile("testdata/diffcontext/" + name + ".txtar")
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := diffScenario(t, ar)
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	return dir
}

func intList(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, x := range strings.Split(s, ",") {
		n, err := strconv.Atoi(x)
		if err != nil {
			t.Fatalf("bad line list %q", s)
		}
		out = append(out, n)
	}
	return out
}

var relevanceRank = map[string]int{"contains_diff": 0, "affected": 1, "dependency": 2, "caller": 3, "callee": 3, "test": 4}

// TestDiffContextScenarios runs diff-context on every archive of
// testdata/diffcontext and checks each expected entry (relevance, exact
// or required lines, changed lines, code or signature), that no unwanted
// symbol appears, the ranking order, the deletions and the budget. On
// failure it prints what is missing and what is unwanted.
func TestDiffContextScenarios(t *testing.T) {
	files, _ := filepath.Glob("testdata/diffcontext/*.txtar")
	if len(files) == 0 {
		t.Fatal("no scenarios in testdata/diffcontext")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			dir, sec := diffScenario(t, ar)
			if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
				t.Fatalf("index: exit %d: %s", code, errOut)
			}
			args := append([]string{"diff-context", "--format", "json"}, strings.Fields(sec["args"])...)
			out, errOut, code := run(t, dir, args...)
			if code != 0 {
				t.Fatalf("diff-context: exit %d: %s", code, errOut)
			}
			var doc diffDoc
			if err := json.Unmarshal([]byte(out), &doc); err != nil {
				t.Fatalf("diff-context output is not JSON: %v\n%s", err, out)
			}
			if doc.BudgetUsed > doc.Budget || doc.BudgetUsed <= 0 {
				t.Errorf("budget_used %d of %d", doc.BudgetUsed, doc.Budget)
			}
			got := map[string]int{}
			for i, s := range doc.Slices {
				got[s.ID] = i
				if i > 0 && relevanceRank[s.Relevance] < relevanceRank[doc.Slices[i-1].Relevance] {
					t.Errorf("%s (%s) ranked after %s (%s)", s.ID, s.Relevance, doc.Slices[i-1].ID, doc.Slices[i-1].Relevance)
				}
			}
			var missing []string
			for _, line := range strings.Split(strings.TrimSpace(sec["want"]), "\n") {
				f := strings.Fields(line)
				i, ok := got[f[1]]
				if !ok {
					missing = append(missing, line)
					continue
				}
				s := doc.Slices[i]
				delete(got, f[1])
				if s.Relevance != f[0] {
					t.Errorf("%s: relevance %s, want %s", f[1], s.Relevance, f[0])
				}
				for _, a := range f[2:] {
					switch k, v, _ := strings.Cut(a, "="); k {
					case "lines":
						if want := intList(t, v); !slices.Equal(s.Lines, want) {
							t.Errorf("%s: lines %v, want %v", f[1], s.Lines, want)
						}
					case "has":
						for _, l := range intList(t, v) {
							if !slices.Contains(s.Lines, l) {
								t.Errorf("%s: lines %v lack %d", f[1], s.Lines, l)
							}
						}
					case "diff":
						if want := intList(t, v); !slices.Equal(s.DiffLines, want) {
							t.Errorf("%s: diff_lines %v, want %v", f[1], s.DiffLines, want)
						}
					case "code":
						if s.Code == nil || *s.Code == "" {
							t.Errorf("%s: no code, want its code", f[1])
						}
					case "signature":
						if s.Code != nil {
							t.Errorf("%s: code given, want its signature only", f[1])
						}
					}
				}
			}
			if len(missing) > 0 {
				t.Errorf("missing entries:\n  %s", strings.Join(missing, "\n  "))
			}
			var unwanted []string
			for _, u := range strings.Fields(sec["unwanted"]) {
				if _, ok := got[u]; ok {
					unwanted = append(unwanted, u)
				}
			}
			if len(unwanted) > 0 {
				t.Errorf("unwanted entries: %v", unwanted)
			}
			if d, ok := sec["deleted"]; ok {
				have := append(append([]string{}, doc.Impact.DeletedFiles...), doc.Impact.DeletedSymbols...)
				want := strings.Fields(d)
				slices.Sort(have)
				slices.Sort(want)
				if !slices.Equal(have, want) {
					t.Errorf("deletions %v, want %v", have, want)
				}
			}
			if t.Failed() {
				t.Logf("output:\n%s", out)
			}
		})
	}
}

func diffJSON(t *testing.T, dir string, args ...string) (diffDoc, string) {
	t.Helper()
	out, errOut, code := run(t, dir, append([]string{"diff-context", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("diff-context %v: exit %d: %s", args, code, errOut)
	}
	var doc diffDoc
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	return doc, errOut
}

func relevanceOf(doc diffDoc) map[string]string {
	m := map[string]string{}
	for _, s := range doc.Slices {
		m[s.ID] = s.Relevance
	}
	return m
}

// The same change committed and read as a commit range, with the work
// tree moved on since: the head is indexed apart and gives the entries of
// the work-tree run. A stale work tree is re-indexed first, or with
// --no-reindex reported stale and left out. Tight budgets hold. Bad refs
// fail with exit status 2 and leave the index as it was.
func TestDiffContextRangeStaleAndBudget(t *testing.T) {
	dir := indexedScenario(t, "pricing")
	work, _ := diffJSON(t, dir)
	want := relevanceOf(work)
	if want["pkg.pricing.discount"] != "contains_diff" || len(want) < 5 {
		t.Fatalf("work-tree run: %v", want)
	}

	gitRepo(t, dir, "add", "-A", "pkg", "tests")
	gitRepo(t, dir, "commit", "-q", "-m", "the change")
	// The work tree moves on: a new function in pricing.py.
	p := filepath.Join(dir, "pkg", "pricing.py")
	src, _ := os.ReadFile(p)
	if err := os.WriteFile(p, append(src, []byte("\n\ndef later(y):\n    return net(y)\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	// The index matches the head's changed files: it answers, reading the
	// head's version of pricing.py, not the work tree's.
	ranged, errOut := diffJSON(t, dir, "--base", "HEAD~1", "--head", "HEAD")
	if errOut != "" {
		t.Errorf("commit range on a matching index: stderr %s", errOut)
	}
	if ranged.Head == "" {
		t.Errorf("head commit not reported")
	}
	if got := relevanceOf(ranged); !mapsEqual(got, want) {
		t.Errorf("commit range entries %v, want the work-tree run's %v", got, want)
	}

	// A head the index does not match is indexed apart.
	gitRepo(t, dir, "commit", "-q", "-a", "-m", "later")
	if _, errOut, code := run(t, dir, "index", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	ranged, errOut = diffJSON(t, dir, "--base", "HEAD~2", "--head", "HEAD~1")
	if !strings.Contains(errOut, "apart") {
		t.Errorf("a head the index does not match should be indexed apart; stderr: %s", errOut)
	}
	if got := relevanceOf(ranged); !mapsEqual(got, want) {
		t.Errorf("commit range indexed apart: entries %v, want %v", got, want)
	}
	if err := os.WriteFile(p, append(src, []byte("\n\ndef later(y):\n    return net(y)\n\n\ndef later2(y):\n    return y\n")...), 0o644); err != nil {
		t.Fatal(err)
	}

	// Stale work tree, --no-reindex: pricing.py is reported and left out.
	stale, _ := diffJSON(t, dir, "--base", "HEAD", "--no-reindex")
	if !slices.Contains(stale.Stale, "pkg/pricing.py") || len(stale.Slices) != 0 {
		t.Errorf("--no-reindex: stale %v, entries %v; want pkg/pricing.py stale and no entries", stale.Stale, relevanceOf(stale))
	}
	// Re-indexed first by default: the new function contains the diff.
	fresh, errOut := diffJSON(t, dir, "--base", "HEAD")
	if !strings.Contains(errOut, "re-indexed") || relevanceOf(fresh)["pkg.pricing.later2"] != "contains_diff" {
		t.Errorf("re-index: stderr %q, entries %v; want pkg.pricing.later2 to contain the diff", errOut, relevanceOf(fresh))
	}

	for _, budget := range []string{"60", "120", "200", "300", "450", "1000"} {
		doc, _ := diffJSON(t, dir, "--base", "HEAD~2", "--budget", budget)
		b, _ := strconv.Atoi(budget)
		if doc.BudgetUsed > b {
			t.Errorf("budget %d: used %d", b, doc.BudgetUsed)
		}
		// The JSON agrees with the context: every listed entry has code or
		// is among the signatures, none is also omitted, and the tokens of
		// the entries add up to at most what was used.
		sum := 0
		for _, s := range doc.Slices {
			sig := slices.Contains(doc.SignaturesOnly, s.ID)
			if (s.Code == nil) != sig || slices.Contains(doc.Omitted, s.ID) {
				t.Errorf("budget %d: %s has code %v, signature %v, omitted %v", b, s.ID, s.Code != nil, sig, slices.Contains(doc.Omitted, s.ID))
			}
			sum += s.Tokens
		}
		if sum > doc.BudgetUsed+len(doc.Slices)+1 {
			t.Errorf("budget %d: entries count %d tokens, the context %d", b, sum, doc.BudgetUsed)
		}
		if budget == "1000" && (len(doc.Slices) == 0 || doc.Slices[0].Code == nil) {
			t.Errorf("budget 1000: the first entry has no code: %+v", doc.Slices)
		}
	}

	// A changed file the index excludes is never stale: no re-index, a
	// warning, every time.
	if _, errOut, code := run(t, dir, "index", "--no-git", "--exclude", "gen/", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	os.MkdirAll(filepath.Join(dir, "gen"), 0o755)
	os.WriteFile(filepath.Join(dir, "gen", "out.py"), []byte("X = 1\n"), 0o644)
	for i := 0; i < 2; i++ {
		_, errOut := diffJSON(t, dir, "--base", "HEAD")
		if strings.Contains(errOut, "re-indexed") || !strings.Contains(errOut, "not indexed") || !strings.Contains(errOut, "gen/out.py") {
			t.Errorf("run %d with an excluded changed file: stderr %q", i, errOut)
		}
	}

	before, err := os.ReadFile(filepath.Join(dir, ".semantica", "meta.json"))
	if err != nil {
		t.Fatal(err)
	}
	// Bad input fails before anything is re-indexed, though pricing.py is
	// stale again.
	os.WriteFile(filepath.Join(dir, "pkg", "pricing.py"), append(src, []byte("\n\ndef later3(y):\n    return y\n")...), 0o644)
	for _, args := range [][]string{{"--base", "nosuch"}, {"--head", "nosuch"}, {"--base", "--upload-pack=x"}, {"--depth", "9"}, {"--format", "yaml"}} {
		_, errOut, code := run(t, dir, append([]string{"diff-context"}, args...)...)
		if code != 2 || errOut == "" {
			t.Errorf("diff-context %v: exit %d, stderr %q; want exit 2 with a message", args, code, errOut)
		}
	}
	if after, err := os.ReadFile(filepath.Join(dir, ".semantica", "meta.json")); err != nil || string(after) != string(before) {
		t.Errorf("bad input changed the index (%v)", err)
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// The MCP tool answers the scenario's change from the open index, ranks
// the changed scopes first, never re-indexes (a file edited after the
// index is named stale and left out), refuses bad arguments with a tool
// error and keeps serving.
func TestMCPDiffContext(t *testing.T) {
	dir := indexedScenario(t, "pricing")
	cs, _ := stdioServer(t, dir)
	text := ok(t, cs, "diff_context", map[string]any{"budget": 3000, "format": "text"})
	has(t, "diff_context", text, []string{"contains_diff pkg.pricing.discount", "contains_diff pkg.orders.Order.total",
		"affected pkg.pricing.net", "   11+     if amount >= LIMIT / 2:", "deleted: pkg/legacy.py", "/3000 tokens"},
		"pkg.pricing.unrelated", "stale")
	if i, j := strings.Index(text, "contains_diff pkg.pricing.discount"), strings.Index(text, "affected pkg.pricing.net"); i > j {
		t.Errorf("the changed scope comes after an affected one:\n%s", text)
	}
	if n := mcpTok.Count(text); n > 3000 {
		t.Errorf("answer of %d tokens over its budget 3000", n)
	}
	// Edited after the index: stale, left out, not re-indexed.
	p := filepath.Join(dir, "pkg", "orders.py")
	src, _ := os.ReadFile(p)
	if err := os.WriteFile(p, append(src, []byte("\nX = 1\n")...), 0o644); err != nil {
		t.Fatal(err)
	}
	text = ok(t, cs, "diff_context", map[string]any{"budget": 3000, "fresh": true})
	has(t, "diff_context with a stale file", text, []string{"stale, left out", "pkg/orders.py", "pkg.pricing.discount"},
		"contains_diff pkg.orders.Order.total")
	for _, args := range []map[string]any{{"base": "nosuch"}, {"depth": 9}, {"format": "yaml"}, {"head": "--output=/tmp/x"}} {
		if text, isErr := callTool(t, cs, "diff_context", args); !isErr {
			t.Errorf("diff_context %v: %s, want a tool error", args, text)
		}
	}
	ok(t, cs, "stats", nil)
}
