package queries_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// A GLOBAL crossing from many reads returns one row per write reached, with
// the least distance and level (cross_*_group.cypher), instead of one row
// per edge. Every slice keeps its statements and their levels; a distance
// may only shrink: a write reached through several reads arrives with its
// least distance at once, where the rows one per edge let the first row's
// distance spread through the closure from it (add never re-expands a
// vertex for a shorter distance alone). The criteria are statements that
// read module-level names written elsewhere in the logging package.
func TestGroupedGlobalCrossingKeepsSlices(t *testing.T) {
	db, _ := stdlibPackage(t, "logging")
	crits := globalReads(t, db, 3, 40, 4, 10)
	e := &queries.Engine{DB: db}
	run := func(c queries.Criterion) ([]queries.Stmt, int) {
		t.Helper()
		res, err := e.Slice(c)
		if err != nil {
			t.Fatalf("%+v: %v", c, err)
		}
		grouped := 0
		for _, s := range res.Steps {
			if strings.Contains(s.Cypher, "{{at levels ids") { // cross_*_group.cypher
				grouped++
			}
		}
		return res.Stmts, grouped
	}
	grouped, shorter := 0, 0
	for _, c := range crits {
		got, n := run(c)
		grouped += n
		old := queries.SetGroupGlobal(false)
		want, _ := run(c)
		queries.SetGroupGlobal(old)
		if len(got) != len(want) {
			t.Errorf("%s:%d %s %s: %d statements grouped, %d one row per edge", c.File, c.Line, c.Var, c.Direction, len(got), len(want))
			continue
		}
		for i := range got {
			g, w := got[i], want[i]
			switch {
			case g.ID != w.ID || g.Level != w.Level || g.Target != w.Target:
				t.Errorf("%s:%d %s %s: statement %d at level %d grouped, %d at level %d one row per edge", c.File, c.Line, c.Var, c.Direction, g.ID, g.Level, w.ID, w.Level)
			case g.Distance > w.Distance:
				t.Errorf("%s:%d %s %s: statement %d at distance %d grouped, %d one row per edge", c.File, c.Line, c.Var, c.Direction, g.ID, g.Distance, w.Distance)
			case g.Distance < w.Distance:
				shorter++
			}
		}
	}
	if grouped == 0 {
		t.Errorf("no slice of the %d criteria ran a grouped GLOBAL crossing: the comparison tested nothing", len(crits))
	}
	t.Logf("%d criteria, %d grouped crossings, %d statements nearer", len(crits), grouped, shorter)
}

// TestGlobalEndsFile: a read-only DB takes the ends of the GLOBAL edges
// from the index's GlobalEndsFile instead of querying them, and slices
// that cross GLOBAL edges are the same either way; without the file, or
// with a malformed one, the query runs again.
func TestGlobalEndsFile(t *testing.T) {
	db, _ := stdlibPackage(t, "logging")
	crits := globalReads(t, db, 5, 12, 3, 6)
	dir := filepath.Dir(db.Path())
	slices := func(what string, wantQuery bool) []string {
		t.Helper()
		d, err := queries.Open(filepath.Join(dir, queries.GraphFile), true)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		e := &queries.Engine{DB: d}
		var out []string
		queried := false
		for _, c := range crits {
			res, err := e.Slice(c)
			if err != nil {
				t.Fatalf("%s: %+v: %v", what, c, err)
			}
			for _, s := range res.Steps {
				queried = queried || s.Name == "global-ends"
			}
			out = append(out, fmt.Sprint(c, res.Stmts))
		}
		if queried != wantQuery {
			t.Errorf("%s: the ends of the GLOBAL edges were queried: %v, want %v", what, queried, wantQuery)
		}
		return out
	}
	if _, err := os.Stat(filepath.Join(dir, queries.GlobalEndsFile)); err != nil {
		t.Fatalf("the index has no %s: %v", queries.GlobalEndsFile, err)
	}
	withFile := slices("with the file", false)
	if err := os.WriteFile(filepath.Join(dir, queries.GlobalEndsFile), []byte("SGE1 not a list"), 0o644); err != nil {
		t.Fatal(err)
	}
	malformed := slices("with a malformed file", true)
	if err := os.Remove(filepath.Join(dir, queries.GlobalEndsFile)); err != nil {
		t.Fatal(err)
	}
	without := slices("without the file", true)
	for i := range withFile {
		if withFile[i] != without[i] || malformed[i] != without[i] {
			t.Errorf("slice %d differs with the file:\n%s\nwithout:\n%s", i, withFile[i], without[i])
		}
	}
}

// globalReads draws criteria (everyNth) from the statements that read a
// module-level name written elsewhere (the ends of GLOBAL edges), at least
// least of them.
func globalReads(t *testing.T, db *queries.DB, step, most, forward, least int) []queries.Criterion {
	t.Helper()
	rows, err := db.Query(`MATCH (w:Vertex)-[:GLOBAL]->(r:Vertex), (s:Stmt) WHERE s.id = r.stmt AND s.scored AND s.defs <> ''
RETURN DISTINCT s.file, s.line, s.defs ORDER BY s.file, s.line`, nil)
	if err != nil {
		t.Fatal(err)
	}
	crits := everyNth(rows.Data, step, most, forward)
	if len(crits) < least {
		t.Fatalf("only %d criteria read a module-level name written elsewhere", len(crits))
	}
	return crits
}
