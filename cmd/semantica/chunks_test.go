package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// deltaOps runs `index --delta jsonl` and returns "OP kind qname" lines,
// sorted, NOOPs left out, and the number of NOOPs.
func deltaOps(t *testing.T, dir string) ([]string, int) {
	t.Helper()
	out, errOut, code := run(t, dir, "index", "-q", "--no-git", "--delta", "jsonl", ".")
	if code != 0 {
		t.Fatalf("index --delta: exit %d: %s", code, errOut)
	}
	var ops []string
	noops := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var op struct{ Op, Kind, QName, Previous_ID string }
		if err := json.Unmarshal([]byte(l), &op); err != nil {
			t.Fatalf("not JSON: %q: %v", l, err)
		}
		if op.Op == "NOOP" {
			noops++
			continue
		}
		ops = append(ops, op.Op+" "+op.Kind+" "+op.QName)
	}
	sort.Strings(ops)
	return ops, noops
}

// TestIndexDelta edits a repository between index runs and checks the
// chunk operations `index --delta jsonl` reports: every chunk new at
// first, nothing after a comment-only edit, the edited function and its
// file after a body change, a removed and an added function.
func TestIndexDelta(t *testing.T) {
	dir := repo(t)
	first, noops := deltaOps(t, dir)
	if noops != 0 || len(first) == 0 {
		t.Fatalf("first run: %d NOOP, ops %v", noops, first)
	}
	for _, op := range first {
		if !strings.HasPrefix(op, "INSERT ") {
			t.Errorf("first run: %s", op)
		}
	}
	want := func(got, want []string) {
		t.Helper()
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("ops:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
	write := func(src string) {
		if err := os.WriteFile(filepath.Join(dir, "app.py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Comments and spacing only.
	write(strings.ReplaceAll(strings.ReplaceAll(app, "acc = 0", "acc  =  0   # start"), "def report", "# reporting\n\ndef report"))
	ops, noops := deltaOps(t, dir)
	want(ops, nil)
	if noops != len(first) {
		t.Errorf("comment-only edit: %d NOOP of %d chunks", noops, len(first))
	}
	// A body change in total: the function and its file change content,
	// its leaf is replaced in place.
	write(strings.ReplaceAll(app, "acc = 0", "acc = 1"))
	ops, _ = deltaOps(t, dir)
	want(ops, []string{"UPDATE file app.py", "UPDATE function app.total", "UPDATE leaf app.total"})
	// report removed, summary added.
	write(strings.ReplaceAll(strings.ReplaceAll(app, "acc = 0", "acc = 1"), "def report(values):", "def summary(values):"))
	ops, _ = deltaOps(t, dir)
	want(ops, []string{"DELETE function app.report", "DELETE leaf app.report", "INSERT function app.summary", "INSERT leaf app.summary", "UPDATE file app.py"})
}

// TestIndexStatsJSON checks the chunk figures of `index --stats`.
func TestIndexStatsJSON(t *testing.T) {
	dir := repo(t)
	out, errOut, code := run(t, dir, "index", "--no-git", "--stats", ".")
	if code != 0 {
		t.Fatalf("index --stats: exit %d: %s", code, errOut)
	}
	var sum struct {
		Files    int
		Chunking struct {
			Chunks, Parents, Leaves int
			Waste                   float64
			Delta                   map[string]int
			Files                   []struct {
				Path    string
				Ms      float64
				Parents int
				Leaves  int
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("--stats is not JSON: %v\n%s", err, out)
	}
	c := sum.Chunking
	// app.py: file, total, report; helpers.py: file, weight; broken.py:
	// file, f.
	if c.Parents != 7 || c.Chunks != c.Parents+c.Leaves || len(c.Files) != sum.Files || c.Delta["INSERT"] != c.Chunks {
		t.Errorf("chunking: %+v (files %d)", c, sum.Files)
	}
	for _, f := range c.Files {
		if f.Parents < 1 || f.Ms <= 0 {
			t.Errorf("file %+v", f)
		}
	}
	if _, errOut, code := run(t, dir, "index", "--delta", "csv", "."); code == 0 || !strings.Contains(errOut, "jsonl") {
		t.Errorf("--delta csv: exit %d, %s", code, errOut)
	}
}
