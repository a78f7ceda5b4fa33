package benchmarks

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// TestCompareGoCHA indexes a small module and compares its call graph
// with x/tools' CHA: the static call, the interface call's two targets
// (one of them never created) and the method of a type reached through a
// pointer are common to both; the call of a function value is counted
// under CHA's dynamic kind.
func TestCompareGoCHA(t *testing.T) {
	root := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"m.go": `package m

type Shape interface{ Area() int }

type Rect struct{ W, H int }

func (r Rect) Area() int { return r.W * r.H }

type Square struct{ S int }

func (q *Square) Area() int { return q.S * q.S }

func double(x int) int { return 2 * x }

func apply(g func(int) int, x int) int { return g(x) }

func Total(s Shape) int {
	return apply(double, s.Area()) + helper()
}

func helper() int { return double(1) }

func Use() int { return Total(Rect{W: 1, H: 2}) }
`,
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	db := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: db, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	q, err := queries.Open(filepath.Join(db, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	g, err := queries.CallGraph(q)
	q.Close()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := CompareGoCHA(context.Background(), root, g, 100)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unwanted != nil {
		t.Errorf("unwanted edges %v", rep.Unwanted)
	}
	for _, e := range []string{"m.Total -> m.Rect.Area", "m.Total -> m.Square.Area", "m.Total -> m.helper", "m.Total -> m.apply",
		"m.helper -> m.double", "m.Use -> m.Total"} {
		if slices.Contains(rep.Missing, e) {
			t.Errorf("missing %s", e)
		}
	}
	if rep.Precision != 1 || rep.Common < 6 {
		t.Errorf("ours %d, common %d, precision %.2f; want at least 6 in common, precision 1", rep.Ours, rep.Common, rep.Precision)
	}
	// g(x) in apply calls a function value: CHA's dynamic kind.
	if k := rep.Kinds["dynamic"]; k[0] < 1 {
		t.Errorf("dynamic kind %v: want CHA's apply -> double through g", k)
	}
	if k := rep.Kinds["interface"]; k[0] != 2 || k[1] != 2 {
		t.Errorf("interface kind %v: want both of s.Area()'s targets, and ours", k)
	}
}
