package queries_test

import (
	"reflect"
	"slices"
	"sort"
	"testing"

	"github.com/semantica/semantica/queries"
)

// A slice from several statements is the union of their slices: the
// seeds share closures, never change what they reach. Checked in both
// directions on sets of 1 to 6 statements of the json package, spread
// over its files, against the union of one-statement SliceSeeds; a
// one-statement backward SliceSeeds is Slice without a variable.
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
	ids := func(r *queries.Result) []int64 {
		var out []int64
		for _, s := range r.Stmts {
			out = append(out, s.ID)
		}
		sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
		return out
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
				for _, s := range seeds {
					r, err := e.SliceSeeds([]queries.Seed{s}, dir, 2)
					if err != nil {
						t.Fatalf("slice %s:%d: %v", s.File, s.Line, err)
					}
					for _, id := range ids(r) {
						union[id] = true
					}
					if dir == queries.Backward {
						r2, err := e.Slice(queries.Criterion{File: s.File, Line: s.Line, Direction: dir, Depth: 2})
						if err != nil {
							t.Fatalf("slice %s:%d: %v", s.File, s.Line, err)
						}
						if a, b := ids(r), ids(r2); !slices.Equal(a, b) {
							t.Errorf("backward from %s:%d: SliceSeeds %v, Slice %v", s.File, s.Line, a, b)
						}
					}
				}
				r, err := e.SliceSeeds(seeds, dir, 2)
				if err != nil {
					t.Fatal(err)
				}
				got := map[int64]bool{}
				for _, id := range ids(r) {
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
