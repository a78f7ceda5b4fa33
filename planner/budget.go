package planner

import (
	"sort"

	"github.com/semantica/semantica/queries"
)

// Fit is the distance-pruning plan: it keeps the statements nearest to the
// criterion (by dependence distance, then call level, file and line; the
// target statements first) whose rendering fits budget tokens. render
// turns a statement set into the output text; Fit returns the kept
// statements, their text and its token count, which never exceeds budget.
// It binary-searches the longest prefix that fits (rendered size grows with
// the prefix), so it renders O(log n) times.
func Fit(stmts []queries.Stmt, budget int, tok *Tokenizer, render func([]queries.Stmt) string) ([]queries.Stmt, string, int) {
	order := append([]queries.Stmt(nil), stmts...)
	sort.SliceStable(order, func(i, j int) bool {
		a, b := order[i], order[j]
		if a.Target != b.Target {
			return a.Target
		}
		if a.Distance != b.Distance {
			return a.Distance < b.Distance
		}
		if a.Level != b.Level {
			return a.Level < b.Level
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	fits := func(k int) (string, int, bool) {
		text := render(order[:k])
		n := tok.Count(text)
		return text, n, n <= budget
	}
	if text, n, ok := fits(len(order)); ok {
		queries.SortByPlace(order)
		return order, text, n
	}
	lo, hi := 0, len(order) // invariant: lo fits, hi does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if _, _, ok := fits(mid); ok {
			lo = mid
		} else {
			hi = mid
		}
	}
	kept := append([]queries.Stmt(nil), order[:lo]...)
	text, n, _ := fits(lo)
	queries.SortByPlace(kept)
	return kept, text, n
}
