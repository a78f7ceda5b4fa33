package queries_test

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/semantica/semantica/queries"
)

// TestConcurrentConnectionsAgree: slices and ad-hoc queries run from four
// goroutines at once, each on its own connection (DB.Connect) to one
// database, give exactly what they give one at a time.
func TestConcurrentConnectionsAgree(t *testing.T) {
	e := stdlibJSON(t)
	rows, err := e.DB.Query(`MATCH (s:Stmt) WHERE s.scored AND s.kind = 'simple' AND s.defs <> '' RETURN s.file, s.line, s.defs ORDER BY s.id LIMIT 40`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var crits []queries.Criterion
	for _, r := range rows.Data {
		crits = append(crits, queries.Criterion{File: r[0].(string), Line: int(r[1].(int64)),
			Var: strings.Fields(r[2].(string))[0], Direction: queries.Backward, Depth: 3})
	}
	const callers = "MATCH (c:Func)-[:CALLS]->(f:Func {qname: $q}) RETURN c.qname ORDER BY c.qname"
	answer := func(eng *queries.Engine, i int) string {
		r, err := eng.Slice(crits[i])
		if err != nil {
			return "error: " + err.Error()
		}
		var ls []string
		for _, s := range r.Stmts {
			ls = append(ls, fmt.Sprintf("%s:%d", s.File, s.Line))
		}
		sort.Strings(ls)
		rows, err := eng.DB.AdHoc(t.Context(), callers, map[string]any{"q": "json.decoder.py_scanstring"}, queries.ReadOnly, queries.Limits{})
		if err != nil {
			return "error: " + err.Error()
		}
		return strings.Join(ls, " ") + fmt.Sprint(rows.Data)
	}
	want := make([]string, len(crits))
	for i := range crits {
		want[i] = answer(e, i)
	}
	got := make([][]string, 4)
	var wg sync.WaitGroup
	for w := range got {
		db, err := e.DB.Connect()
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		got[w] = make([]string, len(crits))
		wg.Add(1)
		go func() {
			defer wg.Done()
			eng := &queries.Engine{DB: db}
			for k := range crits {
				i := (k + w*7) % len(crits) // each worker in another order
				got[w][i] = answer(eng, i)
			}
		}()
	}
	wg.Wait()
	for w := range got {
		for i := range crits {
			if got[w][i] != want[i] {
				t.Errorf("worker %d, %s:%d: concurrent answer differs:\n got %s\nwant %s", w, crits[i].File, crits[i].Line, got[w][i], want[i])
			}
		}
	}
	if strings.HasPrefix(want[0], "error") {
		t.Fatalf("serial answer is an error: %s", want[0])
	}
}
