package pdg

import (
	"github.com/semantica/semantica/loaders/ir"
)

// Node numbers of the two synthetic CFG nodes.
const (
	Entry = 0
	Exit  = 1
)

// Edge is a CFG edge. Real edges are paths control can take and carry data
// flow (reaching definitions). Ctrl edges are the ones post-dominance and
// control dependence are computed on: the real edges minus the per-statement
// exception edges of try bodies, plus the non-executable edges of the
// augmented CFG (Ball and Horwitz, "Slicing programs with arbitrary control
// flow", 1993): from each jump to its syntactic successor, and from the
// else/with/finally/match "region" headers to the statement after their
// construct, which makes those headers govern their bodies (rules 7–9).
type Edge struct {
	To         int
	Real, Ctrl bool
}

// CFG is the statement-level control-flow graph of one scope. Node 0 is the
// entry, node 1 the exit; node i ≥ 2 is Nodes[i].
type CFG struct {
	Nodes []*ir.Stmt
	Succ  [][]Edge
	// ContinueHeader maps a continue node to its loop header: rule 9 makes
	// the header control dependent on the continue's guard.
	ContinueHeader map[int]int
	index          map[*ir.Stmt]int
}

// NodeOf returns the CFG node of statement s, or -1.
func (g *CFG) NodeOf(s *ir.Stmt) int {
	if n, ok := g.index[s]; ok {
		return n
	}
	return -1
}

type loopCtx struct{ header, after int }

type cfgBuilder struct {
	g        *CFG
	loops    []loopCtx
	handlers []int // entry of the innermost enclosing try's handler chain
}

// BuildCFG builds the CFG of a scope body.
func BuildCFG(body []*ir.Stmt) *CFG {
	g := &CFG{Nodes: []*ir.Stmt{nil, nil}, Succ: make([][]Edge, 2),
		ContinueHeader: map[int]int{}, index: map[*ir.Stmt]int{}}
	b := &cfgBuilder{g: g}
	first := b.block(body, Exit)
	b.edge(Entry, first, true, true)
	if first != Exit {
		// FOW: the entry is a predicate whose other branch goes to the exit,
		// so top-level statements are control dependent on the entry.
		b.edge(Entry, Exit, false, true)
	}
	return g
}

func (b *cfgBuilder) node(s *ir.Stmt) int {
	n := len(b.g.Nodes)
	b.g.Nodes = append(b.g.Nodes, s)
	b.g.Succ = append(b.g.Succ, nil)
	b.g.index[s] = n
	if len(b.handlers) > 0 {
		// Any statement of a try body may raise into the handlers: a real
		// edge for data flow, not a control edge (rule 8 makes try-body
		// statements depend on the try header only).
		b.edge(n, b.handlers[len(b.handlers)-1], true, false)
	}
	return n
}

func (b *cfgBuilder) edge(from, to int, real, ctrl bool) {
	for i, e := range b.g.Succ[from] {
		if e.To == to {
			b.g.Succ[from][i].Real = e.Real || real
			b.g.Succ[from][i].Ctrl = e.Ctrl || ctrl
			return
		}
	}
	b.g.Succ[from] = append(b.g.Succ[from], Edge{To: to, Real: real, Ctrl: ctrl})
}

// block lowers a statement list whose fall-through successor is follow and
// returns the node control enters it at.
func (b *cfgBuilder) block(ss []*ir.Stmt, follow int) int {
	next := follow
	for i := len(ss) - 1; i >= 0; i-- {
		next = b.stmt(ss[i], next)
	}
	return next
}

func (b *cfgBuilder) raiseTarget() int {
	if len(b.handlers) > 0 {
		return b.handlers[len(b.handlers)-1]
	}
	return Exit
}

func (b *cfgBuilder) stmt(s *ir.Stmt, next int) int {
	switch s.Kind {
	case ir.Return:
		n := b.node(s)
		b.edge(n, Exit, true, true)
		b.edge(n, next, false, true)
		return n
	case ir.Raise:
		n := b.node(s)
		b.edge(n, b.raiseTarget(), true, true)
		b.edge(n, next, false, true)
		return n
	case ir.Break, ir.Continue:
		n := b.node(s)
		if len(b.loops) == 0 { // outside a loop: a syntax error; fall through
			b.edge(n, next, true, true)
			return n
		}
		l := b.loops[len(b.loops)-1]
		if s.Kind == ir.Break {
			b.edge(n, l.after, true, true)
		} else {
			b.edge(n, l.header, true, true)
			b.g.ContinueHeader[n] = l.header
		}
		b.edge(n, next, false, true)
		return n
	case ir.If, ir.Elif:
		n := b.node(s)
		then := b.block(s.Body, next)
		alt := next
		if s.Else != nil {
			alt = b.stmt(s.Else, next)
		}
		b.edge(n, then, true, true)
		b.edge(n, alt, true, true)
		return n
	case ir.Else, ir.With, ir.Finally:
		n := b.node(s)
		body := b.block(s.Body, next)
		b.edge(n, body, true, true)
		b.edge(n, next, false, true)
		return n
	case ir.While, ir.For:
		n := b.node(s)
		exit := next
		b.loops = append(b.loops, loopCtx{header: n, after: next})
		body := b.block(s.Body, n)
		b.loops = b.loops[:len(b.loops)-1]
		if s.Else != nil {
			exit = b.stmt(s.Else, next)
		}
		b.edge(n, body, true, true)
		b.edge(n, exit, true, true)
		return n
	case ir.Try:
		return b.try(s, next)
	case ir.Match:
		n := b.node(s)
		// Allocate case nodes in source order first.
		caseNodes := make([]int, len(s.Handlers))
		for i, c := range s.Handlers {
			caseNodes[i] = b.node(c)
		}
		chain := next
		for i := len(s.Handlers) - 1; i >= 0; i-- {
			c := caseNodes[i]
			body := b.block(s.Handlers[i].Body, next)
			b.edge(c, body, true, true)
			b.edge(c, chain, true, true)
			chain = c
		}
		b.edge(n, chain, true, true)
		b.edge(n, next, false, true)
		return n
	default:
		n := b.node(s)
		b.edge(n, next, true, true)
		return n
	}
}

func (b *cfgBuilder) try(s *ir.Stmt, next int) int {
	n := b.node(s)
	after := next
	if s.Finally != nil {
		after = b.stmt(s.Finally, next)
	}
	// An exception no handler matches propagates: through finally, else to
	// the enclosing handler or the exit.
	propagate := b.raiseTarget()
	if s.Finally != nil {
		propagate = after
	}
	handlerNodes := make([]int, len(s.Handlers))
	for i, h := range s.Handlers {
		handlerNodes[i] = b.node(h)
	}
	chain := propagate
	for i := len(s.Handlers) - 1; i >= 0; i-- {
		h := handlerNodes[i]
		body := b.block(s.Handlers[i].Body, after)
		b.edge(h, body, true, true)
		if i == len(s.Handlers)-1 {
			// No handler matched: the exception propagates. That path
			// carries data flow but does not make the code after the try
			// depend on the except header (rule 8 gives the header only
			// its handler body), so for control it is a region header
			// with a non-executable edge to the statement after the try.
			b.edge(h, chain, true, false)
			b.edge(h, after, false, true)
		} else {
			b.edge(h, chain, true, true)
		}
		chain = h
	}
	firstHandler := chain
	elseEntry := after
	if s.TryElse != nil {
		elseEntry = b.stmt(s.TryElse, after)
	}
	b.handlers = append(b.handlers, firstHandler)
	body := b.block(s.Body, elseEntry)
	b.handlers = b.handlers[:len(b.handlers)-1]
	b.edge(n, body, true, true)
	// The try header is a predicate: control reaches the body or, through
	// an exception, the handlers (rule 8: except headers depend on the try).
	b.edge(n, firstHandler, true, true)
	return n
}

// PostDominators returns ipdom, the immediate post-dominator of every node
// over Ctrl edges (-1 for the exit and for nodes that cannot reach it),
// computed with the iterative algorithm of Cooper, Harvey and Kennedy, "A
// Simple, Fast Dominance Algorithm" (2001), on the reverse CFG.
func (g *CFG) PostDominators() []int {
	n := len(g.Nodes)
	pred := make([][]int, n) // predecessors in the reverse graph = successors
	rsucc := make([][]int, n)
	for from, es := range g.Succ {
		for _, e := range es {
			if e.Ctrl {
				pred[from] = append(pred[from], e.To)
				rsucc[e.To] = append(rsucc[e.To], from)
			}
		}
	}
	// Reverse postorder of the reverse graph from the exit.
	order := make([]int, 0, n)
	seen := make([]bool, n)
	type frame struct{ v, i int }
	stack := []frame{{Exit, 0}}
	seen[Exit] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.i < len(rsucc[top.v]) {
			w := rsucc[top.v][top.i]
			top.i++
			if !seen[w] {
				seen[w] = true
				stack = append(stack, frame{w, 0})
			}
			continue
		}
		order = append(order, top.v)
		stack = stack[:len(stack)-1]
	}
	rpo := make([]int, n)
	for i := range rpo {
		rpo[i] = -1
	}
	for i, v := range order {
		rpo[v] = i // postorder number: higher is closer to the exit
	}
	ipdom := make([]int, n)
	for i := range ipdom {
		ipdom[i] = -1
	}
	ipdom[Exit] = Exit
	intersect := func(a, b int) int {
		for a != b {
			for rpo[a] < rpo[b] {
				a = ipdom[a]
			}
			for rpo[b] < rpo[a] {
				b = ipdom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(order) - 1; i >= 0; i-- {
			v := order[i]
			if v == Exit {
				continue
			}
			newIdom := -1
			for _, p := range pred[v] {
				if ipdom[p] == -1 {
					continue
				}
				if newIdom == -1 {
					newIdom = p
				} else {
					newIdom = intersect(p, newIdom)
				}
			}
			if newIdom != -1 && ipdom[v] != newIdom {
				ipdom[v] = newIdom
				changed = true
			}
		}
	}
	ipdom[Exit] = -1
	return ipdom
}

// ControlDeps returns, for every node, the nodes it is control dependent on
// (Ferrante, Ottenstein and Warren, "The program dependence graph and its use
// in optimization", TOPLAS 1987, section 3.1): for each Ctrl edge a→b where b
// does not post-dominate a, every node on the post-dominator tree path from b
// up to, not including, ipdom(a) is control dependent on a. A continue also
// controls its loop header (rule 9). Self-dependences of loop headers are
// dropped.
func (g *CFG) ControlDeps() [][]int {
	ipdom := g.PostDominators()
	cd := make([][]int, len(g.Nodes))
	add := func(v, on int) {
		if v == on {
			return
		}
		for _, x := range cd[v] {
			if x == on {
				return
			}
		}
		cd[v] = append(cd[v], on)
	}
	for a, es := range g.Succ {
		for _, e := range es {
			if !e.Ctrl {
				continue
			}
			stop := ipdom[a]
			for r := e.To; r != stop && r != -1 && r != Exit; r = ipdom[r] {
				add(r, a)
			}
		}
	}
	for c, h := range g.ContinueHeader {
		add(h, c)
	}
	return cd
}

// Skips reports whether jump node n can skip a statement: its
// non-executable fall-through edge leads somewhere its real edge does not.
// Only such jumps make their guards' slices include them (rule 9).
func (g *CFG) Skips(n int) bool {
	for _, e := range g.Succ[n] {
		if e.Ctrl && !e.Real {
			return true
		}
	}
	return false
}
