package planner

import (
	"fmt"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// Fit keeps the target and the nearest statements, never exceeds the
// budget, and returns the statements in source order.
func TestFit(t *testing.T) {
	tok, err := NewTokenizer("cl100k_base")
	if err != nil {
		t.Fatal(err)
	}
	var stmts []queries.Stmt
	for i := 0; i < 40; i++ {
		stmts = append(stmts, queries.Stmt{ID: int64(i), File: "m.py", Line: 100 - i, Distance: i % 7,
			Text: fmt.Sprintf("value_%d = compute(value_%d, factor)", i, i+1), Scored: true})
	}
	stmts[39].Target, stmts[39].Distance = true, 0
	render := func(s []queries.Stmt) string {
		var b strings.Builder
		for _, x := range s {
			b.WriteString(x.Text + "\n")
		}
		return b.String()
	}
	for _, budget := range []int{5, 30, 120, 100000} {
		kept, text, used := Fit(stmts, budget, tok, render)
		if used > budget || tok.Count(text) != used {
			t.Errorf("budget %d: used %d (text counts %d)", budget, used, tok.Count(text))
		}
		if budget >= 30 && (len(kept) == 0 || !containsTarget(kept)) {
			t.Errorf("budget %d: the target was dropped", budget)
		}
		maxKept := -1
		for i, s := range kept {
			if i > 0 && kept[i-1].Line > s.Line {
				t.Errorf("budget %d: not in source order", budget)
			}
			if !s.Target && s.Distance > maxKept {
				maxKept = s.Distance
			}
		}
		// Nothing nearer than the farthest kept statement was dropped.
		in := map[int64]bool{}
		for _, s := range kept {
			in[s.ID] = true
		}
		for _, s := range stmts {
			if !in[s.ID] && s.Distance < maxKept {
				t.Errorf("budget %d: dropped %d at distance %d but kept distance %d", budget, s.ID, s.Distance, maxKept)
			}
		}
		if budget == 100000 && len(kept) != len(stmts) {
			t.Errorf("a large budget kept %d of %d", len(kept), len(stmts))
		}
	}
}

func containsTarget(s []queries.Stmt) bool {
	for _, x := range s {
		if x.Target {
			return true
		}
	}
	return false
}
