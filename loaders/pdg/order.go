package pdg

import (
	"maps"
	"slices"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// Order of global writes (rule 1, followed across calls). A write of a
// module-level name made inside a function W reaches a read of it in
// another scope R (a GLOBAL edge) only when some execution may run the
// write before the read:
//
//   - R, or a function R calls, calls W (directly or not) at a call that
//     reaches the read in R's CFG (the same statement counts: its calls may
//     run before its read);
//   - some scope C calls W (or writes, when C is W) at a node that reaches,
//     in C's CFG, a call leading to R (a loop's back edge counts, so a
//     write later in a loop body reaches a read earlier in it), along a
//     path through no kill of the variable in C (plainKills: a plain
//     assignment of it, or a call that must-write it);
//   - W and R are reached from different roots: scopes no call of the
//     repository reaches (module code, which runs at import in an order no
//     module fixes; functions nothing calls), and functions whose name is
//     used as a value anywhere (they may be called from outside, at any
//     time: Thread(target=f), atexit.register(f)). Their order is unknown,
//     except when the read is reached from its own module's code alone:
//     that code runs at import, before any other root can call into the
//     module, so a write its module code does not lead to comes later or
//     never (a function nothing calls writes nothing a script reads).
//
// So a write is dropped only when W and R are reached from one root alone,
// and no call path under it runs the write first: a script calling
// report() and then reset() does not give report the write reset makes.
// Calls the call graph leaves unresolved are not seen; a function reached
// only through one is a root by the name rule when its name is passed or
// stored (the usual way an unresolved call reaches it). A scope with more
// than maxOrderScopes callers, transitively, is taken to be ordered either
// way (bounded work).
//
// The same order filters module-level definitions (moduleDefReaches): a
// function reached from its module's code alone reads the definitions that
// reach, in that code, a call leading to it.
const maxOrderScopes = 4000

// maxOrderDefs bounds the module-level definitions of one name that are
// ordered against a read (each costs a search of the module's CFG); a
// name defined more often is read at every definition.
const maxOrderDefs = 64

// order holds what the ordering question needs: each scope's CFG and the
// callee scopes of each of its nodes, the callers of each scope, and the
// roots.
type order struct {
	b       *builder
	cfgs    map[*scope]*CFG
	callers map[*scope][]*scope
	callees map[*scope]map[int][]*scope // scope -> CFG node -> callees there
	escapes map[string]bool             // names used as values
	anc     map[*scope]map[*scope]bool  // memo: scope -> the scopes that may call it, transitively, itself included (nil: too many)
	stmtOf  map[int64]*ir.Stmt
	built   bool
	// memos of moduleDefReaches: the nodes of a module's code that call
	// toward a reader, and those that define a name plainly.
	callsTo map[[2]*scope][]int
	killsOf map[*scope]map[string]map[int]bool
	// must-writes (computeMust): the module-level names each function
	// writes on every path through it, and the memo of killsOfCall.
	must      map[*scope]map[string]bool
	mustNames map[string]bool                       // names some function must-write
	tops      map[*ir.Stmt]map[int]bool             // memo of topCalls
	kills     map[[2]*scope]map[string]map[int]bool // per (scope, module of the name)
	unkilled  map[*scope]map[string][]bool          // memo of regions
	afterKill map[*scope]map[string][]bool
	// writerAfter memoizes writeAfterKill per (reader, writer) and name.
	writerAfter map[[2]*scope]map[string]bool
	// once memoizes runsOnce: 1 yes, -1 no, 2 being decided.
	once map[*scope]int8
	// towardMemo memoizes toward per (scope, reader) and name.
	towardMemo map[[2]*scope]map[string]bool
}

func (o *order) build() {
	if o.built {
		return
	}
	o.built = true
	b := o.b
	o.callers = map[*scope][]*scope{}
	o.callees = map[*scope]map[int][]*scope{}
	o.anc = map[*scope]map[*scope]bool{}
	o.callsTo = map[[2]*scope][]int{}
	o.killsOf = map[*scope]map[string]map[int]bool{}
	o.stmtOf = make(map[int64]*ir.Stmt, len(b.stmtIDs))
	for s, id := range b.stmtIDs {
		o.stmtOf[id] = s
	}
	seen := map[[2]*scope]bool{}
	addCall := func(from, to *scope, node int) {
		if to == nil {
			return
		}
		if o.callees[from] == nil {
			o.callees[from] = map[int][]*scope{}
		}
		o.callees[from][node] = append(o.callees[from][node], to)
		if k := [2]*scope{from, to}; !seen[k] {
			seen[k] = true
			o.callers[to] = append(o.callers[to], from)
		}
	}
	// lambdaCallees lists the scopes a lambda's body calls, and those of
	// the lambdas in it: they run when the lambda does, at the earliest
	// when the statement holding it runs.
	var lambdaCallees func(fn *ir.Func) []*scope
	lambdaCallees = func(fn *ir.Func) []*scope {
		var out []*scope
		for _, ls := range fn.Body {
			for _, cl := range b.calls[ls] {
				out = append(out, calleeScope(cl))
			}
			for _, inner := range ls.Lambdas {
				out = append(out, lambdaCallees(inner)...)
			}
		}
		return out
	}
	for sc, cfg := range o.cfgs {
		for i := 2; i < len(cfg.Nodes); i++ {
			s := cfg.Nodes[i]
			for _, cl := range b.calls[s] {
				addCall(sc, calleeScope(cl), i)
			}
			for _, l := range s.Lambdas {
				for _, to := range lambdaCallees(l) {
					addCall(sc, to, i)
				}
			}
		}
	}
	// Names used as values: every access path's components read anywhere
	// but as the callee of a call.
	o.escapes = b.namesUsedAsValues(true)
}

// namesUsedAsValues returns the components of every access path read
// anywhere but as the callee of a call: a statement's own uses, call
// receivers and arguments. With classBases false, a class statement's own
// uses (its bases) are left out.
func (b *builder) namesUsedAsValues(classBases bool) map[string]bool {
	out := map[string]bool{}
	mark := func(refs []ir.Ref) {
		for _, r := range refs {
			if r.IsPath() {
				for _, part := range strings.Split(r.Path, ".") {
					out[part] = true
				}
			}
		}
	}
	for _, sc := range b.allScopes() {
		for _, s := range sc.stmts {
			if classBases || s.Kind != ir.ClassStmt {
				mark(s.Uses)
			}
			for _, c := range s.Calls {
				mark(c.Receiver)
				for _, a := range c.Args {
					mark(a.Uses)
				}
			}
		}
	}
	return out
}

// calleeScope is the scope a callee runs: the function, the __init__ of
// a constructor (its sc), or the lambda or callback called (unseen).
func calleeScope(cl callee) *scope {
	if cl.sc != nil {
		return cl.sc
	}
	return cl.unseen
}

// ancestors returns the scopes that may call sc, transitively, sc
// included, or nil when there are more than maxOrderScopes.
func (o *order) ancestors(sc *scope) map[*scope]bool {
	if a, ok := o.anc[sc]; ok {
		return a
	}
	a := map[*scope]bool{sc: true}
	work := []*scope{sc}
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		for _, c := range o.callers[x] {
			if !a[c] {
				a[c] = true
				if len(a) > maxOrderScopes {
					o.anc[sc] = nil
					return nil
				}
				work = append(work, c)
			}
		}
	}
	o.anc[sc] = a
	return a
}

// root reports whether sc may run first, called by nothing of the
// repository, or from outside it at any time.
func (o *order) root(sc *scope) bool {
	return len(o.callers[sc]) == 0 || sc.fn.Kind == ir.FunctionScope && o.escapes[sc.fn.Name]
}

// mayPrecede reports whether the write at statement ws of scope w may run
// before the read at statement rs of scope r. kills (nil: none) gives, per
// scope, the CFG nodes that kill the variable: in a scope leading to both,
// the write reaches the read only along a path through none of them
// (main sets config.Currency = code, calls report(), sets
// config.Currency = "GBP", calls describe(): the first write reaches
// report's read, not describe's).
func (o *order) mayPrecede(w *scope, ws *ir.Stmt, r *scope, rs *ir.Stmt, kills func(*scope) map[int]bool) bool {
	o.build()
	if w == r || ws == nil || rs == nil || o.cfgs[w] == nil || o.cfgs[r] == nil {
		return true
	}
	aw, ar := o.ancestors(w), o.ancestors(r)
	if aw == nil || ar == nil {
		return true
	}
	var rootsW, rootsR []*scope
	for x := range aw {
		if o.root(x) {
			rootsW = append(rootsW, x)
		}
	}
	for x := range ar {
		if o.root(x) {
			rootsR = append(rootsR, x)
		}
	}
	if len(rootsW) == 0 || len(rootsR) == 0 {
		return true // in a cycle nothing enters: no order known
	}
	// A read reached only from its module's code (run at import) cannot
	// follow a write that module code does not lead to: every other root
	// runs after the import (a caller outside needs the module imported,
	// its code run), so the write comes later or never.
	if len(rootsR) == 1 && rootsR[0] == o.b.r.moduleOf(r) && !aw[rootsR[0]] {
		return false
	}
	if len(rootsW) > 1 || len(rootsR) > 1 || rootsW[0] != rootsR[0] {
		return true // reached from two roots: it may run before either
	}
	// In every scope C that may lead to both, a node leading to the write
	// (a call into aw, or the write itself) that reaches a node leading to
	// the read (a call into ar, or the read itself).
	for c := range aw {
		if !ar[c] {
			continue
		}
		cfg := o.cfgs[c]
		if cfg == nil {
			return true
		}
		// from: nodes that lead to the write, to: nodes that lead to the
		// read. A node in both orders them itself when two of its callees
		// lead one to the write, the other to the read (a callee leading
		// to both orders them inside, where it is examined too), or when
		// it is the write's or the read's own statement.
		var from, to []int
		both := false
		for node, cs := range o.callees[c] {
			var toW, toR *scope
			for _, x := range cs {
				if aw[x] && toW == nil {
					toW = x
				}
				if ar[x] && (toR == nil || toR == toW) {
					toR = x
				}
			}
			if toW != nil {
				from = append(from, node)
			}
			if toR != nil {
				to = append(to, node)
			}
			if toW != nil && toR != nil && toW != toR {
				both = true
			}
		}
		if c == w {
			from = append(from, nodesOf(cfg, ws)...)
		}
		if c == r {
			to = append(to, nodesOf(cfg, rs)...)
		}
		var block map[int]bool
		if kills != nil {
			block = kills(c)
		}
		if both || sharesNode(from, to, c == w || c == r) || reachesAny(cfg, from, to, block) {
			return true
		}
	}
	return false
}

// plainKills returns, for module-level variable name of module (package)
// scope mod, a function giving the CFG nodes of a scope that kill it: a
// plain assignment of the whole variable (global X; X = v in a function,
// m.X = v through the module from another, X = v in module code), and,
// in a scope of mod itself, a call that must-write it (callKills). A
// may-definition (X.append(v), X[k] = v) or an attribute's write (X.a = v)
// kills nothing. Each scope's nodes are computed once.
func (o *order) plainKills(mod *scope, name string) func(*scope) map[int]bool {
	if mod == nil {
		return nil
	}
	memo := map[*scope]map[int]bool{}
	return func(c *scope) map[int]bool {
		if k, ok := memo[c]; ok {
			return k
		}
		cfg := o.cfgs[c]
		var k map[int]bool
		add := func(d defRec) {
			if d.may || d.export || d.path != name || o.b.vfunc[d.vertex] != c.id {
				return
			}
			if s := o.stmtAt(d.vertex); s != nil {
				for _, n := range nodesOf(cfg, s) {
					if k == nil {
						k = map[int]bool{}
					}
					k[n] = true
				}
			}
		}
		if cfg != nil {
			for _, d := range o.b.globalWrites[mod][name] {
				add(d)
			}
			if c == mod || o.b.r.moduleOf(c) == mod {
				for _, d := range o.b.moduleDefs[mod][name] {
					add(d)
				}
			}
			if o.b.r.pkgScope(o.b.r.moduleOf(c)) == mod {
				for n := range o.killsOfCall(c, name) {
					if k == nil {
						k = map[int]bool{}
					}
					k[n] = true
				}
			}
		}
		memo[c] = k
		return k
	}
}

// stmtAt is the statement of vertex v.
func (o *order) stmtAt(v int64) *ir.Stmt {
	o.build()
	if v <= 0 || int(v) > len(o.b.g.Vertices) {
		return nil
	}
	return o.stmtOf[o.b.g.Vertices[v-1].Stmt]
}

// nodesOf lists the CFG nodes of statement s (several for a statement of
// a finally clause).
func nodesOf(cfg *CFG, s *ir.Stmt) []int {
	var out []int
	for i := 2; i < len(cfg.Nodes); i++ {
		if cfg.Nodes[i] == s {
			out = append(out, i)
		}
	}
	return out
}

// sharesNode reports whether the write's or the read's own statement (in
// the writer, the reader) is also a node of the other list: a statement's
// calls may run before its read, or after its write.
func sharesNode(from, to []int, own bool) bool {
	if !own {
		return false
	}
	in := make(map[int]bool, len(to))
	for _, t := range to {
		in[t] = true
	}
	for _, f := range from {
		if in[f] {
			return true
		}
	}
	return false
}

// reachesAny reports whether a node of from reaches a node of to along the
// CFG's real edges, by a path of one edge or more (a node in a loop
// reaches itself) that passes through no node of block (block may be nil;
// a node of to is reached even when it is in block).
func reachesAny(cfg *CFG, from, to []int, block map[int]bool) bool {
	if len(from) == 0 || len(to) == 0 {
		return false
	}
	target := make(map[int]bool, len(to))
	for _, t := range to {
		target[t] = true
	}
	seen := make([]bool, len(cfg.Nodes))
	work := append([]int(nil), from...)
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		for _, e := range cfg.Succ[n] {
			if !e.Real || seen[e.To] {
				continue
			}
			if target[e.To] {
				return true
			}
			seen[e.To] = true
			if !block[e.To] {
				work = append(work, e.To)
			}
		}
	}
	return false
}

// moduleDefReaches reports whether module-level definition d of module m
// (of name name) may be what a read of name in function r sees. When r is
// reached from m's code alone (its one root), it sees what reaches, in m's
// CFG, a call that leads to r, and d is out when every such call comes
// after another plain definition of name, or before d (a script that sets
// VERSION = 0, then VERSION = load(), then calls report() gives report
// the second). Otherwise (other roots, a name passed as a value, too many
// callers) every module-level definition may be seen.
func (o *order) moduleDefReaches(m *scope, d defRec, name string, r *scope) bool {
	o.build()
	cfg := o.cfgs[m]
	ds := o.stmtAt(d.vertex)
	if r == m || cfg == nil || ds == nil {
		return true
	}
	ar := o.ancestors(r)
	if ar == nil {
		return true
	}
	// Another root (a module importing m, a function nothing calls) runs
	// after m's code has run: d may reach r through it only when it
	// reaches its call toward r through no kill of name (toward:
	// worker.mjs calls flush(), which sets pending = [], before
	// pendingCount(): let pending = [] never reaches pendingCount).
	others := false
	for x := range ar {
		if x != m && o.root(x) {
			others = true
			if o.toward(x, r, name, ar, map[*scope]bool{}) {
				return true
			}
		}
	}
	if !ar[m] {
		return !others // no root leads to r: keep d
	}
	calls, ok := o.callsTo[[2]*scope{m, r}]
	if !ok {
		for node, cs := range o.callees[m] {
			for _, x := range cs {
				if ar[x] {
					calls = append(calls, node)
					break
				}
			}
		}
		o.callsTo[[2]*scope{m, r}] = calls
	}
	// kills: the nodes of m that define name plainly (not a
	// may-definition), found for all names in one pass over m.
	if o.killsOf[m] == nil {
		byName := map[string]map[int]bool{}
		mark := func(n string, i int) {
			if byName[n] == nil {
				byName[n] = map[int]bool{}
			}
			byName[n][i] = true
		}
		for i := 2; i < len(cfg.Nodes); i++ {
			for _, def := range cfg.Nodes[i].Defs {
				if !def.May && !strings.Contains(def.Path, ".") {
					mark(def.Path, i)
				}
			}
			if s := cfg.Nodes[i]; s.Func != nil {
				mark(s.Func.Name, i)
			}
		}
		o.killsOf[m] = byName
	}
	kills := o.killsOf[m][name]
	if ck := o.killsOfCall(m, name); len(ck) > 0 { // calls that must-write name
		kills = maps.Clone(kills)
		if kills == nil {
			kills = map[int]bool{}
		}
		maps.Copy(kills, ck)
	}
	// A call leads to r only through callers whose own path to their call
	// toward r is free of kills of name (main() runs set_mode("b"), which
	// must-writes mode, before x = get(): mode = "a" never reaches get).
	var live []int
	for _, node := range calls {
		for _, x := range o.callees[m][node] {
			if ar[x] && o.toward(x, r, name, ar, map[*scope]bool{}) {
				live = append(live, node)
				break
			}
		}
	}
	// From the definition's statement on (a call in that statement runs
	// before the definition, so it sees the old value unless in a loop).
	return reachesAny(cfg, nodesOf(cfg, ds), live, kills)
}

// rootsReach reports whether a package whose package-level definitions
// all run before any function (Go) may still hold them when function r
// reads name: some root that leads to r (a function nothing calls, main
// included, or one whose name is used as a value) reaches its call toward
// r through no kill of name (toward). main() calling setMode("b") before
// x := get() leaves get none of mode's package-level definitions.
func (o *order) rootsReach(name string, r *scope) bool {
	o.build()
	ar := o.ancestors(r)
	if ar == nil {
		return true
	}
	for x := range ar {
		if o.root(x) && o.toward(x, r, name, ar, map[*scope]bool{}) {
			return true
		}
	}
	return false
}

// plainWrites returns the CFG nodes of sc that assign module-level name
// plainly under global (ir.Def.Plain, as computeMust counts them: not a
// for target, not a walrus a boolean operator may skip), or nil.
func plainWrites(sc *scope, cfg *CFG, name string) map[int]bool {
	if !sc.globals[name] {
		return nil
	}
	var out map[int]bool
	for i := 2; i < len(cfg.Nodes); i++ {
		for _, d := range cfg.Nodes[i].Defs {
			if !d.May && d.Plain && d.Path == name {
				if out == nil {
					out = map[int]bool{}
				}
				out[i] = true
			}
		}
	}
	return out
}

// initWriteReaches reports whether a write of package-level name made in
// scope w may reach a read of it in function r, when every root that
// leads to w is a Go package's init: init runs before any other root, so
// the write, like a package-level initializer, reaches the read only
// when some other root leading to r reaches its call toward r through no
// kill of name (toward; rootsReach's test). init() setting hits = 100
// before main calls resetHits() and then bump() gives bump's read none
// of it. True when w is reached from another root too, when r is reached
// from an init, or when either has too many ancestors.
func (o *order) initWriteReaches(w, r *scope, name string) bool {
	o.build()
	aw, ar := o.ancestors(w), o.ancestors(r)
	if aw == nil || ar == nil {
		return true
	}
	isInit := func(x *scope) bool { return goRoot(x) && x.fn.Name == "init" }
	inits := false
	for x := range aw {
		if o.root(x) {
			if !isInit(x) {
				return true
			}
			inits = true
		}
	}
	if !inits {
		return true
	}
	for x := range ar {
		if o.root(x) && isInit(x) {
			return true
		}
	}
	for x := range ar {
		if o.root(x) && o.toward(x, r, name, ar, map[*scope]bool{}) {
			return true
		}
	}
	return false
}

// toward reports whether, in scope x (which leads to r: ar holds r's
// ancestors), a path from x's entry reaches a call toward r through no
// kill of module-level name: a call that must-write it (killsOfCall) or,
// under global, a plain assignment of it (ir.Def.Plain, as computeMust
// counts them: a for target or a walrus may not run). Such a call counts when its
// callee is r or leads to r the same way, recursively (a scope on the
// stack counts: recursion). A kill node may itself be the call toward r.
// Memoized per (x, r) and name.
func (o *order) toward(x, r *scope, name string, ar map[*scope]bool, stack map[*scope]bool) bool {
	if x == r || stack[x] {
		return true
	}
	key := [2]*scope{x, r}
	if v, ok := o.towardMemo[key][name]; ok {
		return v
	}
	v := o.towardUncached(x, r, name, ar, stack)
	if o.towardMemo == nil {
		o.towardMemo = map[[2]*scope]map[string]bool{}
	}
	if o.towardMemo[key] == nil {
		o.towardMemo[key] = map[string]bool{}
	}
	o.towardMemo[key][name] = v
	return v
}

func (o *order) towardUncached(x, r *scope, name string, ar map[*scope]bool, stack map[*scope]bool) bool {
	cfg := o.cfgs[x]
	if cfg == nil {
		return true
	}
	var kills map[int]bool
	if mod := o.b.r.pkgScope(o.b.r.moduleOf(r)); o.b.r.pkgScope(o.b.r.moduleOf(x)) == mod {
		kills = maps.Clone(o.killsOfCall(x, name))
		for n := range plainWrites(x, cfg, name) {
			if kills == nil {
				kills = map[int]bool{}
			}
			kills[n] = true
		}
	} else {
		// Another module's scope: its own writes of name are of another
		// variable, its calls of mod's must-writers kill r's.
		kills = o.killsOfCallIn(x, name, mod)
	}
	stack[x] = true
	defer delete(stack, x)
	var to []int
	for node, cs := range o.callees[x] {
		for _, y := range cs {
			if ar[y] && o.toward(y, r, name, ar, stack) {
				to = append(to, node)
				break
			}
		}
	}
	if len(kills) == 0 {
		return len(to) > 0
	}
	return reachesAny(cfg, []int{Entry}, to, kills)
}

// Must-writes: a call kills a module-level name. Rule 6 reads a write to a
// non-local name inside a called function as value-result: the name is
// passed in and back out at every call. When the callee writes the name
// on every path from its entry to its exit (a plain assignment under
// global, or a call that does so in turn), the value passed in never
// comes back, so the call statement is a definition that kills (rule 3
// keeps only may-definitions from killing). A read of the name that every
// path from its scope's entry reaches through such a call sees neither
// the module-level definitions nor writes made before the call.
//
// A call counts only when it runs whenever its statement does (topCalls:
// not ir.Call.Cond, not implied by the statement) and every callee it may
// have is known: resolved by the bindings (not by points-to, whose sets
// may miss a callee from outside the repository), no constructor, each a
// function of the reading scope's module (of a Go package, any of its
// files) that runs its body when called (no generator, no coroutine, no
// decorated function: the decorator may replace it). A write counts only as a plain assignment statement whose
// text starts with the name (name = ..., name += ...; not a for target,
// not a walrus that a boolean operator may skip). A raise or an exception
// edge of a try body is a path to the exit that skips the write, so a
// guarded write is no must-write. Recursion makes no must-write (the least
// fixpoint). A reader that may suspend (a generator, a coroutine) kills
// nothing: other code may run between the call and the read. Writers a
// function whose name is used as a value leads to (a thread's target, a
// callback) keep their edge: they may run between the call and the read.

// topCalls returns the indices of s's calls that run whenever s runs: s is
// a simple statement, a return, an if, elif or while header (a for header
// is evaluated again on each iteration without its calls), and the call
// is written out (not implied) and not conditional (ir.Call.Cond).
func topCalls(s *ir.Stmt) map[int]bool {
	switch s.Kind {
	case ir.Simple, ir.Return, ir.If, ir.Elif, ir.While:
	default:
		return nil
	}
	var top map[int]bool
	for i, c := range s.Calls {
		if c.Cond || c.Implicit != "" {
			continue
		}
		if top == nil {
			top = map[int]bool{}
		}
		top[i] = true
	}
	return top
}

// suspends reports whether sc may pause between two of its statements and
// let other code run: a generator or a coroutine.
func suspends(sc *scope) bool {
	if sc.fn.Async {
		return true
	}
	for _, s := range sc.stmts {
		if s.Yields {
			return true
		}
	}
	return false
}

// runsBody reports whether calling sc runs its body: a function that is
// not a generator, a coroutine or decorated.
func runsBody(sc *scope) bool {
	fn := sc.fn
	return fn.Kind == ir.FunctionScope && !fn.Lambda && fn.Def != nil && len(fn.Def.Calls) == 0 && !suspends(sc)
}

// callKills returns the CFG nodes of sc at which a call kills name, a
// module-level name of sc's own module (callKillsIn).
func (o *order) callKills(sc *scope, name string) map[int]bool {
	return o.callKillsIn(sc, name, o.b.r.pkgScope(o.b.r.moduleOf(sc))) // a Go package's files share their variables
}

// callKillsIn returns the CFG nodes of sc at which a call kills name, a
// module-level name of mod (a module's scope; a Go package's, whose files
// share their variables): a top-level call of the statement whose callees
// are all functions of mod that must-write name. sc may be of another
// module: worker.mjs calling flush(), which sets queue.mjs's pending =
// [], kills pending.
func (o *order) callKillsIn(sc *scope, name string, mod *scope) map[int]bool {
	cfg := o.cfgs[sc]
	if cfg == nil || !o.mustNames[name] {
		return nil
	}
	var out map[int]bool
	for node := range o.callees[sc] {
		s := cfg.Nodes[node]
		top, ok := o.tops[s]
		if !ok {
			top = topCalls(s)
			o.tops[s] = top
		}
		if len(top) == 0 {
			continue
		}
		good := map[int]bool{} // call index -> every callee must-writes so far
		for _, cl := range o.b.calls[s] {
			if !top[cl.call] {
				continue
			}
			g := cl.sc != nil && cl.unseen == nil && !cl.dyn && !cl.ctor && o.must[cl.sc][name] && o.b.r.pkgScope(o.b.r.moduleOf(cl.sc)) == mod
			if prev, seen := good[cl.call]; seen {
				good[cl.call] = prev && g
			} else {
				good[cl.call] = g
			}
		}
		for _, v := range good {
			if v {
				if out == nil {
					out = map[int]bool{}
				}
				out[node] = true
				break
			}
		}
	}
	return out
}

// computeMust finds, for every function that runs its body when called,
// the module-level names it writes on every path from entry to exit, by
// a worklist over callers until nothing changes.
func (o *order) computeMust() {
	if o.must != nil {
		return
	}
	o.build()
	o.must = map[*scope]map[string]bool{}
	o.mustNames = map[string]bool{}
	o.tops = map[*ir.Stmt]map[int]bool{}
	o.kills = map[[2]*scope]map[string]map[int]bool{}
	o.unkilled = map[*scope]map[string][]bool{}
	o.afterKill = map[*scope]map[string][]bool{}
	o.writerAfter = map[[2]*scope]map[string]bool{}
	// own[sc][name]: the nodes of sc assigning name plainly under global.
	own := map[*scope]map[string]map[int]bool{}
	var work []*scope
	for sc, cfg := range o.cfgs {
		if len(sc.globals) == 0 || !runsBody(sc) {
			continue
		}
		for i := 2; i < len(cfg.Nodes); i++ {
			for _, d := range cfg.Nodes[i].Defs {
				if !d.May && sc.globals[d.Path] && d.Plain {
					if own[sc] == nil {
						own[sc] = map[string]map[int]bool{}
					}
					if own[sc][d.Path] == nil {
						own[sc][d.Path] = map[int]bool{}
					}
					own[sc][d.Path][i] = true
				}
			}
		}
		if own[sc] != nil {
			work = append(work, sc)
			for n := range own[sc] {
				o.mustNames[n] = true // a candidate: callKills looks only at these
			}
		}
	}
	queued := map[*scope]bool{}
	for _, sc := range work {
		queued[sc] = true
	}
	for len(work) > 0 {
		sc := work[len(work)-1]
		work = work[:len(work)-1]
		queued[sc] = false
		if !runsBody(sc) {
			continue
		}
		// Candidates: names sc assigns under global, and names a callee
		// of sc's module must-writes.
		mod := o.b.r.pkgScope(o.b.r.moduleOf(sc))
		cands := map[string]bool{}
		for n := range own[sc] {
			cands[n] = true
		}
		for _, cs := range o.callees[sc] {
			for _, x := range cs {
				if o.b.r.pkgScope(o.b.r.moduleOf(x)) == mod {
					for n := range o.must[x] {
						cands[n] = true
					}
				}
			}
		}
		grew := false
		for n := range cands {
			if o.must[sc][n] {
				continue
			}
			block := o.callKills(sc, n)
			for i := range own[sc][n] {
				if block == nil {
					block = map[int]bool{}
				}
				block[i] = true
			}
			if len(block) == 0 || reachesAny(o.cfgs[sc], []int{Entry}, []int{Exit}, block) {
				continue
			}
			if o.must[sc] == nil {
				o.must[sc] = map[string]bool{}
			}
			o.must[sc][n] = true
			grew = true
		}
		if grew {
			for _, c := range o.callers[sc] {
				if !queued[c] {
					queued[c] = true
					work = append(work, c)
				}
			}
		}
	}
	// Only names some function must-write can be killed.
	o.mustNames = map[string]bool{}
	for _, ns := range o.must {
		for n := range ns {
			o.mustNames[n] = true
		}
	}
}

// killsOfCall returns the nodes of sc at which a call kills module-level
// name of sc's own module (killsOfCallIn).
func (o *order) killsOfCall(sc *scope, name string) map[int]bool {
	return o.killsOfCallIn(sc, name, o.b.r.pkgScope(o.b.r.moduleOf(sc)))
}

// killsOfCallIn returns the nodes of sc at which a call kills name, a
// module-level name of mod (callKillsIn, memoized); none in a scope that
// may suspend.
func (o *order) killsOfCallIn(sc *scope, name string, mod *scope) map[int]bool {
	o.computeMust()
	if !o.mustNames[name] {
		return nil
	}
	key := [2]*scope{sc, mod}
	if k, ok := o.kills[key][name]; ok {
		return k
	}
	var k map[int]bool
	if sc.parent == nil || !suspends(sc) {
		k = o.callKillsIn(sc, name, mod)
	}
	if o.kills[key] == nil {
		o.kills[key] = map[string]map[int]bool{}
	}
	o.kills[key][name] = k
	return k
}

// regions returns, for name's kill nodes in r, the nodes reached from the
// entry along a path through no kill node (a kill node itself may end such
// a path), and the nodes reached from a kill node (kill nodes included).
// Both are memoized per scope and name.
func (o *order) regions(r *scope, name string, kills map[int]bool) (unkilled, after []bool) {
	if u, ok := o.unkilled[r][name]; ok {
		return u, o.afterKill[r][name]
	}
	cfg := o.cfgs[r]
	search := func(from []int, through func(int) bool) []bool { return cfgReach(cfg, from, through) }
	unkilled = search([]int{Entry}, func(n int) bool { return !kills[n] })
	var ks []int
	for n := range kills {
		ks = append(ks, n)
	}
	after = search(ks, func(int) bool { return true })
	if o.unkilled[r] == nil {
		o.unkilled[r] = map[string][]bool{}
		o.afterKill[r] = map[string][]bool{}
	}
	o.unkilled[r][name], o.afterKill[r][name] = unkilled, after
	return unkilled, after
}

// cfgReach returns the nodes of cfg reached from the nodes from along its
// real edges, passing only through nodes for which through holds (such a
// node is reached, and ends the path).
func cfgReach(cfg *CFG, from []int, through func(int) bool) []bool {
	seen := make([]bool, len(cfg.Nodes))
	work := append([]int(nil), from...)
	for _, n := range from {
		seen[n] = true
	}
	for len(work) > 0 {
		n := work[len(work)-1]
		work = work[:len(work)-1]
		if !through(n) {
			continue
		}
		for _, e := range cfg.Succ[n] {
			if e.Real && !seen[e.To] {
				seen[e.To] = true
				work = append(work, e.To)
			}
		}
	}
	return seen
}

// killedBefore reports whether every path from r's entry to the read at
// statement rs passes a call that kills module-level name, and returns
// those calls' nodes. A call of rs itself does not count: the read may be
// evaluated first.
func (o *order) killedBefore(r *scope, rs *ir.Stmt, name string) (bool, map[int]bool) {
	cfg := o.cfgs[r]
	if cfg == nil || rs == nil {
		return false, nil
	}
	kills := o.killsOfCall(r, name)
	if len(kills) == 0 {
		return false, nil
	}
	unkilled, _ := o.regions(r, name, kills)
	for _, n := range nodesOf(cfg, rs) {
		if unkilled[n] {
			return false, kills
		}
	}
	return true, kills
}

// writeAfterKill reports whether writer w may write name after one of
// r's kill calls of it, and so reach a read past them: w may be called
// from outside at any time (a function whose name is used as a value leads
// to it: a thread's target may run between the call and the read), or a
// node of r that a kill node reaches (the kill node included: its callee
// may call w after its own write) calls toward w. Other roots (module
// code, functions nothing calls) run before or after r's run, never inside
// it: r does not suspend (killsOfCall). Memoized per reader, writer and
// name.
func (o *order) writeAfterKill(w *scope, r *scope, name string, kills map[int]bool) bool {
	key := [2]*scope{r, w}
	if v, ok := o.writerAfter[key][name]; ok {
		return v
	}
	v := o.writeAfterKillUncached(w, r, name, kills)
	if o.writerAfter[key] == nil {
		o.writerAfter[key] = map[string]bool{}
	}
	o.writerAfter[key][name] = v
	return v
}

func (o *order) writeAfterKillUncached(w *scope, r *scope, name string, kills map[int]bool) bool {
	aw := o.ancestors(w)
	if aw == nil {
		return true
	}
	for x := range aw {
		if x.fn.Kind == ir.FunctionScope && o.escapes[x.fn.Name] {
			return true // may run on another thread, between the call and the read
		}
	}
	_, after := o.regions(r, name, kills)
	for node, cs := range o.callees[r] {
		if !after[node] {
			continue
		}
		for _, x := range cs {
			if aw[x] {
				return true
			}
		}
	}
	return false
}

// killedBetween reports whether every path in sc's CFG from the
// definition at vertex from to the use at vertex to passes a call that
// kills module-level name (the definition's own statement may be such a
// call: its definition follows the call).
func (o *order) killedBetween(sc *scope, from, to int64, name string) bool {
	kills := o.killsOfCall(sc, name)
	if len(kills) == 0 {
		return false
	}
	cfg := o.cfgs[sc]
	ds, us := o.stmtAt(from), o.stmtAt(to)
	if cfg == nil || ds == nil || us == nil {
		return false
	}
	return !reachesAny(cfg, nodesOf(cfg, ds), nodesOf(cfg, us), kills)
}

// runsOnce reports whether an execution of the program runs sc at most
// once, as far as the repository shows: module code and a class body do;
// a function does when it is called at exactly one place, by a call
// written out (not implied, not conditional or inside a comprehension,
// ir.Call.Cond; not through a lambda or a callback), at a CFG node on no
// cycle of its caller's CFG (no loop runs it again), in a caller that runs
// once itself, and its name is never used as a value (it could then be
// called from anywhere). A recursive function does not. A function with
// no call site in the repository is called from outside, any number of
// times. runsOnce memoizes per scope.
func (o *order) runsOnce(sc *scope) bool {
	o.build()
	if o.once == nil {
		o.once = map[*scope]int8{}
	}
	return o.runsOnceFrom(sc)
}

func (o *order) runsOnceFrom(sc *scope) bool {
	switch o.once[sc] {
	case 1:
		return true
	case -1, 2: // 2: being decided (a cycle of callers: recursion)
		return false
	}
	if sc.fn == nil || sc.fn.Kind == ir.ModuleScope || sc.fn.Kind == ir.ClassScope {
		o.once[sc] = 1
		return true
	}
	o.once[sc] = 2
	ok := o.calledOnce(sc)
	if ok {
		o.once[sc] = 1
	} else {
		o.once[sc] = -1
	}
	return ok
}

// calledOnce is runsOnce's test for a function (see there).
func (o *order) calledOnce(sc *scope) bool {
	b := o.b
	if o.escapes[sc.fn.Name] {
		return false
	}
	sites := 0
	var caller *scope
	node := -1
	for _, c := range o.callers[sc] {
		for n, tos := range o.callees[c] {
			if !slices.Contains(tos, sc) {
				continue
			}
			cfg := o.cfgs[c]
			if cfg == nil || n >= len(cfg.Nodes) {
				return false
			}
			direct := 0
			for _, cl := range b.calls[cfg.Nodes[n]] {
				if calleeScope(cl) != sc {
					continue
				}
				if cl.sc == nil || cl.call < 0 || cl.call >= len(cfg.Nodes[n].Calls) {
					return false // a lambda's or a callback's call
				}
				if call := cfg.Nodes[n].Calls[cl.call]; call.Cond || call.Implicit != "" {
					return false
				}
				direct++
			}
			if direct != 1 {
				return false // through a lambda, or twice on one line
			}
			sites++
			caller, node = c, n
		}
	}
	if sites != 1 || onCycle(o.cfgs[caller], node) {
		return false
	}
	return o.runsOnceFrom(caller)
}

// onCycle reports whether node n of cfg lies on a cycle: a loop may run it
// again.
func onCycle(cfg *CFG, n int) bool {
	seen := make([]bool, len(cfg.Nodes))
	var stack []int
	push := func(m int) {
		for _, e := range cfg.Succ[m] {
			if e.Real {
				stack = append(stack, e.To)
			}
		}
	}
	push(n)
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if m == n {
			return true
		}
		if m < 0 || m >= len(seen) || seen[m] {
			continue
		}
		seen[m] = true
		push(m)
	}
	return false
}
