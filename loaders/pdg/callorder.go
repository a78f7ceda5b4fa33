package pdg

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/semantica/semantica/loaders/ir"

	"github.com/semantica/semantica/schema"
)

// maxOrderSites bounds the call sites of one caller that write one
// module-level name through their callee, for linkCallOrder: past it the
// caller's reachability searches are skipped (each costs the caller's
// CFG).
const maxOrderSites = 256

// stateKey names a module-level variable: the package scope of its module
// and its root name.
type stateKey struct {
	mod  *scope
	name string
}

// linkCallOrder adds the dependences between calls that share a
// module-level variable their callees keep (the counter of next_id(),
// the class attribute a constructor bumps): a function that writes a
// module-level name (under global, or an attribute or element of a
// module-level object) defines it at each of its call sites, and a
// function that reads it uses it at each of its call sites (slicing-rules
// rules 1, 2 and 10: a write to a module-level object inside a function is
// a definition made at every call of that function). Within each caller,
// a data edge goes from the call vertex of a writing call to the
// actual-outs of every reading call its CFG path reaches (to its call
// vertex when it has none: a callee that returns nothing), so the order of the
// calls decides, as reaching definitions do within one function: a call
// made after the read is not in its slice. Only the callee's own reads and
// writes count (not those of the functions it calls), and calls of the
// same statement (a loop's later iterations) need no edge. A reading
// call's edge lands only on the actual-outs whose formal-out depends on
// the callee's reads of the variable (readCarriers), and on none when
// nothing the call produces does (misses += 1 in a fetch whose value is
// the remote one: a later fetch's value does not depend on earlier ones).
func (b *builder) linkCallOrder() {
	// The access paths each function writes and reads, per variable.
	writes := map[*scope]map[stateKey][]string{}
	for mod, byName := range b.globalWrites {
		for name, ds := range byName {
			for _, d := range ds {
				if w := b.scopeByID[b.vfunc[d.vertex]]; w != nil {
					if writes[w] == nil {
						writes[w] = map[stateKey][]string{}
					}
					k := stateKey{mod, name}
					writes[w][k] = append(writes[w][k], d.path)
				}
			}
		}
	}
	if len(writes) == 0 {
		return
	}
	reads := map[*scope]map[stateKey][]string{}
	readVs := map[*scope]map[stateKey][]int64{} // the vertices of those reads
	// For markLateCalls, by name alone (a read through a module attribute
	// or an imported name counts for every variable of that name): the
	// CFG nodes of each scope, module code included, that may read it.
	written := map[string]bool{}
	for _, byName := range b.globalWrites {
		for name := range byName {
			written[name] = true
		}
	}
	readAt := map[*scope]map[string]map[int]bool{}
	usedAt := map[*scope]map[string]map[int]bool{} // updates included
	for _, p := range b.pending {
		sc := p.sc
		if cfg, s := b.ord.cfgs[sc], b.ord.stmtAt(p.vertex); cfg != nil && s != nil {
			for _, name := range strings.Split(p.path, ".") {
				if !written[name] {
					continue
				}
				if usedAt[sc] == nil {
					usedAt[sc] = map[string]map[int]bool{}
				}
				if usedAt[sc][name] == nil {
					usedAt[sc][name] = map[int]bool{}
				}
				for _, n := range nodesOf(cfg, s) {
					usedAt[sc][name][n] = true
				}
				if updatesOnly(s, name) {
					continue
				}
				if readAt[sc] == nil {
					readAt[sc] = map[string]map[int]bool{}
				}
				if readAt[sc][name] == nil {
					readAt[sc][name] = map[int]bool{}
				}
				for _, n := range nodesOf(cfg, s) {
					readAt[sc][name][n] = true
				}
			}
		}
		r := root(p.path)
		if sc.parent == nil || sc.capt[r] || sc.locals[r] && !sc.globals[r] {
			continue
		}
		key := stateKey{b.r.pkgScope(b.r.moduleOf(sc)), r}
		if len(b.globalWrites[key.mod][r]) == 0 {
			continue
		}
		if reads[sc] == nil {
			reads[sc] = map[stateKey][]string{}
			readVs[sc] = map[stateKey][]int64{}
		}
		reads[sc][key] = append(reads[sc][key], p.path)
		readVs[sc][key] = append(readVs[sc][key], p.vertex)
	}
	carries := b.readCarriers(readVs)
	defer b.markLateCalls(writes, readAt, usedAt)
	matches := func(w, r *scope, key stateKey) bool {
		for _, wp := range writes[w][key] {
			for _, rp := range reads[r][key] {
				if pathMatch(rp, wp) {
					return true
				}
			}
		}
		return false
	}
	// Per caller and variable: the call sites that write it and those that
	// read it, by CFG node.
	type call struct {
		vertex int64
		callee *scope
		// outs are the call's actual-outs (its value, the objects the
		// callee modifies), where a reading call's dependence on the
		// variable lands: what its callee reads matters through what
		// the call produces, and a slice that holds the call only for an
		// argument's sake (an ascent into it) does not need it. A call
		// with none (a callee that returns nothing) takes it on its call
		// vertex.
		outs []int64
	}
	type sites struct{ def, use map[int][]call }
	byCaller := map[*scope]map[stateKey]*sites{}
	add := func(st *site, key stateKey, def bool) {
		cfg := b.ord.cfgs[st.caller]
		s := b.ord.stmtAt(st.call)
		if cfg == nil || s == nil {
			return
		}
		m := byCaller[st.caller]
		if m == nil {
			m = map[stateKey]*sites{}
			byCaller[st.caller] = m
		}
		x := m[key]
		if x == nil {
			x = &sites{def: map[int][]call{}, use: map[int][]call{}}
			m[key] = x
		}
		var outs []int64
		hasOuts := false
		for k, ao := range st.ao {
			if k > defaultKey(0) { // not a default the call takes back (linkDefaults)
				hasOuts = true
				if def || carries(st.callee, key)[b.verts[st.callee].formalOut[k]] {
					outs = append(outs, ao)
				}
			}
		}
		if !def && hasOuts && len(outs) == 0 {
			return // nothing the call produces depends on what it reads
		}
		slices.Sort(outs)
		for _, n := range nodesOf(cfg, s) {
			if def {
				x.def[n] = append(x.def[n], call{st.call, st.callee, nil})
			} else {
				x.use[n] = append(x.use[n], call{st.call, st.callee, outs})
			}
		}
	}
	for callee, ss := range b.sites {
		if len(writes[callee]) == 0 && len(reads[callee]) == 0 {
			continue
		}
		for _, st := range ss {
			for key := range writes[callee] {
				add(st, key, true)
			}
			for key := range reads[callee] {
				add(st, key, false)
			}
		}
	}
	for caller, m := range byCaller {
		cfg := b.ord.cfgs[caller]
		keys := make([]stateKey, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool {
			if keys[i].mod.id != keys[j].mod.id {
				return keys[i].mod.id < keys[j].mod.id
			}
			return keys[i].name < keys[j].name
		})
		for _, key := range keys {
			x := m[key]
			if len(x.use) == 0 || len(x.def) == 0 || len(x.def) > maxOrderSites {
				continue
			}
			for from, calls := range x.def {
				after(cfg, from, func(n int) bool {
					for _, to := range x.use[n] {
						for _, c := range calls {
							if !matches(c.callee, to.callee, key) {
								continue
							}
							if len(to.outs) == 0 {
								b.edge(c.vertex, to.vertex, schema.Data, key.name)
							}
							for _, ao := range to.outs {
								b.edge(c.vertex, ao, schema.Data, key.name)
							}
						}
					}
					return false
				})
			}
		}
	}
}

// readsThroughCalls closes the names each function reads (at: scope ->
// name -> CFG nodes) over its callers: a caller of a reading function
// reads at the call. Module code is left out.
func (b *builder) readsThroughCalls(at map[*scope]map[string]map[int]bool) map[*scope]map[string]bool {
	readsT := map[*scope]map[string]bool{}
	var work []*scope
	for f, m := range at {
		if f.parent == nil {
			continue
		}
		readsT[f] = map[string]bool{}
		for name := range m {
			readsT[f][name] = true
		}
		work = append(work, f)
	}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, st := range b.sites[f] {
			c := st.caller
			if c.parent == nil {
				continue
			}
			grew := false
			for name := range readsT[f] {
				if readsT[c] == nil {
					readsT[c] = map[string]bool{}
				}
				if !readsT[c][name] {
					readsT[c][name] = true
					grew = true
				}
			}
			if grew {
				work = append(work, c)
			}
		}
	}
	return readsT
}

// markLateCalls marks the CALL edges of late calls (schema.LateCall). A
// call c of a function writing variable v, made in scope C, may precede a
// read of v when a CFG path of C from c reaches a statement of C that may
// read v or a call of a function that may read v directly or through its
// callees (a fixpoint over the call sites), or when C may return to a
// caller where that holds in turn. A read is taken by name alone: a path
// any of whose names is v (v, m.v, an imported v, obj.v) may read it. A
// scope with no call site in the repository may return anywhere (it is
// called from outside), except module code of a module no other file
// imports (a script: the program ends with it); and a function with no
// call site that may read v may run after any write of v, so no write of
// v is late. A cycle of callers counts
// as a read. Only the callee's own writes are checked: a call whose callee
// writes through the functions it calls is never marked. A call is late
// for v too when, in a function of the callee's own module (package),
// every CFG path from it meets a kill of v (a plain write of v, or a call
// that must-writes it without reading it first) before any read of v and
// before the function's exit (killedFirst): record("b") then reset().
func (b *builder) markLateCalls(writes map[*scope]map[stateKey][]string, readAt, usedAt map[*scope]map[string]map[int]bool) {
	readsT := b.readsThroughCalls(readAt)
	usesT := b.readsThroughCalls(usedAt)
	// A function no call of the repository reaches (a test function, a
	// callback, an API entry point) may run after anything: a name it may
	// read, directly or through its callees, is read after every write.
	readFromOutside := map[string]bool{}
	for f, names := range readsT {
		if len(b.sites[f]) == 0 && f.class == nil && !goRoot(f) {
			for name := range names {
				readFromOutside[name] = true
			}
		}
	}
	// The CFG nodes of each scope calling a function that may read a name.
	callNodes := map[*scope]map[string]map[int]bool{}
	for callee, ss := range b.sites {
		for name := range readsT[callee] {
			for _, st := range ss {
				cfg, s := b.ord.cfgs[st.caller], b.ord.stmtAt(st.call)
				if cfg == nil || s == nil {
					continue
				}
				if callNodes[st.caller] == nil {
					callNodes[st.caller] = map[string]map[int]bool{}
				}
				if callNodes[st.caller][name] == nil {
					callNodes[st.caller][name] = map[int]bool{}
				}
				for _, n := range nodesOf(cfg, s) {
					callNodes[st.caller][name][n] = true
				}
			}
		}
	}
	reachesRead := func(sc *scope, from int, name string) bool {
		cfg := b.ord.cfgs[sc]
		if cfg == nil {
			return true
		}
		direct, calls := readAt[sc][name], callNodes[sc][name]
		return after(cfg, from, func(n int) bool { return direct[n] || calls[n] })
	}
	imported := b.importedModules()
	type memoKey struct {
		sc   *scope
		name string
	}
	const (
		precedes   = 1
		inProgress = 2
		precedesNo = 3
	)
	memo := map[memoKey]int{}
	var exitPrecedes func(sc *scope, name string) bool
	exitPrecedes = func(sc *scope, name string) bool {
		mk := memoKey{sc, name}
		switch memo[mk] {
		case precedes, inProgress:
			return true
		case precedesNo:
			return false
		}
		memo[mk] = inProgress
		res := false
		switch {
		case sc.parent == nil:
			res = imported[sc.file.Module]
		case len(b.sites[sc]) == 0:
			res = !goRoot(sc)
		default:
			for _, st := range b.sites[sc] {
				if b.callPrecedesRead(st, name, reachesRead) || exitPrecedes(st.caller, name) {
					res = true
					break
				}
			}
		}
		memo[mk] = precedesNo
		if res {
			memo[mk] = precedes
		}
		return res
	}
	// killedFirst: within a caller of the callee's own module (package),
	// every path from the call meets a kill of name (a plain write of it
	// under global, or a call that must-write it) before any read of it,
	// direct or through a call, and before the caller's exit: the write
	// made at the call is dead there (record(x) followed by reset(), which
	// sets the log to nil, before the log is read). A kill node that
	// reads the name first (entries = append(entries, x)) is a read.
	killedFirst := func(st *site, callee *scope, name string) bool {
		mod := b.r.pkgScope(b.r.moduleOf(st.caller))
		if st.caller.parent == nil || b.r.pkgScope(b.r.moduleOf(callee)) != mod {
			return false
		}
		cfg, s := b.ord.cfgs[st.caller], b.ord.stmtAt(st.call)
		if cfg == nil || s == nil {
			return false
		}
		kills := maps.Clone(b.ord.killsOfCall(st.caller, name))
		for n := range plainWrites(st.caller, cfg, name) {
			if kills == nil {
				kills = map[int]bool{}
			}
			kills[n] = true
		}
		if len(kills) == 0 {
			return false
		}
		// The exit and every read, a kill that reads the name first
		// included (entries = append(entries, x), or a call of a function
		// that does: it passes the old value on).
		direct, calls := readAt[st.caller][name], callNodes[st.caller][name]
		live := []int{Exit}
		for n := range cfg.Nodes {
			read := direct[n] || calls[n] || kills[n] && usedAt[st.caller][name][n]
			for _, x := range b.ord.callees[st.caller][n] {
				read = read || kills[n] && usesT[x][name]
			}
			if read {
				live = append(live, n)
			}
		}
		return !reachesAny(cfg, nodesOf(cfg, s), live, kills)
	}
	late := map[int64]string{} // call vertex -> its CALL edge's var
	for callee, ss := range b.sites {
		if len(writes[callee]) == 0 {
			continue
		}
		for _, st := range ss {
			var names []string
			all := true
			for key := range writes[callee] {
				if !killedFirst(st, callee, key.name) && (readFromOutside[key.name] || b.callPrecedesRead(st, key.name, reachesRead) || exitPrecedes(st.caller, key.name)) {
					all = false
					continue
				}
				names = append(names, key.name)
			}
			if len(names) == 0 {
				continue
			}
			slices.Sort(names)
			names = slices.Compact(names)
			if all {
				names = append([]string{schema.LateAll}, names...)
			}
			late[st.call] = schema.LateCall + ":" + strings.Join(names, ",")
		}
	}
	if len(late) == 0 {
		return
	}
	callKind := kindIndex[schema.CallE]
	for i, e := range b.edges {
		v, ok := late[e.from]
		if e.kind != callKind || !ok {
			continue
		}
		b.edges[i].v = b.varIndex(v)
	}
}

// goRoot reports whether sc is a Go program's main or a Go package's init:
// no call of the repository reaches them, yet nothing runs after main
// returns and init runs before everything else.
func goRoot(sc *scope) bool {
	if sc.parent == nil || sc.parent.parent != nil || !strings.HasSuffix(sc.file.Path, ".go") {
		return false
	}
	return sc.fn.Name == "init" || sc.fn.Name == "main" && sc.file.Module == "main"
}

// callPrecedesRead reports whether a CFG path of the caller leads from the
// call site st to a node reachesRead takes as reading name (true when the
// site's statement or CFG is unknown).
func (b *builder) callPrecedesRead(st *site, name string, reachesRead func(*scope, int, string) bool) bool {
	cfg, s := b.ord.cfgs[st.caller], b.ord.stmtAt(st.call)
	if cfg == nil || s == nil {
		return true
	}
	for _, n := range nodesOf(cfg, s) {
		if reachesRead(st.caller, n, name) {
			return true
		}
	}
	return false
}

// updatesOnly reports whether statement s only updates name from its old
// value (QUEUE.append(x), counter += 1): every definition it makes and
// every call's receiver is rooted at name. What such a read sees flows
// only into name's new value, which only a later read observes, so it is
// no read for markLateCalls.
func updatesOnly(s *ir.Stmt, name string) bool {
	if s.Kind != ir.Simple || len(s.Defs)+len(s.Calls) == 0 {
		return false
	}
	for _, d := range s.Defs {
		if root(d.Path) != name {
			return false
		}
	}
	for _, c := range s.Calls {
		if c.RecvPath == "" || root(c.RecvPath) != name {
			return false
		}
	}
	return true
}

// importedModules returns the modules some import statement of another
// file may name: every dotted component an import names counts, so a
// module is taken as imported when in doubt.
func (b *builder) importedModules() map[string]bool {
	names := map[string]map[*ir.File]bool{}
	note := func(f *ir.File, dotted string) {
		for _, part := range strings.Split(dotted, ".") {
			if part == "" {
				continue
			}
			if names[part] == nil {
				names[part] = map[*ir.File]bool{}
			}
			names[part][f] = true
		}
	}
	files := map[*ir.File]bool{}
	for _, sc := range b.scopes {
		files[sc.file] = true
		sc.fn.Stmts(func(s *ir.Stmt) {
			if s.Kind != ir.Import || s.Import == nil {
				return
			}
			note(sc.file, s.Import.Module)
			for _, n := range s.Import.Names {
				note(sc.file, n.Name)
			}
		})
	}
	out := map[string]bool{}
	for f := range files {
		parts := strings.Split(f.Module, ".")
		last := parts[len(parts)-1]
		for g := range names[last] {
			if g != f {
				out[f.Module] = true
			}
		}
		if f.SharedModule || f.IsPackage {
			out[f.Module] = true // a package's files are reached by their package
		}
	}
	return out
}

// after visits the nodes of cfg a path of real edges leads to from node
// from (from itself only through a cycle), depth first, until visit
// returns true; it reports whether one did.
func after(cfg *CFG, from int, visit func(n int) bool) bool {
	seen := make([]bool, len(cfg.Nodes))
	var stack []int
	push := func(n int) {
		for _, e := range cfg.Succ[n] {
			if e.Real && !seen[e.To] {
				seen[e.To] = true
				stack = append(stack, e.To)
			}
		}
	}
	push(from)
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if visit(n) {
			return true
		}
		push(n)
	}
	return false
}

// readCarriers returns, for a function and a module-level variable it
// reads (reads: the vertices of those reads, per function), the set of
// its formal-out vertices that may depend on a read: forward reachability
// from the reads over the function's own dependence edges built so far
// (data, control, jumps), a call site inside it carrying any actual-in to
// each of its actual-outs (its summary edges come later; the bound is
// conservative). Computed on first request per (function, variable).
func (b *builder) readCarriers(reads map[*scope]map[stateKey][]int64) func(*scope, stateKey) map[int64]bool {
	var succ map[int64][]int64
	memo := map[*scope]map[stateKey]map[int64]bool{}
	return func(sc *scope, key stateKey) map[int64]bool {
		if m := memo[sc][key]; m != nil {
			return m
		}
		if succ == nil {
			succ = map[int64][]int64{}
			for _, d := range b.edges {
				if f := b.scopeByID[b.vfunc[d.from]]; f != nil && reads[f] != nil && b.vfunc[d.from] == b.vfunc[d.to] {
					succ[d.from] = append(succ[d.from], d.to)
				}
			}
			for _, ss := range b.sites {
				for _, st := range ss {
					if reads[st.caller] == nil {
						continue
					}
					for _, ai := range st.ai {
						for _, ao := range st.ao {
							succ[ai] = append(succ[ai], ao)
						}
					}
				}
			}
		}
		outs := map[int64]bool{}
		for _, fo := range b.verts[sc].formalOut {
			outs[fo] = true
		}
		got := map[int64]bool{}
		seen := map[int64]bool{}
		todo := slices.Clone(reads[sc][key])
		for len(todo) > 0 {
			v := todo[len(todo)-1]
			todo = todo[:len(todo)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			if outs[v] {
				got[v] = true
			}
			todo = append(todo, succ[v]...)
		}
		if memo[sc] == nil {
			memo[sc] = map[stateKey]map[int64]bool{}
		}
		memo[sc][key] = got
		return got
	}
}
