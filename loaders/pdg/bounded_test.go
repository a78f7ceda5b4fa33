package pdg

import (
	"fmt"
	"testing"

	"github.com/semantica/semantica/schema"
)

// BoundedSummaries: a call whose callee calls a stub at the depth limit
// carries the argument the stub ignores (top's call of mid at k = 1, not
// at k = 2, where stub's body is entered); a recursive call enters a
// function already entered, never a stub, so rec's trail reaches its
// result at no level; summary edges are never repeated.
func TestBoundedSummaries(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def stub(a, label):
    print(label)
    return a * 2

def mid(x, tag):
    return stub(x, tag)

def top(v, t):
    return mid(v, t)

def rec(n, trail):
    if n <= 0:
        return 0
    return rec(n - 1, trail + "x") + 1

def use(k, s):
    return rec(k, s)
`}), Options{})
	v := newView(g)
	render := func(rows [][2]int64) map[string]bool {
		out := map[string]bool{}
		for _, r := range rows {
			out[fmt.Sprintf("%s %s->%s", v.loc(r[0]), v.vert[r[0]].Var, v.vert[r[1]].Var)] = true
		}
		return out
	}
	levels := BoundedSummaries(g.Deps, g.Vertices, 3)
	var sums [][2]int64
	for _, d := range g.Deps {
		if d.Kind == schema.Summary {
			sums = append(sums, [2]int64{d.From, d.To})
		}
	}
	summary := render(sums)
	if !summary["m.py:9 x->return"] || summary["m.py:9 tag->return"] || summary["m.py:17 trail->return"] {
		t.Fatalf("summary edges %v: want m.py:9 x->return, and neither tag nor trail to a return", summary)
	}
	// Actual-ins are named by the parameter they bind.
	expect(t, render(levels[0]), []string{"m.py:9 tag->return"},
		[]string{"m.py:9 x->return", "m.py:6 label->return", "m.py:17 trail->return", "m.py:14 trail->return"})
	for k := 2; k <= 3; k++ {
		if len(levels[k-1]) != 0 {
			t.Errorf("level %d: %v, want none (stub's body is entered)", k, render(levels[k-1]))
		}
	}
}
