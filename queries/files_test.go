package queries_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// A slice from several statements is the union of their slices: the
// seeds share closures, never change what they reach. Checked in both
// directions on sets of 1 to 6 statements of the json package, spread
// over its files, against the union of one-statement slices, each taken
// with no home function when the set spans several (as the set's slice
// is); a one-statement backward SliceSeeds is Slice without a variable.
func TestSliceSeedsIsTheUnion(t *testing.T) {
	db, _ := stdlibPackage(t, "json")
	e := &queries.Engine{DB: db}
	var pool []queries.Seed
	for _, f := range []string{"decoder.py", "encoder.py", "__init__.py", "scanner.py"} {
		ss, err := e.FileStmts(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(ss) == 0 {
			t.Fatalf("FileStmts(%s) found no statement", f)
		}
		// One statement per line: a whole-line criterion names exactly it.
		per := map[int]int{}
		for _, s := range ss {
			per[s.Line]++
		}
		for _, s := range ss {
			if per[s.Line] == 1 && s.Kind != "import" && s.Kind != "def" && s.Kind != "class" {
				pool = append(pool, s)
			}
		}
	}
	sets := 0
	for size := 1; size <= 6; size++ {
		for start := size * 7; start+size*41 < len(pool) && sets < 3*size; start += 97 {
			var seeds []queries.Seed
			for k := 0; k < size; k++ {
				seeds = append(seeds, pool[start+k*41])
			}
			sets++
			for _, dir := range []queries.Direction{queries.Backward, queries.Forward} {
				union := map[int64]bool{}
				home := seedsHome(seeds)
				for _, s := range seeds {
					r, err := queries.SliceSeedsFrom(e, []queries.Seed{s}, home, dir, 2)
					if err != nil {
						t.Fatalf("slice %s:%d: %v", s.File, s.Line, err)
					}
					for _, id := range stmtIDs(r) {
						union[id] = true
					}
					if dir == queries.Backward {
						r1, err := e.SliceSeeds([]queries.Seed{s}, dir, 2)
						if err != nil {
							t.Fatalf("slice %s:%d: %v", s.File, s.Line, err)
						}
						r2, err := e.Slice(queries.Criterion{File: s.File, Line: s.Line, Direction: dir, Depth: 2})
						if err != nil {
							t.Fatalf("slice %s:%d: %v", s.File, s.Line, err)
						}
						if a, b := stmtIDs(r1), stmtIDs(r2); !slices.Equal(a, b) {
							t.Errorf("backward from %s:%d: SliceSeeds %v, Slice %v", s.File, s.Line, a, b)
						}
					}
				}
				r, err := e.SliceSeeds(seeds, dir, 2)
				if err != nil {
					t.Fatal(err)
				}
				got := map[int64]bool{}
				for _, id := range stmtIDs(r) {
					got[id] = true
				}
				var missing, unwanted []int64
				for id := range union {
					if !got[id] {
						missing = append(missing, id)
					}
				}
				for id := range got {
					if !union[id] {
						unwanted = append(unwanted, id)
					}
				}
				if len(missing)+len(unwanted) > 0 {
					t.Errorf("%s from %d seeds (first %s:%d): missing %v, unwanted %v", dir, len(seeds), seeds[0].File, seeds[0].Line, missing, unwanted)
				}
				targets := 0
				for _, s := range r.Stmts {
					if s.Target {
						targets++
					}
				}
				if targets != len(seeds) {
					t.Errorf("%s from %d seeds: %d statements marked as targets", dir, len(seeds), targets)
				}
			}
		}
	}
	if sets < 10 {
		t.Fatalf("only %d seed sets from a pool of %d statements", sets, len(pool))
	}
}

// CallersOfMany and CalleesOfMany answer for each scope what CallersOf
// and CalleesOf answer for it alone; SymbolsByID and StmtsByID what the
// single lookups do, on both sides of ManySeeds.
func TestManyLookupsMatchSingle(t *testing.T) {
	db, _ := stdlibPackage(t, "json")
	e := &queries.Engine{DB: db}
	rows, err := db.Query("MATCH (f:Func) WHERE f.kind IN ['function', 'method'] RETURN f.id, f.def_stmt ORDER BY f.id", nil)
	if err != nil {
		t.Fatal(err)
	}
	var ids, defs []int64
	for _, r := range rows.Data {
		ids = append(ids, r[0].(int64))
		defs = append(defs, r[1].(int64))
	}
	if len(ids) <= queries.ManySeeds {
		t.Fatalf("only %d functions in json", len(ids))
	}
	for _, depth := range []int{1, 3} {
		callers, err := e.CallersOfMany(ids, depth)
		if err != nil {
			t.Fatal(err)
		}
		callees, err := e.CalleesOfMany(ids, depth)
		if err != nil {
			t.Fatal(err)
		}
		nonEmpty := 0
		for _, id := range ids {
			one, err := e.CallersOf(id, depth)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(one, callers[id]) && !(len(one) == 0 && len(callers[id]) == 0) {
				t.Errorf("callers of %d at depth %d: many %v, one %v", id, depth, callers[id], one)
			}
			two, err := e.CalleesOf(id, depth)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(two, callees[id]) && !(len(two) == 0 && len(callees[id]) == 0) {
				t.Errorf("callees of %d at depth %d: many %v, one %v", id, depth, callees[id], two)
			}
			if len(one) > 0 {
				nonEmpty++
			}
		}
		if nonEmpty == 0 {
			t.Errorf("depth %d: no function of json has a caller", depth)
		}
	}
	for _, n := range []int{3, len(ids)} {
		syms, err := e.SymbolsByID(ids[:n])
		if err != nil {
			t.Fatal(err)
		}
		stmts, err := e.StmtsByID(defs[:n])
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range ids[:n] {
			one, ok, err := e.SymbolByID(id)
			if err != nil || !ok || !reflect.DeepEqual(one, syms[id]) {
				t.Errorf("symbol %d: many %+v, one %+v (%v)", id, syms[id], one, err)
			}
			st, ok, err := e.Stmt(defs[i])
			if err != nil || !ok || !reflect.DeepEqual(st, stmts[defs[i]]) {
				t.Errorf("statement %d: many %+v, one %+v (%v)", defs[i], stmts[defs[i]], st, err)
			}
		}
	}
}

// Pruning the seeds of a many-statement slice (a diff's changed lines)
// changes no statement of it: on runs of 40 consecutive statements of the
// json package, in both directions, the statements are those of the same
// slice without pruning and, on the first runs, the union of the
// one-statement slices; over all runs the closures start from fewer seeds.
// Distances are not compared: covering already makes them depend on which
// seeds run (pruneSeeds).
func TestSliceSeedsPruningKeepsTheSlice(t *testing.T) {
	db, _ := stdlibPackage(t, "json")
	e := &queries.Engine{DB: db}
	diff := func(want, got []int64) (missing, unwanted []int64) {
		w, g := map[int64]bool{}, map[int64]bool{}
		for _, x := range want {
			w[x] = true
		}
		for _, x := range got {
			g[x] = true
			if !w[x] {
				unwanted = append(unwanted, x)
			}
		}
		for _, x := range want {
			if !g[x] {
				missing = append(missing, x)
			}
		}
		return missing, unwanted
	}
	closureSeeds := func(r *queries.Result) int {
		n := 0
		for _, st := range r.Steps {
			if st.Name == "closure-backward" || st.Name == "closure-forward" {
				n += st.Seeds
			}
		}
		return n
	}
	pruned, full, runs := 0, 0, 0
	for _, set := range seedSets(t, e) {
		f, start, seeds := set.file, set.start, set.seeds
		for _, dir := range []queries.Direction{queries.Backward, queries.Forward} {
			old := queries.SetPruneWholeSeeds(false)
			want, err := e.SliceSeeds(seeds, dir, 2)
			queries.SetPruneWholeSeeds(old)
			if err != nil {
				t.Fatal(err)
			}
			got, err := e.SliceSeeds(seeds, dir, 2)
			if err != nil {
				t.Fatal(err)
			}
			runs++
			full += closureSeeds(want)
			pruned += closureSeeds(got)
			if missing, unwanted := diff(stmtIDs(want), stmtIDs(got)); len(missing)+len(unwanted) > 0 {
				t.Errorf("%s from %s lines %d-%d: pruning changed the slice: missing %v, unwanted %v",
					dir, f, seeds[0].Line, seeds[len(seeds)-1].Line, missing, unwanted)
			}
			if start > 40 {
				continue
			}
			union := map[int64]bool{}
			home := seedsHome(seeds)
			for _, s := range seeds {
				r, err := queries.SliceSeedsFrom(e, []queries.Seed{s}, home, dir, 2)
				if err != nil {
					t.Fatal(err)
				}
				for _, id := range stmtIDs(r) {
					union[id] = true
				}
			}
			var u []int64
			for id := range union {
				u = append(u, id)
			}
			if missing, unwanted := diff(u, stmtIDs(got)); len(missing)+len(unwanted) > 0 {
				t.Errorf("%s from %s lines %d-%d: not the union of the one-statement slices: missing %v, unwanted %v",
					dir, f, seeds[0].Line, seeds[len(seeds)-1].Line, missing, unwanted)
			}
		}
	}
	if runs < 8 {
		t.Fatalf("only %d runs: the json package is too small for this test", runs)
	}
	if pruned >= full {
		t.Errorf("closures started from %d seeds with pruning and %d without: pruning dropped none", pruned, full)
	}
	t.Logf("%d runs: closures from %d seeds with pruning, %d without", runs, pruned, full)
}

// A scope's tree of statements is its body and the bodies nested in it, at
// any depth: on the json encoder, for every function and class, exactly the
// statements of the file inside its span other than its own def line
// (_make_iterencode nests functions two deep). An unknown id gets none.
func TestScopeTreeStmts(t *testing.T) {
	db, _ := stdlibPackage(t, "json")
	e := &queries.Engine{DB: db}
	scopes, err := e.FileScopes("encoder.py")
	if err != nil {
		t.Fatal(err)
	}
	file, err := e.FileStmts("encoder.py")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for _, sc := range scopes {
		if sc.Kind != "module" {
			ids = append(ids, sc.ID)
		}
	}
	ids = append(ids, -7)
	got, err := e.ScopeTreeStmts(ids)
	if err != nil {
		t.Fatal(err)
	}
	if len(got[-7]) != 0 {
		t.Errorf("unknown scope -7: %d statements", len(got[-7]))
	}
	nested := false
	for _, sc := range scopes {
		if sc.Kind == "module" {
			continue
		}
		var want []int64
		for _, s := range file {
			if s.Line >= sc.Line && s.EndLine <= sc.EndLine && !(s.Line == sc.Line && (s.Kind == "def" || s.Kind == "class")) {
				want = append(want, s.ID)
			}
		}
		var have []int64
		for _, s := range got[sc.ID] {
			have = append(have, s.ID)
			if s.FuncID != sc.ID {
				nested = true
			}
		}
		slices.Sort(want)
		slices.Sort(have)
		if !slices.Equal(want, have) {
			t.Errorf("%s (lines %d-%d): want statements %v, got %v", sc.QName, sc.Line, sc.EndLine, want, have)
		}
	}
	if !nested {
		t.Error("no scope had statements of a nested scope: the test does not exercise nesting")
	}
}

// stmtIDs returns the ids of a slice's statements in increasing order.
func stmtIDs(r *queries.Result) []int64 {
	var out []int64
	for _, s := range r.Stmts {
		out = append(out, s.ID)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// TestSplitClosureSameSlice: with a spare connection (Engine.Spare) the
// multi-seed closures of 40-statement seed sets split in two halves run
// at once, and every slice is the same, to each statement's distance and
// call level, as without one.
func TestSplitClosureSameSlice(t *testing.T) {
	e := stdlibJSON(t)
	conn, err := e.DB.Connect()
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	split := &queries.Engine{DB: e.DB, Spare: make(chan *queries.DB, 1)}
	split.Spare <- conn
	splits := 0
	for _, set := range seedSets(t, e) {
		f, seeds := set.file, set.seeds
		for _, dir := range []queries.Direction{queries.Backward, queries.Forward} {
			want, err := e.SliceSeeds(seeds, dir, 2)
			if err != nil {
				t.Fatal(err)
			}
			got, err := split.SliceSeeds(seeds, dir, 2)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range got.Steps {
				if strings.HasSuffix(st.Name, "-split") {
					splits++
				}
			}
			if !reflect.DeepEqual(want.Stmts, got.Stmts) {
				t.Errorf("%s from %s lines %d-%d: the split closures changed the slice:\nwithout %v\nwith    %v",
					dir, f, seeds[0].Line, seeds[len(seeds)-1].Line, want.Stmts, got.Stmts)
			}
		}
	}
	if splits == 0 {
		t.Fatal("no closure was split: the test checks nothing")
	}
	if len(split.Spare) != 1 {
		t.Fatalf("%d connections back in Spare, want the 1 lent", len(split.Spare))
	}
}

// FileStmtsMany and FileScopesMany give, for each file, exactly what
// FileStmts and FileScopes give for it alone; a file not in the index
// gets nothing.
func TestFileQueriesMany(t *testing.T) {
	e := stdlibJSON(t)
	compareFileQueries(t, e, []string{"decoder.py", "encoder.py", "__init__.py", "scanner.py", "tool.py", "not/indexed.py"},
		map[string]bool{"not/indexed.py": true})
}

// compareFileQueries checks that FileStmtsMany and FileScopesMany of files
// give, for each, what FileStmts and FileScopes give for it alone (rows
// and order); every file but those of empty has statements.
func compareFileQueries(t *testing.T, e *queries.Engine, files []string, empty map[string]bool) {
	t.Helper()
	stmts, err := e.FileStmtsMany(files)
	if err != nil {
		t.Fatal(err)
	}
	scopes, err := e.FileScopesMany(files)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		one, err := e.FileStmts(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(one) == 0 && !empty[f] {
			t.Fatalf("%s has no statements: the test compares nothing", f)
		}
		if len(one) != len(stmts[f]) || len(one) > 0 && !reflect.DeepEqual(one, stmts[f]) {
			t.Errorf("%s: FileStmtsMany gives %d statements, FileStmts %d (or other rows, or another order)", f, len(stmts[f]), len(one))
		}
		sc, err := e.FileScopes(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(sc) != len(scopes[f]) || len(sc) > 0 && !reflect.DeepEqual(sc, scopes[f]) {
			t.Errorf("%s: FileScopesMany gives %d scopes, FileScopes %d (or other rows, or another order)", f, len(scopes[f]), len(sc))
		}
	}
}

// seedSet is a run of 40 consecutive statements of one of json's files,
// from its start-th statement.
type seedSet struct {
	file  string
	start int
	seeds []queries.Seed
}

// seedSets cuts decoder.py and encoder.py of json into runs of 40
// statements: seed sets as a diff's changed lines make them.
func seedSets(t *testing.T, e *queries.Engine) []seedSet {
	t.Helper()
	var out []seedSet
	for _, f := range []string{"decoder.py", "encoder.py"} {
		ss, err := e.FileStmts(f)
		if err != nil {
			t.Fatal(err)
		}
		for start := 0; start+40 <= len(ss); start += 40 {
			out = append(out, seedSet{f, start, ss[start : start+40]})
		}
	}
	return out
}

// TestFileQueriesManyLarge compares FileStmtsMany and FileScopesMany with
// the one-file queries, and checks the order of Chunks, on 20 files of 800
// assignments: Kùzu 0.11.3 mis-sorts some rows of a large result ordered
// by a string key then an integer key (file, then line): 4 of these
// 16,000 statements, 985 of the standard library's 190,754.
func TestFileQueriesManyLarge(t *testing.T) {
	root := t.TempDir()
	var files []string
	for f := range 20 {
		var b strings.Builder
		for i := range 800 {
			fmt.Fprintf(&b, "x%d = %d\n", i, i)
		}
		name := fmt.Sprintf("mod_%03d.py", f)
		files = append(files, name)
		if err := os.WriteFile(filepath.Join(root, name), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	e := &queries.Engine{DB: db}
	compareFileQueries(t, e, files, nil)
	cs, err := db.Chunks()
	if err != nil {
		t.Fatal(err)
	}
	for i := 1; i < len(cs); i++ {
		a, b := cs[i-1], cs[i]
		if a.File > b.File || a.File == b.File && (a.Line > b.Line || a.Line == b.Line && a.Ordinal > b.Ordinal) {
			t.Errorf("Chunks out of order: %s:%d (%d) before %s:%d (%d)", a.File, a.Line, a.Ordinal, b.File, b.Line, b.Ordinal)
		}
	}
}

// seedsHome is the home one seed's slice is taken with to be its share of
// the slice of seeds: none (empty) when they lie in several functions, the
// seed's own (nil) otherwise.
func seedsHome(seeds []queries.Seed) []int64 {
	for _, s := range seeds {
		if s.FuncID != seeds[0].FuncID {
			return []int64{}
		}
	}
	return nil
}
