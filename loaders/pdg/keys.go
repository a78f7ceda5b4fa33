package pdg

import (
	"slices"
	"strconv"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// Container entries told apart by constant key (the points-to analysis,
// pointsto.go). A name is keyed when it is a plain variable (not a
// parameter) whose every definition, in any scope, is either a container
// literal with constant keys (d = {"a": f, 1: [g, h]}), a store through
// constant keys (d["a"] = f, d["a"][0] = g) or a slice of a keyed list (see
// below), and whose every use reads it
// through a subscript (d["a"], d[k]): such a container never escapes, so
// its entries are only what those statements put there. Each key path of
// a keyed name (its keys in the order they apply, d["a"][0] is "a" then
// 0, "\x1f"-joined) gets a
// node holding what may be stored under it or under any longer path
// through it; a load d[k1]...[kn] whose keys evaluate to constants (a
// literal, or a name whose points-to set holds only constants: ext.key
// = 1, a parameter every call binds to 1) reads the nodes of the key
// paths that may match: the path itself, and any shorter one an
// expression was stored under (a leaf, which may itself be a container).
// A key that is unknown, or not all constants, reads everything under
// the keys before it, down to the variable's own node (what a container
// not told apart by key gives: all its entries). A name defined as a
// slice with constant bounds of a keyed list (ls2 = ls[1:3], ls[2:]; no
// step) is keyed with the entries the slice takes, renumbered from 0; a
// slice of a copy, or of a name not keyed, is not. A key that matches no
// path reads nothing (the load raises KeyError or IndexError). Mutator
// calls (d.update(...), ls.append(f)) use the name without a subscript,
// so a container they touch is not keyed.

// keyTable is what the static pass knows of one keyed name.
type keyTable struct {
	paths map[string]bool // every key path stored under, and their prefixes
	leaf  map[string]bool // the key paths an expression (not a literal) was stored under
	// copies are the statements x = y[...][lo:hi] that define the name as
	// a slice of another keyed list: each entry of y's that the slice
	// takes is stored under its new index.
	copies map[*ir.Stmt]*sliceCopy
}

// sliceCopy maps key paths of the source name (src, in scope o) to key
// paths of the copy: pairs of (copy's path, source's path).
type sliceCopy struct {
	o     *scope
	src   string
	pairs [][2]string
}

const keySep = "\x1f"

// keyedNames finds the keyed names of every scope (keyTable per owner
// scope and name).
func (p *pointsTo) keyedNames() {
	p.keyed = map[*scope]map[string]*keyTable{}
	all := p.b.allScopes()
	type cand struct {
		o    *scope
		name string
	}
	bad := map[cand]bool{}
	tables := map[cand]*keyTable{}
	type pendingCopy struct {
		dst, src cand
		s        *ir.Stmt
		prefix   string
		key      ir.Key
	}
	var copies []pendingCopy
	// Definitions: every def of a candidate must be a literal or a
	// constant-key store, or a slice with constant bounds of another keyed
	// name (x = y[1:3]).
	for _, sc := range all {
		for _, s := range sc.stmts {
			for _, d := range s.Defs {
				name, _, dotted := strings.Cut(d.Path, ".")
				o := p.owner(sc, name)
				if o == nil {
					continue
				}
				c := cand{o, name}
				if bad[c] {
					continue
				}
				bd := o.bindings[name]
				if dotted || bd == nil || bd.param || bd.kind != bVar || s.Kind != ir.Simple {
					bad[c] = true
					continue
				}
				t := tables[c]
				if t == nil {
					t = &keyTable{paths: map[string]bool{}, leaf: map[string]bool{}}
					tables[c] = t
				}
				switch {
				case !d.May && d.Sub == 0 && s.Shape != nil:
					t.addShape("", s.Shape)
				case !d.May && d.Sub == 0 && len(s.Defs) == 1 && len(s.Uses) == 1 && s.Uses[0].IsPath() &&
					s.Uses[0].Sub > 0 && s.Uses[0].Sub <= len(s.Subscripts) && !strings.Contains(s.Uses[0].Path, "."):
					// x = y[...][lo:hi]: a slice of keyed y, resolved below.
					keys := s.Subscripts[s.Uses[0].Sub-1].Keys
					last := keys[len(keys)-1]
					prefix, ok := constPath(keys[:len(keys)-1])
					so := p.owner(sc, s.Uses[0].Path)
					if !ok || !last.Slice || so == nil {
						bad[c] = true
						continue
					}
					copies = append(copies, pendingCopy{dst: c, src: cand{so, s.Uses[0].Path}, s: s, prefix: prefix, key: last})
				case d.May && d.Sub > 0 && d.Sub <= len(s.Subscripts):
					path, ok := constPath(s.Subscripts[d.Sub-1].Keys)
					if !ok {
						bad[c] = true
						continue
					}
					t.addPrefixes(path)
					if s.Shape != nil {
						t.addShape(path, s.Shape)
					} else {
						t.leaf[path] = true
					}
				default:
					bad[c] = true
				}
			}
		}
	}
	// Uses: a candidate used without a subscript escapes.
	for _, sc := range all {
		for _, s := range sc.stmts {
			check := func(refs []ir.Ref) {
				for _, r := range refs {
					if !r.IsPath() || r.Sub > 0 && !strings.Contains(r.Path, ".") {
						continue
					}
					name, _, _ := strings.Cut(r.Path, ".")
					if o := p.owner(sc, name); o != nil && tables[cand{o, name}] != nil {
						bad[cand{o, name}] = true
					}
				}
			}
			s.EachRefs(check)
			if s.Func != nil {
				for _, prm := range s.Func.Params {
					check(prm.DefaultUses)
				}
			}
			for _, l := range s.Lambdas {
				for _, prm := range l.Params {
					check(prm.DefaultUses)
				}
			}
		}
	}
	// A slice of a name that is not keyed, or is itself a copy, makes its
	// copy not keyed either.
	isCopy := map[cand]bool{}
	for _, pc := range copies {
		isCopy[pc.dst] = true
	}
	for _, pc := range copies {
		src := tables[pc.src]
		if src == nil || bad[pc.src] || isCopy[pc.src] {
			bad[pc.dst] = true
			continue
		}
		dst := tables[pc.dst]
		cp := &sliceCopy{o: pc.src.o, src: pc.src.name}
		for sp := range src.paths {
			rest := sp
			if pc.prefix != "" {
				var ok bool
				if rest, ok = strings.CutPrefix(sp, pc.prefix+keySep); !ok {
					continue
				}
			}
			first, tail, _ := strings.Cut(rest, keySep)
			n, err := strconv.Atoi(strings.TrimPrefix(first, "i:"))
			if !strings.HasPrefix(first, "i:") || err != nil || n < pc.key.Lo || pc.key.Hi >= 0 && n >= pc.key.Hi {
				continue
			}
			dp := ir.ConstInt(strconv.Itoa(n - pc.key.Lo))
			if tail != "" {
				dp += keySep + tail
			}
			dst.addPrefixes(dp)
			if src.leaf[sp] {
				dst.leaf[dp] = true
			}
			cp.pairs = append(cp.pairs, [2]string{dp, sp})
		}
		slices.SortFunc(cp.pairs, func(a, b [2]string) int { return strings.Compare(a[0]+a[1], b[0]+b[1]) })
		if dst.copies == nil {
			dst.copies = map[*ir.Stmt]*sliceCopy{}
		}
		dst.copies[pc.s] = cp
	}
	for c, t := range tables {
		if bad[c] {
			continue
		}
		if p.keyed[c.o] == nil {
			p.keyed[c.o] = map[string]*keyTable{}
		}
		p.keyed[c.o][c.name] = t
	}
}

// constPath joins keys that are all constants into a key path.
func constPath(keys []ir.Key) (string, bool) {
	parts := make([]string, len(keys))
	for i, k := range keys {
		if k.Const == "" {
			return "", false
		}
		parts[i] = k.Const
	}
	return strings.Join(parts, keySep), true
}

func joinKey(prefix, k string) string {
	if prefix == "" {
		return k
	}
	return prefix + keySep + k
}

// prefixes lists the proper, non-empty prefixes of key path path.
func prefixes(path string) []string {
	var out []string
	for i := 0; i < len(path); i++ {
		if strings.HasPrefix(path[i:], keySep) {
			out = append(out, path[:i])
		}
	}
	return out
}

func (t *keyTable) addPrefixes(path string) {
	for _, pre := range prefixes(path) {
		t.paths[pre] = true
	}
	t.paths[path] = true
}

func (t *keyTable) addShape(prefix string, sh *ir.Shape) {
	for _, e := range sh.Entries {
		path := joinKey(prefix, e.Key)
		t.addPrefixes(path)
		if e.Inner != nil {
			t.addShape(path, e.Inner)
		} else {
			t.leaf[path] = true
		}
	}
}

// keyNode is the node of key path path of keyed name name of scope o.
func (p *pointsTo) keyNode(o *scope, name, path string) int32 {
	return nodeOf(p, p.keyNodes, o, name+keySep+path)
}

// storeKeyed adds vals under key path path of keyed name name of o, and
// under every prefix of it (a load through fewer keys reads all below).
func (p *pointsTo) storeKeyed(o *scope, name, path string, vals *vset) {
	for _, pre := range prefixes(path) {
		p.addTo(p.keyNode(o, name, pre), vals)
	}
	p.addTo(p.keyNode(o, name, path), vals)
}

// storeShape stores the entries of literal sh under prefix.
func (p *pointsTo) storeShape(sc *scope, s *ir.Stmt, o *scope, name, prefix string, sh *ir.Shape, results []vset) {
	for _, e := range sh.Entries {
		path := joinKey(prefix, e.Key)
		if e.Inner != nil {
			p.storeShape(sc, s, o, name, path, e.Inner, results)
			continue
		}
		vals := p.refsVals(sc, s, e.Uses, results)
		if len(e.Uses) == 0 {
			vals = &p.opaque
		}
		p.storeKeyed(o, name, path, vals)
	}
}

// maxKeyPaths bounds the key paths one load may read (the product of its
// keys' constants); beyond it the load reads what the known prefix holds.
const maxKeyPaths = 16

// keyedLoad is what use r (r.Sub > 0) of statement s in sc reads, or nil
// when its name is not keyed.
func (p *pointsTo) keyedLoad(sc *scope, s *ir.Stmt, r ir.Ref) *vset {
	if r.Sub > len(s.Subscripts) || strings.Contains(r.Path, ".") {
		return nil
	}
	o := p.owner(sc, r.Path)
	t := p.keyed[o][r.Path]
	if t == nil {
		return nil
	}
	// The key paths the known keys (up to the first unknown one) may
	// spell; "" when the first is unknown.
	paths := []string{""}
	for _, k := range s.Subscripts[r.Sub-1].Keys {
		consts := p.keyConsts(sc, k)
		if len(consts) == 0 || len(paths)*len(consts) > maxKeyPaths {
			break
		}
		var next []string
		for _, pre := range paths {
			for _, c := range consts {
				next = append(next, joinKey(pre, c))
			}
		}
		paths = next
	}
	out := &vset{}
	for _, path := range paths {
		switch {
		case path == "":
			out.union(p.read(p.nameNode(o, r.Path))) // the first key unknown: every entry
		case t.paths[path]:
			out.union(p.read(p.keyNode(o, r.Path, path)))
		}
		// Shorter paths an expression was stored under may hold a
		// container whose entries are not told apart.
		for _, pre := range prefixes(path) {
			if t.leaf[pre] {
				out.union(p.read(p.keyNode(o, r.Path, pre)))
			}
		}
	}
	return out
}

// keyConsts is the constants key k may be, or nil when it is unknown or
// may be something else.
func (p *pointsTo) keyConsts(sc *scope, k ir.Key) []string {
	if k.Const != "" {
		return []string{k.Const}
	}
	if k.Path == "" {
		return nil
	}
	vals := p.pathVals(sc, k.Path)
	if vals.any || vals.moreConsts || len(vals.v) == 0 {
		return nil
	}
	out := make([]string, 0, len(vals.v))
	for _, v := range vals.v {
		if a := p.value(v); a.kind == vConst {
			out = append(out, a.q)
		} else {
			return nil
		}
	}
	return out
}
