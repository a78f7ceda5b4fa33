package pdg

import (
	"slices"
	"sort"

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
// else/with/finally/match "region" headers (and the last except, and a try
// without handlers) to the statement after their construct, which makes
// those headers govern their bodies (rules 7–9).
type Edge struct {
	To         int
	Real, Ctrl bool
}

// CFG is the statement-level control-flow graph of one scope. Node 0 is the
// entry, node 1 the exit; node i ≥ 2 is Nodes[i]. A statement of a finally
// clause has one node per place the clause's exits go on to (see try); the
// first one is its canonical node (NodeOf, Canon).
type CFG struct {
	Nodes []*ir.Stmt
	Succ  [][]Edge
	// ContinueHeader maps a continue node to its loop header: rule 9 makes
	// the header control dependent on the continue's guard.
	ContinueHeader map[int]int
	index          map[*ir.Stmt]int
}

// NodeOf returns the canonical CFG node of statement s, or -1.
func (g *CFG) NodeOf(s *ir.Stmt) int {
	if n, ok := g.index[s]; ok {
		return n
	}
	return -1
}

// Canon returns the canonical node of node n's statement (n itself for the
// entry, the exit and statements with one node).
func (g *CFG) Canon(n int) int {
	if n < 2 {
		return n
	}
	return g.index[g.Nodes[n]]
}

// dest is where a jump goes; a function because the copy of a finally
// clause it passes through is lowered on first use.
type dest func() int

func fixed(n int) dest { return func() int { return n } }

// loopCtx is a loop or switch enclosing the statements being lowered: its
// header (which a continue controls, rule 9), where break and continue go,
// its label, and whether it is a loop (a switch takes break only).
type loopCtx struct {
	header    int
	brk, cont dest
	label     string
	loop      bool
}

// jumpCtx tells where the jumps of the statements being lowered go.
type jumpCtx struct {
	loops    []loopCtx
	handlers []dest // innermost last: where an exception goes
	// raiseCtl, beside handlers, is where a raise goes for control: past
	// the whole try statement for a raise in a try body whose first
	// handler does not end in a jump (endsInJump; the handlers depend on
	// the try header only, rule 8), else the same place as for data.
	raiseCtl []dest
	ret      dest // where a return goes
}

// push returns xs with x appended in a new array: contexts are saved by
// value and must not see each other's pushes.
func push[T any](xs []T, x T) []T { return append(xs[:len(xs):len(xs)], x) }

// finallyClause is the finally clause of a try statement with its copies,
// one per node its exits go on to.
type finallyClause struct {
	s      *ir.Stmt
	ctx    jumpCtx // the try statement's context
	copies map[int]int
	first  int // the copy made first (the fall-through's)
}

// maxFinallyDepth bounds the nesting of finally clauses inside finally
// clauses that get copies of their own: each level multiplies the copies of
// the levels inside it (as CPython's own inlining of finally blocks does).
// Deeper clauses have one copy, which every exit shares.
const maxFinallyDepth = 4

type cfgBuilder struct {
	g *CFG
	jumpCtx
	depth int // finally clauses being lowered, one inside the other
	exit  int // where control leaves the scope: Exit, or the deferred statements' chain
	// deferAt is the node of each deferred statement where it stands.
	deferAt map[*ir.Stmt]int
}

// BuildCFG builds the CFG of a scope body.
func BuildCFG(body []*ir.Stmt) *CFG {
	g := &CFG{Nodes: []*ir.Stmt{nil, nil}, Succ: make([][]Edge, 2),
		ContinueHeader: map[int]int{}, index: map[*ir.Stmt]int{}}
	b := &cfgBuilder{g: g, jumpCtx: jumpCtx{ret: fixed(Exit)}, exit: Exit, deferAt: map[*ir.Stmt]int{}}
	// Deferred statements run again on every way out of the scope, the
	// last deferred first: a chain of copies before the exit that returns,
	// the fall-through and exceptions no handler takes go through. Their
	// canonical nodes are where they stand (set after the body). A way out
	// enters the chain at the last defer that may have run before it: a
	// defer in a later top-level statement of the body has not (the body's
	// top level runs once, in order), so a return before `defer f()` skips
	// f (the Go specification, "Defer statements": a deferred call runs
	// only if its defer statement was executed).
	defers, top := deferred(body)
	chain := make([]int, len(defers))
	for k, d := range defers {
		n := b.node(d)
		b.edge(n, b.exit, true, true)
		b.exit = n
		chain[k] = n
	}
	all := b.exit
	first := all
	for i := len(body) - 1; i >= 0; i-- {
		out := Exit
		for k := range defers {
			if top[k] <= i {
				out = chain[k]
			}
		}
		b.exit, b.ret = out, fixed(out)
		first = b.stmt(body[i], first)
	}
	b.exit, b.ret = all, fixed(all)
	for _, d := range defers {
		if n, ok := b.deferAt[d]; ok {
			g.index[d] = n
		}
	}
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
	if _, ok := b.g.index[s]; !ok {
		b.g.index[s] = n
	}
	if len(b.handlers) > 0 {
		// Any statement of a try body may raise into the handlers: a real
		// edge for data flow, not a control edge (rule 8 makes try-body
		// statements depend on the try header only).
		b.edge(n, b.raiseTarget(), true, false)
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
		return b.handlers[len(b.handlers)-1]()
	}
	return b.exit
}

// endsInJump reports whether a handler body always ends in a jump: its
// last statement, at the body's top level, is a return, break, continue
// or raise. A raise caught by such a handler skips what that jump skips
// (rule 9: raise, then return, skips the statement after the try, so that
// statement depends on the raise's guard; rules-v48/03, /06); a raise
// caught by any other handler skips only the rest of the try statement,
// and a jump the handler makes under a condition of its own depends on
// that condition and the except header, not on the raise (js-v28/04: an
// `if (strict) break;` in the catch).
func endsInJump(body []*ir.Stmt) bool {
	if len(body) == 0 {
		return false
	}
	switch body[len(body)-1].Kind {
	case ir.Return, ir.Break, ir.Continue, ir.Raise:
		return true
	}
	return false
}

// raiseControl is where a raise goes for control dependence (raiseCtl).
func (b *cfgBuilder) raiseControl() int {
	if len(b.raiseCtl) > 0 && len(b.raiseCtl) == len(b.handlers) {
		return b.raiseCtl[len(b.raiseCtl)-1]()
	}
	return b.raiseTarget()
}

// deferred returns the Defer statements of a scope body in source order
// (nested scopes' own are theirs) and, for each, the index of the
// top-level statement of body that holds it.
func deferred(body []*ir.Stmt) (defers []*ir.Stmt, top []int) {
	for i, st := range body {
		(&ir.Func{Body: []*ir.Stmt{st}}).Stmts(func(s *ir.Stmt) {
			if s.Kind == ir.Defer {
				defers = append(defers, s)
				top = append(top, i)
			}
		})
	}
	return defers, top
}

// jumpTarget returns the loop or switch a break or continue s leaves: the
// one its Target labels, else the innermost loop (continue) or loop or
// switch (break); ok is false when there is none (a syntax error).
func (b *cfgBuilder) jumpTarget(s *ir.Stmt) (l loopCtx, ok bool) {
	for i := len(b.loops) - 1; i >= 0; i-- {
		l := b.loops[i]
		switch {
		case s.Target != "":
			if l.label == s.Target {
				return l, s.Kind == ir.Break || l.loop
			}
		case s.Kind == ir.Break || l.loop:
			return l, true
		}
	}
	return loopCtx{}, false
}

func (b *cfgBuilder) stmt(s *ir.Stmt, next int) int {
	switch s.Kind {
	case ir.Return:
		n := b.node(s)
		b.edge(n, b.ret(), true, true)
		b.edge(n, next, false, true)
		return n
	case ir.Raise:
		// In a try body whose handler does not end in a jump the raise
		// reaches the handler (a real edge) but, for control, skips the
		// rest of the try statement (endsInJump): the handler depends on
		// the try header only (rule 8), and so does what its own guarded
		// jumps skip; the rest of the try body and the else clause depend
		// on the raise's guard (rule 9).
		n := b.node(s)
		if t, c := b.raiseTarget(), b.raiseControl(); t != c {
			b.edge(n, t, true, false)
			b.edge(n, c, false, true)
		} else {
			b.edge(n, t, true, true)
		}
		b.edge(n, next, false, true)
		return n
	case ir.Break, ir.Continue:
		n := b.node(s)
		l, ok := b.jumpTarget(s)
		if !ok { // outside a loop, or an unknown label: a syntax error; fall through
			b.edge(n, next, true, true)
			return n
		}
		if s.Kind == ir.Break {
			b.edge(n, l.brk(), true, true)
		} else {
			b.edge(n, l.cont(), true, true)
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
		saved := b.loops
		b.loops = push(b.loops, loopCtx{header: n, brk: fixed(next), cont: fixed(n), label: s.Label, loop: true})
		body := b.block(s.Body, n)
		b.loops = saved
		if s.Else != nil {
			exit = b.stmt(s.Else, next)
		}
		b.edge(n, body, true, true)
		b.edge(n, exit, true, true)
		return n
	case ir.DoWhile:
		// The body runs first; the statement's node is the condition,
		// which loops back to the body or leaves.
		n := b.node(s)
		saved := b.loops
		b.loops = push(b.loops, loopCtx{header: n, brk: fixed(next), cont: fixed(n), label: s.Label, loop: true})
		body := b.block(s.Body, n)
		b.loops = saved
		b.edge(n, body, true, true)
		b.edge(n, next, true, true)
		return body
	case ir.Switch:
		return b.switchStmt(s, next)
	case ir.Defer:
		n := b.node(s)
		if _, ok := b.deferAt[s]; !ok {
			b.deferAt[s] = n
		}
		b.edge(n, next, true, true)
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

// switchStmt lowers a switch: the header, then its non-default clauses'
// tests in order, the last test's false edge to the default clause (or past
// the switch). A clause's body goes on to the next clause's body when it
// falls through, else past the switch; a break leaves the switch. The
// header and the default clause are region headers (a non-executable edge
// past the switch), so that they govern their clauses and body.
func (b *cfgBuilder) switchStmt(s *ir.Stmt, next int) int {
	n := b.node(s)
	cases := make([]int, len(s.Handlers))
	for i, c := range s.Handlers {
		cases[i] = b.node(c)
	}
	saved := b.loops
	b.loops = push(b.loops, loopCtx{header: n, brk: fixed(next), cont: fixed(next), label: s.Label})
	entry := make([]int, len(s.Handlers)) // body entries
	follow := next
	for i := len(s.Handlers) - 1; i >= 0; i-- {
		c := s.Handlers[i]
		to := next
		if c.Fallthrough && i+1 < len(s.Handlers) {
			to = follow
		}
		entry[i] = b.block(c.Body, to)
		follow = entry[i]
	}
	b.loops = saved
	dflt := next
	for i, c := range s.Handlers {
		if c.Default {
			dflt = cases[i]
			b.edge(cases[i], entry[i], true, true)
			b.edge(cases[i], next, false, true)
		}
	}
	chain := dflt
	for i := len(s.Handlers) - 1; i >= 0; i-- {
		if s.Handlers[i].Default {
			continue
		}
		b.edge(cases[i], entry[i], true, true)
		b.edge(cases[i], chain, true, true)
		chain = cases[i]
	}
	b.edge(n, chain, true, true)
	b.edge(n, next, false, true)
	return n
}

// through returns the entry of the copy of finally clause f that goes on to
// node to, lowering it in the try statement's context on first use.
func (b *cfgBuilder) through(f *finallyClause, to int) int {
	if n, ok := f.copies[to]; ok {
		return n
	}
	if len(f.copies) > 0 && b.depth >= maxFinallyDepth {
		return f.first
	}
	saved := b.jumpCtx
	b.jumpCtx = f.ctx
	b.depth++
	n := b.stmt(f.s, to)
	b.depth--
	b.jumpCtx = saved
	if len(f.copies) == 0 {
		f.first = n
	}
	f.copies[to] = n
	return n
}

// try lowers a try statement. Every exit of its body, handlers and else
// clause passes through the finally clause (rules 8–9): a fall-through, a
// return, a raise or an exception no handler matches, a break and a continue
// each enter a copy of the finally clause that goes on to where the exit was
// going. Copies keep paths apart (a definition before a return does not
// reach the statement after the try); ControlDeps treats a statement's
// copies as one node, so the finally body depends on no jump or guard of
// the try, while what follows the try still depends on the jumps that skip
// it.
func (b *cfgBuilder) try(s *ir.Stmt, next int) int {
	n := b.node(s)
	outer := b.jumpCtx
	inner := outer // the context of the body, the handlers and the else clause
	after := next
	propagate := b.raiseTarget() // where an exception no handler matches goes
	if s.Finally != nil {
		f := &finallyClause{s: s.Finally, ctx: outer, copies: map[int]int{}}
		after = b.through(f, next)
		propagate = b.through(f, propagate)
		pass := func(t dest) dest { return func() int { return b.through(f, t()) } }
		inner.ret = pass(outer.ret)
		// Every enclosing loop's and switch's jumps leave through finally
		// (a labelled break may leave an outer one); a copy is made only
		// for the jumps that exist.
		inner.loops = make([]loopCtx, len(outer.loops))
		for i, l := range outer.loops {
			l.brk, l.cont = pass(l.brk), pass(l.cont)
			inner.loops[i] = l
		}
		// Exceptions raised in the handlers and the else clause go through
		// finally too.
		inner.handlers = push(outer.handlers, fixed(propagate))
		inner.raiseCtl = push(outer.raiseCtl, fixed(propagate))
	}
	b.jumpCtx = inner
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
	// A try with no handler and no raise in its body has no exception
	// path: an exception raised inside a callee is not modelled (rule 9),
	// so its finally clause runs only on the body's own exits, and a
	// definition before the try does not reach it past a body that kills
	// it (js-v73/09).
	implicit := len(s.Handlers) > 0 || raises(s.Body)
	switch {
	case !implicit:
		// Its statements raise past it, as before the try.
		b.handlers, b.raiseCtl = outer.handlers, outer.raiseCtl
	case len(s.Handlers) > 0 && !endsInJump(s.Handlers[0].Body):
		b.handlers = push(b.handlers, fixed(firstHandler))
		b.raiseCtl = push(b.raiseCtl, fixed(after))
	default:
		b.handlers = push(b.handlers, fixed(firstHandler))
		b.raiseCtl = push(b.raiseCtl, fixed(firstHandler))
	}
	body := b.block(s.Body, elseEntry)
	b.jumpCtx = outer
	b.edge(n, body, true, true)
	// The try header is a predicate: control reaches the body or, through
	// an exception, the handlers (rule 8: except headers depend on the try).
	// Without handlers an exception goes through finally on its way out,
	// which decides nothing after the try: for control the header is then
	// a region header with a non-executable edge past its body.
	switch {
	case len(s.Handlers) > 0:
		b.edge(n, firstHandler, true, true)
	case implicit:
		b.edge(n, firstHandler, true, false)
		b.edge(n, after, false, true)
	default:
		b.edge(n, after, false, true)
	}
	return n
}

// raises reports whether a raise (throw) statement lies in stmts, nested
// blocks included, nested scopes (Func) not.
func raises(stmts []*ir.Stmt) bool {
	for _, st := range stmts {
		if st == nil {
			continue
		}
		if st.Kind == ir.Raise ||
			raises(st.Body) || raises(st.Handlers) || raises([]*ir.Stmt{st.Else, st.TryElse, st.Finally}) {
			return true
		}
	}
	return false
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
//
// The copies of a statement of a finally clause count as one node Y: Y
// post-dominates n when every path from n to the exit meets a copy, and Y
// is control dependent on a when a has a successor that Y post-dominates (or
// that is a copy) and a path to the exit that meets none. A statement every
// exit of a try runs thus depends on no jump inside it. A deferred
// statement's nodes are not merged: where it stands it depends on its
// guards (whether it is deferred at all), and its copies on the way out
// lie on every path to the exit; its dependences are the union of theirs.
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
	copies := map[int][]int{} // canonical node -> its copies, itself included
	for i := 2; i < len(g.Nodes); i++ {
		if g.Nodes[i].Kind == ir.Defer {
			continue // each node its own: see below
		}
		if c := g.Canon(i); c != i {
			if copies[c] == nil {
				copies[c] = []int{c}
			}
			copies[c] = append(copies[c], i)
		}
	}
	copied := func(n int) bool { _, ok := copies[g.Canon(n)]; return n >= 2 && ok }
	for a, es := range g.Succ {
		for _, e := range es {
			if !e.Ctrl {
				continue
			}
			stop := ipdom[a]
			for r := e.To; r != stop && r != -1 && r != Exit; r = ipdom[r] {
				if !copied(r) {
					add(r, a)
				}
			}
		}
	}
	if len(copies) > 0 {
		pred := make([][]int, len(g.Nodes))
		for from, es := range g.Succ {
			for _, e := range es {
				if e.Ctrl {
					pred[e.To] = append(pred[e.To], from)
				}
			}
		}
		canons := make([]int, 0, len(copies))
		for c := range copies {
			canons = append(canons, c)
		}
		sort.Ints(canons)                  // deterministic dependence order
		free := make([]bool, len(g.Nodes)) // reaches the exit without meeting Y
		for _, c := range canons {
			ys := copies[c]
			in := map[int]bool{}
			for _, y := range ys {
				in[y] = true
			}
			clear(free)
			free[Exit] = true
			stack := []int{Exit}
			for len(stack) > 0 {
				v := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for _, p := range pred[v] {
					if !free[p] && !in[p] {
						free[p] = true
						stack = append(stack, p)
					}
				}
			}
			for a, es := range g.Succ {
				if !free[a] {
					continue
				}
				for _, e := range es {
					if e.Ctrl && !free[e.To] {
						for _, y := range ys {
							add(y, a)
						}
						break
					}
				}
			}
		}
	}
	for c, h := range g.ContinueHeader {
		add(h, c)
	}
	// Rule 8: an except header is control dependent on its try header
	// only. A raise in the try body goes to the handlers (a real and a
	// control edge, so that what the handler's own jumps skip after the
	// try depends on the raise's guard, rule 9), which would make the
	// header control dependent on the raise as on any predicate: dropped.
	for v, on := range cd {
		if v >= 2 && g.Nodes[v] != nil && g.Nodes[v].Kind == ir.Except {
			cd[v] = slices.DeleteFunc(on, func(a int) bool { return a >= 2 && g.Nodes[a] != nil && g.Nodes[a].Kind == ir.Raise })
		}
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
