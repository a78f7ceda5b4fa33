package queries_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// A memo only saves queries: every slice, with its distances and levels,
// and the edges and callees among its statements are the same without a
// memo, with a cold one and with a warm one.
func TestMemoDoesNotChangeSlices(t *testing.T) {
	// The email package is large enough for slices whose closures start
	// from more than ManyClosure seeds.
	db, _ := stdlibPackage(t, "email")
	rows, err := db.Query(`MATCH (s:Stmt) WHERE s.scored AND s.kind = 'simple' AND s.defs <> '' RETURN s.file, s.line, s.defs ORDER BY s.id`, nil)
	if err != nil {
		t.Fatal(err)
	}
	crits := everyNth(rows.Data, 13, 60, 3)
	type outcome struct {
		stmts   []string
		edges   []queries.Edge
		callees []queries.CallSite
		queries int
		many    int
	}
	run := func(e *queries.Engine, c queries.Criterion) outcome {
		t.Helper()
		res, err := e.Slice(c)
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		var o outcome
		for _, s := range res.Stmts {
			o.stmts = append(o.stmts, fmt.Sprintf("%d@%d/%d/%v", s.ID, s.Distance, s.Level, s.Target))
		}
		for _, s := range res.Steps {
			o.queries++
			if s.Seeds > queries.ManyCross {
				o.many++
			}
		}
		if o.edges, err = e.Edges(res.Stmts); err != nil {
			t.Fatal(err)
		}
		if o.callees, err = e.Callees(res.Stmts); err != nil {
			t.Fatal(err)
		}
		return o
	}
	plain := &queries.Engine{DB: db}
	memo := &queries.Engine{DB: db, Memo: queries.NewMemo()}
	var many, coldQ, warmQ int
	for _, c := range crits {
		want := run(plain, c)
		many += want.many
		for pass, name := range []string{"cold memo", "warm memo"} {
			got := run(memo, c)
			if pass == 0 {
				coldQ += got.queries
			} else {
				warmQ += got.queries
			}
			if !reflect.DeepEqual(got.stmts, want.stmts) {
				t.Errorf("%s:%d %s %s, %s: statements differ:\n got %v\nwant %v", c.File, c.Line, c.Var, c.Direction, name, got.stmts, want.stmts)
			}
			if !reflect.DeepEqual(got.edges, want.edges) || !reflect.DeepEqual(got.callees, want.callees) {
				t.Errorf("%s:%d %s %s, %s: %d edges and %d callees, want %d and %d (or in another order)", c.File, c.Line, c.Var, c.Direction, name,
					len(got.edges), len(got.callees), len(want.edges), len(want.callees))
			}
		}
	}
	if many == 0 {
		t.Errorf("no slice of the %d criteria ran a closure or crossing from more than %d seeds: the multi-seed queries went untested", len(crits), queries.ManyCross)
	}
	if warmQ >= coldQ {
		t.Errorf("a warm memo ran %d queries for the slices, a cold one %d: the memo saved nothing", warmQ, coldQ)
	}
	t.Logf("%d criteria: %d multi-seed queries; queries with a cold memo %d, warm %d", len(crits), many, coldQ, warmQ)
}

// everyNth makes depth-3 criteria of every step-th row (file, line, the
// defined names) up to most of them, each forward-th one forward and the
// others backward.
func everyNth(rows [][]any, step, most, forward int) []queries.Criterion {
	var crits []queries.Criterion
	for i := 0; i < len(rows) && len(crits) < most; i += step {
		r := rows[i]
		dir := queries.Backward
		if len(crits)%forward == forward-1 {
			dir = queries.Forward
		}
		crits = append(crits, queries.Criterion{File: r[0].(string), Line: int(r[1].(int64)),
			Var: strings.Fields(r[2].(string))[0], Direction: dir, Depth: 3})
	}
	return crits
}
