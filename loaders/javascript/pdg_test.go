package javascript

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/schema"
)

// TestUndefinedArgumentTakesDefault: passing the literal undefined binds a
// parameter to its default (JS RULES.md rule 5), so the default's
// definitions reach the argument of that call (an actual-out of the
// default's formal-out on the def line feeds its actual-in), and not the
// call at 5, which passes 2; a default every call overrides reaches only
// its def line.
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
	var got []string
	for _, d := range g.Deps {
		from, to := vert[d.From], vert[d.To]
		if d.Kind == schema.ParamOut && from.Role == schema.RoleFormalOut && strings.HasSuffix(from.Var, "=") {
			got = append(got, fmt.Sprintf("%s%d", from.Var, line[to.Stmt]))
		}
	}
	if fmt.Sprint(got) != "[b=3]" {
		t.Errorf("defaults reaching calls: %v, want [b=3] (b at f(x, undefined) at 3; not at 5, which passes it; c never: every call passes it)", got)
	}
}

// TestPatternDefaultBindsItsOwnName: a default inside a destructuring
// pattern is a use for the name it defaults only (JS RULES.md rules 1
// and 5, slicing-rules.md rule 16): target and the loop body do not
// depend on the defaults of ca and zone, while ca and zone do.
func TestPatternDefaultBindsItsOwnName(t *testing.T) {
	src := `const NO_CA = "(system)";
const DEFAULT_ZONE = "eu-west";
const DEFAULT_HOST = "localhost";
function connect(raw, pool) {
  const { url: target, ca = NO_CA } = load(raw);
  for (const [name, { url, zone = DEFAULT_ZONE }] of pool) {
    console.log(name, url);
  }
  return [target, ca];
}
function resolve({ host = DEFAULT_HOST, port }) {
  return port;
}
`
	g := buildJS(t, src)
	line := map[int64]int{}
	for _, s := range g.Stmts {
		line[s.ID] = s.Line
	}
	vert := map[int64]schema.Vertex{}
	for _, v := range g.Vertices {
		vert[v.ID] = v
	}
	into := map[int64][]int64{}
	for _, d := range g.Deps {
		into[d.To] = append(into[d.To], d.From)
	}
	// reaches reports the lines the vertices of line at that define name
	// (every vertex of the line when name is "") depend on, transitively.
	reaches := func(at int, name string) map[int]bool {
		var work []int64
		for _, v := range g.Vertices {
			if line[v.Stmt] != at {
				continue
			}
			if name == "" || v.Role == schema.RoleStmt && slices.Contains(strings.Fields(v.Var), name) ||
				v.Role == schema.RoleFormalIn && v.Var == name {
				work = append(work, v.ID)
			}
		}
		seen := map[int64]bool{}
		lines := map[int]bool{}
		for len(work) > 0 {
			v := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			lines[line[vert[v].Stmt]] = true
			work = append(work, into[v]...)
		}
		return lines
	}
	for _, c := range []struct {
		at   int
		name string
		dflt int
		want bool
	}{
		{5, "target", 1, false},
		{5, "ca", 1, true},
		{7, "", 2, false},
		{6, "url", 2, false},
		{6, "zone", 2, true},
		{12, "", 3, false},
		{11, "host", 3, true},
	} {
		if got := reaches(c.at, c.name)[c.dflt]; got != c.want {
			t.Errorf("line %d (%q) depends on the default's constant at line %d: %v, want %v", c.at, c.name, c.dflt, got, c.want)
		}
	}
}

// A do-while's row stands on its condition line, after its body; its loop
// lines still span the body then the condition (Stmt.LoopFrom .. LoopTo).
func TestDoWhileLoopLines(t *testing.T) {
	src := `function drain(queue) {
  let n = 0;
  do {
    n += queue.shift();
  } while (queue.length > 0);
  return n;
}
`
	g := buildJS(t, src)
	found := false
	for _, s := range g.Stmts {
		if s.Kind != string(ir.DoWhile) {
			if s.LoopFrom != 0 || s.LoopTo != 0 {
				t.Errorf("%d %s: loop lines %d-%d, want none", s.Line, s.Kind, s.LoopFrom, s.LoopTo)
			}
			continue
		}
		found = true
		if s.Line != 5 || s.LoopFrom != 4 || s.LoopTo != 5 {
			t.Errorf("do-while at line %d: loop lines %d-%d, want line 5, 4-5", s.Line, s.LoopFrom, s.LoopTo)
		}
	}
	if !found {
		t.Fatal("no do_while statement built")
	}
}

// buildJS builds the dependence graph of src as the module m.js.
func buildJS(t *testing.T, src string) *schema.Graph {
	t.Helper()
	p := NewParser(false)
	defer p.Close()
	f, err := p.Parse("m.js", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return pdg.Build([]*ir.File{f}, pdg.Options{})
}
