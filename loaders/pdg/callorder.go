package pdg

import (
	"sort"

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
// a data edge goes from the call vertex of a writing call to the call
// vertex of every reading call its CFG path reaches, so the order of the
// calls decides, as reaching definitions do within one function: a call
// made after the read is not in its slice. Only the callee's own reads and
// writes count (not those of the functions it calls), and calls of the
// same statement (a loop's later iterations) need no edge.
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
	for _, p := range b.pending {
		sc := p.sc
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
		}
		reads[sc][key] = append(reads[sc][key], p.path)
	}
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
		for _, n := range nodesOf(cfg, s) {
			if def {
				x.def[n] = append(x.def[n], call{st.call, st.callee})
			} else {
				x.use[n] = append(x.use[n], call{st.call, st.callee})
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
				seen := make([]bool, len(cfg.Nodes))
				stack := []int{}
				for _, e := range cfg.Succ[from] {
					if e.Real && !seen[e.To] {
						seen[e.To] = true
						stack = append(stack, e.To)
					}
				}
				for len(stack) > 0 {
					n := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					for _, to := range x.use[n] {
						for _, c := range calls {
							if matches(c.callee, to.callee, key) {
								b.edge(c.vertex, to.vertex, schema.Data, key.name)
							}
						}
					}
					for _, e := range cfg.Succ[n] {
						if e.Real && !seen[e.To] {
							seen[e.To] = true
							stack = append(stack, e.To)
						}
					}
				}
			}
		}
	}
}
