package planner

import (
	"testing"

	"github.com/semantica/semantica/queries"
)

// stmtTokens counts a line that two statements start on once (each holds
// the line's whole text: `if x: return y`), and lines of other files or
// lines apart each.
func TestStmtTokensCountsALineOnce(t *testing.T) {
	stmts := []queries.Stmt{
		{ID: 1, File: "m.py", Line: 2, Tokens: 6}, // if x: return y
		{ID: 2, File: "m.py", Line: 2, Tokens: 6}, // the return on the same line
		{ID: 3, File: "m.py", Line: 3, Tokens: 4},
		{ID: 4, File: "n.py", Line: 2, Tokens: 5},
	}
	if got := stmtTokens(stmts); got != 15 {
		t.Errorf("stmtTokens = %d, want 15 (6 + 4 + 5)", got)
	}
}
