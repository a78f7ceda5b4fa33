package planner

import (
	"math/rand"
	"testing"

	"github.com/semantica/semantica/queries"
)

// TestTopUpMatchesOneByOne checks that topUp keeps exactly the statements
// trying them one by one keeps (the loop it replaced, written out below as
// the reference), on random sequences whose render grows with each
// statement it holds, and that it renders less often in all (never more
// than twice as often, plus two, on one case).
func TestTopUpMatchesOneByOne(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	totalTop, totalOne := 0, 0
	defer func() {
		t.Logf("renders: topUp %d, one by one %d", totalTop, totalOne)
		if totalTop >= totalOne {
			t.Errorf("topUp rendered %d times in all, one by one %d", totalTop, totalOne)
		}
	}()
	for iter := 0; iter < 2000; iter++ {
		n := 1 + rng.Intn(60)
		seq := make([]queries.Stmt, n)
		weight := map[int64]int{}
		for i := range seq {
			seq[i] = queries.Stmt{ID: int64(i + 1), ScopeDef: -1}
			if i > 0 && rng.Intn(3) == 0 {
				seq[i].ScopeDef = int64(1 + rng.Intn(i)) // a def earlier in seq
			}
			weight[seq[i].ID] = 1 + rng.Intn(40)
		}
		budget := 20 + rng.Intn(800)
		renders := 0
		try := func(stmts []queries.Stmt) (*rendered, error) {
			renders++
			n := 10
			for _, s := range stmts {
				n += weight[s.ID]
			}
			return &rendered{tokens: n}, nil
		}
		bestN := rng.Intn(n)
		start, _ := try(seq[:bestN])
		if start.tokens > budget {
			continue
		}
		// The reference: one by one.
		renders = 0
		want := append([]queries.Stmt(nil), seq[:bestN]...)
		wantBest := start
		tries := 0
		for i := bestN + 1; i < len(seq) && tries < MaxTopUp && float64(wantBest.tokens) < FillShare*float64(budget); i++ {
			if !parentsIn(seq[i], want, seq) {
				continue
			}
			tries++
			r, _ := try(append(append([]queries.Stmt(nil), want...), seq[i]))
			if r.tokens <= budget {
				want = append(want, seq[i])
				wantBest = r
			}
		}
		oneByOne := renders
		renders = 0
		x := &executor{pl: &Plan{Request: &Request{Budget: budget}}}
		got, gotBest, err := x.topUp(seq, bestN+1, append([]queries.Stmt(nil), seq[:bestN]...), start, try)
		if err != nil {
			t.Fatal(err)
		}
		if ids(got) != ids(want) || gotBest.tokens != wantBest.tokens {
			t.Fatalf("case %d (n %d, budget %d, from %d): topUp kept %s (%d tokens), one by one %s (%d tokens)",
				iter, n, budget, bestN+1, ids(got), gotBest.tokens, ids(want), wantBest.tokens)
		}
		if renders > 2*oneByOne+2 {
			t.Errorf("case %d: topUp rendered %d times, one by one %d", iter, renders, oneByOne)
		}
		totalTop += renders
		totalOne += oneByOne
	}
}

func ids(ss []queries.Stmt) string {
	b := make([]byte, 0, 4*len(ss))
	for _, s := range ss {
		b = append(b, byte('0'+s.ID/10%10), byte('0'+s.ID%10), ' ')
	}
	return string(b)
}
