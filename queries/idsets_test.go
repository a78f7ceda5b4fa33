package queries_test

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// TestIDSetsMatchIN checks the id-set templates against Kùzu's own IN and
// list_position on the json package's vertices: for lists under and past
// HashedIDs, with ids the table does not hold (negative, past its end),
// the same vertices match and the parallel values come back by id.
func TestIDSetsMatchIN(t *testing.T) {
	db, _ := stdlibPackage(t, "json")
	all, err := db.Query("MATCH (v:Vertex) RETURN v.id ORDER BY v.id", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all.Data) < 4*queries.HashedIDs {
		t.Fatalf("json has %d vertices, want at least %d", len(all.Data), 4*queries.HashedIDs)
	}
	maxID := queries.Int(all.Data[len(all.Data)-1][0])
	rng := rand.New(rand.NewSource(7))
	const tmpl = "MATCH (t:Vertex) WHERE t.id >= $lo AND t.id <= $hi AND {{in t.id ids}} RETURN t.id, {{at dists ids t.id}} ORDER BY t.id"
	const plain = "MATCH (t:Vertex) WHERE t.id >= $lo AND t.id <= $hi AND t.id IN $ids RETURN t.id, $dists[list_position($ids, t.id)] ORDER BY t.id"
	for _, n := range []int{1, queries.HashedIDs - 1, queries.HashedIDs, queries.HashedIDs + 1, 500, len(all.Data)} {
		ids := []int64{-5, maxID + 3} // no vertex has these ids
		for len(ids) < n {
			ids = append(ids, queries.Int(all.Data[rng.Intn(len(all.Data))][0]))
		}
		slices.Sort(ids)
		ids = slices.Compact(ids)
		rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		dists := make([]int64, len(ids))
		want := map[int64]int64{}
		for i, id := range ids {
			dists[i] = int64(i * 7)
			if id >= 0 && id <= maxID {
				want[id] = dists[i]
			}
		}
		params := map[string]any{"ids": ids, "dists": dists, "lo": int64(-5), "hi": maxID + 3}
		q, p, err := queries.ExpandSets(tmpl, params)
		if err != nil {
			t.Fatal(err)
		}
		if hashed := strings.Contains(q, "list_contains"); hashed != (len(ids) >= queries.HashedIDs) {
			t.Fatalf("%d ids: hashed %v, want hashed past %d ids:\n%s", len(ids), hashed, queries.HashedIDs, q)
		}
		if _, ok := params["ids_sets"]; ok {
			t.Fatalf("%d ids: expandSets changed its caller's parameters", len(ids))
		}
		for _, c := range []struct{ name, q string }{{"template", tmpl}, {"plain", plain}} {
			got, err := db.Query(c.q, map[string]any{"ids": ids, "dists": dists, "lo": int64(-5), "hi": maxID + 3})
			if err != nil {
				t.Fatalf("%d ids, %s: %v", len(ids), c.name, err)
			}
			var missing, unwanted []string
			seen := map[int64]bool{}
			for _, r := range got.Data {
				id, d := queries.Int(r[0]), queries.Int(r[1])
				seen[id] = true
				if w, ok := want[id]; !ok || w != d {
					unwanted = append(unwanted, fmt.Sprintf("%d@%d", id, d))
				}
			}
			for id, d := range want {
				if !seen[id] {
					missing = append(missing, fmt.Sprintf("%d@%d", id, d))
				}
			}
			if len(missing)+len(unwanted) > 0 {
				t.Errorf("%d ids, %s query (%d rows): missing %v, unwanted %v", len(ids), c.name, len(got.Data), missing, unwanted)
			}
		}
		_ = p
	}
	for _, bad := range []map[string]any{{"ids": []int{1, 2}, "dists": []int64{1, 2}}, {"ids": make([]int64, 100), "dists": []int64{1}}} {
		if _, _, err := queries.ExpandSets(tmpl, bad); err == nil {
			t.Errorf("ExpandSets(%v) gave no error", bad)
		}
	}
}
