package pdg

import (
	"sort"
	"strconv"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// ownsName reports whether sc binds name itself: a parameter or a local
// assignment not declared nonlocal or global.
func ownsName(sc *scope, name string) bool {
	return sc.locals[name] && !sc.nonlocal[name] && !sc.globals[name]
}

// enclosingOwner returns the nearest enclosing function of sc that binds
// name, or nil (class bodies do not enclose: the IR's scoping rule, see
// package ir).
func enclosingOwner(sc *scope, name string) *scope {
	if sc.globals[name] || ownsName(sc, name) {
		return nil
	}
	for cur := sc.parent; cur != nil && cur.parent != nil; cur = cur.parent {
		if cur.fn.Kind == ir.FunctionScope && ownsName(cur, name) {
			return cur
		}
	}
	return nil
}

// captures computes, as a fixpoint over nesting and calls, the captured
// names of every nested function (rule 6): the names of an enclosing
// function it reads or writes directly, those of the nested functions it
// calls, and those of the nested functions it defines (a def reads the
// closure's cells). A captured name is written when the function
// may-defines it (out.append(v), obj.x = v, passing it where a callee may
// modify it) or assigns it under nonlocal (a strong write), directly or
// through a call. Module-level functions capture nothing. It reports
// whether it added anything (it runs again after paramOuts marks more).
func (b *builder) captures() bool {
	for _, sc := range b.scopes {
		if sc.capt == nil {
			sc.capt, sc.capOut, sc.capStrong = map[string]bool{}, map[string]bool{}, map[string]bool{}
		}
	}
	changed, grew := false, false
	add := func(sc *scope, name string, out, strong bool) {
		if name == "" || enclosingOwner(sc, name) == nil {
			return
		}
		if !sc.capt[name] || (out && !sc.capOut[name]) || (strong && !sc.capStrong[name]) {
			changed = true
		}
		sc.capt[name] = true
		sc.capOut[name] = sc.capOut[name] || out
		sc.capStrong[name] = sc.capStrong[name] || strong
	}
	var uses func(sc *scope, s *ir.Stmt, refs []ir.Ref)
	uses = func(sc *scope, s *ir.Stmt, refs []ir.Ref) {
		for _, r := range refs {
			if r.IsPath() {
				add(sc, root(r.Path), false, false)
			} else if k := r.Lambda(); k >= 0 && k < len(s.Lambdas) {
				uses(sc, s, s.Lambdas[k].Held)
			}
		}
	}
	for first := true; first || changed; first = false {
		grew = grew || changed
		changed = false
		for _, sc := range b.scopes {
			if sc.fn.Kind != ir.FunctionScope || sc.parent == nil {
				continue
			}
			for _, s := range sc.stmts {
				if first {
					uses(sc, s, s.Uses)
					for _, d := range s.Defs {
						add(sc, root(d.Path), true, !d.May && d.Path == root(d.Path))
					}
					if s.Func != nil {
						for _, p := range s.Func.Params {
							uses(sc, s, p.DefaultUses)
						}
					}
				}
				if first {
					for i := range s.Calls {
						c := &s.Calls[i]
						uses(sc, s, c.Receiver)
						for _, a := range c.Args {
							uses(sc, s, a.Uses)
						}
					}
				}
				for _, cl := range b.calls[s] {
					c := &s.Calls[cl.call]
					// A callee held in a variable (func(key)) is a use of it,
					// as buildScope collects it.
					if first && (cl.sc == nil || c.Callee != "" && !strings.Contains(c.Callee, ".") && !b.r.stableName(sc, c.Callee)) {
						uses(sc, s, c.CalleeUses)
					}
					if cl.mutates {
						add(sc, root(c.RecvPath), true, false)
					}
					if cl.sc == nil {
						continue
					}
					for _, ab := range bindArgs(cl, c) {
						if ab.path != "" && cl.sc.mut[ab.param] {
							add(sc, root(ab.path), true, false)
						}
					}
					for name := range cl.sc.capt {
						add(sc, name, cl.sc.capOut[name], cl.sc.capStrong[name])
					}
				}
				if s.Func != nil {
					if child := b.r.scopeOf(s.Func); child != nil && child.fn == s.Func && child.capt != nil {
						for name := range child.capt {
							add(sc, name, false, false)
						}
					}
				}
			}
		}
	}
	for _, sc := range b.scopes {
		sc.capList = sc.capList[:0]
		for name := range sc.capt {
			sc.capList = append(sc.capList, name)
		}
		sort.Strings(sc.capList)
	}
	return grew
}

// sees reports whether a call in sc can pass the captured name of owner's
// cell: sc is owner, or captures that name from owner itself. A local of
// the same name in sc (argparse's _format_args has a result of its own
// beside _metavar_formatter's) is another variable.
func sees(sc *scope, name string, owner *scope) bool {
	if owner == nil {
		return ownsName(sc, name) || sc.capt[name]
	}
	return sc == owner || sc.capt[name] && enclosingOwner(sc, name) == owner
}

// cellVar names the variable that stands, in a function that cannot see
// it, for the cell of name owned by the enclosing function owner: a
// closure returned by owner and called there passes the cell in and out
// (rule 6) through it. The name cannot clash with a variable of the
// program ("name@" and owner's qualified name with ':' for '.').
func cellVar(owner *scope, name string) string {
	return name + "@" + strings.ReplaceAll(owner.fn.QName, ".", ":")
}

// closureOrigin tells apart the cells of closures made by different calls
// of their factory owner: for a call through a plain name that one
// statement of the caller assigns from a call of owner (c1 =
// make_counter(); inc, peek = make_counter()), the suffix "#" and that
// statement's line, shared by the names it assigns together; "" when the
// closure's origin is unknown (a parameter, a name assigned twice, one
// taken from a container: handler = commands.get(name)), whose call then
// reads and writes the cells of every such factory call (factoryCalls).
func (b *builder) closureOrigin(sc *scope, callee string, owner *scope) string {
	if callee == "" || strings.Contains(callee, ".") {
		return ""
	}
	if b.assigned == nil {
		b.assigned = map[*scope]map[string][]*ir.Stmt{}
	}
	m, ok := b.assigned[sc]
	if !ok {
		m = map[string][]*ir.Stmt{}
		for _, s := range sc.stmts {
			for _, d := range s.Defs {
				if d.Path == root(d.Path) {
					m[d.Path] = append(m[d.Path], s)
				}
			}
		}
		b.assigned[sc] = m
	}
	if ss := m[callee]; len(ss) == 1 && !sc.nonlocal[callee] && !sc.globals[callee] && b.callsFactory(ss[0], owner) {
		return "#" + strconv.Itoa(ss[0].Span.Line)
	}
	return ""
}

// callsFactory reports whether statement s calls owner.
func (b *builder) callsFactory(s *ir.Stmt, owner *scope) bool {
	for _, cl := range b.calls[s] {
		if cl.sc == owner {
			return true
		}
	}
	return false
}

// factoryCalls returns the origins ("#" and the line) of the statements
// of sc that call owner, in source order.
func (b *builder) factoryCalls(sc *scope, owner *scope) []string {
	var out []string
	for _, s := range sc.stmts {
		if b.callsFactory(s, owner) {
			out = append(out, "#"+strconv.Itoa(s.Span.Line))
		}
	}
	return out
}

// writesUnseenCell reports whether closure x, called in sc, writes a cell
// that sc cannot see (a callback passed into sc: each(items, add) with add
// assigning nonlocal n).
func writesUnseenCell(sc, x *scope) bool {
	for name, out := range x.capOut {
		if owner := enclosingOwner(x, name); out && owner != nil && !sees(sc, name, owner) {
			return true
		}
	}
	return false
}

// capturesUnseenCell reports whether closure x, called in sc, reads or
// writes a cell that sc cannot see (select(items, keep) with keep reading
// its enclosing function's limit).
func capturesUnseenCell(sc, x *scope) bool {
	for _, name := range x.capList {
		if owner := enclosingOwner(x, name); owner != nil && !sees(sc, name, owner) {
			return true
		}
	}
	return false
}

// paramIndex returns the index of sc's parameter named name.
func (sc *scope) paramIndex(name string) (int, bool) {
	if name == "" {
		return 0, false
	}
	for i, p := range sc.fn.Params {
		if p.Name == name {
			return i, true
		}
	}
	return 0, false
}

// calleeParam names the parameter whose closures sc calls through the
// variable name at statement s: name itself when it is a parameter
// (fn(x)), or the parameter a for loop takes it from when every binding
// of name in sc is the target of a loop over that parameter (for step in
// steps: step()), the caller's list of closures. It returns "" for any
// other name, and when every path to s rebinds the parameter
// (scope.rebound; s nil: not asked): the closures called there are not
// the caller's.
func (sc *scope) calleeParam(s *ir.Stmt, name string) string {
	if _, ok := sc.paramIndex(name); !ok {
		if sc.elems == nil {
			sc.elems = loopElems(sc)
		}
		name = sc.elems[name]
	}
	if name == "" || sc.rebound[s][name] {
		return ""
	}
	return name
}

// loopIterable returns the access path a for statement iterates (for x in
// xs, for (x of xs)), through the implicit __iter__ and __next__ calls a
// front end may lower it to; "" for any other statement or iterable.
func loopIterable(s *ir.Stmt) string {
	if s.Kind != ir.For {
		return ""
	}
	refs := s.Uses
	for len(refs) == 1 && refs[0].Call >= 0 && refs[0].Call < len(s.Calls) && !refs[0].IsPath() {
		c := &s.Calls[refs[0].Call]
		if c.Implicit != ir.Protocol {
			return ""
		}
		refs = c.Receiver
	}
	if len(refs) == 1 && refs[0].IsPath() {
		return refs[0].Path
	}
	return ""
}

// idxOf is the index of parameter name of sc (calleeParam's answers).
func idxOf(sc *scope, name string) int {
	i, _ := sc.paramIndex(name)
	return i
}

// loopElems maps each name sc binds only as the sole target of for loops
// over one parameter path to that parameter.
func loopElems(sc *scope) map[string]string {
	out, other := map[string]string{}, map[string]bool{}
	for _, s := range sc.stmts {
		for _, d := range s.Defs {
			if d.Path != root(d.Path) {
				continue // obj.x = v binds no name
			}
			p := ""
			if it := loopIterable(s); it != "" && len(s.Defs) == 1 {
				if _, ok := sc.paramIndex(it); ok {
					p = it
				}
			}
			if q, seen := out[d.Path]; p == "" || seen && q != p {
				other[d.Path] = true
			}
			out[d.Path] = p
		}
	}
	for name := range other {
		delete(out, name)
	}
	for _, p := range sc.fn.Params {
		delete(out, p.Name)
	}
	return out
}

// cellWritten reports whether a function nested in owner, at any depth,
// writes owner's name (rule 6: a may-definition, or an assignment under
// nonlocal).
func cellWritten(owner *scope, name string) bool {
	var in func(x *scope) bool
	in = func(x *scope) bool {
		for _, y := range x.children {
			if y.capOut[name] && enclosingOwner(y, name) == owner || in(y) {
				return true
			}
		}
		return false
	}
	return in(owner)
}

// cbCell is one cell the closures a parameter holds may write (scope.cbCells).
type cbCell struct {
	name  string // the captured name
	owner *scope // the function whose cell it is
	cv    string // cellVar(owner, name)
}

// callbackCells lists, per parameter of sc, the cells its callbacks
// (scope.callbacks) capture (writes false) or may write (writes true),
// sorted by cellVar.
func callbackCells(sc *scope, writes bool) map[int][]cbCell {
	if len(sc.callbacks) == 0 {
		return nil
	}
	out := map[int][]cbCell{}
	for i, xs := range sc.callbacks {
		seen := map[string]bool{}
		for _, x := range xs {
			for _, name := range x.capList {
				owner := enclosingOwner(x, name)
				if writes && !x.capOut[name] || owner == nil {
					continue
				}
				cv := cellVar(owner, name)
				if !seen[cv] {
					seen[cv] = true
					out[i] = append(out[i], cbCell{name: name, owner: owner, cv: cv})
				}
			}
		}
		sort.Slice(out[i], func(a, b int) bool { return out[i][a].cv < out[i][b].cv })
	}
	return out
}

// cellPath names, inside a function, the cell cv written by the closures
// its parameter param holds (scope.cbCells): rooted at param, so that
// rebinding param kills it, but matching no use of param or of its
// attributes (a call through fn reads fn, not what its closures wrote).
func cellPath(param, cv string) string { return param + "~" + cv }
