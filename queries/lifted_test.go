package queries_test

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// liftedFixture has more scopes than queries.ManyScopes, calls with
// parameters and results (PARAM_IN, PARAM_OUT), a global written
// in one function and read in another (GLOBAL), branches and loops (CTRL,
// JUMP) and a method called through self.
var liftedFixture = map[string]string{
	"pkg/__init__.py": "",
	"pkg/core.py": `import os

COUNT = 0


def bump(n):
    global COUNT
    COUNT += n
    return COUNT


def total(xs):
    s = 0
    for x in xs:
        if x < 0:
            break
        s += x
    return s


def read():
    return COUNT + 1


class Box:
    def __init__(self, items):
        self.items = list(items)

    def add(self, x):
        self.items.append(x)
        return bump(len(self.items))

    def size(self):
        return total(self.items)


def use(path):
    b = Box([1, 2])
    b.add(3)
    try:
        n = b.size()
    except ValueError:
        n = -1
    return os.path.join(path, str(n + read()))
`,
	"pkg/main.py": `from pkg.core import use, bump, total


def run(args):
    out = use(args[0])
    k = bump(2)
    return out, k, total([k, 1])


def main():
    print(run(["x"]))


main()
`,
}

// TestLiftedTablesMatchVertexEdges checks the tables the loader derives
// from the vertex-level graph: DEPENDS holds exactly the distinct
// statement pairs of the SDG's DATA, GLOBAL, CTRL, JUMP, SUMMARY,
// PARAM_IN and PARAM_OUT edges between two statements, INVOKES exactly
// the (site, callee) pairs of CALLS; and Engine.Edges and Engine.Callees
// answer the same through their per-scope and their many-scope queries.
func TestLiftedTablesMatchVertexEdges(t *testing.T) {
	e := index(t, liftedFixture)
	set := func(q string) map[string]bool {
		t.Helper()
		rows, err := e.DB.Query(q, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		out := map[string]bool{}
		for _, r := range rows.Data {
			out[key(r...)] = true
		}
		return out
	}
	compare := func(what string, got, want map[string]bool) {
		t.Helper()
		for k := range want {
			if !got[k] {
				t.Errorf("%s: missing %s", what, k)
			}
		}
		for k := range got {
			if !want[k] {
				t.Errorf("%s: unwanted %s", what, k)
			}
		}
	}
	wantDeps := set(`MATCH (s:Stmt)-[:OWNS]->(:Vertex)-[e:DATA|GLOBAL|CTRL|JUMP|SUMMARY|PARAM_IN|PARAM_OUT]->(b:Vertex)
		WHERE b.stmt <> s.id AND b.stmt >= 0 RETURN DISTINCT s.id, b.stmt, label(e), e.var`)
	gotDeps := set(`MATCH (s:Stmt)-[d:DEPENDS]->(t:Stmt) RETURN s.id, t.id, d.kind, d.var`)
	compare("DEPENDS", gotDeps, wantDeps)
	kinds := map[string]bool{}
	for k := range wantDeps {
		kinds[strings.Split(k, "|")[2]] = true
	}
	for _, k := range []string{"DATA", "GLOBAL", "CTRL", "JUMP", "PARAM_IN", "PARAM_OUT"} {
		if !kinds[k] {
			t.Errorf("the fixture has no %s edge between statements: the comparison does not cover it", k)
		}
	}
	compare("INVOKES",
		set(`MATCH (s:Stmt)-[:INVOKES]->(g:Func) RETURN s.id, g.id`),
		set(`MATCH (:Func)-[c:CALLS]->(g:Func) RETURN DISTINCT c.site, g.id`))

	// Engine.Edges over every statement (past ManyScopes scopes: the
	// many-id query) and scope by scope (the per-scope query) against the
	// vertex-level edges whose ends are both asked about.
	rows, err := e.DB.Query(`MATCH (f:Func) RETURN f.id ORDER BY f.id`, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows.Data) <= queries.ManyScopes {
		t.Fatalf("the fixture has %d scopes, want more than ManyScopes (%d)", len(rows.Data), queries.ManyScopes)
	}
	var all []queries.Stmt
	byScope := map[int64][]queries.Stmt{}
	for _, r := range rows.Data {
		stmts, err := e.ScopeStmts(r[0].(int64))
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, stmts...)
		byScope[r[0].(int64)] = stmts
	}
	edgeSet := func(stmts []queries.Stmt) (got, want map[string]bool) {
		in := map[int64]bool{}
		for _, s := range stmts {
			in[s.ID] = true
		}
		edges, err := e.Edges(stmts)
		if err != nil {
			t.Fatal(err)
		}
		got = map[string]bool{}
		for _, ed := range edges {
			got[key(ed.From, ed.To, ed.Kind, ed.Var)] = true
		}
		want = map[string]bool{}
		for k := range wantDeps {
			f := strings.Split(k, "|")
			a, _ := strconv.ParseInt(f[0], 10, 64)
			b, _ := strconv.ParseInt(f[1], 10, 64)
			if in[a] && in[b] {
				want[k] = true
			}
		}
		return got, want
	}
	got, want := edgeSet(all)
	if len(want) < 20 {
		t.Fatalf("only %d edges among the fixture's statements", len(want))
	}
	compare("Edges (many scopes)", got, want)
	ids := make([]int64, 0, len(byScope))
	for id := range byScope {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	for _, id := range ids {
		got, want := edgeSet(byScope[id])
		compare(fmt.Sprintf("Edges (scope %d)", id), got, want)
	}
	sites, err := e.Callees(all)
	if err != nil {
		t.Fatal(err)
	}
	wantSites := set(`MATCH (:Func)-[c:CALLS]->(g:Func) RETURN DISTINCT c.site, g.qname`)
	gotSites := map[string]bool{}
	for _, c := range sites {
		gotSites[key(c.Site, c.QName)] = true
	}
	compare("Callees", gotSites, wantSites)
}

// key joins values with "|", a NULL as the empty string.
func key(vs ...any) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		if v != nil {
			parts[i] = fmt.Sprint(v)
		}
	}
	return strings.Join(parts, "|")
}
