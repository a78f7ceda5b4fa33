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
	if _, errOut, code := run(t, dir, "index", "--chunk-min", "300", "--chunk-max", "100", "."); code != 2 || !strings.Contains(errOut, "--chunk-min 300") {
		t.Errorf("--chunk-min over --chunk-max: exit %d, %s", code, errOut)
	}
	// Smaller leaves: more of them, and the configuration is kept for
	// the next run (its lineage hash differs from the default's).
	out, errOut, code = run(t, dir, "index", "--no-git", "--stats", "--chunk-min", "5", "--chunk-max", "12", "--chunk-overlap", "0", ".")
	if code != 0 {
		t.Fatalf("index --chunk-max 12: exit %d: %s", code, errOut)
	}
	var small struct {
		Chunking struct {
			Leaves int
			Config string
		}
	}
	if err := json.Unmarshal([]byte(out), &small); err != nil {
		t.Fatal(err)
	}
	if small.Chunking.Leaves <= c.Leaves || small.Chunking.Config == "" {
		t.Errorf("--chunk-max 12: %d leaves (default: %d), config %q", small.Chunking.Leaves, c.Leaves, small.Chunking.Config)
	}
	// A run without the flags keeps the index's bounds (as watch and
	// diff-context's re-index do): nothing changes.
	ops, noops := deltaOps(t, dir)
	if len(ops) != 0 || noops != small.Chunking.Leaves+c.Parents {
		t.Errorf("re-index without flags: %v, %d NOOP", ops, noops)
	}
}

// exportLines runs `chunks export` and decodes its lines.
func exportLines(t *testing.T, dir string, args ...string) []map[string]any {
	t.Helper()
	out, errOut, code := run(t, dir, append([]string{"chunks", "export"}, args...)...)
	if code != 0 {
		t.Fatalf("chunks export: exit %d: %s", code, errOut)
	}
	var recs []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("not JSON: %q: %v", l, err)
		}
		recs = append(recs, m)
	}
	return recs
}

// TestChunksExport checks `chunks export` on the test repository: leaves
// carry their lines of the file, every scope has a signature and a summary
// that names its callers, call links cross files, a search hit names an
// exported chunk, and a file changed since the index is refused.
func TestChunksExport(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "-q", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	recs := exportLines(t, dir)
	chunk := map[string]map[string]any{}
	docs := map[string]map[string]any{}
	for _, r := range recs {
		switch r["type"] {
		case "chunk":
			chunk[r["id"].(string)] = r
		case "embedding_document":
			docs[r["id"].(string)] = r
		default:
			t.Errorf("record of type %v", r["type"])
		}
	}
	src := strings.Split(app, "\n")
	var weightID string
	leaves := 0
	for id, c := range chunk {
		lines := c["lines"].([]any)
		a, b := int(lines[0].(float64)), int(lines[1].(float64))
		if c["kind"] == "leaf" {
			leaves++
			if _, ok := docs[id+":code"]; !ok {
				t.Errorf("leaf %s has no code document", id)
			}
			if c["file"] == "app.py" && c["text"] != strings.Join(src[a-1:b], "\n") {
				t.Errorf("leaf %s text %q, want lines %d-%d of app.py", id, c["text"], a, b)
			}
			continue
		}
		if c["text"] != nil {
			t.Errorf("parent %s carries text", id)
		}
		if c["qname"] == "helpers.weight" {
			weightID = id
		}
		lin, _ := c["lineage"].(map[string]any)
		if lin["file_sha256"] == "" || lin["parser"] == "" || lin["config"] == "" || lin["run"] == "" {
			t.Errorf("chunk %s lineage %v", id, lin)
		}
	}
	if leaves == 0 || weightID == "" {
		t.Fatalf("%d leaves, helpers.weight chunk %q", leaves, weightID)
	}
	sig, sum := docs[weightID+":signature"], docs[weightID+":summary"]
	if sig == nil || sig["text"] != "def weight(v):" {
		t.Errorf("signature document of weight: %v", sig)
	}
	if sum == nil || !strings.Contains(sum["text"].(string), "called by: app.total") {
		t.Fatalf("summary document of weight: %v", sum)
	}
	links, _ := sum["links"].([]any)
	found := false
	for _, l := range links {
		m := l.(map[string]any)
		if m["rel"] == "called_by" && m["qname"] == "app.total" && m["cross_file"] == true && chunk[m["chunk"].(string)] != nil {
			found = true
		}
	}
	if !found {
		t.Errorf("weight's summary does not link to app.total across files: %v", links)
	}
	// A search hit names an exported parent chunk.
	out, errOut, code := run(t, dir, "search", "--format", "json", "weight")
	if code != 0 {
		t.Fatalf("search: %s", errOut)
	}
	var res struct {
		Hits []struct{ QName, Chunk string }
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || len(res.Hits) == 0 {
		t.Fatalf("search output: %v %s", err, out)
	}
	for _, h := range res.Hits {
		if c := chunk[h.Chunk]; c == nil || c["qname"] != h.QName && c["kind"] != "file" {
			t.Errorf("hit %s names chunk %q: %v", h.QName, h.Chunk, c)
		}
	}
	// A changed file is refused, with its name.
	if err := os.WriteFile(filepath.Join(dir, "helpers.py"), []byte(helpers+"\nX = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := run(t, dir, "chunks", "export"); code == 0 || !strings.Contains(errOut, "helpers.py") {
		t.Errorf("stale export: exit %d, %s", code, errOut)
	}
	if _, errOut, code := run(t, dir, "chunks", "export", "--format", "csv"); code != 2 || !strings.Contains(errOut, "jsonl") {
		t.Errorf("--format csv: exit %d, %s", code, errOut)
	}
}

// TestMaskedOutputs puts a (fake) GitHub token in a function and checks
// that slice, pack and chunks export hand it out masked, and as written
// with --no-mask.
func TestMaskedOutputs(t *testing.T) {
	dir := repo(t)
	// Assembled at run time so that this file trips no secret scanner.
	token := "ghp_" + strings.Repeat("aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1eF3hJ5", 1)[:36]
	src := "def connect(host):\n    token = '" + token + "'\n    return host + token\n"
	if err := os.WriteFile(filepath.Join(dir, "conn.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := run(t, dir, "index", "-q", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	check := func(what string, args ...string) {
		t.Helper()
		out, errOut, code := run(t, dir, args...)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", what, code, errOut)
		}
		if strings.Contains(out, token) {
			t.Errorf("%s hands out the token:\n%s", what, out)
		}
		if !strings.Contains(out, "«secret:github-pat»") {
			t.Errorf("%s shows no placeholder:\n%s", what, out)
		}
		out, _, _ = run(t, dir, append(args, "--no-mask")...)
		if !strings.Contains(out, token) {
			t.Errorf("%s --no-mask does not show the token:\n%s", what, out)
		}
	}
	check("slice", "query", "slice", "--file", "conn.py", "--line", "3")
	// A callee outside the depth is a stub whose docstring line is
	// printed: masked too.
	stub := "def lookup(k):\n    \"\"\"Reads k with " + token + " as its key.\"\"\"\n    return k\n\n\ndef use(v):\n    w = lookup(v)\n    return w\n"
	if err := os.WriteFile(filepath.Join(dir, "stub.py"), []byte(stub), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := run(t, dir, "index", "-q", "--no-git", "."); code != 0 {
		t.Fatalf("index: %s", errOut)
	}
	check("slice with a stub", "query", "slice", "--file", "stub.py", "--line", "8", "--depth", "0")
	check("pack", "pack", "--format", "text", "connect token host")
	check("chunks export", "chunks", "export")
}
