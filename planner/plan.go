package planner

import (
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"sort"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// Request is one planning problem: a criterion, a hard budget in output
// tokens of the given format, and how to score and render.
type Request struct {
	Criterion queries.Criterion // Depth is the default depth of the seed policy (3 when 0 is not asked for)
	Budget    int               // tokens, > 0
	Format    string            // optimizer.Formats
	Weights   Weights
	Now       time.Time // for recency
	// Coverage is test-coverage evidence per line for the relevance term
	// Weights.Coverage (nil: none).
	Coverage Evidence
	// ExactDepth forbids plans deeper than Criterion.Depth (the depth was
	// asked for explicitly; slicing-rules.md rule 15 makes it part of the
	// slice's definition). Without it the seed policy may go to MaxDepth.
	ExactDepth bool
	// SigDistance is k of the "+signatures" plans (dependence edges).
	SigDistance int
	// Only, when set, restricts the candidates to the plan of that name
	// (the --plan flag); its output is pruned but never topped up.
	Only      string
	Tokenizer *tokens.Tokenizer
	// Optimizer carries the source reader and pass settings; the planner
	// fills its statements, edges and callees.
	Optimizer optimizer.Input
	// Render, when set, produces the final output text from the optimizer's
	// result (the CLI's JSON document); the budget counts its tokens.
	// Default: the optimizer's Format(Format).
	Render func(pl *Plan, out *optimizer.Output) string
}

// Relevance scores statement s for this request: Weights.Relevance plus
// the coverage term.
func (r *Request) Relevance(s queries.Stmt) float64 {
	return r.Weights.Relevance(s, r.Now) + r.Weights.Coverage*r.Coverage.Of(s)
}

// Candidate is one plan considered for a request.
type Candidate struct {
	Shape     Shape
	Name      string
	Prior     float64 // expected relevance of the full plan (Shape.Prior)
	EstRows   int
	EstTokens int
	Expected  float64 // Prior · min(1, budget/EstTokens)
	Fits      bool    // EstTokens <= budget (and the seed policy allows it)
	Verdict   string  // "chosen", or why it lost
	Cypher    []string
	Actual    *Actual // set when the plan ran
}

// Actual is what a plan measured when it ran.
type Actual struct {
	Rows     int     // statements of the plan's slice
	Tokens   int     // tokens of its unpruned formatted output
	QueryMS  float64 // Cypher time (0 when Shared)
	Steps    []queries.Step
	Vertices int
	// Shared: the plan filtered the slice of an earlier plan of the same
	// depth and thinness (it differs only in SigBeyond) and ran no query.
	Shared bool
}

// Plan is the planner's decision and, once executed, its result.
type Plan struct {
	Request    *Request
	Stats      *Stats
	Candidates []*Candidate // in order of preference
	Chosen     *Candidate
	StatsMS    float64
	// Set by Execute.
	Stmts      []queries.Stmt    // statements kept
	FullRows   int               // statements the output was chosen from (the chosen plan's, plus any it was topped up from)
	Output     *optimizer.Output // optimizer result for Stmts
	Text       string            // the formatted output
	Tokens     int               // tokens of Text (<= Budget)
	Filled     string            // plan whose statements filled the remaining budget, "" when none
	Pruned     bool              // the chosen plan's statements did not all fit
	Warnings   []string
	PlanMS     float64 // planning and pruning time, queries excluded
	QueryMS    float64 // Cypher time of all executed plans, FetchMS included
	FetchMS    float64 // Cypher time fetching edges and callees for the optimizer
	OptMS      float64 // optimizer time
	Executions int
}

// Planner chooses and runs slice plans over one index.
type Planner struct {
	Engine *queries.Engine
	// Fusion overrides DefaultFusion in Retrieve (nil: the default).
	Fusion *Fusion
}

// DefaultDepth is the seed policy's depth.
const DefaultDepth = 3

// FillShare is the least share of the budget the output uses when the
// full slice is larger than the budget.
const FillShare = 0.9

// MaxExecutions bounds the plans run for one request (estimate fallbacks).
const MaxExecutions = 3

// MaxVerticesPerToken bounds the SDG vertices a plan's slice may reach per
// token of budget (plans of depth 1 and more; at least MinVertexCap): past
// it the engine stops (queries.Criterion.MaxVertices) and the plan is
// given up as too large, without rendering, and the next candidate runs.
// Calibration: rendered slices of the standard library take 14-16 tokens
// per reached vertex (json/decoder.py:340 at depths 2-5: 416 vertices,
// 6,531 tokens; 1,714 vertices, 25,778 tokens), so a slice stopped at half
// a vertex per token would have rendered to about 7 times the budget, and
// pruning it to the budget was the alternative. On the MCP benchmark's
// criteria at 1,900 tokens the slowest requests spent 400-620 ms of
// Cypher on depth-3 and depth-2 slices they then dropped for depth 1 or
// the intraprocedural slice.
const MaxVerticesPerToken = 0.5

// MinVertexCap is the smallest vertex bound MaxVerticesPerToken gives.
const MinVertexCap = 200

// Stats reads the cost-model statistics of the criterion's line. It
// returns a *queries.CriterionError when the line holds no statement.
func (p *Planner) Stats(c queries.Criterion) (*Stats, error) {
	rows, err := p.Engine.DB.Query(queries.Cypher("plan_criterion"), map[string]any{"file": c.File, "line": int64(c.Line)})
	if err != nil {
		return nil, err
	}
	if len(rows.Data) == 0 {
		// Let the engine produce its precise error (unknown file, nearest lines).
		if _, err := p.Engine.Slice(queries.Criterion{File: c.File, Line: c.Line, Var: c.Var, Direction: c.Direction}); err != nil {
			return nil, err
		}
		return nil, &queries.CriterionError{Msg: fmt.Sprintf("%s:%d holds no statement", c.File, c.Line)}
	}
	st := &Stats{}
	for i, r := range rows.Data {
		st.StmtTokens += toInt(r[1])
		st.DataIn += toInt(r[2])
		st.DataOut += toInt(r[3])
		st.CtrlIn += toInt(r[4])
		st.CtrlOut += toInt(r[5])
		if i == 0 {
			st.FuncID = int64(toInt(r[6]))
			st.Func, _ = r[7].(string)
			st.FuncTokens, st.FuncStmts, st.CallsIn, st.CallsOut = toInt(r[8]), toInt(r[9]), toInt(r[10]), toInt(r[11])
		}
	}
	for _, dir := range []struct {
		q    string
		ring *[MaxDepth + 1]Ring
	}{{"plan_callers", &st.Up}, {"plan_callees", &st.Down}} {
		rows, err := p.Engine.ScopeRows(dir.q, "id", st.FuncID)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			l := toInt(r[1])
			if l < 1 || l > MaxDepth {
				continue
			}
			g := &dir.ring[l]
			g.Funcs++
			g.Tokens += toInt(r[2])
			g.Stmts += toInt(r[3])
			g.SigTokens += toInt(r[4])
		}
	}
	return st, nil
}

func toInt(v any) int {
	switch x := v.(type) {
	case int64:
		return int(x)
	case int32:
		return int(x)
	case int:
		return x
	case float64:
		return int(x)
	}
	return 0
}

// Shapes are the candidate plans for a criterion whose default depth is
// def: the full slice at depth 1..maxDepth, the thin slice at def, both
// with far statements as signatures, and the intraprocedural slice with
// callee stubs.
func Shapes(def, maxDepth, sigK int) []Shape {
	var out []Shape
	for d := 1; d <= maxDepth; d++ {
		out = append(out, Shape{Depth: d})
	}
	if def > 0 {
		out = append(out, Shape{Depth: def, SigBeyond: sigK})
	}
	out = append(out, Shape{Depth: def, Thin: true})
	if def > 0 {
		out = append(out, Shape{Depth: def, Thin: true, SigBeyond: sigK})
	}
	return append(out, Shape{Depth: 0})
}

// Plan enumerates and costs the candidates and chooses one, without
// running any slice: the plan with the highest expected relevance whose
// estimate fits the budget. Depths above the request's default are
// eligible only when their estimate stays under half the budget (seed
// policy). When no estimate fits, the plan with the highest expected
// relevance after pruning is chosen.
func (p *Planner) Plan(req *Request) (*Plan, error) {
	if req.Budget <= 0 {
		return nil, fmt.Errorf("budget must be a positive number of tokens, got %d", req.Budget)
	}
	if req.SigDistance <= 0 {
		req.SigDistance = 3
	}
	start := time.Now()
	st, err := p.Stats(req.Criterion)
	if err != nil {
		return nil, err
	}
	pl := &Plan{Request: req, Stats: st, StatsMS: msSince(start)}
	def := req.Criterion.Depth
	maxDepth := MaxDepth
	if req.ExactDepth {
		maxDepth = def
	}
	for _, s := range Shapes(def, maxDepth, req.SigDistance) {
		c := &Candidate{Shape: s, Name: s.Name(), Prior: s.Prior()}
		if req.Only != "" && c.Name != req.Only {
			continue
		}
		c.EstRows, c.EstTokens = st.Estimate(s, req.Format, req.Criterion.Direction)
		c.Expected = c.Prior * min(1, float64(req.Budget)/float64(max(1, c.EstTokens)))
		c.Fits = c.EstTokens <= req.Budget
		switch {
		case !c.Fits:
			c.Verdict = fmt.Sprintf("over budget (est %d > %d tokens)", c.EstTokens, req.Budget)
		case s.Depth > def && c.EstTokens*2 > req.Budget:
			c.Fits = false
			c.Verdict = fmt.Sprintf("seed policy: depth %d > %d needs est < budget/2 (%d > %d)", s.Depth, def, c.EstTokens, req.Budget/2)
		}
		c.Cypher = cypherOf(s, req.Criterion.Direction)
		pl.Candidates = append(pl.Candidates, c)
	}
	if len(pl.Candidates) == 0 {
		return nil, fmt.Errorf("no plan named %q (plans: %s)", req.Only, planNames(def, maxDepth, req.SigDistance))
	}
	sort.SliceStable(pl.Candidates, func(i, j int) bool {
		a, b := pl.Candidates[i], pl.Candidates[j]
		if a.Fits != b.Fits {
			return a.Fits
		}
		if a.Fits {
			return a.Prior > b.Prior
		}
		return a.Expected > b.Expected
	})
	pl.Chosen = pl.Candidates[0]
	pl.Chosen.Verdict = "chosen"
	for _, c := range pl.Candidates[1:] {
		if c.Verdict == "" {
			c.Verdict = fmt.Sprintf("lower relevance (%.2f < %.2f)", c.Prior, pl.Chosen.Prior)
		}
	}
	pl.PlanMS = msSince(start)
	return pl, nil
}

func planNames(def, maxDepth, k int) string {
	s := ""
	for i, sh := range Shapes(def, maxDepth, k) {
		if i > 0 {
			s += ", "
		}
		s += sh.Name()
	}
	return s
}

// cypherOf names the embedded queries a plan runs, in order.
func cypherOf(s Shape, dir queries.Direction) []string {
	var out []string
	for _, d := range []queries.Direction{queries.Backward, queries.Forward} {
		if dir != d && dir != queries.Both {
			continue
		}
		name := string(d)
		closure, rels := queries.ClosureTemplate(d == queries.Forward, s.Thin)
		out = append(out, closure+" over "+rels)
		if s.Depth > 0 {
			out = append(out, "cross_"+name)
		}
	}
	out = append(out, "func_edges", "func_callees")
	return out
}

func msSince(t time.Time) float64 { return float64(time.Since(t).Microseconds()) / 1000 }

// ErrNoPlan is returned when no plan produced output within the budget
// (the budget cannot hold even the criterion's own statement).
var ErrNoPlan = errors.New("no plan fits the budget")
