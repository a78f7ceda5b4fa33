package pdg

import (
	"cmp"
	"slices"

	"github.com/semantica/semantica/schema"
)

// BoundedSummaries returns, for k = 1..levels, the depth-bounded summary
// edges of the graph that its summary edges lack: actual-in → actual-out
// pairs of a call, made by a closure with k call levels left before the
// depth limit, whose callee carries the argument into that result when
// the functions beyond the limit are stubs (slicing-rules.md rule 15: a
// function beyond the depth appears as a stub, whose value depends on all
// its arguments, rule 11's reading). out[k-1] holds level k's pairs,
// sorted and distinct.
//
// HRB summary edges (Horwitz, Reps and Binkley 1990, section 4.2) are the
// least fixpoint over every call below a callee: right for a slice that
// may descend without limit, wrong for one that may not. A slice of depth
// d runs the closure of a function at call distance L with k = d − L
// levels left: its calls' callees are entered when k ≥ 1, and a function
// at call distance L + 1 + j below them is a stub when k − 1 − j < 0.
// At k = 0 every call is a stub (STUB_FWD, STUB_BWD).
//
// A function's call distance is its shortest (rule 15 counts call edges
// from the criterion's function): a call back into a function the slice
// already entered nearer the criterion (recursion) enters it again, not a
// stub. So the pairs are computed per strongly connected component of the
// call graph (Tarjan's algorithm), as a fixpoint over the members within
// reach, each with the levels its shortest distance inside the component
// leaves it:
//
//   - A call from outside a component C into its member t, from a closure
//     with k levels left, gives t k − 1 levels and every member y of C at
//     distance j from t inside C k − 1 − j levels (Out(t, k)).
//   - A call from a member m to a member t of the same component, from a
//     closure in m with k levels left, gives each member y at distance j
//     from m k − j levels (In(m, k)): m itself keeps k.
//   - Inside the fixpoint a member with b ≥ 0 levels left is entered: its
//     formal-in → formal-out pairs are what a depth-first search from each
//     formal-in reaches over its data, control (CTRL, ARG_CTRL), jump and
//     summary edges and, at its calls, the pairs of the callee: a member
//     of C with levels left, its current pairs (even when b = 0: it is
//     nearer than one call below); a member with none, or a function
//     outside C when b = 0, a stub (every actual-in to every result
//     actual-out: 'return', and 'return#i' of a Go call with several
//     results); a function outside C, Out(callee, b).
//
// Every level's pairs hold the summary edges' (a closure over more edges
// reaches more), so only the pairs the call's summary edges lack are
// returned, and only from actual-ins something feeds (an edge other than
// ARG_CTRL ends at them): an argument left out, or a literal, reads
// nothing a slice could reach it from or through (the summary edges skip
// a left-out one for the same reason). The distance inside a component is
// taken along the calls the slice could follow from the entry; a function
// reached by two call paths
// of different lengths outside a component counts the path of the calls
// the slice takes (the same approximation the slice's own levels make).
// A call CHA resolves to several callees pairs each callee's formals with
// the actual-ins and actual-outs of that callee's parameter edges. The
// inputs are the graph's dependence rows (all kinds) and vertices.
func BoundedSummaries(deps []schema.Dep, vertices []schema.Vertex, levels int) [][][2]int64 {
	g := newBoundedGraph(deps, vertices)
	out := make([][][2]int64, levels)
	for k := 1; k <= levels; k++ {
		seen := map[vpair]bool{}
		var rows [][2]int64
		for _, s := range g.sites {
			var pairs []vpair
			if g.comp[s.caller] == g.comp[s.callee] {
				pairs = g.in(s.caller, k)[s.callee]
			} else {
				pairs = g.out(s.callee, k)
			}
			for _, p := range pairs {
				a, ok1 := s.in[p.from]
				o, ok2 := s.out[p.to]
				if !ok1 || !ok2 || !g.fed[a] || g.summary[vpair{a, o}] || seen[vpair{a, o}] {
					continue
				}
				seen[vpair{a, o}] = true
				rows = append(rows, [2]int64{g.v[a].ID, g.v[o].ID})
			}
		}
		slices.SortFunc(rows, func(a, b [2]int64) int {
			return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]))
		})
		out[k-1] = slices.Compact(rows)
	}
	return out
}

// vpair is a pair of vertex indices: an edge, or a formal-in → formal-out
// pair of a function.
type vpair struct{ from, to int32 }

// bsite is one call vertex paired with one callee: the callee's formals
// mapped to the call's actual-ins and actual-outs.
type bsite struct {
	call           int32
	caller, callee int32 // function indices
	in, out        map[int32]int32
}

type boundedGraph struct {
	v         []schema.Vertex
	adj       adjacency
	summary   map[vpair]bool
	stubs     map[int32][]vpair // call vertex → actual-in × result actual-outs, less summary edges
	fed       []bool            // per vertex: an edge other than ARG_CTRL ends at it
	sites     []*bsite
	calls     [][]*bsite // per function: the sites of its calls
	formalIns [][]int32  // per function
	formalOut []bool     // per vertex
	fnOf      []int32    // per vertex: its function's index
	comp      []int32    // per function: its component
	members   [][]int32  // per component
	cyclic    []bool     // per component: more than one member, or a member calling itself
	outMemo   map[[2]int32][]vpair
	inMemo    map[[2]int32]map[int32][]vpair
	visited   []int32
	stamp     int32
}

func newBoundedGraph(deps []schema.Dep, vertices []schema.Vertex) *boundedGraph {
	n := len(vertices)
	g := &boundedGraph{v: vertices, summary: map[vpair]bool{}, stubs: map[int32][]vpair{},
		formalOut: make([]bool, n), fnOf: make([]int32, n), visited: make([]int32, n), fed: make([]bool, n),
		outMemo: map[[2]int32][]vpair{}, inMemo: map[[2]int32]map[int32][]vpair{}}
	idx := make(map[int64]int32, n)
	fnIdx := map[int64]int32{}
	for i, v := range vertices {
		idx[v.ID] = int32(i)
		f, ok := fnIdx[v.Func]
		if !ok {
			f = int32(len(fnIdx))
			fnIdx[v.Func] = f
		}
		g.fnOf[i] = f
	}
	nf := len(fnIdx)
	g.calls = make([][]*bsite, nf)
	g.formalIns = make([][]int32, nf)
	for i, v := range vertices {
		switch v.Role {
		case schema.RoleFormalIn:
			g.formalIns[g.fnOf[i]] = append(g.formalIns[g.fnOf[i]], int32(i))
		case schema.RoleFormalOut:
			g.formalOut[i] = true
		}
	}
	intraKinds := map[string]bool{schema.Data: true, schema.Ctrl: true, schema.Jump: true,
		schema.ArgCtrl: true, schema.Summary: true}
	var intra, paramIn, paramOut []vpair
	ins := map[int32][]int32{}
	results := map[int32][]int32{}
	callOf := make([]int32, n) // an actual-in's or actual-out's call vertex, +1
	for _, d := range deps {
		f, okf := idx[d.From]
		t, okt := idx[d.To]
		if !okf || !okt {
			continue
		}
		if d.Kind != schema.ArgCtrl {
			g.fed[t] = true
		}
		switch {
		case d.Kind == schema.ParamIn:
			paramIn = append(paramIn, vpair{f, t})
			continue
		case d.Kind == schema.ParamOut:
			paramOut = append(paramOut, vpair{f, t})
			continue
		}
		if !intraKinds[d.Kind] || g.fnOf[f] != g.fnOf[t] {
			continue
		}
		intra = append(intra, vpair{f, t})
		if d.Kind == schema.Summary {
			g.summary[vpair{f, t}] = true
		}
		if vertices[f].Role != schema.RoleCall {
			continue
		}
		switch to := vertices[t]; {
		case d.Kind == schema.ArgCtrl && to.Role == schema.RoleActualIn:
			ins[f] = append(ins[f], t)
			callOf[t] = f + 1
		case d.Kind == schema.Ctrl && to.Role == schema.RoleActualOut:
			callOf[t] = f + 1
			if schema.IsResultVar(to.Var) {
				results[f] = append(results[f], t)
			}
		}
	}
	g.adj = csr(n, intra, func(p vpair) (int32, int32) { return p.from, p.to })
	for c, rs := range results {
		for _, a := range ins[c] {
			for _, r := range rs {
				if !g.summary[vpair{a, r}] {
					g.stubs[c] = append(g.stubs[c], vpair{a, r})
				}
			}
		}
	}
	type key struct{ call, fn int32 }
	byKey := map[key]*bsite{}
	siteOf := func(call, fn int32) *bsite {
		k := key{call, fn}
		s := byKey[k]
		if s == nil {
			s = &bsite{call: call, caller: g.fnOf[call], callee: fn, in: map[int32]int32{}, out: map[int32]int32{}}
			byKey[k] = s
		}
		return s
	}
	for _, p := range paramIn {
		if c := callOf[p.from]; c > 0 && vertices[p.to].Role == schema.RoleFormalIn {
			siteOf(c-1, g.fnOf[p.to]).in[p.to] = p.from
		}
	}
	for _, p := range paramOut {
		if c := callOf[p.to]; c > 0 && vertices[p.from].Role == schema.RoleFormalOut {
			siteOf(c-1, g.fnOf[p.from]).out[p.from] = p.to
		}
	}
	for _, s := range byKey {
		g.sites = append(g.sites, s)
	}
	slices.SortFunc(g.sites, func(a, b *bsite) int { return cmp.Or(cmp.Compare(a.call, b.call), cmp.Compare(a.callee, b.callee)) })
	for _, s := range g.sites {
		g.calls[s.caller] = append(g.calls[s.caller], s)
	}
	g.components(nf)
	return g
}

// components finds the strongly connected components of the call graph
// (Tarjan 1972, iteratively).
func (g *boundedGraph) components(nf int) {
	g.comp = make([]int32, nf)
	index := make([]int32, nf)
	low := make([]int32, nf)
	onStack := make([]bool, nf)
	for i := range index {
		index[i] = -1
	}
	var stack []int32
	next := int32(0)
	type frame struct {
		f int32
		i int
	}
	for root := int32(0); root < int32(nf); root++ {
		if index[root] >= 0 {
			continue
		}
		work := []frame{{root, 0}}
		index[root], low[root] = next, next
		next++
		stack = append(stack, root)
		onStack[root] = true
		for len(work) > 0 {
			top := &work[len(work)-1]
			f := top.f
			if top.i < len(g.calls[f]) {
				t := g.calls[f][top.i].callee
				top.i++
				switch {
				case index[t] < 0:
					index[t], low[t] = next, next
					next++
					stack = append(stack, t)
					onStack[t] = true
					work = append(work, frame{t, 0})
				case onStack[t]:
					low[f] = min(low[f], index[t])
				}
				continue
			}
			work = work[:len(work)-1]
			if len(work) > 0 {
				p := work[len(work)-1].f
				low[p] = min(low[p], low[f])
			}
			if low[f] == index[f] {
				c := int32(len(g.members))
				var ms []int32
				for {
					x := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					onStack[x] = false
					g.comp[x] = c
					ms = append(ms, x)
					if x == f {
						break
					}
				}
				slices.Sort(ms)
				g.members = append(g.members, ms)
				cyclic := len(ms) > 1
				for _, s := range g.calls[f] {
					cyclic = cyclic || s.callee == f
				}
				g.cyclic = append(g.cyclic, cyclic)
			}
		}
	}
}

// distances returns the shortest call distance from f to each member of
// its component within limit calls (breadth-first over calls inside it).
func (g *boundedGraph) distances(f int32, limit int) map[int32]int {
	d := map[int32]int{f: 0}
	frontier := []int32{f}
	c := g.comp[f]
	for step := 1; step <= limit && len(frontier) > 0; step++ {
		var next []int32
		for _, x := range frontier {
			for _, s := range g.calls[x] {
				if g.comp[s.callee] != c {
					continue
				}
				if _, ok := d[s.callee]; !ok {
					d[s.callee] = step
					next = append(next, s.callee)
				}
			}
		}
		frontier = next
	}
	return d
}

// out returns the formal pairs of t called from outside its component by
// a closure with k levels left (k ≥ 1).
func (g *boundedGraph) out(t int32, k int) []vpair {
	key := [2]int32{t, int32(k)}
	if p, ok := g.outMemo[key]; ok {
		return p
	}
	budget := map[int32]int{}
	for y, j := range g.distances(t, k-1) {
		budget[y] = k - 1 - j
	}
	p := g.fixpoint(g.comp[t], budget)[t]
	g.outMemo[key] = p
	return p
}

// in returns the formal pairs of the members of m's component, for the
// calls m makes to them from a closure in m with k levels left (k ≥ 1).
func (g *boundedGraph) in(m int32, k int) map[int32][]vpair {
	key := [2]int32{m, int32(k)}
	if p, ok := g.inMemo[key]; ok {
		return p
	}
	budget := map[int32]int{}
	for y, j := range g.distances(m, k) {
		budget[y] = k - j
	}
	p := g.fixpoint(g.comp[m], budget)
	g.inMemo[key] = p
	return p
}

// fixpoint computes the formal pairs of the members of component c that
// budget gives levels (b ≥ 0: entered with b levels left), iterating
// until no member's pairs grow (they only grow: each pass walks the edges
// of the last plus those the grown pairs add).
func (g *boundedGraph) fixpoint(c int32, budget map[int32]int) map[int32][]vpair {
	members := make([]int32, 0, len(budget))
	for x := range budget {
		members = append(members, x)
	}
	slices.Sort(members)
	pairs := map[int32][]vpair{}
	for changed := true; changed; {
		changed = false
		for _, x := range members {
			p := g.walk(x, budget[x], c, budget, pairs)
			if len(p) != len(pairs[x]) {
				pairs[x] = p
				changed = true
			}
		}
		if !g.cyclic[c] {
			break // no call inside the component: one pass is the fixpoint
		}
	}
	return pairs
}

// walk returns the formal pairs of x entered with b levels left: a
// depth-first search from each formal-in over x's own edges and the pairs
// its calls carry (fixpoint's list).
func (g *boundedGraph) walk(x int32, b int, c int32, budget map[int32]int, pairs map[int32][]vpair) []vpair {
	extra := map[int32][]int32{}
	for _, s := range g.calls[x] {
		var ps []vpair
		stub := false
		switch _, entered := budget[s.callee]; {
		case g.comp[s.callee] == c && entered:
			ps = pairs[s.callee]
		case g.comp[s.callee] == c || b == 0:
			stub = true
		default:
			ps = g.out(s.callee, b)
		}
		if stub {
			for _, e := range g.stubs[s.call] {
				extra[e.from] = append(extra[e.from], e.to)
			}
			continue
		}
		for _, p := range ps {
			a, ok1 := s.in[p.from]
			o, ok2 := s.out[p.to]
			if ok1 && ok2 && !g.summary[vpair{a, o}] {
				extra[a] = append(extra[a], o)
			}
		}
	}
	var out []vpair
	for _, fi := range g.formalIns[x] {
		g.stamp++
		stack := []int32{fi}
		g.visited[fi] = g.stamp
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if g.formalOut[v] && g.fnOf[v] == x {
				out = append(out, vpair{fi, v})
			}
			for _, nb := range [2][]int32{g.adj.of(v), extra[v]} {
				for _, w := range nb {
					if g.visited[w] != g.stamp {
						g.visited[w] = g.stamp
						stack = append(stack, w)
					}
				}
			}
		}
	}
	return out
}

// adjacency is a compressed sparse row list of successors by vertex index.
type adjacency struct {
	start []int32
	to    []int32
}

func (a adjacency) of(v int32) []int32 { return a.to[a.start[v]:a.start[v+1]] }

func csr[T any](n int, edges []T, ends func(T) (int32, int32)) adjacency {
	a := adjacency{start: make([]int32, n+1), to: make([]int32, len(edges))}
	for _, e := range edges {
		f, _ := ends(e)
		a.start[f+1]++
	}
	for i := 1; i <= n; i++ {
		a.start[i] += a.start[i-1]
	}
	fill := slices.Clone(a.start[:n])
	for _, e := range edges {
		f, t := ends(e)
		a.to[fill[f]] = t
		fill[f]++
	}
	return a
}
