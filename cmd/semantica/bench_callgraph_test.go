package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bench callgraph on a two-case suite in PyCG's layout: the JSON report
// holds the counts per category and the missing edge as data; the text
// report ends with the figures table; bad arguments exit 2.
func TestBenchCallgraph(t *testing.T) {
	dir := t.TempDir()
	for p, s := range map[string]string{
		"calls/ok/main.py":             "def f():\n    pass\n\nf()\n",
		"calls/ok/callgraph.json":      `{"main": ["main.f"], "main.f": []}`,
		"calls/missed/main.py":         "def f():\n    pass\n\ng = f\n",
		"calls/missed/callgraph.json":  `{"main": ["main.f"], "main.f": []}`,
		"calls/missed/README.md":       "f is never called: the expectation is wrong on purpose\n",
		"other/skipped/main.py":        "len([])\n",
		"other/skipped/callgraph.json": `{"main": ["<builtin>.len"], "<builtin>.len": []}`,
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := run(t, dir, "bench", "callgraph", "--suite", ".", "--category", "calls", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep struct {
		Categories map[string]struct{ Cases, Complete, Sound int }
		Total      struct{ Cases, Complete, Sound int }
		Cases      []struct {
			Name    string
			Missing []struct{ From, To string }
		}
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if c := rep.Categories["calls"]; len(rep.Categories) != 1 || c.Cases != 2 || c.Complete != 2 || c.Sound != 1 || rep.Total != c {
		t.Errorf("figures %+v total %+v, want calls only: 2 cases, 2 complete, 1 sound", rep.Categories, rep.Total)
	}
	for _, c := range rep.Cases {
		if c.Name == "missed" && (len(c.Missing) != 1 || c.Missing[0].From != "main" || c.Missing[0].To != "main.f") {
			t.Errorf("missed: missing %+v, want main -> main.f", c.Missing)
		}
	}
	out, errOut, code = run(t, dir, "bench", "callgraph", "--suite", dir)
	if code != 0 || !strings.Contains(out, "calls/missed") || !strings.Contains(out, "missing:      main -> main.f") ||
		!strings.HasSuffix(out, "total                 3         3      2\n") {
		t.Errorf("text report: exit %d %s\n%s", code, errOut, out)
	}
	if _, _, code := run(t, dir, "bench", "callgraph", "--suite", dir, "--format", "xml"); code != 2 {
		t.Errorf("--format xml: exit %d, want 2", code)
	}
	if _, _, code := run(t, dir, "bench", "callgraph", "--suite", filepath.Join(dir, "nosuch")); code != 2 {
		t.Errorf("a missing suite: exit %d, want 2", code)
	}
}
