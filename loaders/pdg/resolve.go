package pdg

import (
	"slices"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// bindKind is what a name is bound to in a scope.
type bindKind int

const (
	bVar    bindKind = iota // an ordinary variable
	bFunc                   // a function defined in the repository
	bClass                  // a class defined in the repository
	bModule                 // a module (in the repository or not)
	bImport                 // "from M import N": resolved lazily
	bAlias                  // "g = f": another name of the same scope chain
	bInst                   // "x = C(...)": an instance of the class named by target
)

type binding struct {
	param bool // also a parameter of the scope
	// variable: bound by an import that is a variable declaration
	// (ir.ImportInfo.Declaration): a call through it reads it.
	variable bool
	// rebound: a def or class binding of a name that a plain assignment
	// in the same scope binds again (line := func(...) {...}, then
	// line = other): for a language whose function values do not resolve
	// (ir.Semantics.ResolvesFunctionValues) a call through it is unresolved.
	rebound bool
	kind    bindKind
	target  string // qname (func/class/module), alias name, or instance's callee text
	mod     string // bImport: the module imported from
	name    string // bImport: the member name
}

// scope is a Func with its resolution state.
type scope struct {
	fn       *ir.Func
	file     *ir.File
	id       int64
	parent   *scope // lexical parent (module for top level)
	bindings map[string]*binding
	locals   map[string]bool // names bound by plain assignment in this scope
	globals  map[string]bool
	nonlocal map[string]bool
	class    *classInfo // set for a class body
	ofClass  *classInfo // set for a method
	children map[string]*scope
	mut      map[int]bool // parameter indices this function may modify (param-out)
	// mutAttrs holds, by parameter index, the attributes of the parameter
	// the function may define (self.level += 1, self.items.append(x));
	// mutWhole the parameters it may also modify otherwise (xs.append(x),
	// d[k] = v, passing it where a callee does). outAttrs are the
	// attributes that get a parameter-out of their own (makeFormals).
	mutAttrs map[int]map[string]bool
	mutWhole map[int]bool
	outAttrs map[int][]string
	// callbacks holds, by parameter index, the closures a parameter may
	// hold that this function calls (or passes to a callee that calls
	// them) and that read or write cells it cannot see. A write makes the
	// call a may-definition of the parameter, and its callers' actual-out
	// of the argument defines those cells (rule 6 through a callback:
	// each(items, add) with add writing nonlocal n; paramOuts); a read
	// takes the cell's value from the caller that passed the closure,
	// through a formal-in of the cell (keep(x) reading limit).
	callbacks map[int][]*scope
	// elems maps a name only ever bound as the target of a for loop over
	// a parameter (for step in steps) to that parameter (calleeParam);
	// nil until first asked.
	elems   map[string]string
	cbCells map[int][]cbCell // the cells they write, per parameter (callbackCells)
	cbReads map[int][]cbCell // the cells they capture, per parameter (callbackCells)
	// rebound holds, by statement, the parameters whose own object no
	// longer reaches it: every path from the entry assigns the name first
	// (rows = [HEADER] + rows), so the statement's changes of the name are
	// changes of another object, not parameter-outs (reboundParams).
	rebound map[*ir.Stmt]map[string]bool
	// assigned holds the parameters some statement binds to another
	// object (reboundParams); nil when none is.
	assigned map[string]bool
	stmts    []*ir.Stmt // the scope's own statements in source order (ir.Func.Stmts)
	// Captured names (rule 6): names of an enclosing function this function
	// reads or writes, itself or through the nested functions it calls or
	// defines. They are value-result parameters: capList[k] has the
	// formal-in (and, when capOut, the formal-out) of key len(Params)+k.
	capt      map[string]bool
	capOut    map[string]bool // written: a may-definition, or (capStrong) a nonlocal assignment
	capStrong map[string]bool // the write may replace the value (nonlocal x; x = ...)
	capList   []string
	// stars lists the modules a module scope imports with "from m import *"
	// (absolute names, in source order).
	stars []string
	// holder is, for a lambda (fn.Lambda), the statement of a scope with a
	// dependence graph that holds it: its own statement, or the outer
	// lambda's holder for a lambda in a lambda.
	holder *ir.Stmt
}

// target is what a dotted name resolves to.
type target struct {
	kind  bindKind // bFunc, bClass, bModule or bVar (unknown)
	qname string
	inst  bool // an instance of class qname (for method calls)
	// guess marks a bModule that is an attribute of a module outside the
	// repository: a submodule (os.path) or any other object (sys.path).
	guess bool
	// fn is the function of a bFunc found as a class's member, which
	// its qname may not name alone: a JavaScript class's static and
	// instance methods of one name share it (ir.Semantics.StaticsApart).
	fn *scope
}

type classInfo struct {
	sc    *scope
	bases []*classInfo
	// extBases are the dotted names of the bases outside the repository
	// (from ext import Base; class C(Base)), in source order.
	extBases []string
	methods  map[string]*scope
	// statics are the static methods of a class whose language keeps
	// them apart from its instances' (ir.Semantics.StaticsApart), by
	// name; methods holds a static one only where no instance method has
	// its name.
	statics map[string]*scope
	mro     []*classInfo
	done    bool
}

// extBase is the first base outside the repository along c's MRO, or ""
// when every base is in the repository: where an attribute the
// repository's classes do not define comes from.
func (r *resolver) extBase(c *classInfo) string {
	for _, k := range r.mro(c) {
		if len(k.extBases) > 0 {
			return k.extBases[0]
		}
	}
	return ""
}

// inheritedFrom is the external base that attribute name of c's instances
// comes from: extBase, when no class of the repository along the MRO
// binds name in its body (a method, or a class attribute such as
// _randbelow = _randbelow_with_getrandbits, which points-to follows).
func (r *resolver) inheritedFrom(c *classInfo, name string) string {
	for _, k := range r.mro(c) {
		if _, ok := k.sc.bindings[name]; ok {
			return ""
		}
	}
	return r.extBase(c)
}

// noSemantics is the ir.Semantics of a file whose front end gave none: it
// knows nothing.
type noSemantics struct{}

func (noSemantics) Builtin(string) bool                        { return false }
func (noSemantics) MutatesReceiver(string) bool                { return false }
func (noSemantics) ReadsElements(string) bool                  { return false }
func (noSemantics) IO(string) bool                             { return false }
func (noSemantics) Constructor() string                        { return "" }
func (noSemantics) CallMethod() string                         { return "" }
func (noSemantics) CallsArguments(string) (bool, string, bool) { return false, "", false }
func (noSemantics) Exported(string) bool                       { return true }
func (noSemantics) ClassLike(string) bool                      { return false }
func (noSemantics) Special(string) bool                        { return false }
func (noSemantics) Linearize(int, []int, func(int) []int) ([]int, bool) {
	return nil, false // depth-first
}
func (noSemantics) DefaultsAtCall() bool         { return false }
func (noSemantics) ResolvesFunctionValues() bool { return true }
func (noSemantics) StaticsApart() bool           { return false }
func (noSemantics) LiveImports() bool            { return false }

// sem is what sc's language says (ir.File.Semantics).
func sem(sc *scope) ir.Semantics {
	if sc.file != nil && sc.file.Semantics != nil {
		return sc.file.Semantics
	}
	return noSemantics{}
}

type resolver struct {
	modules map[string]*scope // module name -> module scope
	// byQName maps a qualified name to the scope a call of it reaches: the
	// last definition in source order when a name is defined more than
	// once (@overload stubs then the real def; rule 1: a def rebinds the
	// name). byFunc maps each definition to its own scope.
	byQName map[string]*scope
	// byQNameAll maps a qualified name to every definition of it, in
	// source order (def f in both branches of an if: liveDefs picks).
	byQNameAll map[string][]*scope
	byFunc     map[*ir.Func]*scope
	classes    map[string]*classInfo
	// pkgs maps the name of a module of several files (ir.File.SharedModule)
	// to each file's module scope, in file order; modules maps it to the
	// first (pkgScope).
	pkgs map[string][]*scope
}

// pkgScope returns the scope that stands for module scope mod in the
// tables of module-level definitions: the first file's scope of a module
// of several files, else mod itself.
func (r *resolver) pkgScope(mod *scope) *scope {
	if mod != nil && mod.parent == nil && mod.file != nil && mod.file.SharedModule {
		if first := r.modules[mod.fn.QName]; first != nil {
			return first
		}
	}
	return mod
}

// siblingOwner returns the scope of another file of mod's module (a
// module of several files) whose top level declares name, or nil. Imports
// are each file's own and are not shared.
func (r *resolver) siblingOwner(mod *scope, name string) *scope {
	if mod == nil || mod.file == nil || !mod.file.SharedModule {
		return nil
	}
	for _, ms := range r.pkgs[mod.fn.QName] {
		if ms == mod {
			continue
		}
		if b, ok := ms.bindings[name]; ok && b.kind != bImport && b.kind != bModule {
			return ms
		}
	}
	return nil
}

func (r *resolver) scopeOf(fn *ir.Func) *scope { return r.byFunc[fn] }

// collect records the bindings of one scope's own statements.
func collectBindings(sc *scope) {
	for _, g := range sc.fn.Globals {
		sc.globals[g] = true
	}
	for _, g := range sc.fn.Nonlocals {
		sc.nonlocal[g] = true
	}
	set := func(name string, b *binding) {
		if old, ok := sc.bindings[name]; ok {
			if old.kind != bVar && b.kind == bVar {
				old.rebound = true
				return
			}
			b.param = b.param || old.param
		}
		sc.bindings[name] = b
	}
	for _, p := range sc.fn.Params {
		sc.locals[p.Name] = true
		set(p.Name, &binding{kind: bVar, param: true})
	}
	sc.fn.Stmts(func(s *ir.Stmt) {
		for _, d := range s.Defs {
			if !d.May && !strings.Contains(d.Path, ".") {
				sc.locals[d.Path] = true
			}
		}
		switch {
		case s.Kind == ir.DefStmt && s.Func != nil:
			set(s.Func.Name, &binding{kind: bFunc, target: s.Func.QName})
		case s.Kind == ir.ClassStmt && s.Func != nil:
			set(s.Func.Name, &binding{kind: bClass, target: s.Func.QName})
		case s.Kind == ir.Import && s.Import != nil:
			imp := s.Import
			if !imp.IsFrom {
				for _, n := range imp.Names {
					if n.Alias != "" {
						set(n.Alias, &binding{kind: bModule, target: n.Name, variable: imp.Declaration})
					} else {
						first := strings.SplitN(n.Name, ".", 2)[0]
						set(first, &binding{kind: bModule, target: first})
					}
				}
				return
			}
			from := imp.Module
			for _, n := range imp.Names {
				if n.Name == "*" {
					if sc.parent == nil {
						sc.stars = append(sc.stars, from)
					}
					continue
				}
				local := n.Name
				if n.Alias != "" {
					local = n.Alias
				}
				set(local, &binding{kind: bImport, mod: from, name: n.Name, variable: imp.Declaration})
			}
		case s.Kind == ir.Simple && len(s.Defs) == 1 && !s.Defs[0].May && !strings.Contains(s.Defs[0].Path, "."):
			name := s.Defs[0].Path
			if s.Alias != "" {
				set(name, &binding{kind: bAlias, target: s.Alias})
			} else if len(s.Uses) == 1 && s.Uses[0].Call >= 0 && s.Calls[s.Uses[0].Call].Callee != "" {
				set(name, &binding{kind: bInst, target: s.Calls[s.Uses[0].Call].Callee})
			} else {
				set(name, &binding{kind: bVar})
			}
		default:
			for _, d := range s.Defs {
				if !d.May && !strings.Contains(d.Path, ".") {
					set(d.Path, &binding{kind: bVar})
				}
			}
		}
	})
}

// boundMethodCall rewrites a call through a name that holds a bound
// method (add = out.append, then add(x)) as the method call it is
// (out.append(x)): the object the method was taken from is its receiver,
// which a mutator or a method assigning through self may-defines (rule
// 4; put = self.items.append may-defines the path self.items). Only a
// name whose binding in sc is such an alias (the scope's flow-insensitive
// binding, which every call through an alias resolves by), whose object
// is a variable of sc or an attribute of one (not a module, class or
// function: join = path.join stays a call of a function), is rewritten;
// the call then reads the object where it is made. Calling it again on
// a rewritten call changes nothing.
func (r *resolver) boundMethodCall(sc *scope, c *ir.Call) {
	if c.Callee == "" || strings.Contains(c.Callee, ".") || c.RecvPath != "" || c.Method != "" || c.Implicit != "" || c.Super {
		return
	}
	b, ok := sc.bindings[c.Callee]
	if !ok || b.kind != bAlias || b.param || sc.globals[c.Callee] || sc.nonlocal[c.Callee] {
		return
	}
	i := strings.LastIndex(b.target, ".")
	if i < 0 {
		return
	}
	recv, m := b.target[:i], b.target[i+1:]
	x, attr, _ := strings.Cut(recv, ".")
	if strings.Contains(attr, ".") || !sc.locals[x] {
		return // an access path is at most name.attr (rule 2)
	}
	if t := r.lookup(sc, x, 0); t.kind != bVar && !t.inst {
		return
	}
	c.Callee, c.Method, c.RecvPath = b.target, m, recv
	c.Receiver = []ir.Ref{ir.PathRef(recv)}
}

// stableName reports whether name, as seen from sc, is bound only by a def,
// class or import statement (not a parameter or an assignment): a call
// through such a name needs no data dependence on the binding, the call
// edge stands for it.
func (r *resolver) stableName(sc *scope, name string) bool {
	for cur := sc; cur != nil; cur = cur.parent {
		if cur != sc && cur.fn.Kind == ir.ClassScope {
			continue
		}
		if b, ok := cur.bindings[name]; ok {
			switch b.kind {
			case bFunc, bClass, bModule:
				return !b.param && !b.variable && !(b.rebound && !sem(sc).ResolvesFunctionValues())
			case bImport:
				return !b.param && !b.variable && r.stableImport(b, 0)
			}
			return false
		}
	}
	return true // builtins
}

// declaredImport reports whether name is bound in sc by an import that is
// a variable declaration (ir.ImportInfo.Declaration: JavaScript's
// const m = require('./m')).
func (r *resolver) declaredImport(sc *scope, name string) bool {
	for cur := sc; cur != nil; cur = cur.parent {
		if cur != sc && cur.fn.Kind == ir.ClassScope {
			continue
		}
		if b, ok := cur.bindings[name]; ok {
			return b.variable && (b.kind == bImport || b.kind == bModule)
		}
	}
	return false
}

// stableImport reports whether the name an import binding b takes from a
// module of the repository is bound there by a def, a class, a module or
// another such import, not by an assignment (load = read_rows): a call
// through an imported alias reads the alias, as one in its own module
// does. A name from outside the repository is stable.
func (r *resolver) stableImport(b *binding, depth int) bool {
	ms := r.modules[b.mod]
	if ms == nil || depth > 20 {
		return true
	}
	src, ok := ms.bindings[exportedName(ms, b.name)]
	if !ok {
		return true // a submodule, or a name from a star import
	}
	switch src.kind {
	case bFunc, bClass, bModule:
		return !src.variable
	case bImport:
		return !src.variable && r.stableImport(src, depth+1)
	}
	return false
}

// lookup resolves a plain name in the scope chain of sc (class bodies are
// skipped for names used inside their methods: the IR's scoping rule, see
// package ir).
func (r *resolver) lookup(sc *scope, name string, depth int) target {
	if depth > 20 {
		return target{}
	}
	cur := sc
	for cur != nil {
		if cur.globals[name] {
			cur = r.moduleOf(cur)
			if b, ok := cur.bindings[name]; ok {
				return r.fromBinding(cur, b, depth)
			}
			break
		}
		if b, ok := cur.bindings[name]; ok && (cur == sc || cur.fn.Kind != ir.ClassScope) {
			return r.fromBinding(cur, b, depth)
		}
		cur = cur.parent
	}
	if ms := r.siblingOwner(r.moduleOf(sc), name); ms != nil {
		return r.fromBinding(ms, ms.bindings[name], depth+1)
	}
	if ms := r.starOwner(r.moduleOf(sc), name, depth); ms != nil {
		return r.fromBinding(ms, ms.bindings[name], depth+1)
	}
	if sem(sc).Builtin(name) {
		return target{kind: bFunc, qname: "<builtin>." + name}
	}
	return target{}
}

// importedVariable returns the module scope and the name of the
// module-level variable that name, bound at the top level of module scope
// ms by a from-import (from m import NAME, import { NAME } from 'm'),
// denotes in a module of the repository, through renaming exports,
// wildcard re-exports and further imports; nil when the import binds a
// function, a class, a module, a name from outside the repository, or
// name is no such import.
func (r *resolver) importedVariable(ms *scope, name string, depth int) (*scope, string) {
	if ms == nil || depth > 20 {
		return nil, ""
	}
	b, ok := ms.bindings[name]
	if !ok || b.kind != bImport {
		return nil, ""
	}
	os := r.modules[b.mod]
	if os == nil {
		return nil, ""
	}
	n := exportedName(os, b.name)
	ob, ok := os.bindings[n]
	if !ok {
		so := r.starOwner(os, n, depth+1)
		if so == nil {
			return nil, ""
		}
		os, ob = so, so.bindings[n]
	}
	switch ob.kind {
	case bImport:
		return r.importedVariable(os, n, depth+1)
	case bFunc, bClass, bModule:
		return nil, ""
	}
	return os, n
}

// starOwner finds the module of the repository that binds name and that
// module mod imports with "from m import *" (directly or through the
// wildcard imports of that module; the last import wins, as at run time).
// Names the language does not export (ir.Semantics.Exported: in Python
// those starting with an underscore; __all__ is not read) are not bound.
func (r *resolver) starOwner(mod *scope, name string, depth int) *scope {
	if mod == nil || depth > 20 || !sem(mod).Exported(name) {
		return nil
	}
	for i := len(mod.stars) - 1; i >= 0; i-- {
		ms := r.modules[mod.stars[i]]
		if ms == nil || ms == mod {
			continue
		}
		if _, ok := ms.bindings[name]; ok {
			return ms
		}
		if found := r.starOwner(ms, name, depth+1); found != nil {
			return found
		}
	}
	return nil
}

func (r *resolver) moduleOf(sc *scope) *scope {
	for sc.parent != nil {
		sc = sc.parent
	}
	return sc
}

func (r *resolver) fromBinding(sc *scope, b *binding, depth int) target {
	switch b.kind {
	case bFunc, bClass, bModule:
		return target{kind: b.kind, qname: b.target}
	case bImport:
		return r.member(b.mod, b.name, depth+1)
	case bAlias:
		parts := strings.Split(b.target, ".")
		if parts[0] == "" {
			return target{}
		}
		t := r.lookup(sc, parts[0], depth+1)
		for _, p := range parts[1:] {
			t = r.attr(t, p, depth+1)
		}
		return t
	case bInst:
		t := r.resolveDotted(sc, b.target, depth+1)
		if t.kind == bClass {
			return target{kind: bClass, qname: t.qname, inst: true}
		}
		if t.kind == bModule && t.guess && sem(sc).ClassLike(t.qname) {
			return target{kind: bModule, qname: t.qname, guess: true, inst: true} // an instance of an external class
		}
	}
	return target{}
}

// exportedName is the name module scope ms binds for name as importers
// ask for it: the local name an export list renames to name
// (ir.File.Exports), else name.
func exportedName(ms *scope, name string) string {
	for _, e := range ms.file.Exports {
		if e.Alias == name {
			return e.Name
		}
	}
	return name
}

// member resolves attribute name of module mod: a submodule, a symbol bound
// at the module's top level (under the local name an export list renames,
// exportedName), or (for modules outside the repository) the external name
// mod.name.
func (r *resolver) member(mod, name string, depth int) target {
	if depth > 20 {
		return target{}
	}
	sub := mod + "." + name
	if mod == "" {
		sub = name
	}
	if ms, ok := r.modules[mod]; ok {
		name = exportedName(ms, name)
		if sib := r.siblingOwner(ms, name); sib != nil {
			if _, own := ms.bindings[name]; !own {
				ms = sib
			}
		}
		if b, ok := ms.bindings[name]; ok {
			t := r.fromBinding(ms, b, depth+1)
			if t.kind != bVar || t.qname != "" {
				return t
			}
		}
		if _, ok := r.modules[sub]; ok {
			return target{kind: bModule, qname: sub}
		}
		if _, own := ms.bindings[name]; !own {
			// Re-exported by a wildcard: export * from m, from m import *.
			if so := r.starOwner(ms, name, depth+1); so != nil {
				return r.fromBinding(so, so.bindings[name], depth+1)
			}
		}
		return target{}
	}
	if _, ok := r.modules[sub]; ok {
		return target{kind: bModule, qname: sub}
	}
	return target{kind: bModule, qname: sub, guess: true} // external: keep the dotted name
}

// attr resolves t.name.
func (r *resolver) attr(t target, name string, depth int) target {
	switch t.kind {
	case bModule:
		return r.member(t.qname, name, depth)
	case bClass:
		if c := r.classes[t.qname]; c != nil {
			if !t.inst {
				// Through the class: its static members first.
				for _, k := range r.mro(c) {
					if m := k.statics[name]; m != nil {
						return target{kind: bFunc, qname: m.fn.QName, fn: m}
					}
				}
			}
			if m := r.method(c, name, nil); m != nil {
				return target{kind: bFunc, qname: m.fn.QName, inst: t.inst, fn: m}
			}
			// A class nested in the class body (A.B), along the MRO.
			for _, k := range r.mro(c) {
				if nested := k.sc.children[name]; nested != nil && nested.class != nil {
					return target{kind: bClass, qname: nested.fn.QName}
				}
			}
			if base := r.inheritedFrom(c, name); base != "" {
				return target{kind: bModule, qname: base + "." + name, guess: true} // inherited from outside
			}
		}
	}
	return target{}
}

// isModule reports whether access path p, used in sc, names a module: a
// name bound by "import m" or "import m as n", or a module of the
// repository. An attribute of a module outside the repository may be any
// object, so it is not taken for a module.
func (r *resolver) isModule(sc *scope, p string) bool {
	t := r.resolveDotted(sc, p, 0)
	return t.kind == bModule && !t.guess
}

// resolveDotted resolves a name chain like "a.b.c" in scope sc.
func (r *resolver) resolveDotted(sc *scope, dotted string, depth int) target {
	parts := strings.Split(dotted, ".")
	t := r.lookup(sc, parts[0], depth)
	for _, p := range parts[1:] {
		if t.kind == 0 && t.qname == "" {
			return t
		}
		t = r.attr(t, p, depth)
	}
	return t
}

// method looks name up along the MRO of c, starting after skip when skip is
// not nil (super()).
func (r *resolver) method(c *classInfo, name string, skip *classInfo) *scope {
	mro := r.mro(c)
	start := 0
	if skip != nil {
		for i, k := range mro {
			if k == skip {
				start = i + 1
			}
		}
	}
	for _, k := range mro[start:] {
		if m, ok := k.methods[name]; ok {
			return m
		}
	}
	return nil
}

// mro returns the method resolution order of c over the classes of the
// repository (bases outside the repository are left out), as c's language
// linearizes it (ir.Semantics.Linearize: Python's C3); where the language
// gives none or finds the hierarchy inconsistent, depth-first
// left-to-right order without duplicates.
func (r *resolver) mro(c *classInfo) []*classInfo {
	if c.done {
		return c.mro
	}
	c.done = true // guards against cyclic hierarchies
	c.mro = []*classInfo{c}
	// Classes are numbered for the language: c is 0, then as met.
	ids := map[*classInfo]int{c: 0}
	classes := []*classInfo{c}
	id := func(k *classInfo) int {
		if i, ok := ids[k]; ok {
			return i
		}
		ids[k] = len(classes)
		classes = append(classes, k)
		return ids[k]
	}
	bases := make([]int, len(c.bases))
	for i, b := range c.bases {
		bases[i] = id(b)
	}
	order := func(i int) []int {
		var out []int
		for _, k := range r.mro(classes[i]) {
			out = append(out, id(k))
		}
		return out
	}
	if lin, ok := sem(c.sc).Linearize(0, bases, order); ok {
		out := make([]*classInfo, len(lin))
		for i, k := range lin {
			out[i] = classes[k]
		}
		c.mro = out
		return out
	}
	seen := map[*classInfo]bool{c: true}
	out := []*classInfo{c}
	var dfs func(k *classInfo)
	dfs = func(k *classInfo) {
		for _, b := range k.bases {
			if !seen[b] {
				seen[b] = true
				out = append(out, b)
				dfs(b)
			}
		}
	}
	dfs(c)
	c.mro = out
	return out
}

// callee is the resolution of one call.
type callee struct {
	call int  // index of the call in its statement (a call may have several callees)
	dyn  bool // found by points-to (pointsto.go), not by the bindings
	// live marks one of the definitions of the name the bindings resolve
	// (liveDefs: def f in both branches of an if): found by the bindings
	// as much as the last, so the call does not read the name.
	live  bool
	sc    *scope // function in the repository, or nil
	ext   string // qname of a builtin, external or unresolved callee when sc is nil
	kind  string // builtin | external | unresolved (when sc is nil)
	bound bool   // the first parameter is bound implicitly (self/cls or the new object)
	recv  bool   // ...and bound to the call's receiver expression
	ctor  bool   // a class instantiation: the result is the new object (self)
	class string // qname of the instantiated class when ctor (also when it has no __init__)
	// unseen is a function called that gets no call site (sc nil): a
	// lambda (kind "lambda"), whose uses are kept on the statement holding
	// it, or a function a builtin calls (callback; map(f, xs)). To the
	// dependence graph the call is one it cannot see into (rule 11); only
	// the call graph records it.
	unseen *scope
	// callback marks a function that a builtin the call names calls
	// (ir.Semantics.CallsArguments), found by points-to.
	callback bool
	// extInit is the __init__ of an external base that an instantiation
	// of a class of the repository defining no __init__ runs: a second
	// call-graph edge of the call, outside the repository.
	extInit string
	// mutates marks a call outside the repository of a built-in
	// container's mutating method (rule 4): it may-defines the receiver's
	// access path. A module's function of that name (os.remove) does not.
	mutates bool
}

// resolveCall resolves call c made in scope sc.
func (r *resolver) resolveCall(sc *scope, c *ir.Call) callee {
	if c.Callee == "" {
		name := c.Method
		if name == "" {
			name = "?"
		}
		return callee{ext: "<unresolved>." + name, kind: "unresolved"}
	}
	if c.Target != "" {
		if m := r.byQName[c.Target]; m != nil {
			return r.funcCallee(m, true, true)
		}
	}
	if c.Super {
		if cls := enclosingClass(sc); cls != nil {
			if m := r.method(cls, c.Method, cls); m != nil {
				return r.funcCallee(m, true, true)
			}
		}
		return callee{ext: "<unresolved>." + c.Callee, kind: "unresolved"}
	}
	parts := strings.Split(c.Callee, ".")
	// cls(...) inside a classmethod instantiates the class.
	if len(parts) == 1 && sc.ofClass != nil && sc.fn.ClassM && len(sc.fn.Params) > 0 && parts[0] == sc.fn.Params[0].Name {
		return r.ctorCallee(sc.ofClass)
	}
	// self.m() / cls.m() inside a method
	if len(parts) == 2 && sc.ofClass != nil && len(sc.fn.Params) > 0 && parts[0] == sc.fn.Params[0].Name && !sc.fn.Static {
		if m := r.method(sc.ofClass, parts[1], nil); m != nil {
			return r.funcCallee(m, true, true)
		}
		if base := r.inheritedFrom(sc.ofClass, parts[1]); base != "" {
			return callee{ext: base + "." + parts[1], kind: "external"} // points-to adds a subclass's override
		}
		return callee{ext: "<unresolved>." + c.Callee, kind: "unresolved"}
	}
	var t target
	if len(parts) > 1 && parts[0] == "this" && sc.ofClass != nil && sc.fn.Static && sem(sc).StaticsApart() {
		// this.m() in a static method of a JavaScript class: this is the
		// class, so m is looked up as C.m() would be, statics first
		// (golden/js/RULES.md rule 10; js-v76/20).
		t = target{kind: bClass, qname: sc.ofClass.sc.fn.QName}
	} else {
		t = r.lookup(sc, parts[0], 0)
	}
	for _, p := range parts[1:] {
		if t.kind == bVar {
			break
		}
		t = r.attr(t, p, 0)
	}
	switch t.kind {
	case bFunc:
		if strings.HasPrefix(t.qname, "<builtin>.") {
			return callee{ext: t.qname, kind: "builtin"}
		}
		m := t.fn
		if m == nil {
			m = r.byQName[t.qname]
		}
		if m != nil {
			viaInstance := t.inst
			bound := viaInstance || m.fn.ClassM
			return r.funcCallee(m, bound, bound && len(parts) > 1)
		}
	case bClass:
		if t.inst {
			break
		}
		if cls := r.classes[t.qname]; cls != nil {
			return r.ctorCallee(cls)
		}
	case bModule:
		if t.qname != "" && r.modules[t.qname] == nil && !strings.HasPrefix(t.qname, "<") {
			if t.inst {
				return callee{ext: t.qname + "." + sem(sc).CallMethod(), kind: "external"} // calling an instance
			}
			return callee{ext: t.qname, kind: "external"}
		}
	}
	return callee{ext: "<unresolved>." + c.Callee, kind: "unresolved"}
}

// ctorCallee is the callee of an instantiation of cls: its __init__ along
// the MRO, or the class itself when the repository defines none, which
// then also reaches the __init__ of an external base (extInit).
func (r *resolver) ctorCallee(cls *classInfo) callee {
	q := cls.sc.fn.QName
	if init := r.constructor(cls); init != nil {
		cl := r.funcCallee(init, true, false)
		cl.ctor, cl.class = true, q
		return cl
	}
	cl := callee{ext: q, kind: "class", ctor: true, class: q}
	if base := r.extBase(cls); base != "" {
		cl.extInit = base + "." + sem(cls.sc).Constructor()
	}
	return cl
}

// constructor is the method an instantiation of cls runs on the new object
// (ir.Semantics.Constructor: __init__), along the MRO, or nil.
func (r *resolver) constructor(cls *classInfo) *scope {
	name := sem(cls.sc).Constructor()
	if name == "" {
		return nil
	}
	return r.method(cls, name, nil)
}

// callMethod is the method calling an instance of cls runs
// (ir.Semantics.CallMethod: __call__), along the MRO, or nil.
func (r *resolver) callMethod(cls *classInfo) *scope {
	name := sem(cls.sc).CallMethod()
	if name == "" {
		return nil
	}
	return r.method(cls, name, nil)
}

func (r *resolver) funcCallee(m *scope, bound, recv bool) callee {
	if m.fn.Static {
		bound, recv = false, false
	}
	return callee{sc: m, bound: bound, recv: recv}
}

func enclosingClass(sc *scope) *classInfo {
	for cur := sc; cur != nil; cur = cur.parent {
		if cur.ofClass != nil {
			return cur.ofClass
		}
	}
	return nil
}

// binding of one parameter at a call site.
type argBind struct {
	param int
	uses  []ir.Ref
	path  string // the argument's access path when exactly one plain argument binds the parameter
	n     int    // number of arguments bound to it
	cnst  string // the argument's constant (ir.Arg.Const) when exactly one plain argument binds the parameter
	// mayDefault: an unpacked argument (which may hold too few values) or
	// JavaScript's undefined binds the parameter, so its default may be
	// the value bound (rule 5).
	mayDefault bool
	// keys are the keys an object literal writes out (ir.Arg.Keys) when
	// exactly one plain argument binds the parameter and it is an object
	// literal without spread (ir.Arg.Spread); nil otherwise. Only those
	// keys are sure to be supplied, so only their defaults in the callee's
	// pattern are overridden (linkKeyDefaults).
	keys []string
}

// bindArgs binds the arguments of c to the parameters of cl.sc by the IR's
// argument binding rule (package ir: positional in order, keywords by
// name, surplus into the Star 1 and Star 2 parameters, an unpacked
// argument conservatively to every parameter still unbound, a keyword
// unpacking also to those only a positional unpacking binds:
// f(value, *args, **kwargs) may pass places in either).
func bindArgs(cl callee, c *ir.Call) []argBind {
	params := cl.sc.fn.Params
	binds := map[int]*argBind{}
	loose := map[int]bool{} // parameters bound by unpacked arguments only
	add := func(i int, a ir.Arg) {
		b := binds[i]
		if b == nil {
			b = &argBind{param: i}
			binds[i] = b
			loose[i] = a.Star != 0
		} else if a.Star == 0 {
			loose[i] = false
		}
		b.uses = append(b.uses, a.Uses...)
		b.mayDefault = b.mayDefault || a.Star != 0 || a.Undefined
		b.n++
		if b.n == 1 && a.Star == 0 {
			b.path, b.cnst = a.Path, a.Const
			if a.Object && !a.Spread {
				b.keys = a.Keys
			}
		} else {
			b.path, b.cnst, b.keys = "", "", nil
		}
	}
	next := 0
	if cl.bound && len(params) > 0 {
		next = 1
		if cl.recv {
			add(0, ir.Arg{Uses: c.Receiver, Path: c.RecvPath})
		} else {
			binds[0] = &argBind{param: 0}
		}
	}
	starParam, kwParam := -1, -1
	for i, p := range params {
		switch p.Star {
		case 1:
			starParam = i
		case 2:
			kwParam = i
		}
	}
	bound := func(i int) bool { _, ok := binds[i]; return ok }
	for _, a := range c.Args {
		switch {
		case a.Star == 1:
			for i := next; i < len(params); i++ {
				if !bound(i) && params[i].Star == 0 && !params[i].KeywordOnly {
					add(i, a)
				}
			}
			if starParam >= 0 {
				add(starParam, a)
			}
		case a.Star == 2:
			for i := next; i < len(params); i++ {
				if (!bound(i) || loose[i]) && params[i].Star == 0 {
					add(i, a)
				}
			}
			if kwParam >= 0 {
				add(kwParam, a)
			}
		case a.Keyword != "":
			done := false
			for i, p := range params {
				if p.Name == a.Keyword && p.Star == 0 {
					add(i, a)
					done = true
					break
				}
			}
			if !done && kwParam >= 0 {
				add(kwParam, a)
			}
		default:
			for next < len(params) && (params[next].Star != 0 || params[next].KeywordOnly || bound(next)) {
				if params[next].Star == 1 {
					break
				}
				next++
			}
			if next < len(params) && params[next].Star == 0 && !params[next].KeywordOnly {
				add(next, a)
				next++
			} else if starParam >= 0 {
				add(starParam, a)
			}
		}
	}
	out := make([]argBind, 0, len(binds))
	for i := range params {
		if b, ok := binds[i]; ok {
			out = append(out, *b)
		}
	}
	return out
}

// classesNamed returns the classes of every class statement of the
// qualified name qname, in source order (classes holds the first only):
// a module may define one name by two class statements, one per branch of
// an if.
func (r *resolver) classesNamed(qname string) []*classInfo {
	var out []*classInfo
	for _, sc := range r.byQNameAll[qname] {
		if sc.class != nil && !slices.Contains(out, sc.class) {
			out = append(out, sc.class)
		}
	}
	if c := r.classes[qname]; c != nil && !slices.Contains(out, c) {
		out = append(out, c)
	}
	return out
}
