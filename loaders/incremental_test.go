package loaders_test

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/blevesearch/bleve/v2"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// TestIncrementalEqualsFull is the live index's invariant: after each edit
// of a random sequence over real packages (the standard library's json
// and email; Debian's node-semver), the index updated by a re-index (in
// place when the edit allows it, else built whole) equals a full index of
// the same tree: every row of every table (statements, scopes, files,
// vertices, dependence and summary edges, calls, chunks and their ids; a
// chunk's run id excepted), the documents each search term hits, and the
// file digests. The edits are those an agent makes: comment lines added
// and removed, blank lines, literals and operators changed, statements
// and functions added (which change the dependence structure and must
// take the full build). It runs with git statistics on, in a repository
// with two commits.
func TestIncrementalEqualsFull(t *testing.T) {
	if testing.Short() {
		t.Skip("indexes packages about 60 times")
	}
	t.Run("python", func(t *testing.T) {
		pylib := stdlibDir(t)
		editSequence(t, []string{filepath.Join(pylib, "json"), filepath.Join(pylib, "email")}, ".py", "#", 16, 6, 2)
	})
	t.Run("javascript", func(t *testing.T) {
		// node-semver as Debian ships it (node-semver): 47 CommonJS files.
		semver := "/usr/share/nodejs/semver"
		if _, err := os.Stat(filepath.Join(semver, "index.js")); err != nil {
			t.Skip("no node-semver in /usr/share/nodejs (apt install node-semver)")
		}
		editSequence(t, []string{semver}, ".js", "//", 10, 4, 1)
	})
}

// editSequence copies the packages into a git repository with two
// commits, indexes it, then makes steps random edits of the files ending
// in ext (comment lines start with comment), re-indexing after each and
// comparing the result with a full index of the same tree. At least
// minInPlace runs must have updated in place and minFull built
// everything, or the sequence did not test what it should.
func editSequence(t *testing.T, pkgs []string, ext, comment string, steps, minInPlace, minFull int) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	if err := os.MkdirAll(src, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, pkg := range pkgs {
		if out, err := exec.Command("cp", "-rL", pkg, filepath.Join(src, filepath.Base(pkg))).CombinedOutput(); err != nil {
			t.Fatalf("copy %s: %v: %s", pkg, err, out)
		}
	}
	var files []string
	_ = filepath.Walk(src, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.IsDir() && fi.Name() == "__pycache__" {
			os.RemoveAll(p)
			return filepath.SkipDir
		}
		if err == nil && strings.HasSuffix(p, ext) {
			rel, _ := filepath.Rel(src, p)
			files = append(files, rel)
		}
		return nil
	})
	sort.Strings(files)
	day := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)
	git(t, src, day, "init", "-q")
	git(t, src, day, "add", ".")
	git(t, src, day, "commit", "-q", "-m", "one")
	// A second commit that touches a file, so churn differs by scope.
	edit(t, filepath.Join(src, files[0]), func(lines []string) []string {
		return append(lines, comment+" second commit")
	})
	git(t, src, day.Add(48*time.Hour), "commit", "-q", "-am", "two")

	inc, fresh := filepath.Join(dir, "inc"), filepath.Join(dir, "full")
	ctx := context.Background()
	if _, err := loaders.Index(ctx, loaders.Options{Root: src, DBDir: inc}); err != nil {
		t.Fatal(err)
	}
	kinds := editKinds(comment, ext)
	rng := rand.New(rand.NewSource(7))
	inPlace, fullRuns := 0, 0
	for step := 0; step < steps; step++ {
		file := files[rng.Intn(len(files))]
		kind := kinds[rng.Intn(len(kinds))]
		edit(t, filepath.Join(src, file), func(lines []string) []string { return kind.apply(rng, lines) })
		if step%5 == 4 {
			// A second file in the same run.
			other := files[rng.Intn(len(files))]
			edit(t, filepath.Join(src, other), func(lines []string) []string { return kinds[0].apply(rng, lines) })
		}
		sum, err := loaders.Index(ctx, loaders.Options{Root: src, DBDir: inc})
		if err != nil {
			t.Fatalf("step %d (%s of %s): %v", step, kind.name, file, err)
		}
		if sum.Incremental {
			inPlace++
		} else {
			fullRuns++
			t.Logf("step %d (%s of %s): built everything: %s", step, kind.name, file, sum.FullReason)
		}
		os.RemoveAll(fresh)
		if _, err := loaders.Index(ctx, loaders.Options{Root: src, DBDir: fresh, Full: true}); err != nil {
			t.Fatal(err)
		}
		if diff := compareIndexes(t, inc, fresh); diff != "" {
			t.Fatalf("step %d (%s of %s, in place %v): the re-indexed index differs from a full index:\n%s", step, kind.name, file, sum.Incremental, diff)
		}
	}
	t.Logf("%d runs in place, %d built everything", inPlace, fullRuns)
	if inPlace < minInPlace || fullRuns < minFull {
		t.Errorf("%d runs in place and %d full: the sequence should exercise both (at least %d and %d)", inPlace, fullRuns, minInPlace, minFull)
	}
}

func stdlibDir(t *testing.T) string {
	out, err := exec.Command("python3", "-c", "import os; print(os.path.dirname(os.__file__))").Output()
	if err != nil {
		t.Skip("no python3 for the standard library's sources")
	}
	return strings.TrimSpace(string(out))
}

func edit(t *testing.T, p string, fn func([]string) []string) {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	if err := os.WriteFile(p, []byte(strings.Join(fn(lines), "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
}

type editKind struct {
	name  string
	apply func(rng *rand.Rand, lines []string) []string
}

var (
	numberRE = regexp.MustCompile(`\b\d+\b`)
	opRE     = regexp.MustCompile(` [+-] `)
)

// editKinds are the edits of a sequence for a language whose comments
// start with comment; the first keeps the dependence structure.
func editKinds(comment, ext string) []editKind {
	isComment := func(l string) bool { return strings.HasPrefix(strings.TrimSpace(l), comment) }
	pick := func(rng *rand.Rand, lines []string, ok func(string) bool) int {
		var at []int
		for i, l := range lines {
			if ok(l) {
				at = append(at, i)
			}
		}
		if len(at) == 0 {
			return -1
		}
		return at[rng.Intn(len(at))]
	}
	statement, function := "ADDED_%d = len(__name__)", []string{"def added_helper(v):", "    return v"}
	defRE := regexp.MustCompile(`^def \w+\(`)
	if ext == ".js" {
		statement, function = "const ADDED_%d = module.exports", []string{"function addedHelper (v) {", "  return v", "}"}
		defRE = regexp.MustCompile(`^(const \w+ = \(|function )`)
	}
	return []editKind{
		{"insert a comment line", func(rng *rand.Rand, lines []string) []string {
			return slices.Insert(lines, rng.Intn(len(lines)+1), comment+" edited by the test")
		}},
		{"insert a blank line", func(rng *rand.Rand, lines []string) []string {
			return slices.Insert(lines, rng.Intn(len(lines)+1), "")
		}},
		{"remove a comment line", func(rng *rand.Rand, lines []string) []string {
			if i := pick(rng, lines, isComment); i >= 0 {
				return slices.Delete(lines, i, i+1)
			}
			return append(lines, comment+" nothing to remove")
		}},
		{"change a number", func(rng *rand.Rand, lines []string) []string {
			if i := pick(rng, lines, func(l string) bool { return numberRE.MatchString(l) && !isComment(l) }); i >= 0 {
				lines[i] = numberRE.ReplaceAllStringFunc(lines[i], func(s string) string { return s + "7" })
			}
			return lines
		}},
		{"swap an operator", func(rng *rand.Rand, lines []string) []string {
			if i := pick(rng, lines, func(l string) bool { return opRE.MatchString(l) && !isComment(l) }); i >= 0 {
				lines[i] = opRE.ReplaceAllStringFunc(lines[i], func(s string) string {
					if s == " + " {
						return " - "
					}
					return " + "
				})
			}
			return lines
		}},
		{"add a statement", func(rng *rand.Rand, lines []string) []string {
			return append(lines, "", fmt.Sprintf(statement, rng.Intn(1000)))
		}},
		{"add a function", func(rng *rand.Rand, lines []string) []string {
			if i := pick(rng, lines, defRE.MatchString); i >= 0 {
				return slices.Insert(lines, i, append(slices.Clone(function), "", "")...)
			}
			return append(append(lines, ""), function...)
		}},
	}
}

// compareIndexes dumps both indexes and returns their differences, "" when
// none.
func compareIndexes(t *testing.T, a, b string) string {
	t.Helper()
	da, db := dumpIndex(t, a), dumpIndex(t, b)
	var out []string
	for _, table := range sortedKeys(db) {
		ra, rb := da[table], db[table]
		if slices.Equal(ra, rb) {
			continue
		}
		missing, extra := diffRows(rb, ra)
		out = append(out, fmt.Sprintf("%s: %d rows re-indexed, %d built whole; only built whole: %s; only re-indexed: %s",
			table, len(ra), len(rb), firstN(missing, 3), firstN(extra, 3)))
	}
	return strings.Join(out, "\n")
}

func firstN(s []string, n int) string {
	if len(s) > n {
		return strings.Join(s[:n], " | ") + fmt.Sprintf(" | ... (%d)", len(s))
	}
	return strings.Join(s, " | ")
}

func diffRows(want, got []string) (missing, extra []string) {
	return minus(want, got), minus(got, want)
}

// minus is what is left of a once each row of b has taken one equal row of
// a (multisets: a row twice in a and once in b is left once).
func minus(a, b []string) []string {
	left := map[string]int{}
	for _, r := range b {
		left[r]++
	}
	var out []string
	for _, r := range a {
		if left[r] > 0 {
			left[r]--
			continue
		}
		out = append(out, r)
	}
	return out
}

func sortedKeys(m map[string][]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

var (
	nodeDDL = regexp.MustCompile(`^CREATE NODE TABLE (\w+)\((.*), PRIMARY KEY\((\w+)\)\)`)
	relDDL  = regexp.MustCompile(`^CREATE REL TABLE (\w+)\(FROM (\w+) TO (\w+)(.*?)\)`)
)

// dumpIndex returns every table's rows as sorted strings, the search
// index's terms per field and meta.json's file digests.
func dumpIndex(t *testing.T, dir string) map[string][]string {
	t.Helper()
	db, err := queries.Open(filepath.Join(dir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	pk := map[string]string{}
	out := map[string][]string{}
	cols := func(spec string) []string {
		var names []string
		for _, c := range strings.Split(spec, ",") {
			if f := strings.Fields(c); len(f) == 2 {
				names = append(names, f[0])
			}
		}
		return names
	}
	for _, stmt := range schema.DDL() {
		var q, table string
		if m := nodeDDL.FindStringSubmatch(stmt); m != nil {
			table = m[1]
			pk[table] = m[3]
			var ret []string
			for _, c := range cols(m[2]) {
				if table == "Chunk" && c == "run" {
					continue // the run that wrote the row
				}
				ret = append(ret, "n."+c)
			}
			q = fmt.Sprintf("MATCH (n:%s) RETURN %s", table, strings.Join(ret, ", "))
		} else if m := relDDL.FindStringSubmatch(stmt); m != nil {
			table = m[1]
			ret := []string{"a." + pk[m[2]], "b." + pk[m[3]]}
			for _, c := range cols(strings.TrimPrefix(m[4], ",")) {
				ret = append(ret, "r."+c)
			}
			q = fmt.Sprintf("MATCH (a:%s)-[r:%s]->(b:%s) RETURN %s", m[2], table, m[3], strings.Join(ret, ", "))
		} else {
			continue
		}
		rows, err := db.Query(q, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for _, r := range rows.Data {
			out[table] = append(out[table], fmt.Sprint(r...))
		}
		sort.Strings(out[table])
	}
	idx, err := bleve.OpenUsing(filepath.Join(dir, loaders.SearchDir), map[string]interface{}{"read_only": true})
	if err != nil {
		t.Fatal(err)
	}
	defer idx.Close()
	fields, err := idx.Fields()
	if err != nil {
		t.Fatal(err)
	}
	// A term dictionary counts the documents an update replaced until
	// its segments merge, so the documents are compared by what a search
	// finds: for every field, the documents every third term hits. Not
	// their scores: Bleve's BM25 takes a field's average length as the
	// sum over segments of their distinct terms over the documents
	// (scorch's FieldCardinality), which depends on how the documents are
	// cut into segments, not on the documents alone.
	for _, f := range fields {
		if f == "_id" {
			continue
		}
		d, err := idx.FieldDict(f)
		if err != nil {
			t.Fatal(err)
		}
		var terms []string
		for {
			e, err := d.Next()
			if err != nil {
				t.Fatal(err)
			}
			if e == nil {
				break
			}
			terms = append(terms, e.Term)
		}
		d.Close()
		for _, term := range terms {
			h := fnv.New32a()
			_, _ = h.Write([]byte(term))
			if h.Sum32()%3 != 0 {
				continue // a third of the terms, for time (chosen by the term: a dictionary also holds replaced documents' terms)
			}
			q := bleve.NewTermQuery(term)
			q.SetField(f)
			req := bleve.NewSearchRequestOptions(q, 10000, 0, false)
			res, err := idx.Search(req)
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range res.Hits {
				out["search "+f] = append(out["search "+f], term+" "+h.ID)
			}
		}
		sort.Strings(out["search "+f])
	}
	n, _ := idx.DocCount()
	out["search documents"] = []string{fmt.Sprint(n)}
	meta, err := loaders.ReadMeta(dir)
	if err != nil {
		t.Fatal(err)
	}
	for p, h := range meta.Files {
		out["meta files"] = append(out["meta files"], p+" "+h)
	}
	sort.Strings(out["meta files"])
	out["meta counts"] = []string{fmt.Sprint(meta.Stats.Files, meta.Stats.Statements, meta.Stats.Functions, meta.Stats.Vertices,
		meta.Stats.Edges, meta.Stats.Calls, meta.Stats.Chunking.Chunks, meta.Stats.Chunking.Parents, meta.Stats.Chunking.Leaves)}
	fp, err := os.ReadFile(filepath.Join(dir, loaders.FingerprintFile))
	if err != nil {
		t.Fatal(err)
	}
	out["fingerprints"] = []string{string(fp)}
	ge, err := os.ReadFile(filepath.Join(dir, queries.GlobalEndsFile))
	if err != nil {
		t.Fatal(err)
	}
	out["global ends"] = []string{fmt.Sprintf("%x", ge)}
	return out
}

// TestInPlaceIndexChecks: an index updated in place records its graph's
// CRC-32C (no SHA-256), which `check` (Verify) compares: it passes on the
// index as written and reports a byte flipped on disk, size and time kept.
// A re-index of the unchanged tree writes nothing; one of an index another
// binary built, or after a structural edit, builds everything and says why.
func TestInPlaceIndexChecks(t *testing.T) {
	dir, _, _ := statsRepo(t)
	db := filepath.Join(t.TempDir(), "idx")
	ctx := context.Background()
	if _, err := loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db}); err != nil {
		t.Fatal(err)
	}
	edit(t, filepath.Join(dir, "a.py"), func(lines []string) []string { return slices.Insert(lines, 0, "# a comment") })
	sum, err := loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db})
	if err != nil {
		t.Fatal(err)
	}
	if !sum.Incremental {
		t.Fatalf("a comment added: built everything (%s)", sum.FullReason)
	}
	if err := loaders.Verify(db); err != nil {
		t.Fatalf("check of an index updated in place: %v", err)
	}
	graph := filepath.Join(db, queries.GraphFile)
	fi, err := os.Stat(graph)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(graph, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 1)
	at := fi.Size() / 2
	if _, err := f.ReadAt(b, at); err != nil {
		t.Fatal(err)
	}
	b[0] ^= 0x40
	if _, err := f.WriteAt(b, at); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if err := os.Chtimes(graph, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if err := loaders.Verify(db); !errors.Is(err, loaders.ErrDamaged) {
		t.Fatalf("check of a graph with a flipped byte: %v, want damage reported", err)
	}
	// Rebuild (the damage is the test's); a re-index of the same tree
	// then writes nothing.
	if _, err := loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db, Full: true}); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(graph)
	if err != nil {
		t.Fatal(err)
	}
	if sum, err = loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db}); err != nil || !sum.Unchanged {
		t.Fatalf("a re-index of the unchanged tree: %v, unchanged %v (%s)", err, sum != nil && sum.Unchanged, sum.FullReason)
	}
	if after, err := os.Stat(graph); err != nil || !after.ModTime().Equal(before.ModTime()) {
		t.Errorf("a re-index of the unchanged tree rewrote the graph")
	}
	// An index another binary built is built again.
	mb, err := os.ReadFile(filepath.Join(db, loaders.MetaFile))
	if err != nil {
		t.Fatal(err)
	}
	engine := regexp.MustCompile(`"engine": "[^"]*"`)
	if !engine.Match(mb) {
		t.Fatalf("meta.json names no engine:\n%s", mb)
	}
	if err := os.WriteFile(filepath.Join(db, loaders.MetaFile), engine.ReplaceAll(mb, []byte(`"engine": "semantica 0.0.1"`)), 0o644); err != nil {
		t.Fatal(err)
	}
	if sum, err = loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db}); err != nil || sum.Incremental || !strings.Contains(sum.FullReason, "another semantica") {
		t.Fatalf("an index another binary built: %v, in place %v (%s)", err, sum != nil && sum.Incremental, sum.FullReason)
	}
	edit(t, filepath.Join(dir, "b.py"), func(lines []string) []string { return append(lines, "EXTRA = 1") })
	sum, err = loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Incremental || !strings.Contains(sum.FullReason, "b.py") {
		t.Errorf("a statement added to b.py: in place %v, reason %q", sum.Incremental, sum.FullReason)
	}
}

// TestInPlaceUpdateLeavesItsCommitInTheLog: an update in place leaves its
// commit in Kùzu's write-ahead log (no checkpoint) while the log stays
// under its bound: the graph file is the previous one, the log is sealed
// (its CRC-32C in meta.json, which Verify checks, as every open does once
// per process and file) and a
// read-only open sees the update. Past the bound the update checkpoints:
// no log is left and the graph file is rewritten.
func TestInPlaceUpdateLeavesItsCommitInTheLog(t *testing.T) {
	dir, _, _ := statsRepo(t)
	db := filepath.Join(t.TempDir(), "idx")
	ctx := context.Background()
	if _, err := loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db}); err != nil {
		t.Fatal(err)
	}
	graph, wal := filepath.Join(db, queries.GraphFile), filepath.Join(db, queries.WALFile)
	if fi, err := os.Stat(wal); err == nil && fi.Size() > 0 {
		t.Fatalf("a full build left a write-ahead log of %d bytes", fi.Size())
	}
	limitLine := func() int {
		t.Helper()
		d, err := queries.Open(graph, true)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		res, err := d.Query(`MATCH (s:Stmt) WHERE s.file = $f AND s.text = $x RETURN s.line`, map[string]any{"f": "a.py", "x": "LIMIT = 3"})
		if err != nil || len(res.Data) != 1 {
			t.Fatalf("LIMIT = 3 in a.py: %v, %d rows", err, len(res.Data))
		}
		return int(queries.Int(res.Data[0][0]))
	}
	before := limitLine()
	built, err := os.Stat(graph)
	if err != nil {
		t.Fatal(err)
	}
	comment := func() {
		t.Helper()
		edit(t, filepath.Join(dir, "a.py"), func(lines []string) []string { return slices.Insert(lines, 0, "# a comment") })
		sum, err := loaders.Index(ctx, loaders.Options{Root: dir, DBDir: db})
		if err != nil {
			t.Fatal(err)
		}
		if !sum.Incremental || sum.Unchanged {
			t.Fatalf("a comment added: in place %v, unchanged %v (%s)", sum.Incremental, sum.Unchanged, sum.FullReason)
		}
		if err := loaders.Verify(db); err != nil {
			t.Fatalf("check after an update in place: %v", err)
		}
	}

	comment()
	fi, err := os.Stat(wal)
	if err != nil || fi.Size() == 0 {
		t.Fatalf("an update in place left no write-ahead log (%v)", err)
	}
	if fi.Size() > loaders.MaxWALBytes {
		t.Fatalf("the log is %d bytes, over its bound %d", fi.Size(), loaders.MaxWALBytes)
	}
	if g, err := os.Stat(graph); err != nil || g.Size() != built.Size() {
		t.Errorf("the graph file changed size without a checkpoint: %v", err)
	}
	if got := limitLine(); got != before+1 {
		t.Errorf("after a comment line: LIMIT = 3 on line %d, want %d", got, before+1)
	}
	m, err := loaders.ReadMeta(db)
	if err != nil {
		t.Fatal(err)
	}
	if s, ok := m.Integrity[queries.WALFile]; !ok || s.CRC32C == 0 || s.Size != fi.Size() {
		t.Errorf("meta.json seals the log as %+v (recorded %v), want its size %d and CRC-32C", s, ok, fi.Size())
	}

	// A second update appends to the log the copy carried over.
	comment()
	if got := limitLine(); got != before+2 {
		t.Errorf("after two comment lines: LIMIT = 3 on line %d, want %d", got, before+2)
	}

	// A byte flipped in the log, size and time kept, is damage.
	fi, err = os.Stat(wal)
	if err != nil {
		t.Fatal(err)
	}
	orig, err := os.ReadFile(wal)
	if err != nil {
		t.Fatal(err)
	}
	bad := slices.Clone(orig)
	bad[len(bad)/2] ^= 0x40
	if err := os.WriteFile(wal, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(wal, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if err := loaders.Verify(db); !errors.Is(err, loaders.ErrDamaged) {
		t.Errorf("check of a log with a flipped byte: %v, want damage reported", err)
	}
	if err := os.WriteFile(wal, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(wal, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}

	// Past the bound the update checkpoints.
	defer loaders.SetWALLimit(1)()
	comment()
	if fi, err := os.Stat(wal); err == nil && fi.Size() > 0 {
		t.Errorf("an update past the log's bound left %d bytes of log", fi.Size())
	}
	if got := limitLine(); got != before+3 {
		t.Errorf("after the checkpoint: LIMIT = 3 on line %d, want %d", got, before+3)
	}
	m, err = loaders.ReadMeta(db)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.Integrity[queries.WALFile]; ok {
		t.Errorf("meta.json still seals a log after the checkpoint")
	}
}
