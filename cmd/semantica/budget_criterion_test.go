package main

import (
	"strconv"
	"strings"
	"testing"
)

// TestBudgetKeepsCriterion: a slice never comes back without its criterion
// statement (issue 11, item 7). At every budget the answer either holds the
// criterion's line or is an error (exit 2) that says the budget cannot hold
// it and how much it needs.
func TestBudgetKeepsCriterion(t *testing.T) {
	dir := repo(t)
	if _, errOut, code := run(t, dir, "index", "."); code != 0 {
		t.Fatalf("index exit %d: %s", code, errOut)
	}
	const criterion = `print("total", t)`
	refused := 0
	for budget := 5; budget <= 200; budget += 5 {
		out, errOut, code := run(t, dir, "query", "slice", "--file", "app.py", "--line", "15", "--budget", strconv.Itoa(budget))
		switch {
		case code == 0 && !strings.Contains(out, criterion):
			t.Errorf("budget %d: the slice lacks its criterion %q:\n%s", budget, criterion, out)
		case code != 0 && (code != 2 || !strings.Contains(errOut, "cannot hold the criterion") || !strings.Contains(errOut, "--budget")):
			t.Errorf("budget %d: exit %d, want 0 with the criterion or 2 saying the budget cannot hold it: %s", budget, code, errOut)
		case code != 0:
			refused++
		}
	}
	if refused == 0 {
		t.Errorf("no budget from 5 tokens up was refused: the test no longer reaches the case it is for")
	}
}
