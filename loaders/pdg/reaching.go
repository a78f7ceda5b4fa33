package pdg

import (
	"slices"
	"sort"
)

// bitset is a dense set of small non-negative integers (definition
// indices).
type bitset []uint64

func (s bitset) has(i int) bool { return s[i>>6]&(1<<(uint(i)&63)) != 0 }
func (s bitset) set(i int)      { s[i>>6] |= 1 << (uint(i) & 63) }
func (s bitset) clear(i int)    { s[i>>6] &^= 1 << (uint(i) & 63) }

// maxGroupDefs bounds the definitions one pass of walkReaching solves
// for: the sets it keeps take blocks × maxGroupDefs / 8 bytes (0.5 KiB a
// block), whatever the number of definitions in the scope.
const maxGroupDefs = 4096

// defGroup is the part of a scope's definitions one pass solves for:
// whole roots, so that every kill stays inside the group.
type defGroup struct {
	defs  []int   // indices in the scope's definitions, by root
	local []int32 // per scope definition: its bit in the group's sets, -1 outside
	in    bitset  // the in-set of the node being visited
}

// contains reports whether definition di is in the group.
func (g *defGroup) contains(di int) bool { return g.local[di] >= 0 }

// reaches reports whether definition di, of the group, reaches the node
// being visited.
func (g *defGroup) reaches(di int) bool { return g.local[di] >= 0 && g.in.has(int(g.local[di])) }

// walkReaching solves reaching definitions over the real edges of one
// scope's CFG and calls visit for every node with the group of
// definitions solved in this pass (Aho, Lam, Sethi and Ullman, Compilers,
// 2nd ed., section 9.2.4: the iterative worklist algorithm over basic
// blocks). defs are the scope's definitions, genIdx[v] the indices of node
// v's definitions, byRoot the indices by root name.
//
// A statement's transfer function is the one of slicing-rules.md rules
// 2–3: a definition of name x kills every definition of x and of x.attr, a
// definition of x.attr kills those of x.attr, may-definitions kill
// nothing; the statement's own definitions are then generated. Since a
// kill never crosses roots, the definitions are solved for in groups of
// whole roots of up to maxGroupDefs definitions (a root with more is a
// group of its own), one pass each, visit seeing every node once per pass.
//
// A basic block here is a maximal chain of nodes joined by real edges in
// which every node but the first has one real predecessor and every node
// but the last one real successor. Only the in- and out-set of each block
// are kept; a node's in-set is recomputed from its block's as the pass
// walks the block. With one set per node per definition, a module of
// 20,000 assignments (one block) took 355 MB; it now takes 140 MB, most
// of it the parse (BenchmarkBuildModuleOfAssignments), and time per
// statement no longer grows with the module.
func walkReaching(cfg *CFG, defs []defRec, genIdx [][]int, byRoot map[string][]int, visit func(v int, g *defGroup)) {
	n := len(cfg.Nodes)
	pred := make([][]int, n)
	nsucc := make([]int, n)
	for from, es := range cfg.Succ {
		for _, e := range es {
			if e.Real {
				pred[e.To] = append(pred[e.To], from)
				nsucc[from]++
			}
		}
	}
	next := func(v int) int {
		for _, e := range cfg.Succ[v] {
			if e.Real {
				return e.To
			}
		}
		return -1
	}
	leader := func(v int) bool {
		return v == Entry || len(pred[v]) != 1 || nsucc[pred[v][0]] != 1 || pred[v][0] == v
	}
	var blocks [][]int
	blockOf := make([]int, n)
	for i := range blockOf {
		blockOf[i] = -1
	}
	grow := func(v int) {
		b := len(blocks)
		nodes := []int{v}
		blockOf[v] = b
		for cur := v; nsucc[cur] == 1; {
			w := next(cur)
			if leader(w) || blockOf[w] >= 0 {
				break
			}
			blockOf[w] = b
			nodes = append(nodes, w)
			cur = w
		}
		blocks = append(blocks, nodes)
	}
	// Blocks in reverse postorder of their first nodes, so that a block is
	// first visited after its predecessors (except along back edges), then
	// the nodes the entry does not reach, in index order. A node no
	// leader's chain reaches (a cycle unreachable from the entry, with no
	// other predecessor) starts a block of its own.
	for _, v := range reversePostorder(cfg) {
		if leader(v) && blockOf[v] < 0 {
			grow(v)
		}
	}
	for v := 0; v < n; v++ {
		if blockOf[v] < 0 && leader(v) {
			grow(v)
		}
	}
	for v := 0; v < n; v++ {
		if blockOf[v] < 0 {
			grow(v)
		}
	}
	nb := len(blocks)
	predB := make([][]int, nb)
	succB := make([][]int, nb)
	for b, nodes := range blocks {
		for _, p := range pred[nodes[0]] {
			if !slices.Contains(predB[b], blockOf[p]) {
				predB[b] = append(predB[b], blockOf[p])
			}
		}
		for _, e := range cfg.Succ[nodes[len(nodes)-1]] {
			if e.Real && !slices.Contains(succB[b], blockOf[e.To]) {
				succB[b] = append(succB[b], blockOf[e.To])
			}
		}
	}

	roots := make([]string, 0, len(byRoot))
	for r := range byRoot {
		roots = append(roots, r)
	}
	sort.Strings(roots)
	g := &defGroup{local: make([]int32, len(defs))}
	for i := range g.local {
		g.local[i] = -1
	}
	var in, out []bitset
	for len(roots) > 0 {
		// The next group: whole roots, in name order.
		for _, di := range g.defs {
			g.local[di] = -1
		}
		g.defs = g.defs[:0]
		for len(roots) > 0 && (len(g.defs) == 0 || len(g.defs)+len(byRoot[roots[0]]) <= maxGroupDefs) {
			for _, di := range byRoot[roots[0]] {
				g.local[di] = int32(len(g.defs))
				g.defs = append(g.defs, di)
			}
			roots = roots[1:]
		}
		words := (len(g.defs) + 63) / 64
		if in == nil || len(in[0]) < words {
			in, out = make([]bitset, nb), make([]bitset, nb)
			for b := range in {
				in[b], out[b] = make(bitset, words), make(bitset, words)
			}
		}
		for b := range in {
			in[b], out[b] = in[b][:words], out[b][:words]
			clear(in[b])
			clear(out[b])
		}
		transfer := func(set bitset, v int) {
			for _, di := range genIdx[v] {
				d := defs[di]
				if d.may || g.local[di] < 0 {
					continue
				}
				for _, k := range byRoot[d.root] {
					if k != di && (d.path == d.root || defs[k].path == d.path) {
						set.clear(int(g.local[k]))
					}
				}
			}
			for _, di := range genIdx[v] {
				if g.local[di] >= 0 {
					set.set(int(g.local[di]))
				}
			}
		}
		work := make([]int, nb)
		queued := make([]bool, nb)
		for b := range work {
			work[b] = b
			queued[b] = true
		}
		cur := make(bitset, words)
		for len(work) > 0 {
			b := work[0]
			work = work[1:]
			queued[b] = false
			clear(in[b])
			for _, p := range predB[b] {
				for w := range in[b] {
					in[b][w] |= out[p][w]
				}
			}
			copy(cur, in[b])
			for _, v := range blocks[b] {
				transfer(cur, v)
			}
			if !slices.Equal(cur, out[b]) {
				copy(out[b], cur)
				for _, s := range succB[b] {
					if !queued[s] {
						queued[s] = true
						work = append(work, s)
					}
				}
			}
		}
		g.in = cur
		for b, nodes := range blocks {
			copy(cur, in[b])
			for _, v := range nodes {
				visit(v, g)
				transfer(cur, v)
			}
		}
	}
}
