package benchmarks

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/pycg-micro/figures.txt with the current figures")

// A small suite in PyCG's layout, written for this test: PyCG's definitions
// (sound: nothing expected is missing; complete: nothing unexpected from an
// expected caller), callees as nodes, the module naming of a root that is a
// package, and edges to in-repository classes left out.
func TestCallgraphScoring(t *testing.T) {
	dir := t.TempDir()
	write := func(p, s string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src := "def f():\n    return len([])\n\ndef g():\n    pass\n\nf()\n"
	// Exactly right; <builtin>.len is a node although the export lists no key for it.
	write("direct/exact/main.py", src)
	write("direct/exact/callgraph.json", `{"main": ["main.f"], "main.f": ["<builtin>.len"], "main.g": [], "<builtin>.len": []}`)
	// main.f -> <builtin>.len is not expected: not complete, still sound.
	write("direct/extra/main.py", src)
	write("direct/extra/callgraph.json", `{"main": ["main.f"], "main.f": []}`)
	// main -> main.g is expected and absent: complete, not sound. main.f is
	// not a caller here, so its edge is not scored.
	write("direct/missing/main.py", src)
	write("direct/missing/callgraph.json", `{"main": ["main.f", "main.g"], "main.g": []}`)
	write("direct/broken/main.py", src)
	write("direct/broken/callgraph.json", `{"main": [`)
	// The root is a package: our names start with "pkgroot.", PyCG's do not.
	// K() has no __init__ to call: PyCG draws no edge for it.
	write("naming/pkgroot/__init__.py", "")
	write("naming/pkgroot/main.py", "from sub.mod import h\n\nh()\n")
	write("naming/pkgroot/sub/__init__.py", "")
	write("naming/pkgroot/sub/mod.py", "class K:\n    pass\n\ndef h():\n    K()\n")
	write("naming/pkgroot/callgraph.json", `{"main": ["sub.mod.h"], "sub.mod.h": [], "sub.mod": [], "sub": []}`)
	write("naming/README.md", "not a case\n")

	if _, err := LoadCallgraphSuite(dir, []string{"nosuch"}); err == nil {
		t.Error("an unknown category must be an error")
	}
	cases, err := LoadCallgraphSuite(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 5 {
		t.Fatalf("%d cases, want 5", len(cases))
	}
	rep := RunCallgraph(context.Background(), dir, cases)
	by := map[string]CallgraphCaseResult{}
	for _, r := range rep.Cases {
		by[r.Category+"/"+r.Name] = r
	}
	edges := func(es []CallgraphEdge) string {
		var s []string
		for _, e := range es {
			s = append(s, e.From+" -> "+e.To)
		}
		return strings.Join(s, ", ")
	}
	check := func(name string, complete, sound bool, missing, extra, unscored, dropped string) {
		t.Helper()
		r := by[name]
		if r.Error != "" && name != "direct/broken" {
			t.Fatalf("%s: %s", name, r.Error)
		}
		if r.Complete != complete || r.Sound != sound || edges(r.Missing) != missing || edges(r.Extra) != extra ||
			edges(r.Unscored) != unscored || edges(r.Dropped) != dropped {
			t.Errorf("%s: complete %v sound %v missing [%s] extra [%s] unscored [%s] dropped [%s] nodes %v,\n"+
				"want complete %v sound %v missing [%s] extra [%s] unscored [%s] dropped [%s]", name, r.Complete, r.Sound,
				edges(r.Missing), edges(r.Extra), edges(r.Unscored), edges(r.Dropped), r.MissingNodes,
				complete, sound, missing, extra, unscored, dropped)
		}
	}
	check("direct/exact", true, true, "", "", "", "")
	check("direct/extra", false, true, "", "main.f -> <builtin>.len", "", "")
	check("direct/missing", true, false, "main -> main.g", "", "main.f -> <builtin>.len", "")
	check("naming/pkgroot", true, true, "", "", "", "sub.mod.h -> sub.mod.K")
	if r := by["direct/broken"]; r.Error == "" || r.Complete || r.Sound {
		t.Errorf("a case with a broken callgraph.json must fail with its error: %+v", r)
	}
	if f := rep.Categories["direct"]; f != (CallgraphFigures{Cases: 4, Complete: 2, Sound: 2}) {
		t.Errorf("direct: %+v, want 4 cases, 2 complete, 2 sound", f)
	}
	if rep.Total != (CallgraphFigures{Cases: 5, Complete: 3, Sound: 3}) {
		t.Errorf("total %+v, want 5 cases, 3 complete, 3 sound", rep.Total)
	}
	var b strings.Builder
	rep.WriteText(&b)
	for _, want := range []string{"direct/extra", "extra:        main.f -> <builtin>.len", "total                 5         3      3"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the text report lacks %q:\n%s", want, b.String())
		}
	}
}

// pycgSuite is PyCG's micro-benchmark (the snippets/ folder, or the
// micro-benchmark/ folder holding it): $SEMANTICA_PYCG_SUITE, else
// shared/pycg-micro-benchmark in this folder or a parent (CI has shared/
// beside its clone). It is not in this repository: see
// testdata/pycg-micro/README.md.
func pycgSuite() string {
	if d := os.Getenv("SEMANTICA_PYCG_SUITE"); d != "" {
		return d
	}
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	for d := wd; ; d = filepath.Dir(d) {
		p := filepath.Join(d, "shared", "pycg-micro-benchmark")
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return p
		}
		if filepath.Dir(d) == d {
			return ""
		}
	}
}

// TestCallgraphFigures runs the call-graph bench on every category of
// PyCG's micro-benchmark and compares the counts with
// testdata/pycg-micro/figures.txt: a record of where the engine stands, not
// a threshold (go test ./benchmarks -run CallgraphFigures -update rewrites
// it). Skipped when the suite is not on this machine.
func TestCallgraphFigures(t *testing.T) {
	suite := pycgSuite()
	if suite == "" {
		t.Skip("PyCG's micro-benchmark is not here: set SEMANTICA_PYCG_SUITE (see testdata/pycg-micro/README.md)")
	}
	cases, err := LoadCallgraphSuite(suite, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := RunCallgraph(context.Background(), suite, cases)
	for _, r := range rep.Cases {
		if r.Error != "" {
			t.Errorf("%s/%s: %s", r.Category, r.Name, r.Error)
		}
	}
	file := filepath.Join("testdata", "pycg-micro", "figures.txt")
	got := rep.FiguresText()
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		var b strings.Builder
		rep.WriteText(&b)
		t.Errorf("%s: figures changed (go test ./benchmarks -run CallgraphFigures -update to accept):\n--- want\n%s--- got\n%s\n%s",
			file, want, got, b.String())
	}
}
