package pdg

import (
	"slices"
	"sort"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// Call resolution through an assignment graph (the approach of PyCG:
// Salis, Sotiropoulos, Louridas, Spinellis and Mitropoulos, "PyCG:
// Practical Call Graph Generation in Python", ICSE 2021, sections 3–4).
//
// The bindings of resolve.go give each name one target, known from the
// statement that binds it (def, class, import, x = C(...)). A name that
// only receives its value by flow (a parameter passed a function, a
// variable assigned from a call that returns one, a dict of handlers, an
// instance attribute set in __init__) stays unresolved there. pointsTo
// computes, flow- and context-insensitively, the set of abstract values
// each name, attribute and return value may hold, and resolves every call
// the bindings left unresolved (not one they found to be a builtin or
// outside the repository, nor a super() call, which the MRO decides) to
// all the functions and classes its callee expression may evaluate to. It
// also decides two kinds of call the bindings did resolve, each to one
// target where there may be several: through a variable assigned more
// than once by plain assignments (rebound), and self.m() in a method,
// which dispatches to the overrides of the classes whose instances reach
// self (dispatchVals). When points-to finds nothing there, the bindings'
// target stays.
//
// Abstract values: a function or method (f), a method bound to an
// instance (b), a class (c), an instance of a class (i), a module (m);
// objects from outside the repository known by name: a class (a CapWords
// name imported from outside, ir.Semantics.ClassLike), an instance of one (what calling
// it returns), an attribute of either or one a class of the repository
// inherits from an external base (calling it calls the external callee of
// that name, as PyCG names it: ext.Cls.fun); an int or str constant, what
// assigning or passing such a literal gives (vConst); and one opaque value
// for any other object from outside the repository's code: a statement
// assigning another literal alone (no name or call in it), the result of a
// call left unresolved, a builtin, a name imported from outside, a
// parameter's literal default. An empty set means nothing is known.
// Nodes of the assignment graph: a name in the scope that binds it
// (globals in their module, nonlocals in the enclosing function), an
// attribute of a class (instance attributes and class attributes share
// it, read along the MRO), and a function's return value. A container is
// not modelled apart from its variable: x = [f, g] makes x hold f and g,
// and x[i]() calls both; but a variable that holds only container
// literals with constant keys and is only read through subscripts also
// has a node per key path, so x[0]() calls f alone (keys.go). For that
// the values include constants (vConst): an int or str literal assigned
// or passed, so a key read from a name may be known.
//
// Constraints, each applied until no set grows:
//   - x = e (and for x in e, with e as x, augmented and subscript
//     assignments): pts(x) ⊇ pts(every name, attribute and call result e
//     uses); obj.a = e stores into attribute a of every class whose
//     instance (or which) obj may be, and into module M's name a when obj
//     is module M;
//   - return e, yield e: pts(return of f) ⊇ pts(e);
//   - a call to every value its callee may be: arguments flow into the
//     parameters they bind (bindArgs), the receiver into self, a new
//     instance into __init__'s self; the call's result is the return
//     value of a function, or the instance of a class;
//   - xs.append(e) and the other container mutators of rule 4:
//     pts(xs) ⊇ pts(e); when xs is a parameter the function stores into
//     that way (or by xs[k] = e), every argument variable bound to it
//     takes the functions stored there (storedVals:
//     subscribe(handlers, on_paid) fills the caller's handlers, whose
//     elements a dispatcher then calls; a parameter stored as it is,
//     handlers.append(handler), stores what that call passes, so each
//     registry holds only its own subscribers); d.get(k, e), d.values() and the other methods
//     that read a built-in container's elements
//     (ir.Semantics.ReadsElements): the result ⊇ pts(d) ∪ pts(arguments);
//   - a builtin that calls the functions passed to it (map(f, xs),
//     sorted(xs, key=f); ir.Semantics.CallsArguments) calls each function
//     of the repository an argument may be with the other positional
//     arguments, and map's result holds what they return (callbacks);
//   - from m import a: pts(a) ⊇ pts(m's a); def f(x=e): pts(x) ⊇ pts(e);
//   - annotations naming a class C of the repository are hints (ir.Param.Type,
//     ir.TypeHint): def f(x: C) gives x an instance of C, a class body's
//     attr: C gives its instances' attr one, self.a: C = e gives self.a one
//     beside pts(e); a Go container type ([]C, map[K]*C) gives C's
//     instances, the container's elements (elemType);
//   - calls a statement implies (ir.Implicit): raise E resolves only to
//     classes; a for loop's __iter__ and __next__ only to methods, and
//     when they do not resolve their result is the iterable's own set
//     (the container's elements); a decorator's call (ir.Decorate) binds
//     the decorated function or class (or the inner decorator's result)
//     to the decorator's parameter, and a name the builder unwrapped
//     (unwrapDecorated) holds the outermost decorator's result instead of
//     its function (for a method, the class attribute does, bound to the
//     instance it is read through).
//
// A method call on a parameter whose set stays empty (no call site in the
// repository binds it) resolves to the one method of that name the
// repository defines, if there is exactly one (uniqueMethod).
//
// The solver is a worklist over statements: a statement is evaluated once,
// subscribes to every node it reads, and is evaluated again whenever one
// of them grows, so its last evaluation sees the fixpoint of what it reads.
// It runs in two phases. Some rules act on what is not known: a call whose
// callee nothing is known of yields an opaque result and, for a mutator,
// stores its arguments into the receiver; a method call on an unbound
// parameter takes the one method of its name (uniqueMethod); self holds
// the defining class's own instance when no other reaches it
// (dispatchVals). Applied while sets still grow, they fire on what is only
// not known yet, and what they add stays: the result then depended on the
// order statements were evaluated in. So the first phase leaves them out
// and runs to its fixpoint; the second evaluates every statement again
// with them, and runs to the fixpoint of both. (Reversing the initial
// order changed 897 of the standard library's 54,000 call edges; with the
// two phases, 662: the bounds below, any and maxCallTargets, act on sizes
// and stay order-dependent.)
//
// Bounds: a set holds at most maxPointsTo values of the repository (all
// objects from outside it count as one), beyond which it is "any" and
// calls through it stay unresolved (rule 11 then treats them
// conservatively); a call resolves to at most maxCallTargets functions
// that get call sites in the SDG (lambdas and callees outside the
// repository do not count), or stays unresolved; statements are evaluated
// at most maxPointsToVisits times each on average in each of the solver's
// two phases, after which the phase stops where it is. Objects from outside the repository known by name are
// at most maxExtPointsTo a set, beyond which the set holds opaque instead:
// naming them never pushes a set of the repository's values to any, as
// they only name call-graph edges, and a call that reaches them is one the
// dependence graph treats by rule 11 either way.
const (
	maxPointsTo       = 24
	maxExtPointsTo    = 4
	maxCallTargets    = 6
	maxPointsToVisits = 30
)

// extBit marks the ids of values outside the repository known by name
// (vExtClass, vExtInst, vExtFunc); constBit those of constants (vConst);
// opaqueVal is the id of vOpaque.
const (
	extBit    int32 = 1 << 30
	constBit  int32 = 1 << 29
	opaqueVal int32 = 0
)

// maxConsts bounds the constants a set holds; beyond it the set only
// records that it holds more (vset.moreConsts), which makes a subscript
// key read through it unknown.
const maxConsts = 4

type valKind uint8

const (
	vFunc valKind = iota + 1
	vBound
	vClass
	vInst
	vModule
	// vOpaque is any object the analysis knows to come from outside the
	// repository's functions and classes: a literal, the result of a call
	// it cannot resolve, a builtin, a name imported from outside. An empty
	// set, by contrast, means nothing is known (a parameter no call site
	// binds).
	vOpaque
	// vExtClass, vExtInst and vExtFunc are objects from outside the
	// repository known by their dotted name: a class (a CapWords name
	// imported from outside, see ir.Semantics.ClassLike), an instance of one, and an
	// attribute of either (a method, or what an external base gives a
	// class of the repository). They are opaque in every other respect.
	vExtClass
	vExtInst
	vExtFunc
	// vConst is an int or str constant (q is ir.ConstInt or ir.ConstStr)
	// that a literal assigned or passed gives, which a subscript key may
	// be (keys.go). Constants are kept beside the other values: they take
	// no slot against maxPointsTo and count apart (at most maxConsts), so
	// that knowing them never pushes a set to any, and a set holding only
	// constants is, to everything but a key, a set from outside the
	// repository.
	vConst
)

type absVal struct {
	kind valKind
	q    string // qualified name of the function, class or module
}

// vset is a points-to set: value ids in insertion order, or any (top).
// ext counts the values outside the repository known by name among v,
// consts the constants, and moreConsts says more constants reached it than
// maxConsts.
type vset struct {
	v          []int32
	ext        int32
	consts     int32
	moreConsts bool
	any        bool
}

func (s *vset) add(x int32) bool {
	if s.any {
		return false
	}
	for _, y := range s.v {
		if y == x {
			return false
		}
	}
	if x&constBit != 0 {
		if s.consts >= maxConsts {
			grew := !s.moreConsts
			s.moreConsts = true
			return grew
		}
		s.consts++
		s.v = append(s.v, x)
		return true
	}
	outside := s.ext > 0 || slices.Contains(s.v, opaqueVal)
	switch {
	case x&extBit != 0 && s.ext >= maxExtPointsTo:
		return s.add(opaqueVal)
	case (x&extBit != 0 || x == opaqueVal) && outside:
		// Objects from outside share one slot, as when they were all
		// one opaque value.
	case s.slots() >= maxPointsTo:
		*s = vset{any: true}
		return true
	}
	if x&extBit != 0 {
		s.ext++
	}
	s.v = append(s.v, x)
	return true
}

// slots is the size of s against maxPointsTo: the values of the
// repository, and one for all objects from outside it.
func (s *vset) slots() int {
	n := len(s.v) - int(s.ext) - int(s.consts)
	if s.ext > 0 && !slices.Contains(s.v, opaqueVal) {
		n++
	}
	return n
}

func (s *vset) union(o *vset) bool {
	if s.any {
		return false
	}
	if o.any {
		*s = vset{any: true}
		return true
	}
	grew := false
	if o.moreConsts && !s.moreConsts {
		s.moreConsts, grew = true, true
	}
	for _, x := range o.v {
		grew = s.add(x) || grew
	}
	return grew
}

type workItem struct {
	sc *scope
	s  *ir.Stmt
}

type pointsTo struct {
	b    *builder
	vals []absVal
	// extVals are the values outside the repository known by name, whose
	// ids are their index with extBit set.
	extVals []absVal
	valID   map[absVal]int32
	nodes   []*vset
	subs    [][]int32 // node -> statements (indexes into work) that read it
	work    []workItem
	queued  []bool
	queue   []int32
	cur     int32                    // the statement being evaluated
	stores  map[storeKey][]storedRef // storedVals' statements
	names   map[*scope]map[string]int32
	attrs   map[*classInfo]map[string]int32
	rets    map[*scope]int32
	// elems are the nodes of the elements of the tuple a function returns
	// when every return of it is a tuple display of one arity
	// (ir.Stmt.ElemUses); a function absent returns no such tuple.
	elems map[*scope][]int32
	// opaqueID is vOpaque's id; opaque a set holding only it.
	opaqueID int32
	opaque   vset
	// instantiated holds the classes some call of the repository creates
	// an instance of (found by the bindings, or by points-to as it goes).
	instantiated map[string]bool
	// throughClass holds, per classmethod, the classes some call of the
	// repository runs it through (C.m(), or an instance of C's .m()): its
	// cls is seeded with its own class, which a call through a subclass
	// alone does not make.
	throughClass map[*scope]map[int32]bool
	// valueNames memoizes usedAsValues.
	valueNames map[string]bool
	// methodsByName lists the methods defined in the repository's classes
	// under each name, for calls on receivers of unknown type.
	methodsByName map[string][]*scope
	// targets of each call the bindings left unresolved, per statement and
	// call index, as computed in the last pass.
	dyn map[*ir.Stmt]map[int][]callee
	// keyed are the names whose container entries are told apart by
	// constant key (keys.go), keyNodes the nodes of their key paths.
	keyed    map[*scope]map[string]*keyTable
	keyNodes map[*scope]map[string]int32
	// final is set once the constraints that only add what is known have
	// reached their fixpoint; then the rules that act on what is not known
	// (see resolveDynamic) apply too.
	final bool
}

func (p *pointsTo) val(k valKind, q string) int32 {
	a := absVal{k, q}
	if id, ok := p.valID[a]; ok {
		return id
	}
	var id int32
	switch k {
	case vExtClass, vExtInst, vExtFunc:
		id = int32(len(p.extVals)) | extBit
		p.extVals = append(p.extVals, a)
	case vConst:
		id = int32(len(p.extVals)) | constBit
		p.extVals = append(p.extVals, a)
	default:
		id = int32(len(p.vals))
		p.vals = append(p.vals, a)
	}
	p.valID[a] = id
	return id
}

// value is the abstract value of id v.
func (p *pointsTo) value(v int32) absVal {
	if v&(extBit|constBit) != 0 {
		return p.extVals[v&^(extBit|constBit)]
	}
	return p.vals[v]
}

func (p *pointsTo) newNode() int32 {
	p.nodes = append(p.nodes, &vset{})
	p.subs = append(p.subs, nil)
	return int32(len(p.nodes) - 1)
}

// nameNode is the node of name bound in scope sc.
func (p *pointsTo) nameNode(sc *scope, name string) int32 { return nodeOf(p, p.names, sc, name) }

// attrNode is the node of attribute attr of class c (and its instances).
func (p *pointsTo) attrNode(c *classInfo, attr string) int32 { return nodeOf(p, p.attrs, c, attr) }

// nodeOf returns the node keyed (owner, name) in m, made on first use.
func nodeOf[K comparable](p *pointsTo, m map[K]map[string]int32, owner K, name string) int32 {
	byName := m[owner]
	if byName == nil {
		byName = map[string]int32{}
		m[owner] = byName
	}
	if id, ok := byName[name]; ok {
		return id
	}
	id := p.newNode()
	byName[name] = id
	return id
}

// tupleReturns finds the functions every return of which is a tuple
// display of one arity (return inc, peek) and gives each element a node
// (elems): a, b = f() then takes element k for name k, not every element,
// so that b() runs only the closures b may hold.
func (p *pointsTo) tupleReturns() {
	p.elems = map[*scope][]int32{}
	for _, sc := range p.b.scopes {
		if sc.fn.Kind != ir.FunctionScope {
			continue
		}
		arity := 0
		for _, s := range sc.stmts {
			if s.Yields {
				arity = -1
				break
			}
			if s.Kind != ir.Return {
				continue
			}
			if len(s.ElemUses) == 0 || arity > 0 && len(s.ElemUses) != arity {
				arity = -1
				break
			}
			arity = len(s.ElemUses)
		}
		if arity > 0 {
			ns := make([]int32, arity)
			for k := range ns {
				ns[k] = p.newNode()
			}
			p.elems[sc] = ns
		}
	}
}

// elemVals returns the values of element k of the tuple the callees cls
// return, or nil when one of them returns no tuple with that element.
func (p *pointsTo) elemVals(cls []callee, k int) *vset {
	if len(cls) == 0 {
		return nil
	}
	out := &vset{}
	for _, cl := range cls {
		ns := p.elems[cl.sc]
		if cl.sc == nil || cl.ctor || k >= len(ns) {
			return nil
		}
		out.union(p.read(ns[k]))
	}
	return out
}

func (p *pointsTo) retNode(sc *scope) int32 {
	if id, ok := p.rets[sc]; ok {
		return id
	}
	id := p.newNode()
	p.rets[sc] = id
	return id
}

func (p *pointsTo) addTo(node int32, s *vset) {
	if p.nodes[node].union(s) {
		p.grew(node)
	}
}

func (p *pointsTo) addVal(node int32, v int32) {
	if p.nodes[node].add(v) {
		p.grew(node)
	}
}

// owner is the scope whose binding of name a use in sc reads (nil for a
// builtin or an unbound name).
func (p *pointsTo) owner(sc *scope, name string) *scope {
	for cur := sc; cur != nil; cur = cur.parent {
		if cur.globals[name] {
			return p.b.r.moduleOf(cur)
		}
		if cur.nonlocal[name] {
			continue
		}
		if _, ok := cur.bindings[name]; ok && (cur == sc || cur.fn.Kind != ir.ClassScope) {
			return cur
		}
	}
	return nil
}

// targetVal is the abstract value of a binding's static target.
func (p *pointsTo) targetVal(t target) (int32, bool) {
	switch t.kind {
	case bFunc:
		if p.b.r.byQName[t.qname] != nil {
			if t.inst {
				return p.val(vBound, t.qname), true
			}
			return p.val(vFunc, t.qname), true
		}
	case bClass:
		if p.b.r.classes[t.qname] != nil {
			if t.inst {
				return p.val(vInst, t.qname), true
			}
			return p.val(vClass, t.qname), true
		}
	case bModule:
		if !t.guess && p.b.r.modules[t.qname] != nil {
			return p.val(vModule, t.qname), true
		}
	}
	return 0, false
}

// seed puts the statically known values into the nodes: each def, class
// and import binding, self and cls of methods.
func (p *pointsTo) seed() {
	for _, sc := range p.b.scopes {
		for name, bd := range sc.bindings {
			switch bd.kind {
			case bFunc, bClass, bModule, bImport:
				t := p.b.r.fromBinding(sc, bd, 0)
				if v, ok := p.targetVal(t); ok {
					p.addVal(p.nameNode(sc, name), v)
				} else if t.kind != bVar || bd.kind != bImport {
					p.addVal(p.nameNode(sc, name), p.opaqueID)
				} else if p.b.r.modules[bd.mod] == nil {
					p.addVal(p.nameNode(sc, name), p.extVal(sc, t)) // from outside the repository
				}
			}
		}
		for _, s := range sc.stmts {
			if s.Func == nil || p.b.wrapped[s] {
				continue // a wrapped name takes its decorator's result (stmt)
			}
			k := vFunc
			if s.Kind == ir.ClassStmt {
				k = vClass
			}
			if o := p.owner(sc, s.Func.Name); o != nil {
				p.addVal(p.nameNode(o, s.Func.Name), p.val(k, s.Func.QName))
			}
		}
		// A parameter annotated with a class of the repository may be an
		// instance of it (a hint: what the calls pass is added too).
		for i, prm := range sc.fn.Params {
			if i == 0 && sc.ofClass != nil && !sc.fn.Static || prm.Type == "" || prm.Star != 0 {
				continue
			}
			if v, ok := p.typeVal(sc, prm.Type); ok {
				p.addVal(p.nameNode(sc, prm.Name), v)
			}
		}
		if sc.ofClass != nil && len(sc.fn.Params) > 0 && !sc.fn.Static {
			cq := sc.ofClass.sc.fn.QName
			k := vInst
			if sc.fn.ClassM {
				k = vClass
			}
			p.addVal(p.nameNode(sc, sc.fn.Params[0].Name), p.val(k, cq))
		}
	}
}

// typeVal is the value an annotation naming typ (a dotted name) read in
// sc stands for: an instance of the class of the repository it names.
func (p *pointsTo) typeVal(sc *scope, typ string) (int32, bool) {
	typ = elemType(typ)
	parts := strings.Split(typ, ".")
	t := p.b.r.lookup(sc, parts[0], 0)
	for _, part := range parts[1:] {
		if t.kind == bVar {
			break
		}
		t = p.b.r.attr(t, part, 0)
	}
	if t.kind != bClass || t.inst || p.b.r.classes[t.qname] == nil {
		return 0, false
	}
	return p.val(vInst, t.qname), true
}

// elemType is the type of the elements of a Go slice, array or map type
// ([]T, map[K]T: T; *T: T), or typ itself. A container's set holds its
// elements (a variable of type []T holds T's instances, as xs = [f, g]
// holds f and g), so its element type is its hint.
func elemType(typ string) string {
	for {
		switch {
		case strings.HasPrefix(typ, "[]"):
			typ = typ[2:]
		case strings.HasPrefix(typ, "*"):
			typ = typ[1:]
		case strings.HasPrefix(typ, "map["):
			end := closingBracket(typ, len("map"))
			if end < 0 {
				return typ
			}
			typ = typ[end+1:]
		default:
			return typ
		}
	}
}

// closingBracket is the index of the ']' matching the '[' at s[open], or
// -1.
func closingBracket(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '[':
			depth++
		case ']':
			depth--
			if depth == 0 {
				return i
			}
		}
	}
	return -1
}

// extVal is the value of a name of scope sc bound to t, which lies outside
// the repository: an external class when t names one (ir.Semantics.
// ClassLike), else opaque.
func (p *pointsTo) extVal(sc *scope, t target) int32 {
	if t.kind == bModule && t.guess && t.qname != "" && sem(sc).ClassLike(t.qname) {
		if t.inst {
			return p.val(vExtInst, t.qname)
		}
		return p.val(vExtClass, t.qname)
	}
	return p.opaqueID
}

// extResult is what a call made in scope sc of the external callee named
// q returns: an instance when q names a class (ir.Semantics.ClassLike),
// else any object.
func (p *pointsTo) extResult(sc *scope, q string) int32 {
	if sem(sc).ClassLike(q) && !strings.HasPrefix(q, "<") {
		return p.val(vExtInst, q)
	}
	return p.opaqueID
}

// outside reports whether s may hold an object from outside the
// repository (opaque, known by name, or a constant).
func (p *pointsTo) outside(s *vset) bool {
	return s.ext > 0 || s.consts > 0 || s.moreConsts || slices.Contains(s.v, opaqueVal)
}

// nameVals is the set a use of name in sc reads.
func (p *pointsTo) nameVals(sc *scope, name string) *vset {
	o := p.owner(sc, name)
	if o == nil {
		if ms := p.b.r.starOwner(p.b.r.moduleOf(sc), name, 0); ms != nil {
			return p.read(p.nameNode(ms, name))
		}
		if sem(sc).Builtin(name) {
			return &p.opaque
		}
		return &vset{}
	}
	return p.read(p.nameNode(o, name))
}

// attrVals adds to out the values attribute attr of value v may hold.
func (p *pointsTo) attrVals(v int32, attr string, out *vset) {
	a := p.value(v)
	switch a.kind {
	case vOpaque, vFunc, vBound, vExtFunc, vConst:
		out.add(p.opaqueID)
	case vExtClass, vExtInst:
		out.add(p.val(vExtFunc, a.q+"."+attr))
	case vModule:
		ms := p.b.r.modules[a.q]
		if ms == nil {
			return
		}
		out.union(p.read(p.nameNode(ms, attr)))
		if _, ok := p.b.r.modules[a.q+"."+attr]; ok {
			out.add(p.val(vModule, a.q+"."+attr))
		}
	case vClass, vInst:
		c := p.b.r.classes[a.q]
		if c == nil {
			return
		}
		m := p.b.r.method(c, attr, nil)
		if m != nil && !p.b.wrappedMethods[m] {
			if a.kind == vInst {
				out.add(p.val(vBound, m.fn.QName))
			} else {
				out.add(p.val(vFunc, m.fn.QName))
			}
		} else if m != nil {
			// A decorated method: what its decorator returned (the class
			// body's name, set by pointsTo.stmt), bound to the instance
			// when it is a function read through one.
			if !p.bindTo(a, p.read(p.nameNode(m.parent, attr)), out) {
				return
			}
		}
		found := false
		for _, k := range p.b.r.mro(c) {
			at := p.read(p.attrNode(k, attr))
			found = found || at.any || len(at.v) > 0
			out.union(at)
		}
		if m == nil {
			// A class attribute assigned in a class body (handler = f,
			// store: Store = Store()): what the first class along the MRO
			// that binds it holds there, a function bound to the instance
			// it is read through.
			for _, k := range p.b.r.mro(c) {
				if bd := k.sc.bindings[attr]; bd == nil || k.sc.children[attr] != nil {
					continue
				}
				at := p.read(p.nameNode(k.sc, attr))
				found = found || at.any || len(at.v) > 0
				if !p.bindTo(a, at, out) {
					return
				}
				break
			}
		}
		if nested := c.sc.children[attr]; nested != nil && nested.class != nil {
			out.add(p.val(vClass, nested.fn.QName))
		} else if base := p.b.r.inheritedFrom(c, attr); base != "" && !found {
			out.add(p.val(vExtFunc, base+"."+attr)) // inherited from outside the repository
		}
	}
}

// bindTo adds to out the values at a class body holds for an attribute
// read through a (a class, or an instance of one): a function read through
// an instance is bound to it. It reports false when at is any (out is then
// any too).
func (p *pointsTo) bindTo(a absVal, at *vset, out *vset) bool {
	if at.any {
		*out = vset{any: true}
		return false
	}
	for _, w := range at.v {
		if wv := p.value(w); wv.kind == vFunc && a.kind == vInst {
			out.add(p.val(vBound, wv.q))
		} else {
			out.add(w)
		}
	}
	return true
}

// pathVals evaluates an access path (name or name.attr...) in sc.
func (p *pointsTo) pathVals(sc *scope, path string) *vset {
	parts := strings.Split(path, ".")
	cur := p.nameVals(sc, parts[0])
	for _, attr := range parts[1:] {
		if cur.any {
			return cur
		}
		next := &vset{}
		for _, v := range cur.v {
			p.attrVals(v, attr, next)
		}
		cur = next
	}
	return cur
}

// refsVals evaluates the uses refs of statement s in sc.
func (p *pointsTo) refsVals(sc *scope, s *ir.Stmt, refs []ir.Ref, results []vset) *vset {
	out := &vset{}
	for _, r := range refs {
		if r.Call >= 0 {
			if r.Call < len(results) {
				out.union(&results[r.Call])
			}
			continue
		}
		if k := r.Lambda(); k >= 0 {
			if k < len(s.Lambdas) {
				out.add(p.val(vFunc, s.Lambdas[k].QName))
			}
			continue
		}
		if r.Sub > 0 {
			if kv := p.keyedLoad(sc, s, r); kv != nil {
				out.union(kv)
				continue
			}
		}
		out.union(p.pathVals(sc, r.Path))
	}
	return out
}

// calleeVals evaluates the callee expression of call c.
func (p *pointsTo) calleeVals(sc *scope, s *ir.Stmt, c *ir.Call, results []vset) *vset {
	if c.Method != "" {
		recv := p.refsVals(sc, s, c.Receiver, results)
		if recv.any {
			return recv
		}
		out := &vset{}
		for _, v := range recv.v {
			p.attrVals(v, c.Method, out)
		}
		return out
	}
	if c.Callee != "" {
		return p.pathVals(sc, c.Callee)
	}
	return p.refsVals(sc, s, c.CalleeUses, results)
}

// callees turns the values a callee may be into callees, for a call made
// in scope sc; ok is false when they cannot be resolved (any, too many, or
// none callable).
func (p *pointsTo) callees(sc *scope, c *ir.Call, vals *vset) ([]callee, bool) {
	if vals.any || len(vals.v) == 0 {
		return nil, false
	}
	var out []callee
	for _, v := range vals.v {
		a := p.value(v)
		if c.Implicit == ir.Instantiate && a.kind != vClass || c.Implicit == ir.Protocol && a.kind != vBound {
			continue // raise e: only a class is instantiated; for: only methods are called
		}
		switch a.kind {
		case vFunc, vBound:
			m := p.b.r.byQName[a.q]
			if m == nil || m.fn.Kind != ir.FunctionScope {
				continue
			}
			ms := []*scope{m}
			if live := p.b.liveDefs(m); len(live) > 0 {
				ms = live // every definition of the name that reaches the end of its body
			}
			for _, m := range ms {
				bound := a.kind == vBound || m.fn.ClassM
				out = append(out, p.b.r.funcCallee(m, bound, bound && c.Method != ""))
			}
		case vClass:
			cls := p.b.r.classes[a.q]
			if cls == nil {
				continue
			}
			cl := p.b.r.ctorCallee(cls)
			cl.class = a.q
			out = append(out, cl)
		case vInst:
			if cls := p.b.r.classes[a.q]; cls != nil {
				if m := p.b.r.callMethod(cls); m != nil {
					out = append(out, p.b.r.funcCallee(m, true, false))
				}
			}
		case vExtClass, vExtFunc:
			if c.Implicit == "" {
				out = append(out, callee{ext: a.q, kind: "external"})
			}
		case vExtInst:
			if c.Implicit == "" {
				out = append(out, callee{ext: a.q + "." + sem(sc).CallMethod(), kind: "external"})
			}
		}
	}
	inRepo := 0 // callees that get call sites in the SDG (lambdas and external ones do not)
	for _, cl := range out {
		if cl.sc != nil && !cl.sc.fn.Lambda || cl.ctor {
			inRepo++
		}
	}
	if len(out) == 0 || inRepo > maxCallTargets {
		return nil, false
	}
	// Value ids follow the order values were met; the callees' order
	// decides vertex ids, so it must not.
	sort.Slice(out, func(i, j int) bool { return calleeKey(out[i]) < calleeKey(out[j]) })
	return out, true
}

// flowCall applies the constraints of one resolved callee of call c: the
// arguments into the parameters, and returns the values of its result.
func (p *pointsTo) flowCall(sc *scope, s *ir.Stmt, c *ir.Call, cl callee, results []vset, res *vset) {
	if cl.ctor {
		res.add(p.val(vInst, cl.class))
		p.instantiated[cl.class] = true
	}
	if cl.sc == nil {
		if !cl.ctor && cl.kind == "external" {
			res.add(p.extResult(sc, cl.ext))
		}
		return
	}
	binds := bindArgs(cl, c)
	argVals := map[int]*vset{} // by parameter: the values this call passes
	for _, ab := range binds {
		if ab.param >= len(cl.sc.fn.Params) {
			continue
		}
		vals := p.refsVals(sc, s, ab.uses, results)
		if len(ab.uses) == 0 && ab.n > 0 && !ab.mayDefault {
			// A literal passed (no name or call in it): an object from
			// outside the repository's code, as a literal assigned is, so
			// env.get(...) on a parameter bound to {"PREFIX": ...} is no
			// call of a repository method named get (uniqueMethod).
			vals = &p.opaque
			if ab.cnst != "" {
				vals = &vset{v: []int32{p.val(vConst, ab.cnst)}, consts: 1}
			}
		}
		if c.Implicit == ir.Decorate && s.Func != nil && len(ab.uses) == 0 {
			// @dec def f: the innermost decorator's parameter is the
			// function f itself (an outer one's is the inner one's result).
			k := vFunc
			if s.Kind == ir.ClassStmt {
				k = vClass
			}
			vals = &vset{v: []int32{p.val(k, s.Func.QName)}}
		}
		if ab.param == 0 && cl.recv && cl.sc.fn.ClassM {
			p.calledThrough(cl.sc, vals)
		}
		p.addTo(p.nameNode(cl.sc, cl.sc.fn.Params[ab.param].Name), vals)
		argVals[ab.param] = vals
	}
	for _, ab := range binds {
		if ab.param >= len(cl.sc.fn.Params) || ab.path == "" || strings.Contains(ab.path, ".") {
			continue
		}
		// subscribe(handlers, on_paid) with handlers.append(handler) or
		// registry[k] = handler: the functions the callee stores in its
		// parameter's container are in the argument's after the call
		// (rule 10's parameter-out, for values). A parameter stored as it
		// is (handler) stores what this call passes it, not what every
		// call does: subscribe(refunds, on_refund) elsewhere puts no
		// on_refund in handlers.
		vals, params := p.storedVals(cl.sc, ab.param)
		for _, k := range params {
			if v := argVals[k]; v != nil {
				vals.union(funcVals(p, v))
			}
		}
		if len(vals.v) > 0 {
			p.store(sc, ab.path, vals)
		}
	}
	if cl.ctor && len(cl.sc.fn.Params) > 0 {
		p.addVal(p.nameNode(cl.sc, cl.sc.fn.Params[0].Name), p.val(vInst, cl.class))
	}
	if !cl.ctor {
		res.union(p.read(p.retNode(cl.sc)))
	}
}

// storedVals returns the repository functions that function sc stores
// into the container its parameter k holds: the values of e in xs[k] = e
// (a may-definition of the parameter's name itself) and in a container
// mutator called on it (xs.append(e), rule 4). Only what sc itself stores,
// not what other callers' containers held, so one caller's argument does
// not take another's. A stored parameter of sc's own (registry[k] =
// handler) is returned apart, in params, for the caller to read as its
// own argument (a call-site-sensitive store); a parameter assigned in sc
// is not. The statements are found once (memoized); their values are
// read each time, so the caller is evaluated again when they grow.
func (p *pointsTo) storedVals(sc *scope, k int) (vals *vset, params []int) {
	key := storeKey{sc, k}
	refs, ok := p.stores[key]
	if !ok {
		name := sc.fn.Params[k].Name
		for _, s := range sc.stmts {
			for _, d := range s.Defs {
				if d.May && d.Path == name {
					for _, r := range s.Uses {
						if r.Call < 0 && r.Path != name {
							refs = append(refs, storedRef{s, r, -1})
						}
					}
				}
			}
			for _, c := range s.Calls {
				if c.RecvPath == name && sem(sc).MutatesReceiver(c.Method) {
					for _, a := range c.Args {
						for _, r := range a.Uses {
							if r.Call < 0 {
								refs = append(refs, storedRef{s, r, -1})
							}
						}
					}
				}
			}
		}
		for i, r := range refs {
			if j, ok := sc.paramIndex(r.r.Path); ok && r.r.IsPath() && !slices.ContainsFunc(sc.stmts, func(s *ir.Stmt) bool { return assigns(s, r.r.Path) }) {
				refs[i].param = j
			}
		}
		if p.stores == nil {
			p.stores = map[storeKey][]storedRef{}
		}
		p.stores[key] = refs
	}
	out := &vset{}
	for _, r := range refs {
		if r.param >= 0 {
			if !slices.Contains(params, r.param) {
				params = append(params, r.param)
			}
			continue
		}
		out.union(funcVals(p, p.refsVals(sc, r.s, []ir.Ref{r.r}, nil)))
	}
	return out, params
}

// storedRef is a use of a value storedVals found stored.
type storedRef struct {
	s *ir.Stmt
	r ir.Ref
	// param is the index of the parameter r names when the function
	// never assigns it (its value is what each call passes), else -1.
	param int
}

// storeKey names parameter k of function sc (pointsTo.storedVals).
type storeKey struct {
	sc *scope
	k  int
}

// funcVals returns the repository functions among the values of s.
func funcVals(p *pointsTo, s *vset) *vset {
	out := &vset{}
	for _, v := range s.v {
		if v&(extBit|constBit) == 0 && p.vals[v].kind == vFunc {
			out.add(v)
		}
	}
	return out
}

// store applies a definition of path with the values vals.
func (p *pointsTo) store(sc *scope, path string, vals *vset) {
	if len(vals.v) == 0 && !vals.any {
		return
	}
	name, attr, dotted := strings.Cut(path, ".")
	if !dotted {
		if o := p.owner(sc, name); o != nil {
			p.addTo(p.nameNode(o, name), vals)
		}
		return
	}
	if strings.Contains(attr, ".") {
		return
	}
	base := p.nameVals(sc, name)
	if base.any {
		return
	}
	for _, v := range base.v {
		a := p.value(v)
		switch a.kind {
		case vInst, vClass:
			if c := p.b.r.classes[a.q]; c != nil {
				p.addTo(p.attrNode(c, attr), vals)
			}
		case vModule:
			if ms := p.b.r.modules[a.q]; ms != nil {
				p.addTo(p.nameNode(ms, attr), vals)
			}
		}
	}
}

// setDyn records the callees points-to found for call i of s.
func (p *pointsTo) setDyn(s *ir.Stmt, i int, cls []callee) {
	if p.dyn[s] == nil {
		p.dyn[s] = map[int][]callee{}
	}
	p.dyn[s][i] = cls
}

// read returns node's set and subscribes the statement being evaluated to
// it.
func (p *pointsTo) read(node int32) *vset {
	if p.cur >= 0 {
		if subs := p.subs[node]; len(subs) == 0 || subs[len(subs)-1] != p.cur {
			p.subs[node] = append(subs, p.cur)
		}
	}
	return p.nodes[node]
}

// grew queues the statements that read node.
func (p *pointsTo) grew(node int32) {
	for _, w := range p.subs[node] {
		if !p.queued[w] {
			p.queued[w] = true
			p.queue = append(p.queue, w)
		}
	}
}

func (p *pointsTo) stmt(sc *scope, s *ir.Stmt) {
	static := p.b.calls[s]
	results := make([]vset, len(s.Calls))
	callees := make([][]callee, len(s.Calls))
	for i := range s.Calls {
		c := &s.Calls[i]
		var cls []callee
		unknown := false // a callee expression of which nothing is known yet
		resolved := i < len(static) && (static[i].sc != nil || static[i].ctor)
		self := p.selfCall(sc, c) || p.clsCall(sc, c)
		switch {
		case resolved && c.Target != "":
			// Resolved by the front end (class-hierarchy analysis): one
			// call per target, which the values must not narrow.
			cls = static[i : i+1]
		case resolved && !self && !c.Super && !p.rebound(sc, c) && !p.b.wrappedMethods[static[i].sc]:
			cls = static[i : i+1]
			if defs := p.b.liveDefs(static[i].sc); len(defs) > 1 || len(defs) == 1 && defs[0] != static[i].sc {
				// One name defined by several def statements of a module
				// or class body (if X: def f ... else: def f ...): the
				// call may run any definition that reaches the end of
				// that body, not only the last in the text.
				var dyn []callee
				for _, d := range defs {
					cl := static[i]
					cl.sc, cl.live = d, true
					dyn = append(dyn, cl)
				}
				cls = dyn
				p.setDyn(s, i, dyn)
			}
		case c.Super && len(sc.fn.Params) > 0:
			// super().m(...) is m in the next class after the method's own
			// along the MRO of the object's class, which a mixin's bases do
			// not show (class Event(Stamped, Record): Stamped's super() is
			// Record), nor a diamond's (class Normalizer(Stripping,
			// Lowering): Stripping's super() is Lowering, not the base
			// Filter the bindings found); the static resolution stands
			// when no object of a subclass reaches self.
			if dyn := p.superCallees(sc, c); len(dyn) > 0 {
				cls = dyn
				if i >= len(static) || len(dyn) > 1 || static[i].sc != dyn[0].sc {
					p.setDyn(s, i, dyn)
				}
			} else if resolved {
				cls = static[i : i+1]
			}
		case i < len(static) && !resolved && static[i].kind != "unresolved" && !self || c.Super:
			// A builtin or a callee outside the repository: the bindings
			// know where the name comes from. super() follows the MRO. A
			// builtin that calls the functions passed to it calls them
			// here too (callbacks).
			if !c.Super && static[i].kind == "builtin" {
				p.callbacks(sc, s, i, static[i], results, &results[i])
			}
		default:
			var vals *vset
			if self {
				vals = p.dispatchVals(sc, c)
			} else {
				vals = p.calleeVals(sc, s, c, results)
			}
			unknown = !vals.any && len(vals.v) == 0
			dyn, ok := p.callees(sc, c, vals)
			if ok && resolved && !slices.ContainsFunc(dyn, func(cl callee) bool { return cl.sc != nil || cl.ctor }) {
				ok = false // only objects from outside: the bindings' target in the repository stays
			}
			if !ok {
				if resolved {
					cls = static[i : i+1]
				}
				break
			}
			cls = dyn
			// A receiver that may also be a built-in container keeps
			// rule 4's may-definition of a mutator.
			if i < len(static) && static[i].mutates && p.outside(p.refsVals(sc, s, c.Receiver, results)) {
				dyn = append([]callee(nil), dyn...)
				dyn[0].mutates = true
			}
			p.setDyn(s, i, dyn)
		}
		if len(cls) == 0 && (i >= len(static) || static[i].kind == "unresolved") && !c.Super && p.final {
			if m := p.uniqueMethod(sc, s, c, results); m != nil {
				cls = []callee{p.b.r.funcCallee(m, true, true)}
				p.setDyn(s, i, cls)
			}
		}
		callees[i] = cls
		for _, cl := range cls {
			p.flowCall(sc, s, c, cl, results, &results[i])
		}
		switch {
		case len(cls) == 0 && c.Implicit == ir.Protocol:
			// iter(xs), next(it) of a container: its elements, which the
			// container's own set holds.
			results[i].union(p.refsVals(sc, s, c.Receiver, results))
		case len(cls) == 0 && c.Implicit == "" && c.RecvPath != "" && sem(sc).ReadsElements(c.Method) && p.containerLike(p.refsVals(sc, s, c.Receiver, results), c.Method):
			// d.get(k, default), d.values(), xs.pop() of a built-in
			// container: what was stored in it (its own set), or the
			// default passed.
			results[i].union(p.refsVals(sc, s, c.Receiver, results))
			for _, a := range c.Args {
				results[i].union(p.refsVals(sc, s, a.Uses, results))
			}
		case len(cls) == 0 && i < len(static) && static[i].kind == "external":
			results[i].add(p.extResult(sc, static[i].ext))
		case len(cls) == 0 && (p.final || !unknown):
			results[i].add(p.opaqueID)
		}
		if sem(sc).MutatesReceiver(c.Method) && c.RecvPath != "" && len(cls) == 0 && (p.final || !unknown) {
			in := &vset{}
			for _, a := range c.Args {
				in.union(p.refsVals(sc, s, a.Uses, results))
			}
			p.store(sc, c.RecvPath, in)
		}
	}
	for _, fn := range append([]*ir.Func{s.Func}, s.Lambdas...) {
		if fn == nil {
			continue
		}
		if child := p.b.r.scopeOf(fn); child != nil {
			for _, prm := range fn.Params {
				if !prm.HasDefault {
					continue
				}
				dv := p.refsVals(sc, s, prm.DefaultUses, results)
				if len(prm.DefaultUses) == 0 {
					dv = &p.opaque
				}
				p.addTo(p.nameNode(child, prm.Name), dv)
			}
		}
	}
	if p.b.wrapped[s] {
		// @dec def f: f is what the outermost decorator returns (in a
		// class body, the class attribute f).
		for i := len(s.Calls) - 1; i >= 0; i-- {
			if s.Calls[i].Implicit == ir.Decorate {
				res := &results[i]
				if !res.any && p.outside(res) {
					// What the decorator returns may come from outside
					// the repository (a wrapper made by
					// functools.update_wrapper, say): it may be, or call,
					// the function itself. (Only a value from outside, not
					// an empty set, which may yet grow: sets only grow.)
					res = &vset{v: append([]int32(nil), res.v...), ext: res.ext, consts: res.consts, moreConsts: res.moreConsts}
					k := vFunc
					if s.Kind == ir.ClassStmt {
						k = vClass
					}
					res.add(p.val(k, s.Func.QName))
				}
				if sc.class != nil {
					p.addTo(p.nameNode(sc, s.Func.Name), res) // read by attrVals
				} else if o := p.owner(sc, s.Func.Name); o != nil {
					p.addTo(p.nameNode(o, s.Func.Name), res)
				}
				break
			}
		}
	}
	switch s.Kind {
	case ir.Import, ir.DefStmt, ir.ClassStmt:
		if s.Kind == ir.Import && s.Import != nil && s.Import.IsFrom {
			from := s.Import.Module
			if ms := p.b.r.modules[from]; ms != nil {
				for _, n := range s.Import.Names {
					if n.Name == "*" {
						continue
					}
					local := n.Name
					if n.Alias != "" {
						local = n.Alias
					}
					if o := p.owner(sc, local); o != nil {
						p.addTo(p.nameNode(o, local), p.read(p.nameNode(ms, n.Name)))
					}
				}
			}
		}
		return
	}
	for _, h := range s.Types {
		if h.Type == "" {
			continue // annotated with no class the hint names
		}
		v, ok := p.typeVal(sc, h.Type)
		switch {
		case !ok:
		case sc.class != nil && !strings.Contains(h.Path, "."):
			// application: Flask in a class body annotates the
			// attribute of its instances (with or without a value).
			p.addVal(p.attrNode(sc.class, h.Path), v)
		default:
			p.store(sc, h.Path, &vset{v: []int32{v}})
		}
	}
	if len(s.Defs) == 0 && s.Kind != ir.Return && !s.Yields {
		return
	}
	vals := p.refsVals(sc, s, s.Uses, results)
	if len(s.Uses) == 0 {
		vals = &p.opaque // a literal
		if s.Const != "" {
			vals = &vset{v: []int32{p.val(vConst, s.Const)}, consts: 1}
		}
	}
	if s.Kind == ir.Return || s.Yields {
		if sc.fn.Kind == ir.FunctionScope {
			p.addTo(p.retNode(sc), vals)
			if ns := p.elems[sc]; len(ns) == len(s.ElemUses) {
				for k, refs := range s.ElemUses {
					p.addTo(ns[k], p.refsVals(sc, s, refs, results))
				}
			}
		}
	}
	if s.Kind == ir.Except {
		return // except E as e: e is an instance of E, not the class
	}
	for _, d := range s.Defs {
		if d.Elem > 0 && d.Call < len(callees) {
			if ev := p.elemVals(callees[d.Call], d.Elem-1); ev != nil {
				p.store(sc, d.Path, ev)
				continue
			}
		}
		p.store(sc, d.Path, vals)
		if o := p.owner(sc, d.Path); o != nil && p.keyed[o][d.Path] != nil {
			t := p.keyed[o][d.Path]
			switch {
			case d.Sub == 0 && s.Shape != nil:
				p.storeShape(sc, s, o, d.Path, "", s.Shape, results)
			case d.Sub == 0 && t.copies[s] != nil:
				cp := t.copies[s]
				for _, pr := range cp.pairs {
					p.storeKeyed(o, d.Path, pr[0], p.read(p.keyNode(cp.o, cp.src, pr[1])))
				}
			case d.Sub > 0 && d.Sub <= len(s.Subscripts):
				path, _ := constPath(s.Subscripts[d.Sub-1].Keys)
				if s.Shape != nil {
					p.storeShape(sc, s, o, d.Path, path, s.Shape, results)
				} else {
					p.storeKeyed(o, d.Path, path, vals)
				}
			}
		}
	}
}

// resolveDynamic runs the points-to analysis and returns, per statement and
// call index, the callees of each call the bindings left unresolved and the
// assignment graph resolves.
func (b *builder) resolveDynamic() map[*ir.Stmt]map[int][]callee {
	p := &pointsTo{b: b, valID: map[absVal]int32{}, names: map[*scope]map[string]int32{},
		attrs: map[*classInfo]map[string]int32{}, rets: map[*scope]int32{}, dyn: map[*ir.Stmt]map[int][]callee{}}
	p.opaqueID = p.val(vOpaque, "") // opaqueVal: the first value
	p.opaque = vset{v: []int32{p.opaqueID}}
	p.methodsByName = map[string][]*scope{}
	for _, sc := range b.scopes {
		if sc.ofClass != nil {
			p.methodsByName[sc.fn.Name] = append(p.methodsByName[sc.fn.Name], sc)
		}
	}
	p.cur = -1
	p.instantiated = map[string]bool{}
	p.throughClass = map[*scope]map[int32]bool{}
	for _, cs := range b.calls {
		for _, cl := range cs {
			if cl.ctor {
				p.instantiated[cl.class] = true
			}
		}
	}
	p.tupleReturns()
	p.seed()
	p.keyNodes = map[*scope]map[string]int32{}
	p.keyedNames()
	for _, sc := range b.allScopes() {
		for _, s := range sc.stmts {
			p.work = append(p.work, workItem{sc, s})
		}
	}
	p.queued = make([]bool, len(p.work))
	// Two phases (see above), each over every statement and bounded to
	// maxPointsToVisits evaluations a statement on average.
	for _, final := range []bool{false, true} {
		p.final = final
		for i := range p.work {
			if !p.queued[i] {
				p.queue = append(p.queue, int32(i))
				p.queued[i] = true
			}
		}
		for visits := 0; len(p.queue) > 0 && visits < maxPointsToVisits*len(p.work); visits++ {
			w := p.queue[0]
			p.queue = p.queue[1:]
			p.queued[w] = false
			p.cur = w
			it := p.work[w]
			delete(p.dyn, it.s)
			p.stmt(it.sc, it.s)
		}
	}
	p.selfClasses()
	return p.dyn
}

// selfClasses records, for each instance method, the classes whose
// instances reach its self: those of the repository's classes that some
// call instantiates or whose name is used as a value (and so may be
// instantiated out of sight; an instance a method's own self seeds, of a
// class nothing makes, only passes through self.m() calls), or all of
// them when none is. A method whose self may hold anything
// else (an opaque or external value, a class outside the method's class's
// hierarchy) records nothing, and its reads of self.attr keep the method's
// own class. Classmethods keep their own class too: which class a cls
// stands for differs per call site, and one set for all of them would mix
// them (rule 12's context sensitivity).
func (p *pointsTo) selfClasses() {
	b := p.b
	b.selfClasses = map[*scope][]*classInfo{}
	// Names used as values anywhere but as a callee or a class's base: a
	// class so named may be instantiated where the analysis cannot see
	// ({"b": Base}.get(k)(), defaultdict(Base)), so it counts as made.
	values := p.usedAsValues()
	for _, sc := range b.scopes {
		if sc.ofClass == nil || sc.fn.Static || sc.fn.ClassM || len(sc.fn.Params) == 0 {
			continue
		}
		self := p.nameVals(sc, sc.fn.Params[0].Name)
		if self.any || len(self.v) == 0 {
			continue
		}
		var all, made []*classInfo
		known := true
		for _, v := range self.v {
			a := p.value(v)
			c := b.r.classes[a.q]
			if a.kind != vInst || c == nil || !slices.Contains(b.r.mro(c), sc.ofClass) {
				known = false
				break
			}
			if !slices.Contains(all, c) {
				all = append(all, c)
				if p.instantiated[a.q] || values[c.sc.fn.Name] {
					made = append(made, c)
				}
			}
		}
		if !known {
			continue
		}
		if len(made) > 0 {
			all = made
		}
		b.selfClasses[sc] = all
	}
}

func calleeKey(c callee) string {
	if c.sc != nil {
		return c.sc.fn.QName + "\x00" + c.class
	}
	return c.ext
}

// uniqueMethod resolves a method call on a parameter of unknown type (its
// points-to set is empty: no value ever reaches it, as when no call site in
// the repository binds it) to the one method of that name the repository
// defines, as class-hierarchy analysis restricted to the only candidate
// does. A receiver known to be outside the repository (a literal, the
// result of an unresolved call), a receiver that is not a parameter (an
// attribute the analysis may have missed a store to) and a name with
// several definitions stay unresolved.
func (p *pointsTo) uniqueMethod(sc *scope, s *ir.Stmt, c *ir.Call, results []vset) *scope {
	if c.Method == "" || len(c.Receiver) == 0 || sem(sc).Special(c.Method) ||
		c.RecvPath == "" || strings.Contains(c.RecvPath, ".") {
		return nil
	}
	if o := p.owner(sc, c.RecvPath); o == nil || o.bindings[c.RecvPath] == nil || !o.bindings[c.RecvPath].param {
		return nil
	}
	ms := p.methodsByName[c.Method]
	if len(ms) != 1 || ms[0].fn.Static {
		return nil
	}
	if c.RecvPath != "" && p.b.r.isModule(sc, c.RecvPath) {
		return nil
	}
	recv := p.refsVals(sc, s, c.Receiver, results)
	if recv.any || len(recv.v) > 0 {
		return nil
	}
	return ms[0]
}

// containerLike reports whether a receiver holding vals, on which method
// is called and found nowhere, may be a built-in container of functions
// or of instances: no class or module and no object from outside the
// repository (q.get() of a queue, a context variable or a mapping class
// returns no element stored by the analysis), no instance of a class that
// defines method or has a base outside the repository, and some function
// or instance.
func (p *pointsTo) containerLike(vals *vset, method string) bool {
	if vals.any {
		return false
	}
	fn := false
	for _, v := range vals.v {
		a := p.value(v)
		switch a.kind {
		case vFunc, vBound:
			fn = true
		case vOpaque, vConst:
		case vInst:
			// An instance of a class of the repository that neither
			// defines method nor inherits from outside the repository
			// (where it could come from): the receiver is a container of
			// such instances ({"age": IntegerField()}.items()), whose
			// set holds its elements.
			k := p.b.r.classes[a.q]
			if k == nil || p.b.r.method(k, method, nil) != nil || p.b.r.extBase(k) != "" {
				return false
			}
			fn = true
		default:
			return false
		}
	}
	return fn
}

// rebound reports whether the callee of c is a variable the bindings
// resolved through one of its assignments (pick = f; x = C(...)): the
// binding keeps the last, while the variable may hold what every
// assignment gives it, so points-to decides.
func (p *pointsTo) rebound(sc *scope, c *ir.Call) bool {
	if c.Callee == "" || c.Super {
		return false
	}
	name, _, _ := strings.Cut(c.Callee, ".")
	o := p.owner(sc, name)
	if o == nil {
		return false
	}
	b := o.bindings[name]
	return b != nil && !b.param && (b.kind == bAlias || b.kind == bInst)
}

// superCallees are the methods super().m(...) in a method of sc may run:
// for each class whose instances (or which itself, in a classmethod)
// reach the method's first parameter, m in the first class after the
// method's own along that class's MRO. Nil when nothing is known of the
// first parameter.
func (p *pointsTo) superCallees(sc *scope, c *ir.Call) []callee {
	own := enclosingClass(sc)
	if own == nil || sc.fn.Static {
		return nil
	}
	self := p.nameVals(sc, sc.fn.Params[0].Name)
	if self.any {
		return nil
	}
	// As selfClasses does: a method's self is seeded with an instance of
	// its own class, which only matters when nothing makes one (a
	// diamond's Stripping, run only for Normalizer objects, must not
	// take Stripping's own MRO to Filter).
	var ks, made []*classInfo
	for _, v := range self.v {
		a := p.value(v)
		k := p.b.r.classes[a.q]
		if a.kind != vInst && a.kind != vClass || k == nil || slices.Contains(ks, k) {
			continue
		}
		ks = append(ks, k)
		if p.instantiated[a.q] || p.usedAsValues()[k.sc.fn.Name] {
			made = append(made, k)
		}
	}
	if len(made) > 0 {
		ks = made
	}
	seen := map[*scope]bool{}
	var out []callee
	for _, k := range ks {
		mro := p.b.r.mro(k)
		at := slices.Index(mro, own)
		if at < 0 {
			continue
		}
		for _, x := range mro[at+1:] {
			if m := x.methods[c.Method]; m != nil {
				if !seen[m] {
					seen[m] = true
					out = append(out, p.b.r.funcCallee(m, true, true))
				}
				break
			}
		}
	}
	return out
}

// usedAsValues returns, computed once, the names used as values anywhere
// but as a callee or a class's base (builder.namesUsedAsValues): a class
// so named may be instantiated out of the analysis's sight.
func (p *pointsTo) usedAsValues() map[string]bool {
	if p.valueNames == nil {
		p.valueNames = p.b.namesUsedAsValues(false)
	}
	return p.valueNames
}

// calledThrough records in throughClass the classes of the receiver
// values vals of a call of classmethod m (an instance's class, or a class
// itself).
func (p *pointsTo) calledThrough(m *scope, vals *vset) {
	for _, v := range vals.v {
		if p.throughClass[m] == nil {
			p.throughClass[m] = map[int32]bool{}
		}
		p.throughClass[m][p.classOf(v)] = true
	}
}

// classOf is the class value of an instance value v, else v.
func (p *pointsTo) classOf(v int32) int32 {
	if a := p.value(v); a.kind == vInst {
		return p.val(vClass, a.q)
	}
	return v
}

// clsCall reports whether c is cls(...) in a classmethod: an instance of
// whichever class the method was called through, which may be a subclass
// overriding the constructor (User.from_dict running Record.from_dict's
// return cls(...)).
func (p *pointsTo) clsCall(sc *scope, c *ir.Call) bool {
	return sc.ofClass != nil && sc.fn.ClassM && len(sc.fn.Params) > 0 && c.Method == "" && c.Callee == sc.fn.Params[0].Name
}

// selfCall reports whether c is self.m(...) (or cls.m(...)) in a method:
// the bindings resolve it along the MRO of the class that defines the
// method, while self may be an instance of a subclass that overrides m
// (a template method). Points-to decides from the classes whose instances
// reach self, the defining class's included.
func (p *pointsTo) selfCall(sc *scope, c *ir.Call) bool {
	if sc.ofClass == nil || sc.fn.Static || len(sc.fn.Params) == 0 || c.Method == "" {
		return false
	}
	return c.Callee == sc.fn.Params[0].Name+"."+c.Method
}

// dispatchVals is what self.m may be in a method of class C: m along the
// MRO of each class whose instances reach self. self is seeded with C's
// own instance (for methods nothing in the repository calls); that seed
// is left out when other instances reach self and no call creates a C.
func (p *pointsTo) dispatchVals(sc *scope, c *ir.Call) *vset {
	self := p.nameVals(sc, sc.fn.Params[0].Name)
	if self.any {
		return self
	}
	own := p.val(vInst, sc.ofClass.sc.fn.QName)
	if sc.fn.ClassM {
		own = p.val(vClass, sc.ofClass.sc.fn.QName)
	}
	if p.clsCall(sc, c) {
		return p.clsVals(sc, self, own)
	}
	skipOwn := !p.instantiated[sc.ofClass.sc.fn.QName] && (self.slots() > 1 || !p.final)
	out := &vset{}
	for _, v := range self.v {
		if v == own && skipOwn {
			continue
		}
		p.attrVals(v, c.Method, out)
	}
	return out
}

// clsVals is what cls(...) in classmethod sc instantiates, given cls's
// values and the method's own class (own): the classes the method is
// called through (an instance's class for a call through an instance)
// that are its class or a subclass (receivers bound flow-insensitively
// may bring others: date.today's cls.fromtimestamp(t) binds date to
// datetime.fromtimestamp's cls too); its own class only when a call runs
// it through that class, or none is known.
func (p *pointsTo) clsVals(sc *scope, cls *vset, own int32) *vset {
	skipOwn := !p.throughClass[sc][own] && (cls.slots() > 1 || !p.final)
	out := &vset{}
	for _, v := range cls.v {
		v = p.classOf(v)
		if v == own && skipOwn {
			continue
		}
		if k := p.b.r.classes[p.value(v).q]; p.value(v).kind == vClass && k != nil && slices.Contains(p.b.r.mro(k), sc.ofClass) {
			out.add(v)
		}
	}
	return out
}

// callbacks applies the constraints of builtin call i of s (callee bi, say
// map(f, xs)) when its language says the builtin calls the functions
// passed to it (ir.Semantics.CallsArguments): each function of the
// repository the argument that passes them (positional, or the keyword
// the language names) may be is called with the values of the other
// positional arguments (their elements: a container is its elements'
// set), and when the builtin returns what they return, res takes their
// results. They are recorded as callees of c beside the builtin, as
// callbacks: call-graph edges without call sites (rule 11 keeps the
// builtin's result depending on every argument).
func (p *pointsTo) callbacks(sc *scope, s *ir.Stmt, i int, bi callee, results []vset, res *vset) {
	c := &s.Calls[i]
	calls, keyword, mapped := sem(sc).CallsArguments(strings.TrimPrefix(bi.ext, "<builtin>."))
	if !calls {
		return
	}
	var found []callee
	for k, a := range c.Args {
		if a.Star != 0 || a.Keyword != keyword {
			continue
		}
		fns, ok := p.callees(sc, &ir.Call{}, p.refsVals(sc, s, a.Uses, results))
		if !ok {
			continue
		}
		var elems ir.Call // the other positional arguments
		for j, o := range c.Args {
			if j != k && o.Keyword == "" {
				elems.Args = append(elems.Args, ir.Arg{Uses: o.Uses, Star: o.Star})
			}
		}
		for _, cl := range fns {
			if cl.sc == nil && !cl.ctor {
				continue // a function from outside the repository
			}
			out := &vset{}
			p.flowCall(sc, s, &elems, cl, results, out)
			if mapped {
				res.union(out)
			}
			cl.callback = true
			found = append(found, cl)
		}
	}
	if len(found) > 0 {
		p.setDyn(s, i, append([]callee{bi}, found...))
	}
}

// liveDefs returns, when the function or class sc names is defined by
// more than one def or class statement of the body of one module or
// class, the definitions that reach the end of that body (its CFG's
// exit), in source order: those a caller elsewhere may run. Nil when sc's
// name has one definition, or its definitions are in several scopes.
func (b *builder) liveDefs(sc *scope) []*scope {
	if sc == nil {
		return nil // a class without a constructor of its own
	}
	all := b.r.byQNameAll[sc.fn.QName]
	if len(all) < 2 || sc.parent == nil || sc.parent.fn.Lambda {
		return nil
	}
	holder := sc.parent
	if holder.fn.Kind != ir.ModuleScope && holder.fn.Kind != ir.ClassScope {
		return nil
	}
	for _, d := range all {
		if d.parent != holder {
			return nil
		}
		if d.fn.Static != sc.fn.Static && sem(holder).StaticsApart() {
			return nil // a static and an instance member: two names (resolver.attr)
		}
	}
	key := sc.fn.QName
	if got, ok := b.liveMemo[key]; ok {
		return got
	}
	name := sc.fn.Name
	g := BuildCFG(holder.fn.Body)
	n := len(g.Nodes)
	// Reaching definitions of name alone: each node's set of the def
	// statements (node indices) that reach its entry.
	in := make([]map[int]bool, n)
	for i := range in {
		in[i] = map[int]bool{}
	}
	defines := func(i int) (gen, kill bool) {
		if i < 2 {
			return false, false
		}
		st := g.Nodes[i]
		if st.Func != nil && st.Func.Name == name && (st.Kind == ir.DefStmt || st.Kind == ir.ClassStmt) {
			return true, true
		}
		for _, d := range st.Defs {
			if d.Path == name && !d.May {
				return false, true
			}
		}
		return false, false
	}
	// Every node once (a set may stay empty), then the nodes whose in-set
	// grew.
	work := make([]int, n)
	queued := map[int]bool{}
	for i := range work {
		work[i] = i
		queued[i] = true
	}
	for len(work) > 0 {
		i := work[0]
		work = work[1:]
		queued[i] = false
		out := map[int]bool{}
		gen, kill := defines(i)
		if !kill {
			for d := range in[i] {
				out[d] = true
			}
		}
		if gen {
			out[g.Canon(i)] = true
		}
		for _, e := range g.Succ[i] {
			if !e.Real {
				continue
			}
			grew := false
			for d := range out {
				if !in[e.To][d] {
					in[e.To][d] = true
					grew = true
				}
			}
			if grew && !queued[e.To] {
				queued[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	var out []*scope
	for _, d := range all {
		if in[Exit][g.Canon(g.index[d.fn.Def])] {
			out = append(out, d)
		}
	}
	b.liveMemo[key] = out
	return out
}
