package pdg

import (
	"path"
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
// some class of the repository defines attr as a property (Python's
// @property or cached_property, JavaScript's get attr(): the read runs
// the getter, so the value read is what the getter returns, and the
// getter is one call edge away, rule 15), and a store obj.attr = v a call
// of attr's setter (@attr.setter, set attr(v)) with v as its argument.
// For each path use a.attr of a statement of that language, in its uses,
// a call's receiver, callee or arguments, whose attr is the name of a
// getter, it adds an implicit call (ir.Property) of a.attr on a and a use
// of its result beside the path use; for each definition a.attr made by
// an assignment to that path, whose attr is the name of a setter, an
// implicit call (ir.PropertySet) of a.attr on a whose argument is what
// the definition is made from. resolveCalls keeps such a call only where
// it resolves to a getter or setter (keepPropertyCalls); linkClassAttr no
// longer takes the getter's def line for the value of self.attr. It fills
// b.getters, b.setters, b.accessors and b.propAttrs.
func (b *builder) propertyReads() {
	b.getters, b.setters, b.propAttrs = map[*ir.Func]bool{}, map[*ir.Func]bool{}, map[*scope]map[string]bool{}
	b.accessors = map[*scope]map[string][2]*ir.Func{}
	// names and setNames are per language (accessorLang): a Python
	// property's name makes no JavaScript read a call.
	names, setNames := map[string]bool{}, map[string]bool{}
	for _, sc := range b.scopes {
		if sc.class == nil {
			continue
		}
		for _, s := range sc.stmts {
			if s.Func == nil {
				continue
			}
			lang := accessorLang(sc)
			kinds := []int{}
			switch s.Func.Accessor {
			case "get":
				kinds = append(kinds, 0)
			case "set":
				kinds = append(kinds, 1)
			}
			for i := range s.Calls {
				c := &s.Calls[i]
				if isPropertyDecorator(*c) {
					kinds = append(kinds, 0)
					continue
				}
				if c.Implicit != ir.Decorate {
					continue
				}
				switch c.Callee {
				case s.Func.Name + ".setter":
					kinds = append(kinds, 1)
				case s.Func.Name + ".deleter", s.Func.Name + ".getter":
				default:
					continue
				}
				// @x.setter reads the property object the getter's def
				// bound to x: bookkeeping of Python's descriptor, which
				// no value of the program flows through (the accessors
				// are linked by their calls), so the def line does not
				// depend on the getter's.
				c.CalleeUses, c.Receiver = nil, nil
				kept := s.Uses[:0]
				for _, r := range s.Uses {
					if !r.IsPath() || r.Path != c.Callee {
						kept = append(kept, r)
					}
				}
				s.Uses = kept
			}
			for _, kind := range kinds {
				if kind == 0 {
					b.getters[s.Func] = true
					names[lang+":"+s.Func.Name] = true
					if b.propAttrs[sc] == nil {
						b.propAttrs[sc] = map[string]bool{}
					}
					b.propAttrs[sc][s.Func.Name] = true
				} else {
					b.setters[s.Func] = true
					setNames[lang+":"+s.Func.Name] = true
				}
				if b.accessors[sc] == nil {
					b.accessors[sc] = map[string][2]*ir.Func{}
				}
				acc := b.accessors[sc][s.Func.Name]
				acc[kind] = s.Func
				b.accessors[sc][s.Func.Name] = acc
			}
		}
	}
	if len(names) == 0 && len(setNames) == 0 {
		return
	}
	for _, sc := range b.scopes {
		lang := accessorLang(sc)
		if lang == "" {
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
					if i <= 0 || !names[lang+":"+r.Path[i+1:]] || strings.HasPrefix(r.Path, "super().") {
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
			// obj.attr = v, where attr has a setter: a call of the setter on
			// obj with v (Python runs it in place of the store).
			for _, d := range s.Defs {
				i := strings.IndexByte(d.Path, '.')
				// Python marks an assignment to the path itself Plain (not
				// unpacking); JavaScript's front end leaves Plain to names.
				if !d.Plain && lang != "js" || d.May || i <= 0 || !setNames[lang+":"+d.Path[i+1:]] || strings.HasPrefix(d.Path, "super().") {
					continue
				}
				uses := d.Uses
				if uses == nil {
					uses = s.Uses
				}
				s.Calls = append(s.Calls, ir.Call{Callee: d.Path, Method: d.Path[i+1:],
					Receiver: []ir.Ref{ir.PathRef(d.Path[:i])}, RecvPath: d.Path[:i],
					Args: []ir.Arg{{Uses: append([]ir.Ref(nil), uses...)}},
					Line: s.Span.Line, Implicit: ir.PropertySet})
			}
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

// keepPropertyCalls keeps the resolutions of ir.Property calls that reach
// a getter and of ir.PropertySet calls that reach a setter, and drops the
// others (an attribute of the same name on another class, a plain method
// read as a value). A class's last def of the name is what its method
// table holds (the setter, @x.setter def x, comes after the getter): such
// a resolution is moved to the class's getter or setter of that name.
func (b *builder) keepPropertyCalls(s *ir.Stmt, cs []callee) []callee {
	out := cs[:0]
	for _, cl := range cs {
		kind := s.Calls[cl.call].Implicit
		if kind != ir.Property && kind != ir.PropertySet {
			out = append(out, cl)
			continue
		}
		want, k := b.getters, 0
		if kind == ir.PropertySet {
			want, k = b.setters, 1
		}
		if cl.sc != nil && !want[cl.sc.fn] && cl.sc.ofClass != nil {
			if fn := b.accessors[cl.sc.ofClass.sc][cl.sc.fn.Name][k]; fn != nil {
				if sc := b.r.scopeOf(fn); sc != nil {
					cl.sc = sc
				}
			}
		}
		if cl.sc == nil || !want[cl.sc.fn] {
			continue
		}
		out = append(out, cl)
	}
	return out
}

// accessorLang names the language whose property accessors a scope's
// reads and stores may run: "py" for Python, "js" for JavaScript and
// TypeScript, "" for a language without them (Go) or no file.
func accessorLang(sc *scope) string {
	if sc.file == nil {
		return ""
	}
	switch path.Ext(sc.file.Path) {
	case ".py", ".pyi":
		return "py"
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx":
		return "js"
	}
	return ""
}
