package pdg

import (
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// isPropertyDecorator reports whether a decorator call names Python's
// property or functools.cached_property (a getter: @x.setter and
// @x.deleter are not).
func isPropertyDecorator(c ir.Call) bool {
	switch c.Callee {
	case "property", "cached_property", "functools.cached_property":
		return c.Implicit == ir.Decorate
	}
	return false
}

// propertyReads makes a read of obj.attr a call of attr's getter when
// some class of the repository defines attr as a property (Python: the
// read runs the getter, so the value read is what the getter returns, and
// the getter is one call edge away, rule 15). For each path use a.attr
// of a Python statement, in its uses, a call's receiver, callee or
// arguments, whose attr is the name of a getter, it adds an implicit call
// (ir.Property) of a.attr on a and a use of its result beside the path
// use. resolveCalls keeps such a call only where it resolves to a getter
// (keepPropertyCalls); linkClassAttr no longer takes the getter's def
// line for the value of self.attr. It fills b.getters and b.propAttrs.
func (b *builder) propertyReads() {
	b.getters, b.propAttrs = map[*ir.Func]bool{}, map[*scope]map[string]bool{}
	names := map[string]bool{}
	for _, sc := range b.scopes {
		if sc.class == nil {
			continue
		}
		for _, s := range sc.stmts {
			if s.Func == nil {
				continue
			}
			for _, c := range s.Calls {
				if isPropertyDecorator(c) {
					b.getters[s.Func] = true
					names[s.Func.Name] = true
					if b.propAttrs[sc] == nil {
						b.propAttrs[sc] = map[string]bool{}
					}
					b.propAttrs[sc][s.Func.Name] = true
				}
			}
		}
	}
	if len(names) == 0 {
		return
	}
	for _, sc := range b.scopes {
		if sc.file == nil || !strings.HasSuffix(sc.file.Path, ".py") {
			continue
		}
		for _, s := range sc.stmts {
			n := len(s.Calls)
			add := func(refs []ir.Ref) []ir.Ref {
				for _, r := range refs {
					if !r.IsPath() {
						continue
					}
					i := strings.IndexByte(r.Path, '.')
					if i <= 0 || !names[r.Path[i+1:]] || strings.HasPrefix(r.Path, "super().") {
						continue
					}
					called := false
					for _, c := range s.Calls[:n] {
						called = called || c.Callee == r.Path
					}
					if called {
						continue // a.attr(...): a method call, or a call of what the getter returns
					}
					s.Calls = append(s.Calls, ir.Call{Callee: r.Path, Method: r.Path[i+1:],
						Receiver: []ir.Ref{ir.PathRef(r.Path[:i])}, RecvPath: r.Path[:i],
						Line: s.Span.Line, Implicit: ir.Property})
					refs = append(refs, ir.CallRef(len(s.Calls)-1))
				}
				return refs
			}
			s.Uses = add(s.Uses)
			// add appends to s.Calls: index it afresh after each call.
			for k := 0; k < n; k++ {
				recv := add(s.Calls[k].Receiver)
				s.Calls[k].Receiver = recv
				cu := add(s.Calls[k].CalleeUses)
				s.Calls[k].CalleeUses = cu
				for a := range s.Calls[k].Args {
					au := add(s.Calls[k].Args[a].Uses)
					s.Calls[k].Args[a].Uses = au
				}
			}
		}
	}
}

// keepPropertyCalls drops the resolutions of ir.Property calls that do
// not reach a getter (an attribute of the same name on another class, a
// plain method read as a value).
func (b *builder) keepPropertyCalls(s *ir.Stmt, cs []callee) []callee {
	out := cs[:0]
	for _, cl := range cs {
		if s.Calls[cl.call].Implicit == ir.Property && (cl.sc == nil || !b.getters[cl.sc.fn]) {
			continue
		}
		out = append(out, cl)
	}
	return out
}
