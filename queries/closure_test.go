package queries_test

import (
	"math/rand"
	"testing"
)

// The recursive closure query must return exactly what a breadth-first
// search over the same edges reaches, at the same distances. This pins the
// engine's assumption about Kùzu's SHORTEST (a property filter inside it
// drops reachable vertices, kuzudb/kuzu#5331; label alternation does not).
func TestClosureMatchesBFS(t *testing.T) {
	e := stdlibJSON(t)
	type edge struct{ from, to int64 }
	adj := map[bool]map[int64][]int64{false: {}, true: {}} // forward? -> vertex -> next
	for _, table := range []struct {
		name     string
		backward bool
		forward  bool
	}{{"DATA", true, true}, {"CTRL", true, true}, {"SUMMARY", true, true}, {"JUMP", true, false}, {"ARG_CTRL", true, false}} {
		rows, err := e.DB.Query("MATCH (a:Vertex)-[:"+table.name+"]->(b:Vertex) RETURN a.id, b.id", nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rows.Data {
			a, b := r[0].(int64), r[1].(int64)
			if table.forward {
				adj[true][a] = append(adj[true][a], b)
			}
			if table.backward {
				adj[false][b] = append(adj[false][b], a)
			}
		}
	}
	bfs := func(seed int64, forward bool) map[int64]int {
		dist := map[int64]int{seed: 0}
		queue := []int64{seed}
		for len(queue) > 0 {
			v := queue[0]
			queue = queue[1:]
			for _, w := range adj[forward][v] {
				if _, ok := dist[w]; !ok {
					dist[w] = dist[v] + 1
					queue = append(queue, w)
				}
			}
		}
		delete(dist, seed)
		return dist
	}
	rows, err := e.DB.Query("MATCH (v:Vertex) RETURN v.id", nil)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 60; i++ {
		seed := rows.Data[r.Intn(len(rows.Data))][0].(int64)
		for _, forward := range []bool{false, true} {
			want := bfs(seed, forward)
			got, err := e.Closure(seed, forward)
			if err != nil {
				t.Fatal(err)
			}
			var missing, unwanted, wrongDist int
			for v, d := range want {
				g, ok := got[v]
				if !ok {
					missing++
				} else if g != d {
					wrongDist++
				}
			}
			for v := range got {
				if _, ok := want[v]; !ok {
					unwanted++
				}
			}
			if missing+unwanted+wrongDist > 0 {
				t.Errorf("seed %d forward=%v: BFS reaches %d, query %d: %d missing, %d unwanted, %d at another distance",
					seed, forward, len(want), len(got), missing, unwanted, wrongDist)
			}
		}
	}
}
