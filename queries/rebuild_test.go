package queries_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// After a write to a dependence table, RebuildClosureTables makes the
// closures see it: a DATA edge added between two vertices of an indexed
// module joins them in both closures, and each closure table again holds
// the distinct pairs of its kinds; the stub tables hold what the loader
// wrote (schema.StubEdges), refilled in Cypher.
func TestRebuildClosureTables(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "m.py"), []byte("def f(a):\n    b = a + 1\n    return b\n\ndef g(c):\n    d = c * 2\n    return d\n\ndef k(x):\n    return g(x) + f(2)\n\n"+
		"def h(p, q):\n    return p\n\ndef j(u, w):\n    return h(u, w)\n\ndef top(z):\n    return j(z, z + 1)\n"+
		// A recursive call: no stub rows (schema.StubEdges).
		"\ndef fact(n):\n    return 1 if n < 2 else n * fact(n - 1)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// A Go call with two results: the stub tables join its argument to both.
	for name, src := range map[string]string{"go.mod": "module m\n\ngo 1.22\n",
		"p.go": "package m\n\nfunc two(s string) (string, int) {\n\treturn s, len(s)\n}\n\nfunc use() int {\n\t_, n := two(\"x\")\n\treturn n\n}\n"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dbDir := filepath.Join(root, "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.OpenWith(filepath.Join(dbDir, queries.GraphFile), queries.Options{BufferPoolBytes: 64 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ends, err := db.Query(`MATCH (v:Vertex), (s:Stmt) WHERE v.stmt = s.id AND s.line IN [2, 6] AND v.role = 'stmt' RETURN v.id ORDER BY s.line`, nil)
	if err != nil || len(ends.Data) != 2 {
		t.Fatalf("the vertices of lines 2 and 6: %v, %v", ends, err)
	}
	a, b := ends.Data[0][0].(int64), ends.Data[1][0].(int64)
	// tableRows prints the rows of tables, table by table.
	tableRows := func(tables ...string) string {
		var out []string
		for _, table := range tables {
			r, err := db.Query(fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) RETURN a.id, b.id ORDER BY a.id, b.id", table), nil)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, fmt.Sprint(table, r.Data))
		}
		return strings.Join(out, "; ")
	}
	stubRows := func() string { return tableRows(schema.StubFwd, schema.StubBwd) }
	loaded := stubRows()
	if !strings.Contains(loaded, "[[") {
		t.Fatalf("the loader wrote no stub edges for k's two calls: %s", loaded)
	}
	var bounded []string
	for k := 1; k <= schema.BoundedLevels; k++ {
		bounded = append(bounded, schema.BoundedTable(k, false), schema.BoundedTable(k, true))
	}
	boundedRows := func() string { return tableRows(bounded...) }
	loadedBounded := boundedRows()
	if !strings.Contains(loadedBounded, schema.BoundedTable(1, false)+"[[") {
		t.Fatalf("the loader wrote no level-1 bounded summary for top's call of j (h a stub): %s", loadedBounded)
	}
	e := &queries.Engine{DB: db}
	if got, _ := e.Closure(a, true); got[b] != 0 {
		t.Fatalf("line 6 is already in line 2's forward closure: the test checks nothing")
	}
	if _, err := db.Query(`MATCH (a:Vertex {id: $a}), (b:Vertex {id: $b}) CREATE (a)-[:DATA {var: 'x'}]->(b)`, map[string]any{"a": a, "b": b}); err != nil {
		t.Fatal(err)
	}
	if err := db.RebuildClosureTables(); err != nil {
		t.Fatal(err)
	}
	if got := stubRows(); got != loaded {
		t.Errorf("stub tables after the rebuild:\n%s\nwant, as the loader wrote them:\n%s", got, loaded)
	}
	// The bounded summary tables, emptied, are refilled as the loader
	// wrote them.
	for k := 1; k <= schema.BoundedLevels; k++ {
		if _, err := db.Query(fmt.Sprintf("MATCH (:Vertex)-[r:%s]->(:Vertex) DELETE r", schema.BoundedTable(k, false)), nil); err != nil {
			t.Fatal(err)
		}
	}
	if err := loaders.RebuildBoundedTables(db, dbDir); err != nil {
		t.Fatal(err)
	}
	if got := boundedRows(); got != loadedBounded {
		t.Errorf("bounded summary tables after the rebuild:\n%s\nwant, as the loader wrote them:\n%s", got, loadedBounded)
	}
	fwd, err := e.Closure(a, true)
	if err != nil {
		t.Fatal(err)
	}
	bwd, err := e.Closure(b, false)
	if err != nil {
		t.Fatal(err)
	}
	if fwd[b] != 1 || bwd[a] != 1 {
		t.Errorf("after the rebuild line 6 is at %d edges forward from line 2 and line 2 at %d backward from line 6, want 1 and 1", fwd[b], bwd[a])
	}
	for _, c := range []struct {
		table string
		kinds []string
	}{{schema.SliceFwd, schema.ForwardClosureKinds}, {schema.SliceBwd, schema.BackwardClosureKinds}} {
		want, err := db.Query(fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) RETURN count(DISTINCT [a.id, b.id])", schema.RelTables(c.kinds...)), nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := db.Query(fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(b:Vertex) RETURN count(*)", c.table), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got.Data[0][0] != want.Data[0][0] {
			t.Errorf("%s holds %v edges, want the %v distinct pairs of %v", c.table, got.Data[0][0], want.Data[0][0], c.kinds)
		}
	}
}
