package planner

import (
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// Execute runs the chosen plan, measures its real output tokens and, when
// they exceed the budget although the estimate fit, falls back to the next
// candidate (at most MaxExecutions plans run). The accepted plan's
// statements are then pruned by relevance when they do not fit, or, when
// they use less than FillShare of the budget and the default full slice is
// larger, topped up from it. The output never exceeds the budget.
//
// Pruning keeps a prefix of the statements in relevance order in which
// every statement comes after its control-dependence parents and the
// def line of its scope, so a kept statement's guards are kept
// (syntax integrity and rule 9).
func (p *Planner) Execute(pl *Plan) error {
	req := pl.Request
	start := time.Now()
	x := &executor{p: p, pl: pl, pool: map[int64]queries.Stmt{}}
	req.Optimizer.ShareCache()
	if req.Optimizer.Language != nil && req.Optimizer.Source != nil {
		x.warm(req.Criterion.File, nil)
		defer x.warming.Wait()
	}
	var first, accepted *Candidate
	chosenBefore := pl.Chosen
	for _, c := range pl.Candidates {
		if pl.Executions == MaxExecutions || (!c.Fits && first != nil) {
			break
		}
		if c.Fits && c.Shape.Depth > req.Criterion.Depth && req.Only == "" {
			// The seed policy on actuals: a slice only grows with depth,
			// so a deeper plan cannot stay under half the budget when the
			// default depth's output alone does not. The default depth
			// runs first (with a memo, its closures serve the deeper run).
			n, err := x.defaultTokens(c)
			var big *queries.TooLargeError
			if errors.As(err, &big) {
				c.Fits = false
				c.Verdict = fmt.Sprintf("seed policy on actuals: depth %d > %d, and depth %d is too large already", c.Shape.Depth, req.Criterion.Depth, req.Criterion.Depth)
				continue
			} else if err != nil {
				return err
			}
			if 2*n > req.Budget {
				c.Fits = false
				c.Verdict = fmt.Sprintf("seed policy on actuals: depth %d > %d needs < budget/2 tokens (%d), depth %d already holds %d", c.Shape.Depth, req.Criterion.Depth, req.Budget/2, req.Criterion.Depth, n)
				continue
			}
		}
		stmts, err := x.run(c)
		var big *queries.TooLargeError
		if errors.As(err, &big) {
			c.Verdict = fmt.Sprintf("too large: stopped past %d SDG vertices (%.1f per token of budget)", big.Max, MaxVerticesPerToken)
			continue
		}
		if err != nil {
			return err
		}
		if first == nil {
			first = c
		}
		if c.Actual.Tokens == 0 { // not rendered yet by defaultTokens
			out, err := x.render(stmts, c, false)
			if err != nil {
				return err
			}
			c.Actual.Tokens = out.tokens
		}
		if c.Actual.Tokens <= req.Budget || !c.Fits {
			accepted = c
			break
		}
		c.Verdict = fmt.Sprintf("estimate wrong: est %d, actual %d tokens > budget %d", c.EstTokens, c.Actual.Tokens, req.Budget)
	}
	if accepted == nil {
		accepted = first
	}
	pl.Chosen = accepted
	if accepted != chosenBefore {
		accepted.Verdict = "chosen (fallback)"
	}
	core := x.runs[accepted.Name]
	pl.FullRows = len(core)
	seq := x.order(core, nil)
	// Top up when the accepted plan leaves budget unused: from every plan
	// that ran (a larger one may have been refused for its size) and, when
	// the accepted plan is a reduced one, from the default full slice (run
	// for it unless a plan that ran holds more than the budget already).
	if accepted.Actual.Tokens < int(FillShare*float64(req.Budget)) && req.Only == "" {
		fillName := Shape{Depth: req.Criterion.Depth}.Name()
		reduced := accepted.Shape.Thin || accepted.Shape.SigBeyond > 0 || accepted.Shape.Depth < req.Criterion.Depth
		// The default slice runs for the fill only when the plans that ran
		// cannot fill the budget themselves: one whose unpruned output
		// exceeds the budget already holds more than the fill can take.
		enough := false
		for _, c := range pl.Candidates {
			if _, ran := x.runs[c.Name]; ran && c.Actual != nil && c.Actual.Tokens > req.Budget {
				enough = true
			}
		}
		if _, ok := x.runs[fillName]; !ok && reduced && !enough {
			var fc *Candidate
			for _, c := range pl.Candidates {
				if c.Name == fillName {
					fc = c
				}
			}
			if fc == nil {
				fc = &Candidate{Shape: Shape{Depth: req.Criterion.Depth}, Name: fillName, Verdict: "ran to fill the budget"}
			}
			var big *queries.TooLargeError
			if _, err := x.run(fc); err != nil && !errors.As(err, &big) {
				return err
			}
		}
		var names []string
		var rest []queries.Stmt
		for name, stmts := range x.runs {
			if name != accepted.Name && !containsAll(seq, stmts) {
				names = append(names, name)
			}
		}
		sort.Strings(names)
		for _, name := range names {
			rest = append(rest, x.runs[name]...)
		}
		if extra := x.order(dedup(rest), seq); len(extra) > 0 {
			pl.Filled = strings.Join(names, ", ")
			seq = append(seq, extra...)
		}
	}
	pl.FullRows = len(dedup(seq))
	if err := x.fit(seq, accepted); err != nil {
		return err
	}
	if n := req.Tokenizer.Count(pl.Text); n != pl.Tokens {
		// The piece count and the tokenizer disagree on this output: fit
		// again counting exactly, so the budget holds to the token.
		x.exact = true
		if err := x.fit(seq, accepted); err != nil {
			return err
		}
	}
	pl.QueryMS = x.queryMS
	pl.OptMS = x.optMS
	pl.PlanMS += msSince(start) - x.queryMS - x.optMS
	return nil
}

// sliceKey names the slice a plan filters: its depth and thinness.
type sliceKey struct {
	depth int
	thin  bool
}

type executor struct {
	p      *Planner
	slices map[sliceKey]*queries.Result
	// tooLarge: the slices stopped at the vertex bound
	tooLarge map[sliceKey]*queries.TooLargeError
	pl       *Plan
	runs     map[string][]queries.Stmt
	pool     map[int64]queries.Stmt
	edges    []queries.Edge
	callees  []optimizer.Callee
	fetched  map[int64]bool
	queryMS  float64
	optMS    float64
	pieces   *tokens.PieceCounter // count's cache of pieces
	exact    bool                 // count with the tokenizer itself
	// warming waits for the outlines warm starts (Execute returns only
	// once they end); warmed lists the files already given to it.
	warming sync.WaitGroup
	warmed  map[string]bool
}

// warm parses, in the background, the outlines of the files of stmts (or
// file) that no earlier call asked for, into the optimizer's cache: the
// criterion's file while the first slice's queries run, a slice's files
// while its edges and callees are fetched. A render that needs a file
// being parsed waits for that parse rather than parsing again
// (optimizer.Cache). On the MCP benchmark's slices, outlines took 14 ms of
// a request on average, the engine's queries 50 ms.
func (x *executor) warm(file string, stmts []queries.Stmt) {
	if x.warmed == nil {
		x.warmed = map[string]bool{}
	}
	var paths []string
	add := func(f string) {
		if f != "" && !x.warmed[f] {
			x.warmed[f] = true
			paths = append(paths, f)
		}
	}
	add(file)
	for _, s := range stmts {
		add(s.File)
	}
	if len(paths) == 0 {
		return
	}
	in := x.pl.Request.Optimizer // Execute gave it a shared cache
	x.warming.Add(1)
	go func() {
		defer x.warming.Done()
		in.Warm(paths, 2)
	}()
}

// defaultTokens runs and renders the plan of c's shape at the request's
// default depth (the candidate of that name, or a new one) and returns the
// tokens of its unpruned output: a lower bound of every deeper plan's of
// the same thinness, whose slice holds it.
func (x *executor) defaultTokens(c *Candidate) (int, error) {
	sh := c.Shape
	sh.Depth = x.pl.Request.Criterion.Depth
	name := sh.Name()
	var dc *Candidate
	for _, o := range x.pl.Candidates {
		if o.Name == name {
			dc = o
		}
	}
	if dc == nil {
		dc = &Candidate{Shape: sh, Name: name}
	}
	stmts, err := x.run(dc)
	if err != nil {
		return 0, err
	}
	if dc.Actual.Tokens == 0 {
		out, err := x.render(stmts, dc, false)
		if err != nil {
			return 0, err
		}
		dc.Actual.Tokens = out.tokens
	}
	return dc.Actual.Tokens, nil
}

// run executes one candidate's slice and records its actuals.
func (x *executor) run(c *Candidate) ([]queries.Stmt, error) {
	if x.runs == nil {
		x.runs = map[string][]queries.Stmt{}
	}
	if s, ok := x.runs[c.Name]; ok {
		return s, nil
	}
	crit := x.pl.Request.Criterion
	crit.Depth, crit.Thin = c.Shape.Depth, c.Shape.Thin
	if crit.Depth > 0 && x.pl.Request.Only == "" {
		crit.MaxVertices = max(MinVertexCap, int(MaxVerticesPerToken*float64(x.pl.Request.Budget)))
	}
	t := time.Now()
	// Plans that differ only in SigBeyond filter the same slice: it runs
	// once per depth and thinness.
	key := sliceKey{crit.Depth, crit.Thin}
	// A slice stopped at the vertex bound stops again at this depth and
	// any deeper one (slices grow with depth).
	for k, big := range x.tooLarge {
		if k.thin == key.thin && k.depth <= key.depth {
			return nil, big
		}
	}
	res, shared := x.slices[key]
	if !shared {
		var err error
		if res, err = x.p.Engine.Slice(crit); err != nil {
			var big *queries.TooLargeError
			if errors.As(err, &big) {
				if x.tooLarge == nil {
					x.tooLarge = map[sliceKey]*queries.TooLargeError{}
				}
				x.tooLarge[key] = big
			}
			return nil, err
		}
		if x.slices == nil {
			x.slices = map[sliceKey]*queries.Result{}
		}
		x.slices[key] = res
		x.pl.Warnings = append(x.pl.Warnings, res.Warnings...)
	}
	stmts := res.Stmts
	if k := c.Shape.SigBeyond; k > 0 {
		kept := stmts[:0:0]
		for _, s := range stmts {
			if s.Distance <= k || s.FuncID == x.pl.Stats.FuncID || s.Kind == "def" || s.Kind == "class" || s.Target {
				kept = append(kept, s)
			}
		}
		stmts = kept
	}
	x.pl.Executions++
	act := &Actual{Rows: len(stmts), Steps: res.Steps, Vertices: res.Vertices, Shared: shared}
	for _, s := range res.Steps {
		act.QueryMS += s.MS
	}
	if shared {
		act.QueryMS = 0
	}
	c.Actual = act
	x.runs[c.Name] = stmts
	if x.warmed != nil {
		x.warm("", stmts)
	}
	for _, s := range stmts {
		if _, ok := x.pool[s.ID]; !ok {
			x.pool[s.ID] = s
		}
	}
	x.queryMS += msSince(t)
	return stmts, nil
}

// fetch loads the edges and callees of the pool's statements (once per
// pool growth).
func (x *executor) fetch() error {
	if x.fetched == nil {
		x.fetched = map[int64]bool{}
	}
	if len(x.fetched) == len(x.pool) {
		return nil
	}
	t := time.Now()
	pool := make([]queries.Stmt, 0, len(x.pool))
	for id, s := range x.pool {
		pool = append(pool, s)
		x.fetched[id] = true
	}
	edges, err := x.p.Engine.Edges(pool)
	if err != nil {
		return err
	}
	x.edges = edges
	sites, err := x.p.Engine.Callees(pool)
	if err != nil {
		return err
	}
	x.callees = x.callees[:0]
	for _, c := range sites {
		x.callees = append(x.callees, optimizer.Callee(c))
	}
	x.pl.FetchMS += msSince(t)
	x.queryMS += msSince(t)
	return nil
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

type rendered struct {
	out    *optimizer.Output
	text   string
	tokens int
}

// render runs the optimizer on stmts and formats the result.
func (x *executor) render(stmts []queries.Stmt, c *Candidate, pruned bool) (*rendered, error) {
	if err := x.fetch(); err != nil {
		return nil, err
	}
	t := time.Now()
	defer func() { x.optMS += msSince(t) }()
	req := x.pl.Request
	in := req.Optimizer
	in.Criterion = req.Criterion
	in.Stmts = append([]queries.Stmt(nil), stmts...)
	queries.SortByPlace(in.Stmts)
	in.Edges = x.edges
	in.Callees = x.callees
	// A statement set holding the whole default full slice is exact,
	// whichever plan produced it.
	if full, ok := x.runs[Shape{Depth: req.Criterion.Depth}.Name()]; ok && containsAll(stmts, full) {
		in.Approximate = nil
	} else {
		in.Approximate = approximations(c.Shape, pruned)
	}
	out, err := optimizer.Run(&in)
	if err != nil {
		return nil, err
	}
	var text string
	if req.Render != nil {
		text = req.Render(x.pl, out)
	} else {
		text = out.Format(req.Format)
	}
	return &rendered{out: out, text: text, tokens: x.count(text)}, nil
}

// count returns the tokens of text. Renders of one query share most of
// their lines, so they are counted by pieces (tokens.PieceCounter, its
// cache kept across the executor's renders), which agrees with the
// tokenizer on code (TestPieceCounterExact); Execute checks the chosen
// output with the tokenizer itself and counts exactly from then on if the
// two ever disagree (exact).
func (x *executor) count(text string) int {
	tok := x.pl.Request.Tokenizer
	if x.exact {
		return tok.Count(text)
	}
	if x.pieces == nil {
		x.pieces = tokens.NewPieceCounter(tok)
	}
	return x.pieces.Count(text)
}

func approximations(s Shape, pruned bool) []string {
	var out []string
	if s.Thin {
		out = append(out, "thin slice: control dependences left out")
	}
	if s.Depth == 0 {
		out = append(out, "intraprocedural slice: callees shown as stubs")
	}
	if s.SigBeyond > 0 {
		out = append(out, fmt.Sprintf("statements beyond distance %d shown as signatures", s.SigBeyond))
	}
	if pruned {
		out = append(out, "pruned to the token budget")
	}
	return out
}

// order returns the statements of stmts not in skip, most relevant first,
// each preceded by its control-dependence parents and its scope's def
// line (when they are among stmts); the criterion's statements lead.
func (x *executor) order(stmts []queries.Stmt, skip []queries.Stmt) []queries.Stmt {
	req := x.pl.Request
	if err := x.fetch(); err != nil {
		return stmts
	}
	in := map[int64]queries.Stmt{}
	for _, s := range stmts {
		in[s.ID] = s
	}
	done := map[int64]bool{}
	for _, s := range skip {
		done[s.ID] = true
	}
	parents := map[int64][]int64{}
	for _, e := range x.edges {
		if e.Kind == "CTRL" {
			parents[e.To] = append(parents[e.To], e.From)
		}
	}
	score := map[int64]float64{}
	byRel := append([]queries.Stmt(nil), stmts...)
	for _, s := range byRel {
		score[s.ID] = req.Relevance(s)
	}
	sort.SliceStable(byRel, func(i, j int) bool {
		a, b := byRel[i], byRel[j]
		if a.Target != b.Target {
			return a.Target
		}
		if score[a.ID] != score[b.ID] {
			return score[a.ID] > score[b.ID]
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
	var out []queries.Stmt
	// The criterion's statements lead on their own (the optimizer shows
	// their enclosing headers in any case), so a budget too small for
	// their guards still holds them.
	for _, s := range byRel {
		if s.Target && !done[s.ID] {
			done[s.ID] = true
			out = append(out, s)
		}
	}
	var visit func(s queries.Stmt)
	visit = func(s queries.Stmt) {
		if done[s.ID] {
			return
		}
		done[s.ID] = true
		if d, ok := in[s.ScopeDef]; ok {
			visit(d)
		}
		for _, p := range parents[s.ID] {
			if ps, ok := in[p]; ok {
				visit(ps)
			}
		}
		out = append(out, s)
	}
	for _, s := range byRel {
		visit(s)
	}
	return out
}

// MaxTopUp bounds the single-statement additions tried after the
// binary search, to use budget a statement too large to fit left free.
const MaxTopUp = 24

// fit keeps the longest prefix of seq whose output fits the budget
// (binary search: output grows with the prefix), then adds further
// statements as trying them one by one would (topUp), and records the
// result in the plan.
func (x *executor) fit(seq []queries.Stmt, c *Candidate) error {
	pl, budget := x.pl, x.pl.Request.Budget
	full := len(x.runs[c.Name])
	try := func(stmts []queries.Stmt) (*rendered, error) {
		return x.render(stmts, c, len(stmts) < full || !containsAll(stmts, x.runs[c.Name]))
	}
	all, err := try(seq)
	if err != nil {
		return err
	}
	best, bestN := all, len(seq)
	if all.tokens > budget {
		lo, hi := 0, len(seq) // lo fits (maybe empty), hi does not
		best = nil
		for hi-lo > 1 {
			mid := (lo + hi) / 2
			r, err := try(seq[:mid])
			if err != nil {
				return err
			}
			if r.tokens <= budget {
				lo, best = mid, r
			} else {
				hi = mid
			}
		}
		bestN = lo
		if best == nil {
			r, err := try(seq[:0])
			if err != nil {
				return err
			}
			best = r
			if r.tokens > budget {
				return fmt.Errorf("%w: even an empty output takes %d tokens > %d", ErrNoPlan, r.tokens, budget)
			}
		}
		kept := append([]queries.Stmt(nil), seq[:bestN]...)
		kept, best, err = x.topUp(seq, bestN+1, kept, best, try)
		if err != nil {
			return err
		}
		// A slice without its criterion answers another question: refuse
		// it, and say what the smallest output with the criterion takes.
		if last := lastCriterion(seq); last >= 0 && !containsAll(kept, criterionStmts(seq)) {
			need := 0
			if r, err := try(seq[:last+1]); err == nil {
				need = r.tokens
			}
			return &CriterionBudgetError{Budget: budget, Need: need}
		}
		pl.Stmts = kept
		pl.Pruned = true
	} else {
		pl.Stmts = seq[:bestN]
	}
	queries.SortByPlace(pl.Stmts)
	pl.Output, pl.Text, pl.Tokens = best.out, best.text, best.tokens
	return nil
}

// CriterionBudgetError is a budget too small for the criterion's own
// statement (with the lines that frame it): the planner refuses rather
// than answer a slice without it (issue 11). Need is the tokens of the
// smallest output that holds it (0 when unknown).
type CriterionBudgetError struct {
	Budget, Need int
}

func (e *CriterionBudgetError) Error() string {
	if e.Need > 0 {
		return fmt.Sprintf("budget of %d tokens cannot hold the criterion's statement: it needs %d; use --budget %d or more", e.Budget, e.Need, e.Need)
	}
	return fmt.Sprintf("budget of %d tokens cannot hold the criterion's statement; use a larger --budget", e.Budget)
}

// Unwrap makes the error an ErrNoPlan.
func (e *CriterionBudgetError) Unwrap() error { return ErrNoPlan }

// criterionStmts are the statements at distance 0 (the criterion).
func criterionStmts(seq []queries.Stmt) []queries.Stmt {
	var out []queries.Stmt
	for _, s := range seq {
		if s.Distance == 0 && s.Scored {
			out = append(out, s)
		}
	}
	return out
}

// lastCriterion is the index in seq of the last criterion statement, -1
// when there is none.
func lastCriterion(seq []queries.Stmt) int {
	last := -1
	for i, s := range seq {
		if s.Distance == 0 && s.Scored {
			last = i
		}
	}
	return last
}

// topUp fills the budget after the largest fitting prefix of seq: from
// seq[from] on, each statement whose scope's def is kept (parentsIn) is
// added when the output with it still fits, until the output reaches
// FillShare of the budget or MaxTopUp statements were tried. It gives what
// trying them one by one gives, with fewer renders: an output's tokens
// grow with the statements it holds, so it renders growing prefixes of a
// run of the next candidates (1, 2, 4, ...) and, once one overshoots (past
// the budget, or past FillShare where one by one would have stopped),
// binary-searches the shortest prefix that does: O(log n) renders for n
// candidates kept, one for a candidate that does not fit.
func (x *executor) topUp(seq []queries.Stmt, from int, kept []queries.Stmt, best *rendered,
	try func([]queries.Stmt) (*rendered, error)) ([]queries.Stmt, *rendered, error) {
	budget := x.pl.Request.Budget
	fill := FillShare * float64(budget)
	stop := func(r *rendered) bool { return r.tokens > budget || float64(r.tokens) >= fill }
	with := func(run []queries.Stmt) []queries.Stmt {
		return append(append([]queries.Stmt(nil), kept...), run...)
	}
	tried := 0
	for i := from; i < len(seq) && tried < MaxTopUp && float64(best.tokens) < fill; {
		// The run: the next candidates, each eligible once those before
		// it are kept, as one by one would find them.
		var run []queries.Stmt
		var at []int
		j := i
		for ; j < len(seq) && tried+len(run) < MaxTopUp; j++ {
			if parentsIn(seq[j], with(run), seq) {
				run = append(run, seq[j])
				at = append(at, j)
			}
		}
		if len(run) == 0 {
			break
		}
		// Gallop: prefixes of 1, 2, 4, ... candidates, until one stops
		// (or the whole run does not), then binary search below it, so a
		// candidate that does not fit costs one render, as one by one.
		lo, loR := 0, best // stop(prefix lo) is false
		hi, hiR := 0, (*rendered)(nil)
		for k := 1; ; k *= 2 {
			k = min(k, len(run))
			r, err := try(with(run[:k]))
			if err != nil {
				return nil, nil, err
			}
			if stop(r) {
				hi, hiR = k, r
				break
			}
			lo, loR = k, r
			if k == len(run) {
				break
			}
		}
		if hiR == nil { // the whole run fits below FillShare
			kept, best, tried, i = with(run), loR, tried+len(run), j
			continue
		}
		for hi-lo > 1 {
			mid := (lo + hi) / 2
			m, err := try(with(run[:mid]))
			if err != nil {
				return nil, nil, err
			}
			if stop(m) {
				hi, hiR = mid, m
			} else {
				lo, loR = mid, m
			}
		}
		if hiR.tokens <= budget { // run[:hi] fits and fills: one by one ends here
			return with(run[:hi]), hiR, nil
		}
		kept, best = with(run[:lo]), loR
		tried += hi // run[hi-1] was tried and did not fit
		i = at[hi-1] + 1
	}
	return kept, best, nil
}

// parentsIn reports whether the statements s needs before it in seq (those
// placed before it by order) that are its scope def are already kept.
func parentsIn(s queries.Stmt, kept, seq []queries.Stmt) bool {
	if s.ScopeDef < 0 {
		return true
	}
	inSeq := false
	for _, t := range seq {
		if t.ID == s.ScopeDef {
			inSeq = true
		}
	}
	if !inSeq {
		return true
	}
	for _, k := range kept {
		if k.ID == s.ScopeDef {
			return true
		}
	}
	return false
}

func dedup(stmts []queries.Stmt) []queries.Stmt {
	seen := map[int64]bool{}
	out := stmts[:0:0]
	for _, s := range stmts {
		if !seen[s.ID] {
			seen[s.ID] = true
			out = append(out, s)
		}
	}
	return out
}

func containsAll(have, want []queries.Stmt) bool {
	ids := map[int64]bool{}
	for _, s := range have {
		ids[s.ID] = true
	}
	for _, s := range want {
		if !ids[s.ID] {
			return false
		}
	}
	return true
}
