package javascript

import (
	"fmt"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/schema"
)

// TestUndefinedArgumentTakesDefault: passing the literal undefined binds a
// parameter to its default (JS RULES.md rule 5), so the default's
// definitions reach the parameter; a default every call overrides reaches
// only its def line.
func TestUndefinedArgumentTakesDefault(t *testing.T) {
	src := `const DEF = 7;
function f(a, b = DEF) { return a + b; }
function g(x) { return f(x, undefined); }
function k(a, c = DEF) { return a * c; }
function h(x) { return f(x, 2) + k(x, 3); }
`
	p := NewParser(false)
	defer p.Close()
	f, err := p.Parse("m.js", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var undef []string
	f.Top.Walk(func(fn *ir.Func) {
		fn.Stmts(func(s *ir.Stmt) {
			for _, c := range s.Calls {
				for i, a := range c.Args {
					if a.Undefined {
						undef = append(undef, fmt.Sprintf("%d:%s#%d", s.Span.Line, c.Callee, i))
					}
				}
			}
		})
	})
	if fmt.Sprint(undef) != "[3:f#1]" {
		t.Errorf("arguments marked undefined: %v, want [3:f#1]", undef)
	}
	g := pdg.Build([]*ir.File{f}, pdg.Options{})
	line := map[int64]int{}
	for _, s := range g.Stmts {
		line[s.ID] = s.Line
	}
	vert := map[int64]schema.Vertex{}
	for _, v := range g.Vertices {
		vert[v.ID] = v
	}
	got := map[string]bool{}
	for _, d := range g.Deps {
		to := vert[d.To]
		if d.Kind == schema.Data && to.Role == schema.RoleFormalIn && line[vert[d.From].Stmt] == line[to.Stmt] {
			got[to.Var] = true
		}
	}
	if !got["b"] || got["c"] {
		t.Errorf("defaults reaching their parameters: %v, want b (f(x, undefined) at 3) and not c (every call passes it)", got)
	}
}
