package main

import (
	"strings"
	"testing"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/schema/tokens"
)

// While a JSON slice is fitted to its budget, its envelope must not depend
// on how long the queries took: the same slice kept 14 or 15 statements
// from one run to the next when query_ms entered the fitted document. The
// final document prints the time to a tenth of a millisecond.
func TestSliceDocFitIgnoresTime(t *testing.T) {
	tok, err := tokens.NewTokenizer("cl100k_base")
	if err != nil {
		t.Fatal(err)
	}
	plan := func(ms float64) *planner.Plan {
		c := &planner.Candidate{Name: "full(depth=3)", Actual: &planner.Actual{QueryMS: ms, Rows: 3}}
		return &planner.Plan{Request: &planner.Request{Budget: 1000, Tokenizer: tok}, Chosen: c,
			Candidates: []*planner.Candidate{c}, Output: &optimizer.Output{}}
	}
	fitting := func(ms float64) string {
		return mustJSON(sliceDoc(plan(ms), &optimizer.Output{})) // not the plan's output: fitting
	}
	if a, b := fitting(1.25), fitting(123456.78901234); a != b {
		t.Errorf("the fitted document depends on the query time:\n%s\n%s", a, b)
	}
	pl := plan(108.92299999999999)
	final := mustJSON(sliceDoc(pl, pl.Output))
	if !strings.Contains(final, `"query_ms": 108.9`) || strings.Contains(final, "108.92") {
		t.Errorf("final document: want query_ms 108.9, got\n%s", final)
	}
	big := plan(654321.44)
	if n, m := tok.Count(fitting(1)), tok.Count(mustJSON(sliceDoc(big, big.Output))); n < m {
		t.Errorf("the fitted document takes %d tokens, fewer than the final one's %d with a long time", n, m)
	}
}
