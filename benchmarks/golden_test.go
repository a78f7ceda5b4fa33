package benchmarks

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A scenario with a wrong expectation reports exactly the missing and
// unwanted statements; lines the rules do not score (an import) are
// ignored; a broken criterion is an error of that scenario only.
func TestGoldenScoring(t *testing.T) {
	dir := t.TempDir()
	write := func(p, s string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src := "import os\n\ndef f(a):\n    b = a + 1\n    c = 2\n    return b\n"
	write("one/m.py", src)
	// Right: 3 (a), 4 (b), 6 (target). Listed: 1 (import: ignored), 3, 5 (wrong), 6; 4 left out.
	write("one/scenario.json", `{"name": "one", "category": "simple",
		"criterion": {"file": "m.py", "line": 6, "var": "b", "direction": "backward", "depth": 3},
		"expected": {"m.py": [1, 3, 5, 6]}, "why": {}}`)
	write("two/m.py", src)
	write("two/scenario.json", `{"name": "two", "category": "simple",
		"criterion": {"file": "m.py", "line": 2, "var": "b"}, "expected": {"m.py": [4]}}`)
	scenarios, err := LoadScenarios(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep := RunGolden(context.Background(), scenarios)
	if len(rep.Scenarios) != 2 {
		t.Fatalf("%d results, want 2", len(rep.Scenarios))
	}
	one, two := rep.Scenarios[0], rep.Scenarios[1]
	if strings.Join(one.Missing, " ") != "m.py:5" || strings.Join(one.Unwanted, " ") != "m.py:4" {
		t.Errorf("missing %v unwanted %v, want [m.py:5] [m.py:4]", one.Missing, one.Unwanted)
	}
	if one.Expected != 3 || one.Returned != 3 || one.Precision != 2.0/3 || one.Recall != 2.0/3 {
		t.Errorf("scores %+v, want 3 expected, 3 returned, P=R=2/3", one)
	}
	if two.Error == "" || two.Precision != 0 || two.Recall != 0 {
		t.Errorf("a criterion on a blank line must fail its scenario: %+v", two)
	}
	if rep.Overall.Scenarios != 2 || rep.Check(0.5, 0.5) == nil {
		t.Errorf("overall %+v should fail a 0.5 threshold", rep.Overall)
	}
}

// The token benchmark on the standard library's json package: every
// output within budget, slices smaller than the whole files they come
// from.
func TestTokensBenchmark(t *testing.T) {
	dir := StdlibDir()
	if dir == "" {
		t.Fatal("python3's standard library is needed")
	}
	rep, err := RunTokens(context.Background(), TokensOptions{Repo: filepath.Join(dir, "json"), Criteria: 10,
		Budget: 300, Seed: 2, Depth: 3, Tokenizer: "cl100k_base"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Rows) != 10 || rep.WithinBudget != 1 {
		t.Fatalf("%d rows, %.2f within budget", len(rep.Rows), rep.WithinBudget)
	}
	for _, r := range rep.Rows {
		if r.Slice > 300 || r.Slice <= 0 || r.Slice > r.WholeFiles || r.FullSlice < r.Slice {
			t.Errorf("%+v: slice must be within (0, 300], no larger than the whole files or the unpruned slice", r)
		}
	}
	if rep.MeanVsWhole <= 0 || rep.MeanVsWhole >= 1 {
		t.Errorf("mean reduction %.3f out of (0, 1)", rep.MeanVsWhole)
	}
}
