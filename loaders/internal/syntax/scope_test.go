package syntax

import (
	"slices"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// TestScope walks a module, a function with an inner block and a nested
// function through Scope: a shadowing declaration is renamed name@line
// in its block only, reads and writes resolve to the nearest
// declaration, and the nested function's writes of its enclosing
// function's name, of a module name and of an undeclared name become its
// Nonlocals and Globals on Leave.
func TestScope(t *testing.T) {
	mod := &ir.Func{Name: "m", Kind: ir.ModuleScope}
	top := Enter(nil, mod)
	top.Declare(top.Innermost(), "total", 1)
	f := &ir.Func{Name: "f", Kind: ir.FunctionScope}
	fs := Enter(top, f, "x")
	if got := fs.Declare(fs.Innermost(), "x", 3); got != "x" {
		t.Errorf("redeclaring a parameter in its own block = %q, want x", got)
	}
	inner := fs.Push()
	if got := fs.Declare(inner, "x", 5); got != "x@5" {
		t.Errorf("shadowing x in an inner block = %q, want x@5", got)
	}
	if got := fs.Use("x"); got != "x@5" {
		t.Errorf("x inside the block reads %q, want x@5", got)
	}
	fs.Pop()
	if got := fs.Use("x"); got != "x" {
		t.Errorf("x after the block reads %q, want x", got)
	}
	g := &ir.Func{Name: "g", Kind: ir.FunctionScope}
	gs := Enter(fs, g)
	for name, where := range map[string]int{"x": Enclosing, "total": Module, "other": Nowhere} {
		if _, w := gs.Resolve(name); w != where {
			t.Errorf("Resolve(%s) in g = %d, want %d", name, w, where)
		}
		gs.Def(name)
	}
	if back := gs.Leave(); back != fs {
		t.Errorf("Leave returned %v, want f's scope", back)
	}
	if !slices.Equal(g.Nonlocals, []string{"x"}) || !slices.Equal(g.Globals, []string{"other", "total"}) {
		t.Errorf("g: nonlocals %v, globals %v; want [x] and [other total]", g.Nonlocals, g.Globals)
	}
	if _, w := (*Scope)(nil).Resolve("y"); w != Nowhere {
		t.Errorf("a nil scope resolves y as %d, want Nowhere", w)
	}
	top.Def("total")
	if len(mod.Globals) != 0 {
		t.Errorf("a module's own write recorded as global: %v", mod.Globals)
	}
}
