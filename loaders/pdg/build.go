package pdg

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/schema"
)

// Options configures Build.
type Options struct {
	// Tokens counts the tokens of a text (statement and function token
	// counts). Nil counts nothing.
	Tokens func(string) int
	// Cancelled, when set, is asked between scopes and between phases;
	// once it reports true Build stops and returns a partial graph, which
	// the caller must discard (Ctrl-C during an index run).
	Cancelled func() bool
}

// retKey is the formal-out / actual-out key of the returned value; other keys
// are parameter indices.
const retKey = -1

// resultKey is the formal-out / actual-out key of result position k of a
// function with several results (ir.Func.Results).
func resultKey(k int) int { return -2 - k }

// defaultKey is the formal-out / actual-out key of the default value of
// parameter k, when its language evaluates it at the call
// (ir.Semantics.DefaultsAtCall; linkDefaults).
func defaultKey(k int) int { return -1<<20 - k }

// cellKey is the formal-out / actual-out key of the cell j of parameter
// k's callbacks (scope.cbCells): what the closures passed in write to
// that cell comes back at the call that passed them.
func cellKey(k, j int) int { return 1<<20 + k<<10 + j }

// attrKey is the key of the parameter-out of parameter k's attribute
// scope.outAttrs[k][j] (and of its actual-outs).
func attrKey(k, j int) int { return 1<<22 + k<<10 + j }

// MaxAttrOuts is the most attributes of one parameter that get a
// parameter-out each; a function defining more has one for the whole
// object (a reset() assigning twenty attributes of self would otherwise
// give each of its call sites twenty actual-outs).
const MaxAttrOuts = 8

// isConstructor reports whether sc is a method an instantiation of its
// class runs on the new object (ir.Semantics.Constructor: __init__).
func isConstructor(sc *scope) bool {
	if sc.ofClass == nil {
		return false
	}
	name := sem(sc.ofClass.sc).Constructor()
	return name != "" && sc.fn.Name == name
}

// attrOf returns the attribute an access path names under its root
// (level for self.level), "" for a plain name.
func attrOf(path string) string {
	_, rest, ok := strings.Cut(path, ".")
	if !ok {
		return ""
	}
	attr, _, _ := strings.Cut(rest, ".")
	return attr
}

// resultVar names result position k's formal-out and actual-out.
func resultVar(k int) string { return fmt.Sprintf("%s#%d", schema.ReturnVar, k) }

type fnVerts struct {
	entry     int64
	formalIn  []int64
	formalOut map[int]int64
	// cellIn maps (parameter k, cell j of scope.cbReads[k]) to the index
	// in formalIn of the cell's formal-in, which follows the parameters'
	// and the captured names' (and is also the key of its actual-ins).
	cellIn  map[[2]int]int
	defStmt int64
}

// site is one call to a function of the repository.
type site struct {
	caller *scope
	callee *scope
	sid    int64 // the call's statement
	call   int64
	ai     map[int]int64
	// omitted are the parameters no argument binds: their actual-ins read
	// nothing, so they get no summary edges (nothing reaches them to carry
	// into the callee's results), unless a default evaluated at the call
	// feeds them (linkDefaults).
	omitted map[int]bool
	// defaulted are the parameters whose default may be the value this
	// call binds: those left out, those an unpacked argument binds, those
	// JavaScript's undefined binds (rule 5).
	defaulted map[int]bool
	// keys are, per parameter an object literal without spread binds, the
	// keys it writes out (ir.Arg.Keys): the defaults of those keys in the
	// callee's object pattern are not the values this call binds
	// (linkKeyDefaults).
	keys map[int][]string
	ao   map[int]int64
}

// paramDefault is the vertex of a def statement that reads a parameter's
// default value (rule 5: a use on the def line), in the scope holding the
// def. Its edges are added once every call site is built, only when a
// call may leave the default as the value bound or the function has no
// call site in the repository (linkDefaults). When the language evaluates
// a default at the call (atCall), params are the parameters before it
// that it reads, which the vertex does not read (they are not bound where
// the def stands), and vertex is 0 when it reads nothing else.
type paramDefault struct {
	fn     *scope
	param  int
	vertex int64
	atCall bool
	params []int
}

// keyDefault is a default inside a parameter's object pattern (ir.Stmt.
// KeyDefault) in function fn's body: vertex reads the default value, stmt
// is the vertex of the statement rebinding the names it defaults. The
// data edge between them is added once every call site is built, only
// when a call may leave the key undefined or fn has no call site in the
// repository (linkKeyDefaults).
type keyDefault struct {
	fn     *scope
	param  int
	key    string
	vertex int64
	stmt   int64
}

type defRec struct {
	vertex int64
	path   string
	root   string
	may    bool
	// export: a definition of the module's export path (ir.Def.Export),
	// for importers only: it reaches no use in its module and kills
	// nothing (may is set too).
	export bool
	// static: a static member's definition in a class body (ir.Def.Static),
	// which a read through an instance does not see.
	static bool
}

type pendingUse struct {
	sc     *scope
	vertex int64
	path   string
}

type pendingImport struct {
	vertex int64
	mod    string
	name   string
	// sc is the importing scope and alias the name the import binds.
	sc    *scope
	alias string
}

// importBound is the name a from-import binds for nm: its alias, or the
// name itself.
func importBound(nm ir.ImportName) string {
	if nm.Alias != "" {
		return nm.Alias
	}
	return nm.Name
}

// edgeKey identifies a dependence edge; kind indexes schema.Kinds and v the
// builder's interned variable names (hashing two strings per edge cost more
// than building the rest of the graph).
type edgeKey struct {
	from, to int64
	kind     uint8
	v        int32
}

var kindIndex = func() map[string]uint8 {
	m := map[string]uint8{}
	for i, k := range schema.Kinds {
		m[k] = uint8(i)
	}
	return m
}()

type builder struct {
	r      *resolver
	opt    Options
	g      *schema.Graph
	scopes []*scope
	// lambdas are the scopes of lambda expressions (ir.Stmt.Lambdas): they
	// take part in call resolution and the call graph, not in the
	// dependence graph, so they are kept apart from scopes.
	lambdas  []*scope
	verts    map[*scope]*fnVerts
	ext      map[string]int64
	nextID   int64 // Func ids
	nextStmt int64
	nextV    int64
	vfunc    []int64   // vertex id -> func id
	edges    []edgeKey // appended freely, deduplicated by sorting (dedupEdges)
	vars     []string
	varID    map[string]int32
	calls    map[*ir.Stmt][]callee
	stmtIDs  map[*ir.Stmt]int64
	lineOffs map[*ir.File][]int
	srcs     map[*ir.File]string // each file's source, converted once

	moduleDefs   map[*scope]map[string][]defRec   // module scope -> root -> defs at module level
	globalWrites map[*scope]map[string][]defRec   // module scope -> root -> defs in functions declaring it global
	closureDefs  map[*scope]map[string][]defRec   // nested scope -> root -> defs of the parent reaching its def/calls
	classDefs    map[*scope]map[string][]defRec   // class body scope -> name -> its definitions
	captAtDef    map[*scope]map[string][]defRec   // nested function -> captured name -> defs reaching its def
	assigned     map[*scope]map[string][]*ir.Stmt // memo of closureOrigin: scope -> name -> statements assigning it
	pendingAttrs []pendingUse                     // uses of self.attr / cls.attr in methods
	// selfClasses are, per method, the classes whose instances reach its
	// self by points-to, when they are all known and subclasses of the
	// method's class (pointsto.go).
	selfClasses map[*scope][]*classInfo
	pending     []pendingUse
	// deferred are the data edges, found by reaching definitions, of a
	// module-level name inside module code or a function declaring it
	// global: a call that must-write the name between the definition and
	// the use kills the definition, which is known only once every scope
	// is built (resolvePending).
	deferred []deferredEdge
	imports  []pendingImport
	// importsOf indexes imports by module and name (linkClassAttrWrites).
	importsOf map[[2]string][]pendingImport
	sites     map[*scope][]*site // callee -> its call sites
	defaults  []paramDefault
	// keyDefaults are the defaults of keys of parameters' object patterns
	// (linkKeyDefaults).
	keyDefaults []keyDefault
	// capturedIn are the actual-ins of captured names (rule 6): what a
	// called closure reads when it runs, not when its call is evaluated.
	capturedIn map[int64]bool
	ord        *order // may a global write run before a read (order.go)
	scopeByID  map[int64]*scope
	// wrapped are the def and class statements whose decorator resolves to
	// a function of the repository: their name (or, for a method, the
	// class attribute) holds the decorator's result, not the function
	// (unwrapDecorated); wrappedMethods are those methods.
	wrapped map[*ir.Stmt]bool
	// wrappedNames are the names the wrapped def statements bind (a
	// function's or a method's): a call through one reads no definition
	// of the name (the def line is a call site of its decorator).
	wrappedNames   map[string]bool
	wrappedMethods map[*scope]bool
	// getters are the property getters, propAttrs the names each class
	// body defines as a property (propertyReads).
	getters map[*ir.Func]bool
	// setters are the property setters (@x.setter); accessors holds, per
	// class scope and property name, its getter [0] and setter [1].
	setters   map[*ir.Func]bool
	accessors map[*scope]map[string][2]*ir.Func
	propAttrs map[*scope]map[string]bool
	// liveMemo holds liveDefs's answers by qualified name.
	liveMemo map[string][]*scope
}

// Build turns parsed files into the system dependence graph stored by the
// index. Files must have distinct module names.
func Build(files []*ir.File, opt Options) *schema.Graph {
	b := &builder{
		r:     &resolver{modules: map[string]*scope{}, pkgs: map[string][]*scope{}, byQName: map[string]*scope{}, byQNameAll: map[string][]*scope{}, byFunc: map[*ir.Func]*scope{}, classes: map[string]*classInfo{}},
		opt:   opt,
		g:     &schema.Graph{},
		verts: map[*scope]*fnVerts{},
		ext:   map[string]int64{},

		vars:         []string{""},
		varID:        map[string]int32{"": 0},
		calls:        map[*ir.Stmt][]callee{},
		stmtIDs:      map[*ir.Stmt]int64{},
		lineOffs:     map[*ir.File][]int{},
		srcs:         map[*ir.File]string{},
		moduleDefs:   map[*scope]map[string][]defRec{},
		globalWrites: map[*scope]map[string][]defRec{},
		closureDefs:  map[*scope]map[string][]defRec{},
		classDefs:    map[*scope]map[string][]defRec{},
		captAtDef:    map[*scope]map[string][]defRec{},
		sites:        map[*scope][]*site{},
		scopeByID:    map[int64]*scope{},
		vfunc:        []int64{0},
	}
	b.ord = &order{b: b, cfgs: map[*scope]*CFG{}}
	stop := func() bool { return opt.Cancelled != nil && opt.Cancelled() }
	b.makeScopes(files)
	b.propertyReads()
	b.resolveCalls()
	b.reboundParams()
	// Parameter-outs and captured names feed each other (a nested
	// function's may-definition of an enclosing parameter modifies it).
	for more := true; more; {
		more = b.paramOuts()
		more = b.captures() || more
	}
	b.makeFormals()
	for i, sc := range b.scopes {
		if i%64 == 0 && stop() {
			return b.g
		}
		b.buildScope(sc)
	}
	if stop() {
		return b.g
	}
	b.lambdaCalls()
	b.linkDefaults()
	b.linkKeyDefaults()
	b.linkCallOrder()
	b.resolvePending()
	b.summaries()
	if stop() {
		return b.g
	}
	b.emitDeps()
	return b.g
}

func (b *builder) tokens(s string) int {
	if b.opt.Tokens == nil {
		return 0
	}
	return b.opt.Tokens(s)
}

func (b *builder) makeScopes(files []*ir.File) {
	for _, f := range files {
		offs := []int{0}
		for i, c := range f.Src {
			if c == '\n' {
				offs = append(offs, i+1)
			}
		}
		b.lineOffs[f] = offs
		b.srcs[f] = string(f.Src)
		var mk func(fn *ir.Func, parent *scope)
		mk = func(fn *ir.Func, parent *scope) {
			b.nextID++
			sc := &scope{fn: fn, file: f, id: b.nextID, parent: parent, bindings: map[string]*binding{},
				locals: map[string]bool{}, globals: map[string]bool{}, nonlocal: map[string]bool{},
				children: map[string]*scope{}, mut: map[int]bool{}}
			b.scopes = append(b.scopes, sc)
			b.scopeByID[sc.id] = sc
			b.r.byQName[fn.QName] = sc // the last definition wins
			b.r.byQNameAll[fn.QName] = append(b.r.byQNameAll[fn.QName], sc)
			b.r.byFunc[fn] = sc
			if parent == nil {
				if f.SharedModule {
					// One module of several files: the first file's scope
					// stands for the module (r.pkgScope), each file's
					// scope keeps its statements and imports.
					b.r.pkgs[fn.QName] = append(b.r.pkgs[fn.QName], sc)
					if _, ok := b.r.modules[fn.QName]; !ok {
						b.r.modules[fn.QName] = sc
					}
				} else {
					b.r.modules[fn.QName] = sc
				}
			} else {
				parent.children[fn.Name] = sc
			}
			if fn.Kind == ir.ClassScope {
				sc.class = &classInfo{sc: sc, methods: map[string]*scope{}}
				if old, dup := b.r.classes[fn.QName]; !dup {
					b.r.classes[fn.QName] = sc.class
				} else if f.SharedModule && old.sc.file.SharedModule {
					sc.class = old // a Go type's methods, declared in several files
				}
			}
			if parent != nil && parent.class != nil && fn.Kind == ir.FunctionScope {
				sc.ofClass = parent.class
				cls := parent.class
				if old := cls.methods[fn.Name]; sem(sc).StaticsApart() && (fn.Static || old != nil && old.fn.Static) {
					// A static method and an instance method of one name
					// are two members (ir.Semantics.StaticsApart).
					if fn.Static {
						if cls.statics == nil {
							cls.statics = map[string]*scope{}
						}
						cls.statics[fn.Name] = sc
					}
					if old == nil || old.fn.Static || !fn.Static {
						cls.methods[fn.Name] = sc
					}
				} else {
					cls.methods[fn.Name] = sc
				}
			}
			fn.Stmts(func(s *ir.Stmt) {
				if s.Func != nil {
					mk(s.Func, sc)
				}
			})
		}
		mk(f.Top, nil)
	}
	// Lambdas get their ids after every other scope, so that adding one
	// renumbers no def or class.
	for _, sc := range append([]*scope(nil), b.scopes...) {
		sc.fn.Stmts(func(s *ir.Stmt) {
			for _, l := range s.Lambdas {
				b.makeLambda(l, sc, s)
			}
		})
	}
	// When every module lives in one root package (the indexed directory has
	// an __init__.py), its modules are also reachable without the package
	// prefix, as code run from inside the directory imports them.
	firsts := map[string]bool{}
	for name := range b.r.modules {
		firsts[strings.SplitN(name, ".", 2)[0]] = true
	}
	if len(firsts) == 1 {
		for first := range firsts {
			if _, ok := b.r.modules[first]; ok {
				for name, ms := range b.r.modules {
					if suffix := strings.TrimPrefix(name, first+"."); suffix != name {
						if _, taken := b.r.modules[suffix]; !taken {
							b.r.modules[suffix] = ms
						}
					}
				}
			}
		}
	}
	// A module may be imported by other names too (ir.File.Aliases: a
	// module under a source root by its path, src.pkg.core).
	for _, sc := range b.scopes {
		if sc.parent != nil {
			continue
		}
		for _, alias := range sc.file.Aliases {
			if _, taken := b.r.modules[alias]; !taken && alias != "" && alias != sc.fn.QName {
				b.r.modules[alias] = sc
			}
		}
	}
	for _, sc := range b.allScopes() {
		sc.fn.Stmts(func(st *ir.Stmt) { sc.stmts = append(sc.stmts, st) })
		collectBindings(sc)
	}
	for _, sc := range b.scopes {
		if sc.class == nil {
			continue
		}
		for _, base := range sc.fn.Bases {
			t := b.r.resolveDotted(sc.parent, base, 0)
			if t.kind == bClass && !t.inst {
				if c := b.r.classes[t.qname]; c != nil && c != sc.class {
					sc.class.bases = append(sc.class.bases, c)
				}
			}
			if t.kind == bModule && t.guess && !t.inst && t.qname != "" && !strings.HasPrefix(t.qname, "<") {
				sc.class.extBases = append(sc.class.extBases, t.qname)
			}
		}
	}
	for _, sc := range b.scopes {
		kind := string(sc.fn.Kind)
		if sc.fn.IsMethod {
			kind = "method"
		}
		parent := int64(-1)
		if sc.parent != nil {
			parent = sc.parent.id
		}
		b.g.Funcs = append(b.g.Funcs, schema.Func{ID: sc.id, QName: sc.fn.QName, Name: sc.fn.Name, Kind: kind,
			File: sc.file.Path, Line: sc.fn.Span.Line, EndLine: sc.fn.Span.EndLine, Signature: sc.fn.Signature,
			Doc: sc.fn.Doc, DefStmt: -1, Parent: parent})
	}
	for _, sc := range b.lambdas {
		b.g.Funcs = append(b.g.Funcs, schema.Func{ID: sc.id, QName: sc.fn.QName, Name: sc.fn.Name, Kind: schema.LambdaKind,
			File: sc.file.Path, Line: sc.fn.Span.Line, EndLine: sc.fn.Span.EndLine, Signature: sc.fn.Signature,
			DefStmt: -1, Parent: sc.parent.id})
	}
}

// makeLambda makes the scope of lambda fn created by statement s of
// parent, and those of the lambdas in its body.
func (b *builder) makeLambda(fn *ir.Func, parent *scope, s *ir.Stmt) {
	b.nextID++
	sc := &scope{fn: fn, file: parent.file, id: b.nextID, parent: parent, bindings: map[string]*binding{},
		locals: map[string]bool{}, globals: map[string]bool{}, nonlocal: map[string]bool{},
		children: map[string]*scope{}, mut: map[int]bool{}, holder: s}
	if parent.holder != nil {
		sc.holder = parent.holder
	}
	b.lambdas = append(b.lambdas, sc)
	b.scopeByID[sc.id] = sc
	b.r.byQName[fn.QName] = sc
	b.r.byFunc[fn] = sc
	parent.children[fn.Name] = sc
	fn.Stmts(func(st *ir.Stmt) {
		for _, l := range st.Lambdas {
			b.makeLambda(l, sc, st)
		}
	})
}

// allScopes is every scope, lambdas last.
func (b *builder) allScopes() []*scope {
	return append(b.scopes[:len(b.scopes):len(b.scopes)], b.lambdas...)
}

// text returns lines first..last (1-based, inclusive) of f. It slices the
// file's source string: statements sharing a line share its text (10,000
// statements on one 200 KB line made 2 GB of copies).
func (b *builder) text(f *ir.File, first, last int) string {
	offs := b.lineOffs[f]
	if first < 1 {
		first = 1
	}
	if first > len(offs) {
		return ""
	}
	end := len(f.Src)
	if last < len(offs) {
		end = offs[last]
	}
	return strings.TrimRight(b.srcs[f][offs[first-1]:end], "\n")
}

// calleeID is the Func id of callee cl: its scope, its class when it
// instantiates one without an __init__, its lambda, or a Func of kind
// builtin, external or unresolved made for it.
func (b *builder) calleeID(cl callee) int64 {
	switch {
	case cl.sc != nil:
		return cl.sc.id
	case cl.unseen != nil:
		return cl.unseen.id
	case cl.ctor && b.r.byQName[cl.class] != nil:
		return b.r.byQName[cl.class].id
	}
	return b.extFunc(cl.ext, cl.kind)
}

// lambdaWrites returns the paths of names outside them that the lambdas s
// passes as arguments may-define (out.append(x), obj.x = v, a callee's
// parameter-out), as may-definitions made at s: a lambda has no graph of
// its own, and the call it is passed to (each(items, lambda x:
// out.append(x)), map(...)) is where it runs (rule 6). refs are what
// those calls' arguments read by name and the lambdas themselves (their
// held names), never a call's result.
func (b *builder) lambdaWrites(s *ir.Stmt) (out []string, refs []ir.Ref) {
	if len(s.Lambdas) == 0 {
		return nil, nil
	}
	add := func(lsc *scope, p string) {
		if p != "" && !ownsName(lsc, root(p)) && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	for ci := range s.Calls {
		n := len(out)
		for _, a := range s.Calls[ci].Args {
			for _, r := range a.Uses {
				k := r.Lambda()
				if k < 0 || k >= len(s.Lambdas) {
					continue
				}
				lsc := b.r.scopeOf(s.Lambdas[k])
				if lsc == nil {
					continue
				}
				for _, ls := range lsc.stmts {
					for _, d := range ls.Defs {
						if d.May || strings.Contains(d.Path, ".") {
							add(lsc, d.Path)
						}
					}
					for _, cl := range b.calls[ls] {
						c := &ls.Calls[cl.call]
						if cl.mutates {
							add(lsc, c.RecvPath)
						}
						if cl.sc == nil {
							continue
						}
						for _, ab := range bindArgs(cl, c) {
							if ab.path != "" && cl.sc.mut[ab.param] {
								add(lsc, ab.path)
							}
						}
					}
				}
			}
		}
		if len(out) > n {
			for _, a := range s.Calls[ci].Args {
				for _, r := range a.Uses {
					if r.IsPath() || r.Lambda() >= 0 {
						refs = append(refs, r)
					}
				}
			}
		}
	}
	return out, refs
}

// lambdaCalls adds the call-graph edges of the calls lambdas make. A
// lambda has no statements in the dependence graph: its edges name as
// their site the statement holding it (scope.holder).
func (b *builder) lambdaCalls() {
	for _, sc := range b.lambdas {
		site, ok := b.stmtIDs[sc.holder]
		if !ok {
			continue
		}
		for _, s := range sc.stmts {
			for _, cl := range b.calls[s] {
				if cl.sc == nil && !cl.ctor && s.Calls[cl.call].Implicit != "" {
					continue
				}
				b.g.Calls = append(b.g.Calls, schema.Call{Caller: sc.id, Callee: b.calleeID(cl), Site: site, Line: s.Calls[cl.call].Line})
				if cl.extInit != "" {
					b.g.Calls = append(b.g.Calls, schema.Call{Caller: sc.id, Callee: b.extFunc(cl.extInit, "external"), Site: site, Line: s.Calls[cl.call].Line})
				}
			}
		}
	}
}

func (b *builder) extFunc(qname, kind string) int64 {
	if id, ok := b.ext[qname]; ok {
		return id
	}
	b.nextID++
	b.ext[qname] = b.nextID
	name := qname[strings.LastIndexByte(qname, '.')+1:]
	b.g.Funcs = append(b.g.Funcs, schema.Func{ID: b.nextID, QName: qname, Name: name, Kind: kind, DefStmt: -1, Parent: -1})
	return b.nextID
}

func (b *builder) resolveCalls() {
	b.unwrapDecorated()
	all := b.allScopes()
	for _, sc := range all {
		for _, s := range sc.stmts {
			if len(s.Calls) == 0 {
				continue
			}
			cs := make([]callee, len(s.Calls))
			for i := range s.Calls {
				c := &s.Calls[i]
				b.r.boundMethodCall(sc, c)
				cs[i] = b.r.resolveCall(sc, c)
				cs[i].call = i
				if cs[i].sc != nil && !sem(sc).ResolvesFunctionValues() && c.Callee != "" && !strings.Contains(c.Callee, ".") && !b.r.stableName(sc, c.Callee) {
					// A function variable assigned again (Go's line :=
					// func...; line = other): the call reads it.
					cs[i] = callee{call: i, ext: "<unresolved>." + c.Callee, kind: "unresolved"}
				}
				if c.Implicit == ir.Decorate && cs[i].sc == nil && !(cs[i].ctor && b.r.classes[cs[i].class] != nil) {
					// A decorator from outside the repository (staticmethod,
					// functools.wraps, ...): no call.
					cs[i] = callee{call: i, ext: "<unresolved>." + c.Callee, kind: "unresolved"}
				}
				if c.Implicit == ir.Instantiate && !(cs[i].ctor && b.r.classes[cs[i].class] != nil) {
					cs[i] = callee{call: i, ext: "<unresolved>." + c.Callee, kind: "unresolved"}
				}
				cs[i].mutates = cs[i].sc == nil && sem(sc).MutatesReceiver(c.Method) && c.RecvPath != "" &&
					!b.r.isModule(sc, c.RecvPath)
				// super().m(...) passes the method's own self (or cls).
				if c := &s.Calls[i]; c.Super && len(sc.fn.Params) > 0 && sc.fn.IsMethod {
					self := sc.fn.Params[0].Name
					c.Receiver, c.RecvPath = []ir.Ref{ir.PathRef(self)}, self
				}
			}
			b.calls[s] = cs
		}
	}
	// Calls the bindings leave unresolved get the callees points-to finds.
	dyn := b.resolveDynamic()
	for _, sc := range all {
		for _, s := range sc.stmts {
			more := dyn[s]
			if len(more) == 0 {
				continue
			}
			var cs []callee
			values := sem(sc).ResolvesFunctionValues()
			for _, cl := range b.calls[s] {
				if extra, ok := more[cl.call]; ok {
					n := len(cs)
					for _, e := range extra {
						if !values && e.sc != nil && e.sc.ofClass == nil {
							// A function value reached through a parameter,
							// a field or a rebound variable: the call stays
							// unresolved (Go: golden/go/RULES.md rule 10).
							continue
						}
						e.call, e.dyn = cl.call, !e.live
						switch {
						case e.sc != nil && e.sc.fn.Lambda:
							e = callee{call: e.call, dyn: true, ext: e.sc.fn.QName, kind: schema.LambdaKind, unseen: e.sc}
						case e.sc != nil && e.callback:
							e = callee{call: e.call, dyn: true, ext: e.sc.fn.QName, kind: "function", unseen: e.sc}
						case e.callback:
							continue // a class a builtin instantiates: no edge to name
						}
						cs = append(cs, e)
					}
					if len(cs) == n && !values {
						// Every callee points-to found was skipped: the
						// call stays unresolved.
						if cl.sc != nil && cl.sc.ofClass == nil {
							c := &s.Calls[cl.call]
							cl = callee{call: cl.call, ext: "<unresolved>." + c.Callee, kind: "unresolved"}
						}
						cs = append(cs, cl)
					}
					continue
				}
				cs = append(cs, cl)
			}
			b.calls[s] = cs
		}
	}
	if len(b.getters) > 0 {
		for _, sc := range all {
			for _, s := range sc.stmts {
				b.calls[s] = b.keepPropertyCalls(s, b.calls[s])
			}
		}
	}
}

// unwrapDecorated finds the def and class statements whose outermost
// decorator (the last ir.Decorate call, see python.decorators) resolves by
// name to a function of the repository, or is the result of calling one
// (a decorator factory, @retry(3)): @dec def f binds f to dec(f), so a
// call f() is a call of what dec returns. Their name becomes an ordinary
// variable, which the points-to analysis gives the decorator's result
// (pointsTo.stmt), and calls through it resolve there. In a class body
// the name is the class attribute: a decorated method (not a static or
// class method) is read through the class or an instance as what its
// decorator returned, bound to the instance when that is a function
// (pointsTo.attrVals), and a call the bindings resolve to it is left to
// points-to. A decorator that is a class, or from outside the repository
// (property, functools.wraps, ...), leaves the name bound to the function.
func (b *builder) unwrapDecorated() {
	b.wrapped = map[*ir.Stmt]bool{}
	b.wrappedNames = map[string]bool{}
	b.wrappedMethods = map[*scope]bool{}
	b.liveMemo = map[string][]*scope{}
	// A factory's wrapper is one function for every def it decorates, and
	// the points-to analysis is context-insensitive: with two decorated
	// functions its func(...) would call both. A factory that decorates
	// one def only is unwrapped; with more, calls go straight to each
	// decorated body, as before factories were unwrapped.
	decorates := map[*scope]int{}
	for _, sc := range b.scopes {
		for _, s := range sc.stmts {
			if s.Func == nil {
				continue
			}
			if last := lastDecorator(s); last >= 0 {
				if ok, f := b.decoratorInRepo(sc, s, last); ok && f != nil {
					decorates[f]++
				}
			}
		}
	}
	for _, sc := range b.scopes {
		for _, s := range sc.stmts {
			if s.Func == nil || len(s.Calls) == 0 {
				continue
			}
			last := lastDecorator(s)
			if last < 0 {
				continue
			}
			if ok, f := b.decoratorInRepo(sc, s, last); !ok || f != nil && decorates[f] > 1 {
				continue
			}
			if sc.fn.Kind == ir.ClassScope {
				// A decorated method: the class attribute holds the
				// decorator's result (pointsTo.stmt stores it), which
				// attribute reads and calls through the class see.
				if m := b.r.scopeOf(s.Func); m != nil && s.Kind == ir.DefStmt && !s.Func.Static && !s.Func.ClassM {
					b.wrapped[s] = true
					b.wrappedNames[s.Func.Name] = true
					b.wrappedMethods[m] = true
					if bd := sc.bindings[s.Func.Name]; bd != nil && bd.kind == bFunc {
						sc.bindings[s.Func.Name] = &binding{kind: bVar}
					}
				}
				continue
			}
			if bd := sc.bindings[s.Func.Name]; bd != nil && (bd.kind == bFunc || bd.kind == bClass) {
				sc.bindings[s.Func.Name] = &binding{kind: bVar, param: bd.param}
				b.wrapped[s] = true
				b.wrappedNames[s.Func.Name] = true
			}
		}
	}
}

// decoratorInRepo reports whether decorator call i of def statement s
// calls a function of the repository: @dec names one, or @factory(args)
// is the result of calling one (a decorator factory, whose result
// points-to follows: the function it returns is what the name holds).
// For a factory it also returns the factory's scope.
func (b *builder) decoratorInRepo(sc *scope, s *ir.Stmt, i int) (bool, *scope) {
	c := &s.Calls[i]
	isFunc := func(cl callee) bool { return cl.sc != nil && !cl.ctor && cl.sc.fn.Kind == ir.FunctionScope }
	if c.Callee != "" {
		return isFunc(b.r.resolveCall(sc, c)), nil
	}
	if len(c.CalleeUses) != 1 || c.CalleeUses[0].IsPath() || c.CalleeUses[0].Call < 0 || c.CalleeUses[0].Call >= len(s.Calls) {
		return false, nil
	}
	f := &s.Calls[c.CalleeUses[0].Call]
	if f.Callee == "" || f.Implicit != "" {
		return false, nil
	}
	cl := b.r.resolveCall(sc, f)
	return isFunc(cl), cl.sc
}

// lastDecorator is the index of the outermost decorator call of s, or -1.
func lastDecorator(s *ir.Stmt) int {
	last := -1
	for i, c := range s.Calls {
		if c.Implicit == ir.Decorate {
			last = i
		}
	}
	return last
}

// pathPrefix keeps the first n components of a dotted path.
func pathPrefix(p string, n int) string {
	parts := strings.SplitN(p, ".", n+1)
	if len(parts) > n {
		parts = parts[:n]
	}
	return strings.Join(parts, ".")
}

func root(p string) string {
	if i := strings.IndexByte(p, '.'); i >= 0 {
		return p[:i]
	}
	return p
}

// paramOuts computes, as a fixpoint over the call graph, which parameters
// each function may modify (rule 10): an attribute or subscript definition of
// the parameter, a container mutator called on it (rule 4), or passing it to
// a parameter a callee may modify, or calling a nested function that
// may-defines it as a captured name (rule 6). It reports whether it marked
// anything.
func (b *builder) paramOuts() bool {
	grew := false
	for changed := true; changed; {
		changed = false
		for _, sc := range b.scopes {
			if sc.fn.Kind != ir.FunctionScope {
				continue
			}
			idx := map[string]int{}
			for i, p := range sc.fn.Params {
				if !p.Value { // a copy: writes to it stay in the callee
					idx[p.Name] = i
				}
			}
			var s *ir.Stmt // the statement marking
			mark := func(path string) {
				if sc.rebound[s][root(path)] {
					return // a change of an object the function made (reboundParams)
				}
				i, ok := idx[root(path)]
				if !ok {
					return
				}
				if !sc.mut[i] {
					sc.mut[i] = true
					changed, grew = true, true
				}
				if attr := attrOf(path); attr == "" {
					if !sc.mutWhole[i] {
						if sc.mutWhole == nil {
							sc.mutWhole = map[int]bool{}
						}
						sc.mutWhole[i] = true
						changed, grew = true, true
					}
				} else if !sc.mutAttrs[i][attr] {
					if sc.mutAttrs == nil {
						sc.mutAttrs = map[int]map[string]bool{}
					}
					if sc.mutAttrs[i] == nil {
						sc.mutAttrs[i] = map[string]bool{}
					}
					sc.mutAttrs[i][attr] = true
					changed, grew = true, true
				}
			}
			// callback records closure x among those parameter path may
			// hold and the function calls (scope.callbacks).
			callback := func(path string, x *scope) {
				i, ok := idx[path]
				if !ok || slices.Contains(sc.callbacks[i], x) {
					return
				}
				if sc.callbacks == nil {
					sc.callbacks = map[int][]*scope{}
				}
				sc.callbacks[i] = append(sc.callbacks[i], x)
				changed, grew = true, true
			}
			for _, s = range sc.stmts {
				for _, d := range s.Defs {
					if d.May || strings.Contains(d.Path, ".") {
						mark(d.Path)
					}
				}
				for _, cl := range b.calls[s] {
					c := &s.Calls[cl.call]
					if cl.mutates {
						mark(c.RecvPath)
					}
					if cl.sc == nil {
						continue
					}
					for _, ab := range bindArgs(cl, c) {
						if ab.path != "" && cl.sc.mut[ab.param] {
							// What the callee changes of its parameter, the
							// call changes of the argument: its attributes
							// as attributes of a name passed (p.level for
							// self.level), anything of a path passed.
							if cl.sc.mutWhole[ab.param] || strings.Contains(ab.path, ".") {
								mark(ab.path)
							} else {
								for attr := range cl.sc.mutAttrs[ab.param] {
									mark(ab.path + "." + attr)
								}
							}
						}
						if ab.path != "" && !sc.rebound[s][ab.path] {
							for _, x := range cl.sc.callbacks[ab.param] {
								callback(ab.path, x)
							}
						}
					}
					if fn := sc.calleeParam(s, c.Callee); fn != "" && !sc.fn.Params[idxOf(sc, fn)].Value && capturesUnseenCell(sc, cl.sc) {
						// fn(x) through a parameter holding a closure that
						// reads or writes a cell of another function
						// (each(items, add)): the cells it reads come in
						// from the caller that passed the closure; a write
						// is a may-definition of fn's cells (cellPath),
						// passed out to that caller.
						if writesUnseenCell(sc, cl.sc) {
							mark(fn)
						}
						callback(fn, cl.sc)
					}
					for name, out := range cl.sc.capOut {
						// capOut holds every captured name, false for
						// those the closure only reads.
						if out && !cl.sc.capStrong[name] {
							mark(name)
						}
					}
				}
			}
		}
	}
	return grew
}

func (b *builder) vertex(role string, stmt int64, sc *scope, v string) int64 {
	b.nextV++
	b.vfunc = append(b.vfunc, sc.id)
	b.g.Vertices = append(b.g.Vertices, schema.Vertex{ID: b.nextV, Role: role, Stmt: stmt, Func: sc.id, Var: v})
	return b.nextV
}

func (b *builder) edge(from, to int64, kind, v string) {
	// A GLOBAL edge may loop: x += 1 under global x reads what the same
	// statement wrote in an earlier call of its function (linkDefs).
	if from == to && kind != schema.Global || from == 0 || to == 0 {
		return
	}
	b.edges = append(b.edges, edgeKey{from, to, kindIndex[kind], b.varIndex(v)})
}

// varIndex returns the index of an edge variable in b.vars, adding it.
func (b *builder) varIndex(v string) int32 {
	id, ok := b.varID[v]
	if !ok {
		id = int32(len(b.vars))
		b.vars = append(b.vars, v)
		b.varID[v] = id
	}
	return id
}

func (b *builder) stmtID(s *ir.Stmt) int64 {
	if id, ok := b.stmtIDs[s]; ok {
		return id
	}
	b.nextStmt++
	b.stmtIDs[s] = b.nextStmt
	return b.nextStmt
}

// makeFormals creates the entry, formal-in and formal-out vertices of every
// scope. They belong to the def/class statement (rule 14: the def line is in
// the slice whenever a statement of its body is).
func (b *builder) makeFormals() {
	for _, sc := range b.scopes {
		fv := &fnVerts{formalOut: map[int]int64{}, defStmt: -1}
		if sc.fn.Def != nil {
			fv.defStmt = b.stmtID(sc.fn.Def)
		}
		fv.entry = b.vertex(schema.RoleEntry, fv.defStmt, sc, "")
		for _, p := range sc.fn.Params {
			fv.formalIn = append(fv.formalIn, b.vertex(schema.RoleFormalIn, fv.defStmt, sc, p.Name))
		}
		for _, name := range sc.capList {
			fv.formalIn = append(fv.formalIn, b.vertex(schema.RoleFormalIn, fv.defStmt, sc, name))
		}
		if sc.fn.Kind == ir.FunctionScope {
			fv.formalOut[retKey] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, schema.ReturnVar)
			for k := 0; k < sc.fn.Results && sc.fn.Results > 1; k++ {
				fv.formalOut[resultKey(k)] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, resultVar(k))
			}
			for i, p := range sc.fn.Params {
				if !sc.mut[i] {
					continue
				}
				// A parameter-out per attribute the function may define
				// (rule 2: a use of obj.y does not depend on a definition
				// of obj.x), unless it may also change the object
				// otherwise or defines more than MaxAttrOuts of them: one
				// parameter-out for the whole object then.
				// A constructor's self is the new object, its call's
				// result (makeSite): whole.
				if n := len(sc.mutAttrs[i]); sc.mutWhole[i] || n == 0 || n > MaxAttrOuts || i == 0 && isConstructor(sc) {
					fv.formalOut[i] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, p.Name)
					continue
				}
				if sc.outAttrs == nil {
					sc.outAttrs = map[int][]string{}
				}
				sc.outAttrs[i] = slices.Sorted(maps.Keys(sc.mutAttrs[i]))
				for j, attr := range sc.outAttrs[i] {
					fv.formalOut[attrKey(i, j)] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, p.Name+"."+attr)
				}
			}
			for k, name := range sc.capList {
				if sc.capOut[name] {
					fv.formalOut[len(sc.fn.Params)+k] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, name)
				}
			}
			sc.cbCells = callbackCells(sc, true)
			for i, cells := range sc.cbCells {
				for j, c := range cells {
					fv.formalOut[cellKey(i, j)] = b.vertex(schema.RoleFormalOut, fv.defStmt, sc, c.cv)
				}
			}
			// A formal-in per cell the parameter's closures capture,
			// defining the cell's variable (cellVar) that the calls of
			// them read here (makeSite): what the caller that passed the
			// closure holds in the cell.
			sc.cbReads = callbackCells(sc, false)
			for _, i := range slices.Sorted(maps.Keys(sc.cbReads)) {
				for j, c := range sc.cbReads[i] {
					if fv.cellIn == nil {
						fv.cellIn = map[[2]int]int{}
					}
					fv.cellIn[[2]int{i, j}] = len(fv.formalIn)
					fv.formalIn = append(fv.formalIn, b.vertex(schema.RoleFormalIn, fv.defStmt, sc, c.cv))
				}
			}
		}
		b.verts[sc] = fv
	}
	for i := range b.g.Funcs {
		if sc := b.scopeByID[b.g.Funcs[i].ID]; sc != nil && !sc.fn.Lambda {
			b.g.Funcs[i].DefStmt = b.verts[sc].defStmt
		}
	}
}

// use is one use of an access path by a vertex at a CFG node.
type use struct {
	vertex int64
	path   string
}

// buildScope builds the PDG of one scope: its statements and vertices,
// control dependences from the CFG, data dependences from reaching
// definitions, and the call-site vertices with their parameter edges.
func (b *builder) buildScope(sc *scope) {
	fv := b.verts[sc]
	cfg := b.cfgOf(sc)
	cd := cfg.ControlDeps()
	n := len(cfg.Nodes)
	nodeV := make([]int64, n)
	nodeV[Entry] = fv.entry
	gens := make([][]defRec, n)
	uses := make([][]use, n)
	callVs := make([][]int64, n)
	for i, p := range sc.fn.Params {
		gens[Entry] = append(gens[Entry], defRec{vertex: fv.formalIn[i], path: p.Name, root: p.Name})
	}
	for k, name := range sc.capList {
		gens[Entry] = append(gens[Entry], defRec{vertex: fv.formalIn[len(sc.fn.Params)+k], path: name, root: name})
	}
	for _, i := range slices.Sorted(maps.Keys(sc.cbReads)) {
		for j, c := range sc.cbReads[i] {
			fi := fv.formalIn[fv.cellIn[[2]int{i, j}]]
			gens[Entry] = append(gens[Entry], defRec{vertex: fi, path: c.cv, root: c.cv})
		}
	}
	nested := map[*scope][]int{} // nested scope -> the nodes of its def statement
	for i := 2; i < n; i++ {
		s := cfg.Nodes[i]
		if cfg.Canon(i) != i {
			continue // a copy: below, once its canonical node is done
		}
		sid := b.stmtID(s)
		sv := b.vertex(schema.RoleStmt, sid, sc, strings.Join(ownDefs(s, b.calls[s]), " "))
		nodeV[i] = sv
		var outDefs []string // argument paths a callee may modify
		cs := b.calls[s]
		results := make([][]int64, len(s.Calls)) // actual-outs of each resolved call's result, one per callee
		unseenCall := make([]bool, len(s.Calls)) // calls that may call a function with no call site (a lambda, a callback): their arguments flow as rule 11 says
		sitesHere := make([]*site, len(cs))
		for k, cl := range cs {
			j := cl.call
			if cl.sc == nil && !cl.ctor && s.Calls[j].Implicit != "" {
				continue // raise e of an instance, or of a class outside the repository: no call
			}
			b.g.Calls = append(b.g.Calls, schema.Call{Caller: sc.id, Callee: b.calleeID(cl), Site: sid, Line: s.Calls[j].Line})
			if cl.extInit != "" {
				b.g.Calls = append(b.g.Calls, schema.Call{Caller: sc.id, Callee: b.extFunc(cl.extInit, "external"), Site: sid, Line: s.Calls[j].Line})
			}
			if cl.unseen != nil {
				unseenCall[j] = true
			}
			if cl.sc == nil {
				continue
			}
			st, res := b.makeSite(sc, sid, cl, &s.Calls[j], boundResults(s, j), &gens[i], &uses[i], &outDefs)
			callVs[i] = append(callVs[i], st.call)
			results[j] = append(results[j], res)
			sitesHere[k] = st
		}
		// The repository functions a lambda's body calls are called at
		// this statement too, as far as the dependence graph can tell: the
		// lambda may run here (a sort key) or wherever its value goes, and
		// what it returns is what they return.
		lamRes := make([][]int64, len(s.Lambdas))
		for k, fn := range s.Lambdas {
			lamRes[k] = b.lambdaSites(sc, sid, fn, nil, &gens[i], &uses[i], &outDefs, &callVs[i])
		}
		col := &refCollector{b: b, s: s, results: results, unseenCall: unseenCall, lamRes: lamRes, uses: &uses[i]}
		collect := col.collect
		b.addStmt(sc, s, sid, outDefs)
		own := s.Uses
		var kdv int64 // the vertex reading a key default's value
		if kd := s.KeyDefault; kd != nil && kd.From >= 0 && kd.From <= len(s.Uses) && kd.Param >= 0 && kd.Param < len(sc.fn.Params) {
			// A default of a key of a parameter's object pattern: its
			// value is read by a vertex of its own, whose edge into the
			// statement linkKeyDefaults adds only when some call may leave
			// the key undefined.
			own = s.Uses[:kd.From]
			kdv = b.vertex(schema.RoleStmt, sid, sc, "")
			b.keyDefaults = append(b.keyDefaults, keyDefault{fn: sc, param: kd.Param, key: kd.Key, vertex: kdv, stmt: sv})
		}
		collect(withoutBoundResults(s, own, results), sv, map[int]bool{})
		// A nested function's value carries the names it captures (rule
		// 6): where sc returns a function it defines or binds it to
		// another name (return wrapper in a decorator factory, z =
		// inner), what those names hold there is part of what is read.
		// Not where it only names it among other values (an argument:
		// handlers.append(on_close); a display: steps = [add_heading]):
		// the closure's own calls take the names (rules-v88/06).
		if capUses := b.closureValueUses(sc, own); len(capUses) > 0 && (s.Kind == ir.Return || s.Alias != "") {
			collect(capUses, sv, map[int]bool{})
		}
		if kdv != 0 {
			dflt := s.Uses[len(own):]
			collect(dflt, kdv, map[int]bool{})
			if capUses := b.closureValueUses(sc, dflt); len(capUses) > 0 {
				collect(capUses, kdv, map[int]bool{})
			}
		}
		for k, cl := range cs {
			st := sitesHere[k]
			if st == nil {
				continue
			}
			c := &s.Calls[cl.call]
			// A callee named by a def, class or import binding is not a data
			// use of that binding: the call edge stands for it, and a callee
			// beyond the depth is a stub, not a statement (rules 14–15). A
			// callee held in a variable (cls = JSONEncoder; cls(...)) is, and
			// so is the expression a callee found by points-to came through
			// (self.handler, handlers[key], make()).
			// What the callee expression reads decides what the call
			// returns and writes, not whether its arguments are passed: it
			// feeds the actual-outs through a vertex of its own, so a slice
			// ascending into this call site for an argument (rule 12: the
			// call, its matching arguments and its control dependences)
			// does not take the variable the function came from (on_text
			// in on_text(path, text), bound at every caller).
			var calleeV int64
			callee := func() int64 {
				if len(st.ao) == 0 {
					return st.call
				}
				if calleeV == 0 {
					calleeV = b.vertex(schema.RoleStmt, sid, sc, "")
					for _, k := range slices.Sorted(maps.Keys(st.ao)) {
						b.edge(calleeV, st.ao[k], schema.Data, "")
					}
				}
				return calleeV
			}
			switch {
			case cl.dyn && (cl.recv || cl.sc.ofClass != nil && cl.sc.fn.Name == c.Method):
				// A method found on the receiver's class (bound to it, or a
				// staticmethod): the receiver is the self actual-in, needed
				// only when the callee needs self, and the method's name is
				// not a variable read.
			case cl.dyn && c.Callee != "" && b.wrappedNames[c.Callee[strings.LastIndexByte(c.Callee, '.')+1:]]:
				// A call of a decorated function or method (@guard def
				// deposit: self.deposit(x) runs guard's wrapper): the def
				// line is a call site of the decorator, not a definition
				// the call reads (as rules-v108's authors read it).
			case cl.dyn && c.Callee != "":
				collect([]ir.Ref{ir.PathRef(pathPrefix(c.Callee, 2))}, callee(), map[int]bool{})
			case cl.dyn:
				collect(c.CalleeUses, callee(), map[int]bool{})
				if !cl.recv {
					collect(c.Receiver, callee(), map[int]bool{})
				}
			case cl.sc != nil && c.Callee != "" && !strings.Contains(c.Callee, ".") && guardedNestedDef(cl.sc):
				// A function defined inside a loop or a branch of an
				// enclosing function (for k in range(limit): def
				// handler(): ...): which definition the call runs, and
				// whether one ran, depends on what controls the def
				// statement, so the call reads the name it binds (rule 1;
				// rules-v151/06).
				collect(c.CalleeUses, callee(), map[int]bool{})
			case c.Callee != "" && !strings.Contains(c.Callee, ".") && !b.r.stableName(sc, c.Callee):
				if b.r.declaredImport(sc, c.Callee) {
					// A require binding (const {a} = require('./m'); a(x)):
					// the call reads it as it reads an argument, so a slice
					// ascending into the call takes the require line and
					// the export it reads (golden/js/RULES.md rule 10).
					collect(c.CalleeUses, st.call, map[int]bool{})
				} else {
					collect(c.CalleeUses, callee(), map[int]bool{})
				}
			case c.Callee != "" && b.r.declaredImport(sc, root(c.Callee)):
				// m.a(x) after const m = require('./m'): the call reads m
				// as a receiver, and m.a, the export it calls, defined by
				// the statement that exports it (module.exports = { a },
				// exports.a = ...: golden/js/RULES.md rules 1 and 10;
				// js-v56/01, /06).
				collect([]ir.Ref{ir.PathRef(pathPrefix(c.Callee, 2))}, st.call, map[int]bool{})
			}
			if cl.ctor && cl.sc != nil && cl.sc.ofClass != nil && c.Callee != "" && !cl.dyn {
				if k := b.r.classes[cl.class]; k != nil && k != cl.sc.ofClass {
					// An instantiation running a constructor its class
					// inherits (NullLogger("quiet") runs Logger.__init__)
					// reads the class's name, as one of a class with no
					// constructor in the repository does (rule 1: the class
					// statement defines it; rules-v58/08).
					collect(c.CalleeUses, sv, map[int]bool{})
				}
			}
			if c.RecvPath != "" && len(c.CalleeUses) > 0 {
				// A bound method held in a variable (add = out.append;
				// add(x), resolver.boundMethodCall): the call reads it.
				collect(c.CalleeUses, callee(), map[int]bool{})
			}
			if cl.bound && !cl.recv {
				collect(c.Receiver, callee(), map[int]bool{})
			}
			for _, ab := range bindArgs(cl, c) {
				if ai, ok := st.ai[ab.param]; ok {
					collect(ab.uses, ai, map[int]bool{})
				}
			}
		}
		// A from-import of several names binds each separately (rule 1):
		// one vertex per name, fed by that name's definitions in its module
		// and control dependent on the statement, so that a use of A never
		// reaches B's definitions through one shared statement vertex.
		var importV map[string]int64
		if s.Kind == ir.Import && s.Import != nil && s.Import.IsFrom && len(s.Import.Names) > 1 {
			importV = map[string]int64{}
			for _, nm := range s.Import.Names {
				if bound := importBound(nm); nm.Name != "*" && importV[bound] == 0 {
					v := b.vertex(schema.RoleStmt, sid, sc, bound)
					b.edge(sv, v, schema.Ctrl, "")
					importV[bound] = v
				}
			}
		}
		// A return of several results: one vertex per position, fed by
		// that position's operands only, so a caller needing result k
		// brings only what result k depends on.
		if (s.Kind == ir.Return || s.Yields) && len(s.ResultUses) > 0 {
			for k, refs := range s.ResultUses {
				if fo, ok := fv.formalOut[resultKey(k)]; ok {
					rv := b.vertex(schema.RoleStmt, sid, sc, resultVar(k))
					collect(refs, rv, map[int]bool{})
					b.edge(rv, fo, schema.Data, resultVar(k))
					callVs[i] = append(callVs[i], rv)
				}
			}
		} else if (s.Kind == ir.Return || s.Yields) && len(s.Uses) == 1 && s.Uses[0].Call >= 0 && s.Uses[0].Call < len(s.Calls) {
			// return f(x) in a function with several results passes f's
			// results on position by position (Go rule 1): position k is
			// fed by the call's position-k actual-out when f is a function
			// of the repository with several results, else by everything
			// the statement reads (an unresolved callee's results depend
			// on all its arguments, rule 11).
			for k := 0; ; k++ {
				fo, ok := fv.formalOut[resultKey(k)]
				if !ok {
					break
				}
				rv := b.resultDef(sc, sid, s, ir.Def{Path: resultVar(k), Result: k + 1, Call: s.Uses[0].Call}, cs, sitesHere, sv)
				b.edge(rv, fo, schema.Data, resultVar(k))
				callVs[i] = append(callVs[i], rv)
			}
		}
		// A def whose defaults are evaluated when it runs (Python, rule 5)
		// makes a function that holds their values: a vertex of its own
		// defines the name, fed by the statement and by the defaults, so
		// a statement reading the function as a value (cells.append(cell),
		// then fmt(row) through the list) depends on what the defaults
		// read (rules-v57/02), while a body entered through a call (whose
		// entry depends on sv) does not take a default every call
		// overrides.
		var fnV int64
		if s.Kind == ir.DefStmt && s.Func != nil && !sem(sc).DefaultsAtCall() && slices.ContainsFunc(s.Func.Params, func(p ir.Param) bool { return len(p.DefaultUses) > 0 }) {
			fnV = b.vertex(schema.RoleStmt, sid, sc, s.Func.Name)
			b.edge(sv, fnV, schema.Data, "")
			callVs[i] = append(callVs[i], fnV)
		}
		for _, d := range s.Defs {
			v := sv
			if iv := importV[root(d.Path)]; iv != 0 {
				v = iv
			}
			if fnV != 0 && d.Path == s.Func.Name {
				v = fnV
			}
			if d.Result > 0 && d.Call < len(s.Calls) {
				v = b.resultDef(sc, sid, s, d, cs, sitesHere, sv)
				callVs[i] = append(callVs[i], v)
			} else if d.Uses != nil {
				// A definition made from its own operands (a parallel
				// assignment): a vertex fed by those alone, so a slice
				// needing it takes neither the other operands nor the
				// calls in them.
				v = b.vertex(schema.RoleStmt, sid, sc, d.Path)
				collect(d.Uses, v, map[int]bool{})
				if capUses := b.closureValueUses(sc, d.Uses); len(capUses) > 0 {
					collect(capUses, v, map[int]bool{})
				}
				callVs[i] = append(callVs[i], v)
			}
			gens[i] = append(gens[i], defRec{vertex: v, path: d.Path, root: root(d.Path), may: d.May || d.Export, export: d.Export, static: d.Static})
		}
		for _, cl := range cs {
			if c := &s.Calls[cl.call]; cl.mutates {
				gens[i] = append(gens[i], defRec{vertex: sv, path: c.RecvPath, root: root(c.RecvPath), may: true})
			}
		}
		if ps, refs := b.lambdaWrites(s); len(ps) > 0 {
			// A vertex of their own, fed by what the lambdas hold and the
			// other arguments of their calls, not by a call's result.
			v := b.vertex(schema.RoleStmt, sid, sc, ps[0])
			collect(refs, v, map[int]bool{})
			callVs[i] = append(callVs[i], v)
			for _, p := range ps {
				gens[i] = append(gens[i], defRec{vertex: v, path: p, root: root(p), may: true})
			}
		}
		if s.Func != nil {
			child := b.r.scopeOf(s.Func)
			if child != nil && child.fn == s.Func {
				cfv := b.verts[child]
				b.edge(sv, cfv.entry, schema.Ctrl, "")
				atCall := sem(child).DefaultsAtCall()
				for k, p := range s.Func.Params {
					if len(p.DefaultUses) == 0 || k >= len(cfv.formalIn) {
						continue
					}
					d := paramDefault{fn: child, param: k, atCall: atCall}
					refs := p.DefaultUses
					collectDefault := collect
					if atCall {
						refs, d.params = paramRefs(s.Func.Params[:k], p.DefaultUses, s.Calls)
						// The parameters a call in the default reads
						// (Math.floor(width / MIN)) are the function's,
						// bound at the call: not names of this scope.
						mc := *col
						mc.mask = map[string]bool{}
						for _, q := range s.Func.Params[:k] {
							mc.mask[q.Name] = true
						}
						collectDefault = mc.collect
					}
					if len(refs) > 0 {
						d.vertex = b.vertex(schema.RoleStmt, sid, sc, "")
						collectDefault(refs, d.vertex, map[int]bool{})
						if fnV != 0 {
							b.edge(d.vertex, fnV, schema.Data, p.Name)
						}
					}
					b.defaults = append(b.defaults, d)
				}
				nested[child] = []int{i}
			}
		}
		if s.Kind == ir.Import && s.Import != nil && s.Import.IsFrom {
			from := s.Import.Module
			for _, nm := range s.Import.Names {
				if nm.Name != "*" {
					v := sv
					if iv := importV[importBound(nm)]; iv != 0 {
						v = iv
					}
					b.imports = append(b.imports, pendingImport{vertex: v, mod: from, name: nm.Name, sc: sc, alias: importBound(nm)})
				}
			}
		}
	}
	// Another copy of a statement of a finally clause, or of a deferred
	// statement (whose copies on the exit paths come before the node where
	// it stands): the same vertices, defining and using at this node too.
	// A deferred call's function value and arguments are evaluated where
	// the defer stands (the Go specification, "Defer statements"), so its
	// copies use only the captured names a called closure reads when it
	// runs. (The Go front end's reader of the named results, a Defer that
	// Yields, reads them at the exits.)
	for i := 2; i < n; i++ {
		if c := cfg.Canon(i); c != i {
			nodeV[i], gens[i], uses[i], callVs[i] = nodeV[c], gens[c], uses[c], callVs[c]
			if cfg.Nodes[c].Kind == ir.Defer && !cfg.Nodes[c].Yields {
				uses[i] = nil
				for _, u := range uses[c] {
					if b.capturedIn[u.vertex] {
						uses[i] = append(uses[i], u)
					}
				}
			}
			for child, at := range nested {
				if at[0] == c {
					nested[child] = append(at, i)
				}
			}
		}
	}
	for i := 2; i < n; i++ {
		if s := cfg.Nodes[i]; cfg.Canon(i) == i && s != nil && s.Kind == ir.Defer && !s.Yields {
			kept := uses[i][:0:0]
			for _, u := range uses[i] {
				if !b.capturedIn[u.vertex] {
					kept = append(kept, u)
				}
			}
			uses[i], gens[i] = kept, nil
		}
	}
	// Control dependences (and the jump edges of rule 9). A jump that can
	// skip statements gets a vertex of its own for its control part: what
	// it skips depends on it, and its guard pulls it in (JUMP edge), without
	// bringing what the statement reads (a returned value, an exception's
	// arguments), which stays on the statement vertex.
	ctrlV := append([]int64(nil), nodeV...)
	for i := 2; i < n; i++ {
		if c := cfg.Canon(i); cfg.Nodes[i].Kind.IsJump() && cfg.Skips(i) {
			if ctrlV[c] == nodeV[c] {
				ctrlV[c] = b.vertex(schema.RoleJump, b.stmtIDs[cfg.Nodes[i]], sc, "")
			}
			ctrlV[i] = ctrlV[c]
		}
	}
	// A break or continue that skips nothing (a break closing a switch's
	// last case, a continue ending a loop body) is still in whenever its
	// guard is (rule 9): a control vertex of its own too, JUMP-linked only
	// to the headers enclosing it (what it is control dependent on through
	// another jump, the if before an early return, is not its guard). A
	// return or raise that skips nothing is a statement like another: it
	// is in when what it returns or raises is needed.
	var quiet map[int]bool
	var parent map[*ir.Stmt]*ir.Stmt
	for i := 2; i < n; i++ {
		if k := cfg.Nodes[i].Kind; cfg.Canon(i) != i || k != ir.Break && k != ir.Continue || ctrlV[i] != nodeV[i] {
			continue
		}
		for _, p := range cd[i] {
			if p == Entry || cfg.Nodes[p].Kind.IsJump() {
				continue
			}
			if parent == nil {
				parent = stmtParents(sc.fn.Body)
			}
			if encloses(parent, cfg.Nodes[p], cfg.Nodes[i]) {
				if quiet == nil {
					quiet = map[int]bool{}
				}
				quiet[i] = true
				ctrlV[i] = b.vertex(schema.RoleJump, b.stmtIDs[cfg.Nodes[i]], sc, "")
				break
			}
		}
	}
	for i := 2; i < n; i++ {
		ctrlV[i] = ctrlV[cfg.Canon(i)]
	}
	for i := 2; i < n; i++ {
		for _, p := range cd[i] {
			from := ctrlV[p]
			b.edge(from, nodeV[i], schema.Ctrl, "")
			if ctrlV[i] != nodeV[i] {
				b.edge(from, ctrlV[i], schema.Ctrl, "")
			}
			for _, cv := range callVs[i] {
				b.edge(from, cv, schema.Ctrl, "")
			}
			if ctrlV[i] != nodeV[i] && p != Entry && !cfg.Nodes[p].Kind.IsJump() &&
				(!quiet[cfg.Canon(i)] || encloses(parent, cfg.Nodes[p], cfg.Nodes[i])) {
				b.edge(ctrlV[i], from, schema.Jump, "")
			}
		}
	}
	b.governs(cfg)
	for i := 2; i < n; i++ {
		if (cfg.Nodes[i].Kind == ir.Return || cfg.Nodes[i].Yields) && fv.formalOut[retKey] != 0 {
			b.edge(nodeV[i], fv.formalOut[retKey], schema.Data, schema.ReturnVar)
		}
	}
	b.reachingDefs(sc, cfg, gens, uses, nested)
}

// stmtParents maps each statement nested in body (through Body, Else,
// Handlers, TryElse and Finally) to the compound statement holding it.
func stmtParents(body []*ir.Stmt) map[*ir.Stmt]*ir.Stmt {
	out := map[*ir.Stmt]*ir.Stmt{}
	var walk func(parent *ir.Stmt, ss []*ir.Stmt)
	walk = func(parent *ir.Stmt, ss []*ir.Stmt) {
		for _, s := range ss {
			if s == nil {
				continue
			}
			if parent != nil {
				out[s] = parent
			}
			for _, xs := range [][]*ir.Stmt{s.Body, s.Handlers, {s.Else, s.TryElse, s.Finally}} {
				walk(s, xs)
			}
		}
	}
	walk(nil, body)
	return out
}

// encloses reports whether statement s holds x, at any depth (parent from
// stmtParents).
func encloses(parent map[*ir.Stmt]*ir.Stmt, s, x *ir.Stmt) bool {
	for cur := parent[x]; cur != nil; cur = parent[cur] {
		if cur == s {
			return true
		}
	}
	return false
}

// governs records rule 8's GOVERNS rows of one scope: a try header governs
// the statements of its body, its except headers and its else header; a
// try's else and a finally header govern the statements of their bodies,
// nested ones included (a statement inside an if of a try body is in the
// try body), but for those of a nested try, governed by its header. A
// try statement's finally clause is governed by whatever governs the try
// (it runs in the same region; control dependence agrees). Syntactic, not
// every control dependence on the header: a statement after a try whose
// body can return depends on the try header as the return's guard (rule 9),
// which does not make the try govern it.
func (b *builder) governs(cfg *CFG) {
	add := func(h, s *ir.Stmt) {
		hid, ok1 := b.stmtIDs[h]
		sid, ok2 := b.stmtIDs[s]
		if ok1 && ok2 {
			b.g.Governs = append(b.g.Governs, schema.Govern{Header: hid, Stmt: sid})
		}
	}
	// body: the statements of a body at any depth of nesting (a
	// statement inside an if in a try body is in the try body), but for
	// those of a nested try, which its own header governs (GOVERNS rows
	// chain), and of a nested def or class, another scope.
	var body func(h *ir.Stmt, ss []*ir.Stmt)
	body = func(h *ir.Stmt, ss []*ir.Stmt) {
		for _, s := range ss {
			add(h, s)
			switch s.Kind {
			case ir.Try:
				if s.Finally != nil {
					add(h, s.Finally)
				}
				continue
			case ir.DefStmt, ir.ClassStmt:
				continue
			}
			body(h, s.Body)
			body(h, s.Handlers)
			if s.Else != nil {
				body(h, []*ir.Stmt{s.Else})
			}
		}
	}
	for _, s := range cfg.Nodes[2:] {
		if s.Kind != ir.Try {
			continue
		}
		body(s, s.Body)
		for _, h := range s.Handlers {
			add(s, h)
		}
		if s.TryElse != nil {
			add(s, s.TryElse)
			body(s.TryElse, s.TryElse.Body)
		}
		if s.Finally != nil {
			body(s.Finally, s.Finally.Body)
		}
	}
}

func (b *builder) addStmt(sc *scope, s *ir.Stmt, sid int64, outDefs []string) {
	text := b.text(sc.file, s.Span.Line, s.Span.EndLine)
	b.g.Stmts = append(b.g.Stmts, schema.Stmt{ID: sid, File: sc.file.Path, Func: sc.id, Line: s.Span.Line,
		EndLine: s.Span.EndLine, Kind: string(s.Kind), Text: text, Tokens: b.tokens(text), Scored: !s.Unscored && (s.Kind != ir.Import || s.Import != nil && s.Import.Declaration),
		Defs: strings.Join(uniqStrings(append(stmtDefs(s, b.calls[s]), outDefs...)), " "), Uses: strings.Join(stmtUses(s), " "),
		Effect: stmtEffect(sc, s, outDefs)})
	if s.Kind == ir.For || s.Kind == ir.While || s.Kind == ir.DoWhile {
		st := &b.g.Stmts[len(b.g.Stmts)-1]
		st.LoopFrom, st.LoopTo = s.Span.Line, s.Span.EndLine
		for _, x := range s.Body {
			from, to := extent(x)
			st.LoopFrom, st.LoopTo = min(st.LoopFrom, from), max(st.LoopTo, to)
		}
	}
}

// extent is the first and last line of s and every statement nested in
// it (bodies, else and elif chains, handlers, try-else and finally
// clauses; not the bodies of the scopes it defines, which are other
// scopes).
func extent(s *ir.Stmt) (from, to int) {
	from, to = s.Span.Line, s.Span.EndLine
	for _, xs := range [][]*ir.Stmt{s.Body, s.Handlers, {s.Else, s.TryElse, s.Finally}} {
		for _, x := range xs {
			if x != nil {
				f, t := extent(x)
				from, to = min(from, f), max(to, t)
			}
		}
	}
	return from, to
}

// stmtEffect classifies a statement for the relevance score
// (Effect): the calls it makes, and whether it writes state beyond
// the frame (attribute, subscript or may-definitions, names declared global
// or nonlocal, module-level names, arguments a callee may modify).
func stmtEffect(sc *scope, s *ir.Stmt, outDefs []string) float64 {
	var callees []string
	for _, c := range s.Calls {
		switch {
		case c.Callee != "":
			callees = append(callees, c.Callee)
		case c.Method != "":
			callees = append(callees, "?."+c.Method)
		}
	}
	writes := len(outDefs) > 0
	binding := s.Kind == ir.DefStmt || s.Kind == ir.ClassStmt || s.Kind == ir.Import
	for _, d := range s.Defs {
		r := root(d.Path)
		if d.May || strings.Contains(d.Path, ".") || sc.globals[r] || sc.nonlocal[r] ||
			(sc.fn.Kind == ir.ModuleScope && !binding) {
			writes = true
		}
	}
	return Effect(sem(sc).IO, callees, writes, len(s.Defs) > 0)
}

func uniqStrings(xs []string) []string {
	seen := map[string]bool{}
	out := xs[:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// ownDefs lists the access paths the statement vertex of s defines: its
// targets and the receivers of container mutators (cs, the resolutions of
// its calls; a def statement's parameters are defined by its formal-ins).
// A target that has a vertex of its own is not one of them: one that takes
// a single result position of a call (Go's user, exp, sig, err := split(tok),
// Def.Result) or is made from its own operands (a parallel assignment,
// Def.Uses). The statement vertex reads everything the line reads (the
// call's whole returned value among it), so a criterion naming such a
// target must seed that target's vertex alone: the value of var just after
// the line (rule 16) is result position i of the call and only what that
// position depends on (Go rule 1, multiple results; rule 11), never the
// definitions that reach the callee's other positions (a named result err
// set before a bare return when the slice needs exp).
func ownDefs(s *ir.Stmt, cs []callee) []string {
	var out []string
	for _, d := range s.Defs {
		if d.Result > 0 && d.Call < len(s.Calls) || d.Uses != nil {
			continue // defined by its own vertex (buildScope, resultDef)
		}
		out = append(out, d.Path)
	}
	for _, cl := range cs {
		if cl.mutates {
			out = append(out, s.Calls[cl.call].RecvPath)
		}
	}
	return uniqStrings(out)
}

// stmtDefs lists the access paths s defines, parameters of a def included
// (cs: the resolutions of its calls).
func stmtDefs(s *ir.Stmt, cs []callee) []string {
	seen := map[string]bool{}
	var out []string
	add := func(p string) {
		if p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, d := range s.Defs {
		add(d.Path)
	}
	if s.Func != nil {
		for _, p := range s.Func.Params {
			add(p.Name)
		}
	}
	for _, cl := range cs {
		if cl.mutates {
			add(s.Calls[cl.call].RecvPath)
		}
	}
	return out
}

// stmtUses lists every access path s reads, in call arguments and receivers
// included.
func stmtUses(s *ir.Stmt) []string {
	seen := map[string]bool{}
	var out []string
	var add func(refs []ir.Ref)
	add = func(refs []ir.Ref) {
		for _, r := range refs {
			if k := r.Lambda(); k >= 0 && k < len(s.Lambdas) {
				add(s.Lambdas[k].Held)
			}
			if r.IsPath() && r.Path != "" && !seen[r.Path] {
				seen[r.Path] = true
				out = append(out, r.Path)
			}
		}
	}
	s.EachRefs(add)
	if s.Func != nil {
		for _, p := range s.Func.Params {
			add(p.DefaultUses)
		}
	}
	return out
}

// reachingDefs solves reaching definitions over the real CFG edges (kill:
// a definition of name x kills x and every x.attr; a definition of x.attr
// kills x.attr; may-definitions kill nothing — rules 2–3) and adds a data
// edge from every definition reaching a use of a matching access path.
func (b *builder) reachingDefs(sc *scope, cfg *CFG, gens [][]defRec, uses [][]use, nested map[*scope][]int) {
	n := len(cfg.Nodes)
	var defs []defRec
	genIdx := make([][]int, n)
	byRoot := map[string][]int{}
	// rebound: the definitions made where a parameter's own object no
	// longer reaches (reboundParams); they are no parameter-outs.
	rebound := map[int]bool{}
	for i := 0; i < n; i++ {
		for _, d := range gens[i] {
			if i >= 2 && sc.rebound[cfg.Nodes[i]][d.root] {
				rebound[len(defs)] = true
			}
			genIdx[i] = append(genIdx[i], len(defs))
			byRoot[d.root] = append(byRoot[d.root], len(defs))
			defs = append(defs, d)
		}
	}
	// The in-sets kept after the walk: the exit's (parameter-outs,
	// captured names) and, for closures (rule 6), those of nested defs and
	// of the calls of nested functions.
	callNodes := map[*scope][]int{}
	passNodes := map[*scope][]int{} // statements passing a nested function as a callback
	keep := map[int]bool{Exit: true}
	// The statements binding a parameter's name to another object: what
	// they find in the parameter's object stays the caller's, though the
	// name no longer reaches the exit (track(opts): opts.id = id, then
	// opts = {...opts}; rule 10).
	rebinds := map[string][]int{}
	if len(sc.assigned) > 0 {
		for i := 2; i < n; i++ {
			for p := range sc.assigned {
				if assigns(cfg.Nodes[i], p) {
					rebinds[p] = append(rebinds[p], i)
					keep[i] = true
				}
			}
		}
	}
	if len(nested) > 0 {
		for i := 2; i < n; i++ {
			s := cfg.Nodes[i]
			for _, cl := range b.calls[s] {
				if cl.sc != nil && cl.sc.parent == sc {
					callNodes[cl.sc] = append(callNodes[cl.sc], i)
					keep[i] = true
				}
				if cl.sc == nil || len(cl.sc.callbacks) == 0 || s == nil || cl.call >= len(s.Calls) {
					continue
				}
				for _, ab := range bindArgs(cl, &s.Calls[cl.call]) {
					if x := sc.children[ab.path]; x != nil && ab.path != "" && slices.Contains(cl.sc.callbacks[ab.param], x) {
						passNodes[x] = append(passNodes[x], i)
						keep[i] = true
					}
				}
			}
		}
		for _, nodes := range nested {
			for _, v := range nodes {
				keep[v] = true
			}
		}
	}
	words := (len(defs) + 63) / 64
	kept := map[int]bitset{}
	for v := range keep {
		kept[v] = make(bitset, words)
	}
	// reach[i][k]: the definitions reaching use k of node i whose path
	// matches it, in byRoot order (all of a root's definitions are in one
	// group).
	reach := make([][][]int, n)
	for i := range reach {
		reach[i] = make([][]int, len(uses[i]))
	}
	walkReaching(cfg, defs, genIdx, byRoot, func(i int, g *defGroup) {
		if keep[i] {
			for _, di := range g.defs {
				if g.reaches(di) {
					kept[i].set(di)
				}
			}
		}
		for k, u := range uses[i] {
			ds := byRoot[root(u.path)]
			if len(ds) == 0 || !g.contains(ds[0]) {
				continue
			}
			for _, di := range ds {
				if g.reaches(di) && pathMatch(u.path, defs[di].path) && !defs[di].export {
					reach[i][k] = append(reach[i][k], di)
				}
			}
		}
	})
	isModule := sc.parent == nil
	selfName := ""
	if sc.ofClass != nil && len(sc.fn.Params) > 0 && !sc.fn.Static {
		selfName = sc.fn.Params[0].Name
	}
	var shadowed map[[2]int]bool
	if selfName != "" {
		shadowed = pathShadows(cfg, defs, genIdx, uses, reach, selfName)
	}
	for i := 0; i < n; i++ {
		// A loop whose uses are evaluated once, at entry (Go's range
		// expression): a definition made inside it reaches its header
		// only by the back edge, after the evaluation.
		var inLoop map[int64]bool // statement ids
		if s := cfg.Nodes[i]; s != nil && s.Once {
			inLoop = map[int64]bool{}
			var mark func(x *ir.Stmt)
			mark = func(x *ir.Stmt) {
				if x == nil {
					return
				}
				if id, ok := b.stmtIDs[x]; ok {
					inLoop[id] = true
				}
				for _, xs := range [][]*ir.Stmt{x.Body, x.Handlers, {x.Else, x.TryElse, x.Finally}} {
					for _, y := range xs {
						mark(y)
					}
				}
			}
			for _, x := range s.Body {
				mark(x)
			}
		}
		// A header run once per execution that declares a block-scoped
		// name in its init and reads it in its condition (Go's if total
		// := total + v; total > budget {, renamed total@29 by the front
		// end): the read takes the init's definition, never one reaching
		// the statement, such as the if body's write of the same name on
		// an earlier pass of a loop (go-v18/02).
		// The same for a name the header's init assigns without renaming
		// (two if err := f(); err != nil { in a row: the second reads its
		// own err, not the first's; go-v20/04), and a Python walrus (if
		// (m := match(s)) and m.group(1):).
		var ownDecl string
		var ownDefs map[string]bool
		if s := cfg.Nodes[i]; s != nil && (s.Kind == ir.If || s.Kind == ir.Elif || s.Kind == ir.Switch) {
			ownDecl = "@" + strconv.Itoa(s.Span.Line)
			for _, d := range s.Defs {
				if !d.May && d.Path == root(d.Path) {
					if ownDefs == nil {
						ownDefs = map[string]bool{}
					}
					ownDefs[d.Path] = true
				}
			}
		}
		// A for-each header (Python's for, Go's range: a For with the
		// language's iteration protocol, or Once) evaluates what it reads
		// once, before the first pass: what the header itself defines (its
		// targets, the outputs of a call in its iterable) reaches it only
		// by the back edge, after that evaluation, so it reaches none of
		// its uses (for chunk in batches(kept, size, stats): the call's
		// parameter-out of stats does not feed its own stats argument).
		var selfID int64 = -1
		if s := cfg.Nodes[i]; s != nil && s.Kind == ir.For && (s.Once || hasProtocolCall(s)) {
			if id, ok := b.stmtIDs[s]; ok {
				selfID = id
			}
		}
		for k, u := range uses[i] {
			if inLoop != nil {
				reach[i][k] = slices.DeleteFunc(reach[i][k], func(di int) bool { return inLoop[b.g.Vertices[defs[di].vertex-1].Stmt] })
			}
			if selfID >= 0 {
				reach[i][k] = slices.DeleteFunc(reach[i][k], func(di int) bool { return b.g.Vertices[defs[di].vertex-1].Stmt == selfID })
			}
			if ownDecl != "" && strings.HasSuffix(root(u.path), ownDecl) || ownDefs[root(u.path)] {
				reach[i][k] = nil
			}
			r := root(u.path)
			// selfName is "" outside methods: a path with an empty root
			// (from broken source) is no attribute of self.
			if selfName != "" && r == selfName && r != u.path && !shadowed[[2]int{i, k}] {
				b.pendingAttrs = append(b.pendingAttrs, pendingUse{sc: sc, vertex: u.vertex, path: u.path})
			}
			for _, di := range reach[i][k] {
				if isModule || sc.globals[r] {
					b.deferred = append(b.deferred, deferredEdge{sc, defs[di].vertex, u.vertex, u.path})
					continue
				}
				b.edge(defs[di].vertex, u.vertex, schema.Data, u.path)
			}
			if isModule || !sc.locals[r] || sc.globals[r] || sc.nonlocal[r] {
				b.pending = append(b.pending, pendingUse{sc: sc, vertex: u.vertex, path: u.path})
			}
		}
	}
	// Parameter-outs: definitions of a modified parameter's paths that reach
	// the exit flow back to the caller.
	fv := b.verts[sc]
	for k, p := range sc.fn.Params {
		whole, ok := fv.formalOut[k]
		if !ok && len(sc.outAttrs[k]) == 0 {
			continue
		}
		for _, di := range byRoot[p.Name] {
			d := defs[di]
			if !(d.may || d.path != d.root) || rebound[di] || strings.Contains(d.path, "@") {
				continue // (fn~n@m:f is a callback's cell: below)
			}
			fo := whole
			if j := slices.Index(sc.outAttrs[k], attrOf(d.path)); j >= 0 {
				fo = fv.formalOut[attrKey(k, j)]
			}
			if fo == 0 {
				continue // none: paramOuts marks every such definition
			}
			reaches := kept[Exit].has(di)
			for _, at := range rebinds[p.Name] {
				reaches = reaches || kept[at].has(di)
			}
			if reaches {
				b.edge(d.vertex, fo, schema.Data, d.path)
			}
		}
	}
	// The cells the closures a parameter holds write where this function
	// calls them (fn~n@m:f, cellPath) flow back to the caller.
	for k, p := range sc.fn.Params {
		for j, c := range sc.cbCells[k] {
			fo, ok := fv.formalOut[cellKey(k, j)]
			if !ok {
				continue
			}
			for _, di := range byRoot[p.Name] {
				if d := defs[di]; d.path == cellPath(p.Name, c.cv) && kept[Exit].has(di) {
					b.edge(d.vertex, fo, schema.Data, d.path)
				}
			}
		}
	}
	// Captured names written (rule 6): the definitions reaching the exit
	// flow back out, all of them after a nonlocal assignment (the value
	// passed in included, when a path skips the assignment), otherwise the
	// may-definitions and attribute definitions, as for a parameter.
	for k, name := range sc.capList {
		fo, ok := fv.formalOut[len(sc.fn.Params)+k]
		if !ok {
			continue
		}
		for _, di := range byRoot[name] {
			d := defs[di]
			if kept[Exit].has(di) && (sc.capStrong[name] || d.may || d.path != d.root) {
				b.edge(d.vertex, fo, schema.Data, d.path)
			}
		}
	}
	// Definitions visible from elsewhere: module-level names and globals
	// written in functions.
	if isModule || sc.class != nil {
		m := map[string][]defRec{}
		for _, d := range defs {
			m[d.root] = append(m[d.root], d)
		}
		if isModule {
			// A module of several files keeps one table for all its files.
			ps := b.r.pkgScope(sc)
			if b.moduleDefs[ps] == nil {
				b.moduleDefs[ps] = m
			} else {
				for k, ds := range m {
					b.moduleDefs[ps][k] = append(b.moduleDefs[ps][k], ds...)
				}
			}
		} else {
			b.classDefs[sc] = m
		}
	} else {
		// Writes to module-level names from a function: assignments under
		// a global declaration, and may-definitions or attribute
		// definitions of a module-level object (REGISTRY.append(x),
		// config.debug = True), which need no declaration.
		mod := b.r.pkgScope(b.r.moduleOf(sc))
		for _, d := range defs {
			if !sc.globals[d.root] && !(b.moduleLevel(sc, d.root) && (d.may || d.path != d.root)) {
				continue
			}
			if b.globalWrites[mod] == nil {
				b.globalWrites[mod] = map[string][]defRec{}
			}
			b.globalWrites[mod][d.root] = append(b.globalWrites[mod][d.root], d)
			// settings.DEBUG = v, where settings names a module of the
			// repository, writes that module's DEBUG: reads of it there and
			// through the module elsewhere (settings.DEBUG after from app
			// import settings) see the write as one made by a function of
			// that module. Only a plain assignment: a may-definition
			// through another module (os.environ[k] = v, m.cache.clear())
			// is left out, as it was before; linking those made the
			// standard library's slices 70% larger (192 to 328 statements
			// on average, the 95th percentile of latency 233 to 469 ms).
			if i := strings.IndexByte(d.path, '.'); i > 0 && !d.may {
				if t := b.r.lookup(sc, d.root, 0); t.kind == bModule {
					if ms := b.r.modules[t.qname]; ms != nil && ms != mod {
						attr := d.path[i+1:]
						if b.globalWrites[ms] == nil {
							b.globalWrites[ms] = map[string][]defRec{}
						}
						b.globalWrites[ms][attr] = append(b.globalWrites[ms][attr], defRec{vertex: d.vertex, path: attr, root: attr, may: d.may})
					}
				}
			}
			// HANDLERS.append(x), where a from-import binds HANDLERS to a
			// module-level variable of another module of the repository:
			// the object is that module's, so the may-definition writes
			// its variable there too (rules 1 and 4). A rebinding of the
			// imported name does not (the importer's own binding).
			if d.may || d.path != d.root {
				if os, name := b.r.importedVariable(b.r.moduleOf(sc), d.root, 0); os != nil {
					if ps := b.r.pkgScope(os); ps != mod {
						if b.globalWrites[ps] == nil {
							b.globalWrites[ps] = map[string][]defRec{}
						}
						b.globalWrites[ps][name] = append(b.globalWrites[ps][name], defRec{vertex: d.vertex, path: name + d.path[len(d.root):], root: name, may: d.may})
					}
				}
			}
		}
	}
	// Closures (rule 6): definitions reaching a nested def or a call of it.
	if len(nested) > 0 {
		for child, nodes := range nested {
			m := map[string][]defRec{}
			seen := map[int]bool{}
			for _, at := range append(append([]int(nil), nodes...), callNodes[child]...) {
				for di, d := range defs {
					if kept[at].has(di) && !seen[di] {
						seen[di] = true
						m[d.root] = append(m[d.root], d)
					}
				}
			}
			b.closureDefs[child] = m
			// A captured name also takes the definitions reaching the
			// nested def, for calls made where no call site is seen (the
			// function returned or passed as a callback). A function only
			// called here takes a definition that reaches one of its calls
			// through that call's actual-in alone: a direct edge into its
			// body would put the body at the enclosing function's call
			// level, one call edge too near (rule 15).
			// A function only passed to functions that call it through
			// their parameter (scope.callbacks) is called where they call
			// it: a definition reaching a statement passing it comes in
			// through that call's actual-in of the cell (scope.cbReads).
			seenCalls := callNodes[child]
			local := len(seenCalls) > 0 && !valueRead(sc, child.fn.Name)
			if !local && len(passNodes[child]) > 0 && b.callbackOnly(sc, child) {
				local = true
				seenCalls = append(slices.Clone(seenCalls), passNodes[child]...)
			}
			// atDef collects the definitions of the names x captures that
			// reach the def statement (nodes), but those skip drops.
			atDef := func(x *scope, skip func(di int, d defRec) bool) map[string][]defRec {
				at := map[string][]defRec{}
				for di, d := range defs {
					if !x.capt[d.root] || skip(di, d) {
						continue
					}
					for _, node := range nodes {
						if kept[node].has(di) {
							at[d.root] = append(at[d.root], d)
							break
						}
					}
				}
				return at
			}
			b.addCaptAtDef(child, atDef(child, func(di int, _ defRec) bool {
				return local && slices.ContainsFunc(seenCalls, func(c int) bool { return kept[c].has(di) })
			}))
			// The methods of a class defined in sc read sc's names too
			// (the class body is skipped: functools.cmp_to_key's K.__lt__
			// reads mycmp): the definitions reaching the class statement
			// reach their formal-ins, as for a function returned (rule 6).
			if child.fn.Kind != ir.FunctionScope {
				for _, name := range slices.Sorted(maps.Keys(child.children)) {
					x := child.children[name]
					if x.parent != child || x.fn.Kind != ir.FunctionScope || len(x.capList) == 0 {
						continue
					}
					b.addCaptAtDef(x, atDef(x, func(_ int, d defRec) bool { return enclosingOwner(x, d.root) != sc }))
				}
			}
		}
	}
}

// valueRead reports whether a statement of sc, or of a scope nested in it,
// reads name as a value (returns it, passes it, stores it) rather than
// only calling it.
func valueRead(sc *scope, name string) bool {
	found := false
	sc.fn.Walk(func(f *ir.Func) {
		f.Stmts(func(s *ir.Stmt) {
			for _, r := range s.Uses {
				if r.IsPath() && r.Path == name {
					found = true
				}
			}
		})
	})
	return found
}

// addCaptAtDef adds the definitions at reaching the def of nested function
// x (or, for a method, of its class) to b.captAtDef: a method of a class
// defined in a function takes them from both the function and the class
// body.
func (b *builder) addCaptAtDef(x *scope, at map[string][]defRec) {
	m := b.captAtDef[x]
	if m == nil {
		b.captAtDef[x] = at
		return
	}
	for _, k := range slices.Sorted(maps.Keys(at)) {
		m[k] = append(m[k], at[k]...)
	}
}

// callbackOnly reports whether every read of nested function x's name (in
// a statement's uses, its definitions' or its calls' arguments, receivers
// and callees), in sc or a function nested in it, is an argument of a
// statement of sc bound to a parameter that the repository function called
// there calls (scope.callbacks): each(items, add), not handlers.append(add)
// nor return add. Its calls are then all seen.
func (b *builder) callbackOnly(sc, x *scope) bool {
	name := x.fn.Name
	reads := 0
	count := func(refs []ir.Ref) {
		for _, r := range refs {
			if r.IsPath() && r.Path == name {
				reads++
			}
		}
	}
	sc.fn.Walk(func(f *ir.Func) {
		f.Stmts(func(s *ir.Stmt) {
			s.EachRefs(count)
			for _, d := range s.Defs {
				count(d.Uses)
			}
		})
	})
	covered := 0
	for _, s := range sc.stmts {
		for _, cl := range b.calls[s] {
			if cl.sc == nil || cl.call >= len(s.Calls) {
				continue
			}
			for _, ab := range bindArgs(cl, &s.Calls[cl.call]) {
				if ab.path == name && slices.Contains(cl.sc.callbacks[ab.param], x) {
					covered++
					break
				}
			}
		}
	}
	return reads > 0 && covered >= reads
}

// closureValueUses returns, for the plain names among refs that name a
// function defined in sc that captures names (rule 6), uses of those
// captured names.
func (b *builder) closureValueUses(sc *scope, refs []ir.Ref) []ir.Ref {
	var out []ir.Ref
	for _, r := range refs {
		if !r.IsPath() || strings.Contains(r.Path, ".") {
			continue
		}
		child := sc.children[r.Path]
		if child == nil || child.fn.Kind != ir.FunctionScope || child.fn.Lambda {
			continue
		}
		for _, n := range child.capList {
			out = append(out, ir.PathRef(n))
		}
	}
	return out
}

// deferredEdge is a data edge from definition vertex from to use vertex
// to, of path, in scope sc, left for resolvePending.
type deferredEdge struct {
	sc       *scope
	from, to int64
	path     string
}

// moduleLevel reports whether name, used in sc, is the module-level name:
// neither local to sc nor to an enclosing function, and bound at module
// level.
func (b *builder) moduleLevel(sc *scope, name string) bool {
	for cur := sc; cur != nil && cur.parent != nil; cur = cur.parent {
		if cur.fn.Kind == ir.FunctionScope && cur.locals[name] && !cur.globals[name] {
			return false
		}
	}
	mod := b.r.moduleOf(sc)
	return mod.locals[name] || b.r.siblingOwner(mod, name) != nil
}

// pathMatch reports whether a use of access path u can read a definition of
// access path d: the same path, or one is the other's base object (a use of
// obj reads obj.x; a use of obj.x reads obj), never two different attributes
// of one object (rule 2).
func pathMatch(u, d string) bool {
	if u == d {
		return true
	}
	return strings.HasPrefix(u, d+".") || strings.HasPrefix(d, u+".")
}

// pathShadows finds the uses of obj.x that a plain assignment to obj.x
// (not a may-definition) separates, on every path, from each definition of
// obj whole that reaches them (the formal-in of self, obj = ...): the
// class attribute such a use would read through self is not its value
// (self.fee = fee_for(amount) then amount + self.fee: the class body's
// fee = 1.5 stays out; rules-v122/02). The use still reads obj itself
// (golden 05: a use of p.x reads p), so reach keeps those definitions.
// The kill rule of walkReaching (a definition of x.attr kills those of
// x.attr) cannot say it, a bit per definition standing for every path of
// its root, so a second pass solves for copies of the root's
// definitions, one per path a plain assignment defines in the scope,
// which those assignments kill. Only root self (a method's first
// parameter) is solved for: the class attributes are all it decides. It
// returns the uses, as {node, use}, all of whose root definitions are so
// shadowed.
func pathShadows(cfg *CFG, defs []defRec, genIdx [][]int, uses [][]use, reach [][][]int, self string) map[[2]int]bool {
	paths := map[string][]string{} // root -> the paths plain assignments define
	for _, d := range defs {
		if d.root == self && !d.may && !d.export && d.path != d.root && !slices.Contains(paths[d.root], d.path) {
			paths[d.root] = append(paths[d.root], d.path)
		}
	}
	if len(paths) == 0 {
		return nil
	}
	type copyOf struct {
		def  int    // index in defs of the root definition
		path string // the path it stands for
	}
	var vdefs []defRec
	var origin []copyOf // per vdef; def -1 for a real definition of a path
	vgen := make([][]int, len(genIdx))
	vbyRoot := map[string][]int{}
	add := func(node int, d defRec, o copyOf) {
		vgen[node] = append(vgen[node], len(vdefs))
		vbyRoot[d.root] = append(vbyRoot[d.root], len(vdefs))
		vdefs = append(vdefs, d)
		origin = append(origin, o)
	}
	for node, idx := range genIdx {
		for _, di := range idx {
			d := defs[di]
			ps := paths[d.root]
			switch {
			case len(ps) == 0 || d.export:
			case d.path == d.root:
				add(node, d, copyOf{-1, ""}) // kills the copies before it
				for _, p := range ps {
					add(node, defRec{vertex: d.vertex, path: p, root: d.root, may: d.may}, copyOf{di, p})
				}
			case !d.may && slices.Contains(ps, d.path):
				add(node, d, copyOf{-1, ""})
			}
		}
	}
	// live[{node, def}][path]: the copy of root definition def for path
	// reaches node.
	type at struct{ node, def int }
	live := map[at]map[string]bool{}
	walkReaching(cfg, vdefs, vgen, vbyRoot, func(i int, g *defGroup) {
		for _, u := range uses[i] {
			r := root(u.path)
			if u.path == r || !slices.Contains(paths[r], u.path) {
				continue
			}
			for _, vi := range vbyRoot[r] {
				if o := origin[vi]; o.def >= 0 && o.path == u.path && g.reaches(vi) {
					k := at{i, o.def}
					if live[k] == nil {
						live[k] = map[string]bool{}
					}
					live[k][u.path] = true
				}
			}
		}
	})
	var out map[[2]int]bool
	for i := range uses {
		for k, u := range uses[i] {
			r := root(u.path)
			if u.path == r || !slices.Contains(paths[r], u.path) {
				continue
			}
			if !slices.ContainsFunc(reach[i][k], func(di int) bool { return defs[di].path == r && live[at{i, di}][u.path] }) {
				if out == nil {
					out = map[[2]int]bool{}
				}
				out[[2]int{i, k}] = true
			}
		}
	}
	return out
}

// resolvePending adds the data edges of uses whose names are not local:
// closures (rule 6), module-level names and globals (rule 1), attributes of
// imported modules, and from-imports of names defined in the repository.
func (b *builder) resolvePending() {
	for _, e := range b.deferred {
		if b.ord.killedBetween(e.sc, e.from, e.to, root(e.path)) {
			continue
		}
		b.edge(e.from, e.to, schema.Data, e.path)
	}
	b.deferred = nil
	for _, p := range b.pending {
		r := root(p.path)
		link := func(ds []defRec) { b.linkDefs(ds, p, p.path, schema.Data, nil) }
		linkGlobal := func(m *scope, ds []defRec) { b.linkDefs(ds, p, p.path, schema.Global, b.ord.plainKills(m, r)) }
		sc := p.sc
		// A call that writes r on every path through its callee, met on
		// every path from the scope's entry to the read, kills what came
		// before it (order.go, must-writes).
		killed, kills := b.ord.killedBefore(sc, b.ord.stmtAt(p.vertex), r)
		afterKill := func(ds []defRec) []defRec {
			if !killed {
				return ds
			}
			var out []defRec
			for _, d := range ds {
				if w := b.scopeByID[b.vfunc[d.vertex]]; w == nil || b.ord.writeAfterKill(w, sc, r, kills) {
					out = append(out, d)
				}
			}
			return out
		}
		if sc.parent == nil { // module level: globals written by its functions
			ps := b.r.pkgScope(sc)
			linkGlobal(ps, afterKill(b.globalWrites[ps][r]))
			if sc.file.SharedModule && !sc.locals[r] {
				// A name another file of the module declares.
				var other []defRec
				for _, d := range b.moduleDefs[ps][r] {
					if b.vfunc[d.vertex] != sc.id {
						other = append(other, d)
					}
				}
				link(other)
			}
			b.moduleMember(sc, p)
			b.importedWrites(sc, p, r)
			continue
		}
		if sc.capt[r] { // linked through the formal-in (rule 6)
			continue
		}
		if !sc.globals[r] {
			via, cur := sc, sc.parent
			found := false
			for cur != nil && cur.parent != nil {
				if cur.fn.Kind == ir.FunctionScope && cur.locals[r] && !cur.globals[r] {
					link(b.closureDefs[via][r])
					found = true
					break
				}
				via, cur = cur, cur.parent
			}
			if found {
				continue
			}
		}
		mod := b.r.pkgScope(b.r.moduleOf(sc))
		shared := mod.file.SharedModule // package-level names are all set before any function runs
		var defs []defRec               // the module-level definitions that may reach a call leading here
		all := b.moduleDefs[mod][r]
		// A plain write of the variable in the reading function itself,
		// under global, on every path from its entry to the read kills the
		// module-level definitions (rule 1: login() sets _token before
		// return _token, so _token = None at module level never reaches
		// it).
		own := !killed && sc.globals[r] && !b.exposedTo(sc, b.ord.stmtAt(p.vertex), r, true)
		for _, d := range all {
			if killed || own {
				break // the call, or the write, before the read replaced them all
			}
			if d.export {
				continue // the module's export, which its own functions do not read
			}
			if shared && b.ord.rootsReach(r, sc) || !shared && (len(all) > maxOrderDefs || b.ord.moduleDefReaches(mod, d, r, sc)) {
				defs = append(defs, d)
			}
		}
		link(defs)
		linkGlobal(mod, afterKill(b.globalWrites[mod][r]))
		b.moduleMember(mod, p)
		b.importedWrites(sc, p, r)
	}
	for child, m := range b.captAtDef {
		fv := b.verts[child]
		for k, name := range child.capList {
			for _, d := range m[name] {
				b.edge(d.vertex, fv.formalIn[len(child.fn.Params)+k], schema.Data, name)
			}
		}
	}
	// Class attributes read through self/cls in a method: the definitions in
	// the body of the first class along the MRO that defines the name.
	// self.attr reads the class attribute of the class self is an instance
	// of: along the MRO of each class whose instances reach self (a
	// subclass may override it), else of the method's own class.
	for _, p := range b.pendingAttrs {
		attr := p.path[strings.IndexByte(p.path, '.')+1:]
		if cs := b.selfClasses[p.sc]; len(cs) > 0 {
			for _, c := range cs {
				if !b.initAssigns(c, attr) {
					b.linkClassAttr(c, attr, p, true)
					b.linkClassAttrWrites(c, attr, p)
				}
			}
			continue
		}
		if !b.initAssigns(p.sc.ofClass, attr) {
			b.linkClassAttr(p.sc.ofClass, attr, p, true)
			b.linkClassAttrWrites(p.sc.ofClass, attr, p)
		}
	}
	for _, im := range b.imports {
		if ms := b.r.modules[im.mod]; ms != nil {
			local := exportedName(ms, im.name)
			if _, own := ms.bindings[local]; !own {
				// Re-exported by a wildcard (export * from m, from m
				// import *): the definitions of the module that binds it.
				if so := b.r.starOwner(ms, local, 0); so != nil {
					ms = b.r.pkgScope(so)
				}
			}
			for _, d := range b.moduleDefs[ms][local] {
				if d.path == local {
					b.edge(d.vertex, im.vertex, schema.Data, local)
				}
			}
		}
	}
}

// importedWrites links a read of name r, which a from-import binds to a
// module-level variable of another module of the repository
// (resolver.importedVariable), to the writes of that variable made in
// functions (globalWrites) by GLOBAL edges: all of them where imports are
// live views (ir.Semantics.LiveImports: JavaScript's setLevel(v) writing
// its module's let), only the may-definitions and attribute definitions
// otherwise (Python shares the object, not the binding).
func (b *builder) importedWrites(sc *scope, p pendingUse, r string) {
	os, name := b.r.importedVariable(b.r.moduleOf(sc), r, 0)
	if os == nil {
		return
	}
	ps := b.r.pkgScope(os)
	ws := b.globalWrites[ps][name]
	if !sem(sc).LiveImports() {
		var shared []defRec
		for _, w := range ws {
			if w.may || w.path != w.root {
				shared = append(shared, w)
			}
		}
		ws = shared
	}
	if len(ws) == 0 {
		return
	}
	b.linkDefs(ws, p, name+p.path[len(r):], schema.Global, b.ord.plainKills(ps, name))
}

// moduleMember links a use of m.attr, where m names a module of the
// repository, to the module-level definitions of attr in that module.
func (b *builder) moduleMember(mod *scope, p pendingUse) {
	i := strings.IndexByte(p.path, '.')
	if i < 0 {
		return
	}
	t := b.r.lookup(p.sc, p.path[:i], 0)
	if t.kind == bClass {
		if b.memberKilled(p, nil, "") {
			return // Config.level = 3 before every path to the read
		}
		// Every class statement of the name: two of them, one per branch
		// of a module-level if, both define it (rules 1 and 7), and C.X
		// reads the X of either (rules-v73/08).
		for _, c := range b.r.classesNamed(t.qname) {
			b.linkClassAttr(c, p.path[i+1:], p, false)
		}
		return
	}
	if t.kind != bModule {
		return
	}
	ms := b.r.modules[t.qname]
	if ms == nil {
		return
	}
	attr := exportedName(ms, p.path[i+1:])
	if !b.memberKilled(p, ms, attr) {
		for _, d := range b.moduleDefs[ms][attr] {
			if d.path == attr {
				b.edge(d.vertex, p.vertex, schema.Data, p.path)
			}
		}
	}
	// mod.NAME also reads the writes of NAME in mod's functions (global
	// NAME; NAME.append(x)).
	b.linkDefs(b.globalWrites[ms][attr], p, attr, schema.Global, b.ord.plainKills(ms, attr))
}

// guardedNestedDef reports whether function scope sc is defined by a def
// statement nested in a compound statement (a loop, an if, a try) of an
// enclosing function, not at the top level of its body.
func guardedNestedDef(sc *scope) bool {
	p := sc.parent
	if p == nil || p.parent == nil || p.fn == nil || p.fn.Kind != ir.FunctionScope || sc.fn == nil || sc.fn.Def == nil {
		return false
	}
	return !slices.Contains(p.fn.Body, sc.fn.Def)
}

// memberKilled reports whether every path of the reading scope's CFG from
// its entry to the read p of an access path m.attr (a module's or a
// class's member: store.Limit, Config.level) passes a plain assignment of
// that path in the scope (store.Limit = n) or, when ms is not nil, a call
// that writes module-level attr of ms on every path through its callee
// (store.SetLimit(n); order.go, must-writes): then the module-level and
// class-body definitions of attr do not reach the read (rule 1: a plain
// assignment kills). The read's own statement does not count: it may read
// before it writes. Module code is not asked (its own reaching
// definitions order its reads).
func (b *builder) memberKilled(p pendingUse, ms *scope, attr string) bool {
	if p.sc.parent == nil {
		return false
	}
	cfg := b.ord.cfgs[p.sc]
	rs := b.ord.stmtAt(p.vertex)
	if cfg == nil || rs == nil {
		return false
	}
	own := map[int]bool{}
	for _, n := range nodesOf(cfg, rs) {
		own[n] = true
	}
	kills := map[int]bool{}
	if ms != nil {
		for n := range b.ord.killsOfCallIn(p.sc, attr, ms) {
			kills[n] = true
		}
	}
	for n, s := range cfg.Nodes {
		if s == nil || s == rs {
			continue
		}
		for _, d := range s.Defs {
			if d.Path == p.path && !d.May {
				kills[n] = true
			}
		}
	}
	for n := range own {
		delete(kills, n)
	}
	if len(kills) == 0 {
		return false
	}
	reached := cfgReach(cfg, []int{Entry}, func(n int) bool { return !kills[n] })
	for n := range own {
		if reached[n] {
			return false
		}
	}
	return true
}

// linkDefs links the definitions ds whose path matches rel (the use's path
// as the defining module spells it) to the pending use p, by edges of kind
// (DATA or GLOBAL) carrying the use's own path. A GLOBAL write made in the
// reading function itself is left to reaching definitions, which keep its
// order, but for a read that is upward exposed (upwardExposed): the write
// reaches it from an earlier call of the function, unless the function
// runs once (order.runsOnce). kills, when not nil, gives the CFG nodes of
// a scope that kill the variable (order.plainKills): a write reaches a read
// through a scope only along a path free of them.
func (b *builder) linkDefs(ds []defRec, p pendingUse, rel, kind string, kills func(*scope) map[int]bool) {
	exposed := map[string]bool{} // upwardExposed per root, searched once
	for _, d := range ds {
		if !pathMatch(rel, d.path) {
			continue
		}
		if kind == schema.Global && b.vfunc[d.vertex] == p.sc.id {
			// The reading function's own write reaches this invocation's
			// read through reaching definitions, and an earlier
			// invocation's only when the read is upward exposed: next_id()
			// reads the counter its earlier calls wrote (_counter += 1).
			r := root(d.path)
			up, done := exposed[r]
			if !done {
				up = b.upwardExposed(p.sc, b.ord.stmtAt(p.vertex), r)
				exposed[r] = up
			}
			if up && !b.ord.runsOnce(p.sc) {
				// No earlier invocation when the function runs once
				// (set_currency() saving the previous symbol before
				// writing the new one, called once: rules-v74/04).
				b.edge(d.vertex, p.vertex, kind, p.path)
			}
			continue
		}
		if kind == schema.Global {
			w := b.scopeByID[b.vfunc[d.vertex]]
			ws := b.ord.stmtAt(d.vertex)
			if w != nil && ws != nil && !b.ord.mayPrecede(w, ws, p.sc, b.ord.stmtAt(p.vertex), kills) {
				continue // no execution runs the write before the read
			}
			if w != nil && ws != nil && !b.ord.initWriteReaches(w, p.sc, root(d.path)) {
				continue // a Go init's write, killed before every call toward the read
			}
		}
		b.edge(d.vertex, p.vertex, kind, p.path)
	}
}

// linkClassAttr links a use of C.attr (or self.attr in a method of C,
// instance) to the definitions of attr in the body of the first class of
// C's MRO that defines it, unless that class defines attr as a property;
// a read through an instance does not see a static member (ir.Def.Static).
func (b *builder) linkClassAttr(c *classInfo, attr string, p pendingUse, instance bool) {
	for _, k := range b.r.mro(c) {
		if b.propAttrs[k.sc][attr] {
			return // a property: the read is a call of its getter (propertyReads)
		}
		ds := b.classDefs[k.sc][attr]
		found := false
		for _, d := range ds {
			if d.path == attr && !(instance && d.static) {
				b.edge(d.vertex, p.vertex, schema.Data, p.path)
				found = true
			}
		}
		if found {
			return
		}
	}
}

// linkClassAttrWrites links a read of self.attr in a method of C (no
// __init__ along C's MRO assigns it) to the writes of K.attr made through
// the class's name in functions (Registry.items = {}, Registry.items[k] =
// v: the class object is module-level state, rule 5's globals), for each
// class K of C's MRO up to the first whose body defines attr, as GLOBAL
// edges ordered like any global write (linkDefs).
func (b *builder) linkClassAttrWrites(c *classInfo, attr string, p pendingUse) {
	if c == nil || c.sc != nil && sem(c.sc).StaticsApart() {
		// JavaScript: C.x = v writes the class's static x, which its
		// instances do not see (ir.Def.Static).
		return
	}
	for _, k := range b.r.mro(c) {
		if k.sc == nil || k.sc.fn == nil {
			continue
		}
		name := k.sc.fn.Name
		home := b.r.moduleOf(k.sc)
		mod := b.r.pkgScope(home)
		if ws := b.globalWrites[mod][name]; len(ws) > 0 {
			b.linkDefs(ws, p, name+"."+attr, schema.Global, nil)
		}
		// Writes through the name another module imports it as (from
		// throttle import Throttle; Throttle.configure(rate), whose cls.RATE
		// = rate writes the class: rules-v73/07).
		if k.sc.parent == home && home != nil && home.fn != nil {
			if b.importsOf == nil {
				b.importsOf = map[[2]string][]pendingImport{}
				for _, im := range b.imports {
					if im.sc != nil {
						key := [2]string{im.mod, im.name}
						b.importsOf[key] = append(b.importsOf[key], im)
					}
				}
			}
			for _, im := range b.importsOf[[2]string{home.fn.QName, name}] {
				// A write of an attribute through the alias, or a call
				// that may change the class (a may-definition); not a
				// rebinding of the alias to another object (a test's
				// cygwinccompiler.Popen = FakePopen), which writes no
				// attribute of the class.
				var ws []defRec
				for _, d := range b.globalWrites[b.r.pkgScope(b.r.moduleOf(im.sc))][im.alias] {
					if d.may || d.path != im.alias {
						ws = append(ws, d)
					}
				}
				if len(ws) > 0 {
					b.linkDefs(ws, p, im.alias+"."+attr, schema.Global, nil)
				}
			}
		}
		if len(b.classDefs[k.sc][attr]) > 0 {
			return
		}
	}
}

// summaries computes HRB summary edges (Horwitz, Reps and Binkley 1990,
// section 4.2, as a fixpoint over a worklist of functions): actual-in →
// actual-out at every call site whose callee's formal-out is reachable from
// the matching formal-in inside the callee, over data, control (CTRL and
// ARG_CTRL), jump and (already known) summary edges. It iterates to a fixpoint because a
// callee's summaries depend on those of its own callees.
// dedupEdges sorts the edge list and drops duplicates (cheaper than a
// million-entry hash set).
// linkDefaults adds the data edge from each parameter default's vertex on
// the def line to the parameter's formal-in when the default can be the
// value bound: some call site of the function leaves it out, unpacks
// arguments into it or passes JavaScript's undefined, or the function has
// no call site in the repository (it is called from outside, with
// whatever it leaves out). A default every call overrides reaches nothing
// past its def line (JavaScript RULES.md rule 5; slicing-rules.md rule 5
// with golden 29's reading).
//
// A default the language evaluates at the call (JavaScript) is bound at
// the calls that leave it as the value, and only there (rule 12: a
// descent into the function from a call that passes the argument never
// reads it). It is then a value the function hands to those calls and
// takes back as the argument: a formal-out of the def statement fed by
// the default's vertex and by the formal-ins of the parameters it reads,
// and at each such call an actual-out (param_out from that formal-out)
// feeding the actual-in of the parameter. A slice that descends from such
// a call reaches the default through the actual-out, one call level down,
// so a function beyond the depth keeps its default (a stub's def line is
// no statement of the slice, rule 15); summary edges carry the parameters
// it reads to the actual-out, and the parameter's actual-in to the call's
// results. A slice that ascends from the parameter's formal-in to the
// calls reaches the default through a param_in edge from its vertex: one
// call level up, with the calls that leave it out, and not at all when
// every call passes it. With no call site in the repository the default's
// vertex and the formal-ins it reads feed the formal-in, as above.
func (b *builder) linkDefaults() {
	for _, d := range b.defaults {
		sites := b.sites[d.fn]
		used := len(sites) == 0
		for _, st := range sites {
			used = used || st.defaulted[d.param]
		}
		if !used {
			continue
		}
		fv := b.verts[d.fn]
		name := d.fn.fn.Params[d.param].Name
		if !d.atCall || len(sites) == 0 {
			b.edge(d.vertex, fv.formalIn[d.param], schema.Data, name)
			for _, k := range d.params {
				b.edge(fv.formalIn[k], fv.formalIn[d.param], schema.Data, d.fn.fn.Params[k].Name)
			}
			continue
		}
		dvar := name + "="
		fo := b.vertex(schema.RoleFormalOut, fv.defStmt, d.fn, dvar)
		fv.formalOut[defaultKey(d.param)] = fo
		b.edge(d.vertex, fo, schema.Data, dvar)
		for _, k := range d.params {
			b.edge(fv.formalIn[k], fo, schema.Data, d.fn.fn.Params[k].Name)
		}
		b.edge(d.vertex, fv.formalIn[d.param], schema.ParamIn, dvar)
		for _, st := range sites {
			ai, ok := st.ai[d.param]
			if !st.defaulted[d.param] || !ok {
				continue
			}
			ao := b.vertex(schema.RoleActualOut, st.sid, st.caller, dvar)
			st.ao[defaultKey(d.param)] = ao
			// An input of the call, as an actual-in is: its control
			// dependence on the call is walked backward only (ARG_CTRL),
			// so a forward slice that reaches the call by control
			// dependence does not descend through the default.
			b.edge(st.call, ao, schema.ArgCtrl, "")
			b.edge(fo, ao, schema.ParamOut, dvar)
			b.edge(ao, ai, schema.Data, dvar)
			delete(st.omitted, d.param) // it reads the default
		}
	}
}

// linkKeyDefaults adds the data edge from the vertex reading the value of
// a default inside a parameter's object pattern (ir.Stmt.KeyDefault:
// function f(a, { strict = STRICT } = {})) to the statement that rebinds
// the names it defaults, unless no call may leave the key undefined: the
// function has at least one call site in the repository and every one
// binds the parameter to an object literal that writes the key out with
// no spread element (ir.Arg.Keys, ir.Arg.Spread). JavaScript evaluates
// such a default only when the property is undefined, so a default every
// call overrides reaches nothing past its vertex, as linkDefaults reads
// a parameter's default (JavaScript RULES.md rules 1 and 5). A call that
// leaves the argument out, passes undefined or anything other than such
// a literal (a variable, a spread argument), or a literal without the
// key, keeps the default, and so does a function with no call site.
func (b *builder) linkKeyDefaults() {
	for _, d := range b.keyDefaults {
		sites := b.sites[d.fn]
		used := len(sites) == 0
		for _, st := range sites {
			used = used || !slices.Contains(st.keys[d.param], d.key)
		}
		if used {
			b.edge(d.vertex, d.stmt, schema.Data, "")
		}
	}
}

// paramRefs splits the uses refs of a default value into those of the
// parameters params (the ones before it), returned as their indices, and
// the rest.
func paramRefs(params []ir.Param, refs []ir.Ref, calls []ir.Call) (rest []ir.Ref, ks []int) {
	idx := map[string]int{}
	for k, p := range params {
		if p.Name != "" {
			idx[p.Name] = k
		}
	}
	seen := map[int]bool{}
	note := func(r ir.Ref) bool {
		if !r.IsPath() {
			return false
		}
		k, ok := idx[root(r.Path)]
		if ok && !seen[k] {
			seen[k] = true
			ks = append(ks, k)
		}
		return ok
	}
	// The parameters read inside the calls the default makes
	// (Math.max(1, Math.floor(width / MIN_COLUMN))): the call stays in
	// rest, for what else it reads.
	followed := map[int]bool{}
	var inCall func(i int)
	inCall = func(i int) {
		if i < 0 || i >= len(calls) || followed[i] {
			return
		}
		followed[i] = true
		c := &calls[i]
		var rs []ir.Ref
		rs = append(rs, c.CalleeUses...)
		rs = append(rs, c.Receiver...)
		for _, a := range c.Args {
			rs = append(rs, a.Uses...)
		}
		for _, r := range rs {
			if !note(r) && !r.IsPath() && r.Call >= 0 {
				inCall(r.Call)
			}
		}
	}
	for _, r := range refs {
		if note(r) {
			continue
		}
		if !r.IsPath() && r.Call >= 0 {
			inCall(r.Call)
		}
		rest = append(rest, r)
	}
	return rest, ks
}

func setKey(m map[int]bool, k int) map[int]bool {
	if m == nil {
		m = map[int]bool{}
	}
	m[k] = true
	return m
}

func (b *builder) dedupEdges() {
	es := b.edges
	sort.Slice(es, func(i, j int) bool {
		x, y := es[i], es[j]
		if x.from != y.from {
			return x.from < y.from
		}
		if x.to != y.to {
			return x.to < y.to
		}
		if x.kind != y.kind {
			return x.kind < y.kind
		}
		return x.v < y.v
	})
	out := es[:0]
	for i, e := range es {
		if i == 0 || e != es[i-1] {
			out = append(out, e)
		}
	}
	b.edges = out
}

func (b *builder) summaries() {
	b.dedupEdges()
	adj := make([][]int64, b.nextV+1)
	intra := map[uint8]bool{kindIndex[schema.Data]: true, kindIndex[schema.Ctrl]: true,
		kindIndex[schema.Jump]: true, kindIndex[schema.Summary]: true, kindIndex[schema.ArgCtrl]: true}
	for _, e := range b.edges {
		if intra[e.kind] && b.vfunc[e.from] == b.vfunc[e.to] {
			adj[e.from] = append(adj[e.from], e.to)
		}
	}
	outKey := map[int64]int{}
	for _, sc := range b.scopes {
		for k, v := range b.verts[sc].formalOut {
			outKey[v] = k
		}
	}
	known := map[*scope]map[[2]int]bool{}
	var work []*scope
	inWork := map[*scope]bool{}
	for _, sc := range b.scopes {
		if sc.fn.Kind == ir.FunctionScope && len(b.verts[sc].formalIn) > 0 {
			work = append(work, sc)
			inWork[sc] = true
		}
	}
	visited := make([]int32, b.nextV+1)
	stamp := int32(0)
	added := map[[2]int64]bool{} // summary edges (no other edge is a summary edge)
	for len(work) > 0 {
		sc := work[0]
		work = work[1:]
		inWork[sc] = false
		fv := b.verts[sc]
		if known[sc] == nil {
			known[sc] = map[[2]int]bool{}
		}
		var fresh [][2]int
		for pi, fi := range fv.formalIn {
			stamp++
			stack := []int64{fi}
			visited[fi] = stamp
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if k, ok := outKey[v]; ok && b.vfunc[v] == sc.id {
					pair := [2]int{pi, k}
					if !known[sc][pair] {
						known[sc][pair] = true
						fresh = append(fresh, pair)
					}
				}
				for _, w := range adj[v] {
					if visited[w] != stamp {
						visited[w] = stamp
						stack = append(stack, w)
					}
				}
			}
		}
		for _, pair := range fresh {
			for _, st := range b.sites[sc] {
				ai, ok1 := st.ai[pair[0]]
				ao, ok2 := st.ao[pair[1]]
				if !ok1 || !ok2 || st.omitted[pair[0]] {
					continue
				}
				key := [2]int64{ai, ao}
				if added[key] {
					continue
				}
				added[key] = true
				b.edges = append(b.edges, edgeKey{ai, ao, kindIndex[schema.Summary], 0})
				adj[ai] = append(adj[ai], ao)
				if c := st.caller; c.fn.Kind == ir.FunctionScope && !inWork[c] {
					inWork[c] = true
					work = append(work, c)
				}
			}
		}
	}
}

// emitDeps moves the edges into the graph (deduplicated before summaries
// were added; summary edges are added once each); statements are sorted by
// id for readable CSV files.
func (b *builder) emitDeps() {
	b.g.Deps = make([]schema.Dep, 0, len(b.edges))
	for _, e := range b.edges {
		b.g.Deps = append(b.g.Deps, schema.Dep{From: e.from, To: e.to, Kind: schema.Kinds[e.kind], Var: b.vars[e.v]})
	}
	sort.Slice(b.g.Stmts, func(i, j int) bool { return b.g.Stmts[i].ID < b.g.Stmts[j].ID })
}

// reversePostorder lists the nodes reachable from Entry over real edges in
// reverse postorder of a depth-first search (iterative: a CFG can be tens of
// thousands of nodes deep).
func reversePostorder(cfg *CFG) []int {
	n := len(cfg.Nodes)
	seen := make([]bool, n)
	post := make([]int, 0, n)
	type frame struct{ v, next int }
	stack := []frame{{Entry, 0}}
	seen[Entry] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		succ := cfg.Succ[top.v]
		if top.next < len(succ) {
			e := succ[top.next]
			top.next++
			if e.Real && !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, frame{e.To, 0})
			}
			continue
		}
		post = append(post, top.v)
		stack = stack[:len(stack)-1]
	}
	for i, j := 0, len(post)-1; i < j; i, j = i+1, j-1 {
		post[i], post[j] = post[j], post[i]
	}
	return post
}

// makeSite makes the vertices of one call site (Horwitz, Reps and Binkley
// 1990, section 4.1) at statement sid of caller sc, for call c resolved to
// the repository function cl.sc: the call vertex (call edge to the callee's
// entry), an actual-in per bound parameter and per captured name the caller
// sees (rule 6), and an actual-out for each argument path or captured name
// the callee may write, whose definitions are appended to gens (their paths
// to outDefs) and whose captured reads to uses. It returns the site,
// recorded among the callee's sites, and the vertex that stands for the
// call's result: the actual-out of the return value (for a constructor,
// __init__'s self), or the call vertex when the callee has none. The
// arguments' own uses are the caller's to attach (bindArgs, site.ai).
//
// bound, when not nil, holds the result positions the statement's
// definitions take one by one (boundResults): a callee with several
// results (Go) then gets an actual-out for those positions only and none
// for its whole value, so a result assigned to _ reaches nothing at this
// site, not even the statement (golden/go/RULES.md rule 1: _ defines
// nothing).
func (b *builder) makeSite(sc *scope, sid int64, cl callee, c *ir.Call, bound map[int]bool, gens *[]defRec, uses *[]use, outDefs *[]string) (*site, int64) {
	byPosition := bound != nil && cl.sc.fn.Results > 0 && !cl.ctor
	st := &site{caller: sc, callee: cl.sc, sid: sid, ai: map[int]int64{}, ao: map[int]int64{}}
	st.call = b.vertex(schema.RoleCall, sid, sc, cl.sc.fn.QName)
	cfv := b.verts[cl.sc]
	b.edge(st.call, cfv.entry, schema.CallE, "")
	for _, ab := range bindArgs(cl, c) {
		pname := cl.sc.fn.Params[ab.param].Name
		ai := b.vertex(schema.RoleActualIn, sid, sc, pname)
		st.ai[ab.param] = ai
		if ab.mayDefault {
			st.defaulted = setKey(st.defaulted, ab.param)
		}
		if ab.keys != nil {
			if st.keys == nil {
				st.keys = map[int][]string{}
			}
			st.keys[ab.param] = ab.keys
		}
		b.edge(st.call, ai, schema.ArgCtrl, "")
		b.edge(ai, cfv.formalIn[ab.param], schema.ParamIn, pname)
		if ab.path != "" && cl.sc.mut[ab.param] && !(cl.ctor && ab.param == 0) {
			// An actual-out per parameter-out: the whole argument, or each
			// attribute the callee defines as the argument's attribute
			// (self.level -> w.level); for an argument that is itself an
			// attribute (access paths are at most name.attr), one
			// actual-out of it takes them all.
			out := func(key int, path string) int64 {
				ao := b.vertex(schema.RoleActualOut, sid, sc, path)
				*outDefs = append(*outDefs, path)
				st.ao[key] = ao
				b.edge(st.call, ao, schema.Ctrl, "")
				*gens = append(*gens, defRec{vertex: ao, path: path, root: root(path), may: true})
				return ao
			}
			if fo, ok := cfv.formalOut[ab.param]; ok {
				b.edge(fo, out(ab.param, ab.path), schema.ParamOut, pname)
			} else if strings.Contains(ab.path, ".") {
				ao := out(attrKey(ab.param, 0), ab.path)
				for j := range cl.sc.outAttrs[ab.param] {
					st.ao[attrKey(ab.param, j)] = ao
					b.edge(cfv.formalOut[attrKey(ab.param, j)], ao, schema.ParamOut, pname)
				}
			} else {
				for j, attr := range cl.sc.outAttrs[ab.param] {
					b.edge(cfv.formalOut[attrKey(ab.param, j)], out(attrKey(ab.param, j), ab.path+"."+attr), schema.ParamOut, pname+"."+attr)
				}
			}
		}
	}
	// A parameter no argument binds (one left out, with or without a
	// default) still takes its value at this call: an actual-in that reads
	// nothing, so that a slice depending on the parameter ascends into
	// every call site (rule 12), this one included.
	for k, p := range cl.sc.fn.Params {
		if _, bound := st.ai[k]; bound || p.Star != 0 || k >= len(cfv.formalIn) {
			continue
		}
		ai := b.vertex(schema.RoleActualIn, sid, sc, p.Name)
		st.ai[k] = ai
		st.omitted = setKey(st.omitted, k)
		st.defaulted = setKey(st.defaulted, k)
		b.edge(st.call, ai, schema.ArgCtrl, "")
		b.edge(ai, cfv.formalIn[k], schema.ParamIn, p.Name)
	}
	// A closure passed to a parameter the callee calls (scope.cbReads)
	// reads its cells at this call: an actual-in per cell reads it as this
	// function names it (as below), bound to the callee's formal-in of the
	// cell, so the closure's uses of the cell inside the callee depend on
	// this call's value of it, and summary edges carry it to the cells and
	// results it feeds.
	for _, ab := range bindArgs(cl, c) {
		for j, cell := range cl.sc.cbReads[ab.param] {
			fi, ok := cfv.cellIn[[2]int{ab.param, j}]
			if !ok || !passesCell(sc, ab, cell, false) {
				continue
			}
			paths, seen := b.cellNames(sc, cell, ab.path)
			if !seen && ab.path != "" && !sees(sc, cell.name, cell.owner) && !slices.Contains(paths, cell.cv) {
				// The cell's own variable too: a parameter passed on
				// defines it at its formal-in of the cell, and a closure of
				// unknown origin reads every cell of its function.
				paths = append(paths, cell.cv)
			}
			if len(paths) == 0 {
				continue
			}
			ai := b.vertex(schema.RoleActualIn, sid, sc, cell.name)
			st.ai[fi] = ai
			b.edge(st.call, ai, schema.ArgCtrl, "")
			b.edge(ai, cfv.formalIn[fi], schema.ParamIn, cell.cv)
			for _, p := range paths {
				*uses = append(*uses, use{vertex: ai, path: p})
			}
		}
	}
	// A closure passed to a parameter the callee calls (scope.cbCells)
	// writes its cells at this call: an actual-out per cell defines it as
	// this function names it: the captured name where it sees the same
	// cell, else (an argument in a variable) the cell's variable of the
	// closure's factory call (cellVar), and for a parameter passed on, the
	// parameter's cell path; may-definitions all.
	for _, ab := range bindArgs(cl, c) {
		for j, cell := range cl.sc.cbCells[ab.param] {
			fo, ok := cfv.formalOut[cellKey(ab.param, j)]
			if !ok || !passesCell(sc, ab, cell, true) {
				continue
			}
			name := cell.name
			paths, _ := b.cellNames(sc, cell, ab.path)
			var passOn string
			if _, isParam := sc.paramIndex(ab.path); isParam && !sees(sc, name, cell.owner) {
				passOn = cellPath(ab.path, cell.cv)
			}
			if len(paths) == 0 && passOn == "" {
				continue
			}
			ao := b.vertex(schema.RoleActualOut, sid, sc, name)
			st.ao[cellKey(ab.param, j)] = ao
			b.edge(st.call, ao, schema.Ctrl, "")
			b.edge(fo, ao, schema.ParamOut, cell.cv)
			for _, p := range paths {
				*outDefs = append(*outDefs, p)
				*gens = append(*gens, defRec{vertex: ao, path: p, root: root(p), may: true})
			}
			if passOn != "" {
				*gens = append(*gens, defRec{vertex: ao, path: passOn, root: ab.path, may: true})
			}
		}
	}
	// Captured names pass in and back out at every call (rule 6,
	// value-result): the actual-in reads the name here, the actual-out
	// defines it, replacing it only when the callee may assign it under
	// nonlocal. A caller that cannot see the name (the closure was
	// returned by its factory and is called elsewhere: c = counter();
	// c(); n = c()) passes the cell all the same, through a variable of
	// its own that stands for the cell (cellVar): one call's write reaches
	// the next call's read, through any closure of that cell.
	for k, name := range cl.sc.capList {
		// The variables the call reads the cell from and writes it to:
		// the name itself where the caller sees it; else the cell's
		// variable of the factory call the closure comes from, with the
		// one of closures whose origin is unknown, or, for such a closure,
		// all of them (closureOrigin).
		carriers, writes := []string{name}, []string{name}
		strong := cl.sc.capStrong[name]
		if owner := enclosingOwner(cl.sc, name); !sees(sc, name, owner) {
			if owner == nil {
				continue
			}
			if !cellWritten(owner, name) && sc.calleeParam(nil, c.Callee) == "" {
				// A cell no closure writes holds what the factory left
				// in it, which the definitions reaching the nested def
				// give (captAtDef, rule 6): a call made elsewhere
				// (get_metavar(1) after get_metavar =
				// self._metavar_formatter(...)) passes nothing, so a
				// slice of the closure's read does not climb to it. A
				// callback called through a parameter still reads it
				// there (scope.cbReads).
				continue
			}
			cell := cellVar(owner, name)
			if at := b.closureOrigin(sc, c.Callee, owner); at != "" {
				carriers, writes = []string{cell + at, cell}, []string{cell + at}
			} else {
				carriers = []string{cell}
				for _, at := range b.factoryCalls(sc, owner) {
					carriers = append(carriers, cell+at)
				}
				writes, strong = carriers, false
			}
		}
		key := len(cl.sc.fn.Params) + k
		ai := b.vertex(schema.RoleActualIn, sid, sc, name)
		st.ai[key] = ai
		b.edge(st.call, ai, schema.ArgCtrl, "")
		b.edge(ai, cfv.formalIn[key], schema.ParamIn, name)
		for _, cv := range carriers {
			*uses = append(*uses, use{vertex: ai, path: cv})
		}
		if b.capturedIn == nil {
			b.capturedIn = map[int64]bool{}
		}
		b.capturedIn[ai] = true
		if fo, ok := cfv.formalOut[key]; ok {
			ao := b.vertex(schema.RoleActualOut, sid, sc, name)
			st.ao[key] = ao
			b.edge(st.call, ao, schema.Ctrl, "")
			b.edge(fo, ao, schema.ParamOut, name)
			for _, cv := range writes {
				*outDefs = append(*outDefs, cv)
				*gens = append(*gens, defRec{vertex: ao, path: cv, root: cv, may: !strong})
			}
			if fn := sc.calleeParam(nil, c.Callee); fn != "" && sc.mut[idxOf(sc, fn)] && !sees(sc, name, enclosingOwner(cl.sc, name)) {
				// A closure called through a parameter (fn(x)): its
				// write is a may-definition of fn's cell, which flows out
				// to the caller that passed the closure (paramOuts,
				// scope.cbCells).
				if owner := enclosingOwner(cl.sc, name); owner != nil {
					p := cellPath(fn, cellVar(owner, name))
					*gens = append(*gens, defRec{vertex: ao, path: p, root: fn, may: true})
				}
			}
		}
	}
	resKey := retKey
	if cl.ctor {
		resKey = 0 // the new object is __init__'s self
	}
	res := st.call
	if fo, ok := cfv.formalOut[resKey]; ok && !byPosition {
		ao := b.vertex(schema.RoleActualOut, sid, sc, schema.ReturnVar)
		st.ao[resKey] = ao
		b.edge(st.call, ao, schema.Ctrl, "")
		b.edge(fo, ao, schema.ParamOut, schema.ReturnVar)
		res = ao
	}
	for k := 0; k < cl.sc.fn.Results && !cl.ctor; k++ {
		if byPosition && !bound[k] {
			continue
		}
		if fo, ok := cfv.formalOut[resultKey(k)]; ok {
			ao := b.vertex(schema.RoleActualOut, sid, sc, resultVar(k))
			st.ao[resultKey(k)] = ao
			b.edge(st.call, ao, schema.Ctrl, "")
			b.edge(fo, ao, schema.ParamOut, resultVar(k))
		}
	}
	b.sites[cl.sc] = append(b.sites[cl.sc], st)
	return st, res
}

// passesCell reports whether argument ab, passed by sc, may hold
// a closure that captures (writes, when write is set) cell: false only when
// it names a function nested in sc that does not, so walk(root, (n) => {
// names.push(n.name); }) neither reads nor writes the cell of bytes that
// another closure sc passes to the same parameter writes.
func passesCell(sc *scope, ab argBind, cell cbCell, write bool) bool {
	name := ab.path
	if name == "" && len(ab.uses) == 1 && ab.uses[0].IsPath() {
		name = ab.uses[0].Path // a function written in the call
	}
	x := sc.children[name]
	if name == "" || x == nil || x.fn.Kind != ir.FunctionScope {
		return true
	}
	if enclosingOwner(x, cell.name) != cell.owner || !slices.Contains(x.capList, cell.name) {
		return false
	}
	return !write || x.capOut[cell.name]
}

// cellNames returns the variables through which sc, passing the closures
// in argument path argPath to a parameter whose callbacks capture cell,
// names that cell: the captured name where sc sees the same cell (seen),
// the closure being sc's own or written in the call; else, for an
// argument in a variable sc cannot see the cell from, the cell's variable
// of the factory call the closure comes from (closureOrigin) or, origin
// unknown, the cell's variable and those of every factory call of its
// function in sc (cellVar). None when sc sees another cell of that name.
func (b *builder) cellNames(sc *scope, cell cbCell, argPath string) (paths []string, seen bool) {
	name, owner := cell.name, cell.owner
	switch {
	case owner == sc || sc.capt[name] && enclosingOwner(sc, name) == owner:
		return []string{name}, true
	case argPath != "" && !sees(sc, name, owner):
		if at := b.closureOrigin(sc, argPath, owner); at != "" {
			return []string{cell.cv + at}, false
		}
		paths = []string{cell.cv}
		for _, at := range b.factoryCalls(sc, owner) {
			paths = append(paths, cell.cv+at)
		}
		return paths, false
	}
	return nil, false
}

// resultDef makes the vertex of definition d of statement s, which takes
// one result position of one call (a, b := f()): fed by that position's
// actual-out at every site of the call (a call CHA resolved to several
// methods has one ir.Call per target, all alike), by a site's whole result
// when its callee returns one value, and by the whole statement (sv) when
// the call reaches no function of the repository (rule 11).
func (b *builder) resultDef(sc *scope, sid int64, s *ir.Stmt, d ir.Def, cs []callee, sitesHere []*site, sv int64) int64 {
	dv := b.vertex(schema.RoleStmt, sid, sc, d.Path)
	want := s.Calls[d.Call]
	linked := false
	for k, cl := range cs {
		st := sitesHere[k]
		c := s.Calls[cl.call]
		if st == nil || !(cl.call == d.Call || c.Target != "" && c.Line == want.Line && c.Callee == want.Callee && c.Method == want.Method) {
			continue
		}
		if ao, ok := st.ao[resultKey(d.Result-1)]; ok {
			b.edge(ao, dv, schema.Data, d.Path)
			linked = true
		} else if ao, ok := st.ao[retKey]; ok {
			b.edge(ao, dv, schema.Data, d.Path)
			linked = true
		}
	}
	if !linked {
		b.edge(sv, dv, schema.Data, d.Path)
	}
	return dv
}

// lambdaSites makes, at statement sid of sc that holds lambda fn (directly
// or in another lambda), a call site for every call of fn's body resolved
// to a function of the repository, and returns the vertices of their
// results: a lambda has no vertices of its own, so the dependence graph
// places the calls it makes at the statement creating it, where its value
// is formed (rule 11 has an external callee such as sorted read every
// argument, the key lambda's result among them, so a slice through it
// descends into the functions the key calls, rule 12). Arguments read the
// holder's definitions of the lambda's free names; masked names (the
// parameters of fn and of the lambdas around it) are defined by no
// statement and read nothing. Their call-graph edges are the lambda's own
// (lambdaCalls); gens, uses, outDefs and callVs are those of the holding
// statement's CFG node.
func (b *builder) lambdaSites(sc *scope, sid int64, fn *ir.Func, masked map[string]bool, gens *[]defRec, uses *[]use, outDefs *[]string, callVs *[]int64) []int64 {
	mask := make(map[string]bool, len(masked)+len(fn.Params))
	for n := range masked {
		mask[n] = true
	}
	for _, p := range fn.Params {
		mask[p.Name] = true
	}
	var out []int64
	for _, ls := range fn.Body {
		type made struct {
			st *site
			cl callee
		}
		var sites []made
		results := make([][]int64, len(ls.Calls))
		for _, cl := range b.calls[ls] {
			if cl.sc == nil || cl.call >= len(ls.Calls) {
				continue
			}
			st, res := b.makeSite(sc, sid, cl, &ls.Calls[cl.call], nil, gens, uses, outDefs)
			*callVs = append(*callVs, st.call)
			results[cl.call] = append(results[cl.call], res)
			sites = append(sites, made{st, cl})
			out = append(out, res)
		}
		nested := make([][]int64, len(ls.Lambdas))
		for k, inner := range ls.Lambdas {
			nested[k] = b.lambdaSites(sc, sid, inner, mask, gens, uses, outDefs, callVs)
			out = append(out, nested[k]...)
		}
		collect := (&refCollector{b: b, s: ls, results: results, lamRes: nested, mask: mask, uses: uses}).collect
		for _, m := range sites {
			c := &ls.Calls[m.cl.call]
			if m.cl.bound && !m.cl.recv {
				collect(c.Receiver, m.st.call, map[int]bool{})
			}
			for _, ab := range bindArgs(m.cl, c) {
				if ai, ok := m.st.ai[ab.param]; ok {
					collect(ab.uses, ai, map[int]bool{})
				}
			}
		}
	}
	return out
}

// refCollector attributes the uses of a statement's refs to the vertices
// that make them: an access path is a use (resolved to its reaching
// definitions later), unless masked (a lambda's parameters); a call's
// result is the actual-outs of its callees in the repository (results),
// and for a call with none, or one that may call a function with no call site (unseenCall), its
// callee, receiver and arguments (rule 11); a lambda is what its body
// reads (ir.Func.Held) and what the calls it makes return (lamRes).
type refCollector struct {
	b          *builder
	s          *ir.Stmt
	results    [][]int64
	unseenCall []bool
	lamRes     [][]int64
	mask       map[string]bool
	uses       *[]use
}

// collect attributes the uses of refs to vertex v; seen holds the calls
// already followed into their operands.
func (rc *refCollector) collect(refs []ir.Ref, v int64, seen map[int]bool) {
	s := rc.s
	for _, r := range refs {
		if r.IsPath() {
			if !rc.mask[root(r.Path)] {
				*rc.uses = append(*rc.uses, use{vertex: v, path: r.Path})
			}
			continue
		}
		if k := r.Lambda(); k >= 0 {
			if k < len(s.Lambdas) {
				rc.collect(s.Lambdas[k].Held, v, seen) // what the lambda's body reads
				if k < len(rc.lamRes) {
					for _, ao := range rc.lamRes[k] {
						rc.b.edge(ao, v, schema.Data, "") // what its calls return
					}
				}
			}
			continue
		}
		if r.Call >= len(s.Calls) || seen[r.Call] {
			continue
		}
		if len(rc.results[r.Call]) > 0 {
			for _, ao := range rc.results[r.Call] {
				rc.b.edge(ao, v, schema.Data, "")
			}
			if rc.unseenCall == nil || !rc.unseenCall[r.Call] {
				continue
			}
		}
		seen[r.Call] = true
		c := &s.Calls[r.Call]
		if c.Implicit == ir.Property {
			continue // no getter: the statement's use of the path stands
		}
		rc.collect(c.CalleeUses, v, seen)
		rc.collect(c.Receiver, v, seen)
		for _, a := range c.Args {
			rc.collect(a.Uses, v, seen)
		}
	}
}

// boundResults returns the result positions of call j of s, a simple
// statement (an assignment), that s's definitions take one by one
// (ir.Def.Result), or nil when none does. A header with an init statement
// (if band, passed := stats.Band(...); passed {) reads what it assigns,
// through its own vertex, and keeps the whole value.
func boundResults(s *ir.Stmt, j int) map[int]bool {
	if s.Kind != ir.Simple {
		return nil
	}
	var out map[int]bool
	for _, d := range s.Defs {
		if d.Result > 0 && d.Call == j {
			if out == nil {
				out = map[int]bool{}
			}
			out[d.Result-1] = true
		}
	}
	return out
}

// withoutBoundResults returns refs without the calls of s whose results
// s's definitions take position by position (boundResults: `_, hottest
// := stats.Range(...)`, `a, b = split(x)`) when the call has resolved
// results: each such definition has a vertex fed by its own position
// (resultDef), and the statement's own vertex, defining nothing from the
// call, must not take its whole value (a forward slice reaching result 0
// would take the line of a call that binds result 0 to _, which defines
// nothing: golden/go/RULES.md rule 1).
func withoutBoundResults(s *ir.Stmt, refs []ir.Ref, results [][]int64) []ir.Ref {
	out := refs[:0:0]
	for _, r := range refs {
		if !r.IsPath() && r.Lambda() < 0 && r.Call < len(results) && len(results[r.Call]) > 0 && boundResults(s, r.Call) != nil {
			continue
		}
		out = append(out, r)
	}
	return out
}

// initAssigns reports whether constructing an instance of c assigns the
// instance attribute attr on every path: the __init__ found first along
// c's MRO defines self.attr (its first parameter's attr) in a statement
// at the top level of its body, or calls super().__init__(...) there and
// the next __init__ along the MRO does (rules-v8/02's reading of rule 2:
// the class attribute of that name is then never what self.attr holds,
// rules-v27/07). Depth-bounded.
func (b *builder) initAssigns(c *classInfo, attr string) bool {
	return b.initAssignsFrom(b.r.mro(c), 0, attr, 0)
}

func (b *builder) initAssignsFrom(mro []*classInfo, from int, attr string, depth int) bool {
	for i := from; i < len(mro) && depth < 10; i++ {
		init := mro[i].methods["__init__"]
		if init == nil {
			if isDataclass(mro[i]) {
				// The generated __init__ assigns every field of the
				// dataclass and of its dataclass bases (PEP 557).
				return dataclassField(mro[i:], attr)
			}
			continue
		}
		if len(init.fn.Params) == 0 {
			return false
		}
		path := init.fn.Params[0].Name + "." + attr
		for _, s := range init.fn.Body {
			for _, d := range s.Defs {
				if d.Path == path && !d.May && d.Sub == 0 {
					return true
				}
			}
			for _, cl := range s.Calls {
				if cl.Super && cl.Method == "__init__" && !cl.Cond && cl.Implicit == "" && b.initAssignsFrom(mro, i+1, attr, depth+1) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// isDataclass reports whether class c is decorated with dataclass or
// dataclasses.dataclass (bare or called, as @dataclass(frozen=True)),
// without init=...: Python then generates its __init__ when its body
// defines none.
func isDataclass(c *classInfo) bool {
	if c == nil || c.sc == nil || c.sc.fn.Def == nil {
		return false
	}
	s := c.sc.fn.Def
	named := func(callee string) bool { return callee == "dataclass" || callee == "dataclasses.dataclass" }
	for _, cl := range s.Calls {
		if cl.Implicit != ir.Decorate {
			continue
		}
		if named(cl.Callee) {
			return true
		}
		if len(cl.CalleeUses) == 1 && !cl.CalleeUses[0].IsPath() && cl.CalleeUses[0].Call >= 0 && cl.CalleeUses[0].Call < len(s.Calls) {
			f := &s.Calls[cl.CalleeUses[0].Call]
			if !named(f.Callee) {
				continue
			}
			for _, a := range f.Args {
				if a.Keyword == "init" {
					return false
				}
			}
			return true
		}
	}
	return false
}

// dataclassField reports whether attr is a field of one of the
// dataclasses along mro: an annotated name of its body not marked
// ClassVar or InitVar.
func dataclassField(mro []*classInfo, attr string) bool {
	for _, k := range mro {
		if !isDataclass(k) {
			continue
		}
		for _, s := range k.sc.fn.Body {
			for _, h := range s.Types {
				if h.Path == attr && h.Type != "ClassVar" && h.Type != "InitVar" {
					return true
				}
			}
		}
	}
	return false
}

// upwardExposed reports whether a path of sc's CFG from its entry reaches
// statement s with no statement of sc writing the module-level name name
// on the way (s itself may: x += 1 reads before it writes): the value s
// reads may then be one an earlier call of sc wrote.
func (b *builder) upwardExposed(sc *scope, s *ir.Stmt, name string) bool {
	return b.exposedTo(sc, s, name, false)
}

// exposedTo reports whether a path of sc's CFG from its entry reaches s
// with no write of module-level variable name in sc on it (other than at
// s itself); with must, only plain writes of the whole variable (not a
// may-definition such as NAME.append(x) or NAME[k] = v) block a path.
func (b *builder) exposedTo(sc *scope, s *ir.Stmt, name string, must bool) bool {
	cfg := b.ord.cfgs[sc]
	if cfg == nil || s == nil {
		return false
	}
	target := map[int]bool{}
	for _, n := range nodesOf(cfg, s) {
		target[n] = true
	}
	blocked := map[int]bool{}
	for _, d := range b.globalWrites[b.r.pkgScope(b.r.moduleOf(sc))][name] {
		if b.vfunc[d.vertex] != sc.id || must && (d.may || d.path != name) {
			continue
		}
		if ws := b.ord.stmtAt(d.vertex); ws != nil && ws != s {
			for _, n := range nodesOf(cfg, ws) {
				blocked[n] = true
			}
		}
	}
	seen := make([]bool, len(cfg.Nodes))
	stack := []int{0}
	seen[0] = true
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if target[n] {
			return true
		}
		if blocked[n] {
			continue
		}
		for _, e := range cfg.Succ[n] {
			if !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, e.To)
			}
		}
	}
	return false
}

// hasProtocolCall reports whether s holds a call the language makes
// implicitly on a value (ir.Protocol: a for statement's __iter__ and
// __next__).
func hasProtocolCall(s *ir.Stmt) bool {
	for _, c := range s.Calls {
		if c.Implicit == ir.Protocol {
			return true
		}
	}
	return false
}
