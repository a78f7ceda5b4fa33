package golden

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/semantica/semantica/benchmarks"
)

var update = flag.Bool("update", false, "rewrite figures.txt with the current figures")

// TestFigures scores every scenario of this folder and compares the
// aggregate figures with figures.txt, so that any change of slice quality
// shows up as a diff; it also holds the bar of the golden issue (95%
// precision and recall overall).
func TestFigures(t *testing.T) {
	scenarios, err := benchmarks.LoadScenarios(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(scenarios) < 40 {
		t.Errorf("%d scenarios, want at least 40", len(scenarios))
	}
	rep := benchmarks.RunGolden(context.Background(), scenarios)
	got := rep.FiguresText()
	if *update {
		if err := os.WriteFile("figures.txt", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile("figures.txt")
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		var b strings.Builder
		rep.WriteText(&b)
		t.Errorf("figures changed (go test ./golden -update to accept):\n--- want\n%s--- got\n%s\n%s", want, got, b.String())
	}
	if err := rep.Check(0.95, 0.95); err != nil {
		t.Error(err)
	}
}
