package benchmarks

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// TestSliceReportListsTheSlowest checks that bench slice names its slowest
// slices, slowest first, each with its own queries and query kinds.
func TestSliceReportListsTheSlowest(t *testing.T) {
	dir := t.TempDir()
	src := `def scale(x, k):
    y = x * k
    return y

def total(xs):
    s = 0
    for x in xs:
        s = s + scale(x, 2)
    return s

def main():
    data = [1, 2, 3]
    t = total(data)
    u = t + 1
    print(u)
`
	if err := os.WriteFile(filepath.Join(dir, "m.py"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: dir, DBDir: dbDir, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	rep, err := RunSlice(context.Background(), SliceOptions{DBDir: dbDir, Criteria: 20, Depth: 3, Direction: queries.Backward, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Slices < 2 {
		t.Fatalf("%d slices: want several criteria from m.py", rep.Slices)
	}
	want := min(rep.Slices, slowestShown)
	if len(rep.Slowest) != want {
		t.Fatalf("slowest lists %d slices, want %d", len(rep.Slowest), want)
	}
	for i, c := range rep.Slowest {
		if i > 0 && c.MS > rep.Slowest[i-1].MS {
			t.Errorf("slowest[%d] %.2f ms after %.2f ms: not slowest first", i, c.MS, rep.Slowest[i-1].MS)
		}
		if c.MS > rep.Max || !strings.HasPrefix(c.Criterion, "m.py:") || c.Queries == 0 || c.Stmts == 0 || len(c.Top) == 0 || len(c.Top) > 3 {
			t.Errorf("slowest[%d] = %+v: want a criterion of m.py with its queries, statements and up to three query kinds", i, c)
		}
		n, ms := 0, 0.0
		for _, s := range c.Top {
			n += s.Queries
			ms += s.MS
		}
		if n > c.Queries || ms > c.MS+1 {
			t.Errorf("slowest[%d]: its top kinds hold %d queries and %.1f ms, more than the slice's %d and %.1f", i, n, ms, c.Queries, c.MS)
		}
	}
	if rep.Slowest[0].MS != rep.Max {
		t.Errorf("slowest %.3f ms, max %.3f ms: want the same", rep.Slowest[0].MS, rep.Max)
	}
	var b strings.Builder
	rep.WriteText(&b)
	if !strings.Contains(b.String(), "slowest slices:\n") || !strings.Contains(b.String(), rep.Slowest[0].Criterion) {
		t.Errorf("text report lacks the slowest slices:\n%s", b.String())
	}
}
