package planner

import (
	"fmt"
	"math"
	"time"

	"github.com/semantica/semantica/queries"
)

// Weights of the relevance score (RFC-06-SLICE, plus coverage):
//
//	relevance = Distance·1/(1+d) + Effect·effect + Recency·recency + Hotspot·hotspot + Coverage·coverage
//
// where d is the statement's PDG distance (dependence edges) from the
// criterion, effect is the statement's effect class (Stmt.Effect, from pdg.Effect at index time), recency is Recency,
// hotspot the enclosing scope's churn over the repository's largest, and
// coverage the statement's Evidence from a test run (Request.Coverage).
type Weights struct {
	Distance, Effect, Recency, Hotspot float64
	Coverage                           float64
}

// DefaultWeights are the RFC's weights; Coverage is 0, as no coverage is
// given by default.
var DefaultWeights = Weights{Distance: 0.5, Effect: 0.3, Recency: 0.1, Hotspot: 0.1}

// DefaultCoverageWeight is the Coverage weight when a coverage report is
// given and no weight is. With Distance 0.5 it makes a statement that ran
// (evidence 1) outrank one that did not and lies one dependence edge
// nearer, at every distance d ≥ 2 (0.5/(1+d) + 0.2 > 0.5/d), but not at
// d = 1 (0.45 < 0.5): the criterion's direct dependences stay first. A
// choice, not fitted: no corpus of failing runs was at hand.
const DefaultCoverageWeight = 0.2

func (w Weights) String() string {
	s := fmt.Sprintf("distance=%.2f effect=%.2f recency=%.2f hotspot=%.2f", w.Distance, w.Effect, w.Recency, w.Hotspot)
	if w.Coverage != 0 {
		s += fmt.Sprintf(" coverage=%.2f", w.Coverage)
	}
	return s
}

// Recency of a change at lastChange (Unix seconds; 0 unknown) seen at now:
// 1.0 within 7 days, 0.5 within 30, 0.2 within 90, else 0 (RFC-06-SLICE).
func Recency(lastChange int64, now time.Time) float64 {
	if lastChange <= 0 {
		return 0
	}
	age := now.Sub(time.Unix(lastChange, 0))
	switch {
	case age <= 7*24*time.Hour:
		return 1
	case age <= 30*24*time.Hour:
		return 0.5
	case age <= 90*24*time.Hour:
		return 0.2
	}
	return 0
}

// Relevance scores one statement of a slice.
func (w Weights) Relevance(s queries.Stmt, now time.Time) float64 {
	return w.Distance/(1+float64(s.Distance)) + w.Effect*s.Effect + w.Recency*Recency(s.LastChange, now) + w.Hotspot*s.Hotspot
}

// Stats are the index statistics the cost model reads for one criterion.
type Stats struct {
	Func              string // qualified name of the criterion's scope
	FuncID            int64
	FuncTokens        int // tokens of the scope's span
	FuncStmts         int // statements of its own body
	CallsIn, CallsOut int
	StmtTokens        int // tokens of the criterion's statements
	DataIn, DataOut   int // DATA fan-in / fan-out of the criterion's statements
	CtrlIn, CtrlOut   int
	Up, Down          [MaxDepth + 1]Ring // callers / callees at each call distance (index 0 unused)
}

// Ring sums the scopes at one call distance from the criterion's scope.
type Ring struct {
	Funcs, Tokens, Stmts, SigTokens int
}

// MaxDepth is the deepest interprocedural depth the planner considers.
const MaxDepth = 5

// Cost-model constants. The unit is the token of the final formatted
// output. They were fitted on 200 criteria of the Python 3.11 standard
// library (benchmarks.BenchmarkPlanner, `semantica bench plan`): medians of
// actual over predicted, then rounded. Estimates are meant to rank plans
// and to avoid running ones that cannot fit; a wrong estimate costs one
// extra plan execution (the executor falls back), never a budget overrun.
const (
	// ownShare is the share of the criterion scope's tokens in its
	// intraprocedural slice.
	ownShare = 0.45
	// upShare and downShare are the shares of a caller's / callee's tokens
	// a slice brings in per call level (a slice enters a caller at one call
	// site and a callee through the parameters it uses).
	upShare   = 0.08
	downShare = 0.25
	// rowsPerToken converts estimated statement tokens into statements
	// (rows): the mean statement is about 12 tokens in the standard library.
	rowsPerToken = 1.0 / 12
	// thinShare is a thin slice's size relative to the full slice at the
	// same depth. Calibrated with bench plan (200 criteria, budgets 1,000 /
	// 4,000 / 8,000): with 0.05, the median actual/estimated tokens of
	// thin(depth=3) was 11.7, so thin plans looked cheap, ran, came out over
	// budget and sent the request to a fallback; with 0.5 it is 1.11 (the
	// def-use chains of a depth-3 slice carry about half of its tokens).
	thinShare = 0.5
	// sigOverhead is output tokens per signature token of a scope shown as
	// a stub (its header, the omission line, the file header).
	sigOverhead = 2.2
	// minOutput is the least output beside the criterion's statements:
	// file header, enclosing def line and omission markers.
	minOutput = 30
)

// formatOverhead is output tokens per statement token for each format:
// line numbers, omission markers, explanations and file headers (text and
// markdown), JSON structure (json), or collapsed whitespace (ultracompact).
// Explanations, one trailing comment per statement, are most of it.
var formatOverhead = map[string]float64{"text": 5.5, "markdown": 5.0, "json": 11, "ultracompact": 1.5}

// Shape is what a candidate plan computes.
type Shape struct {
	Depth     int  // interprocedural depth in call edges
	Thin      bool // data dependences only
	SigBeyond int  // > 0: statements farther than this many dependence edges outside the criterion's scope are shown as their scope's signature
}

// Name is the plan's display name.
func (s Shape) Name() string {
	n := fmt.Sprintf("full(depth=%d)", s.Depth)
	switch {
	case s.Depth == 0 && !s.Thin:
		n = "intra+stubs"
	case s.Thin:
		n = fmt.Sprintf("thin(depth=%d)", s.Depth)
	}
	if s.SigBeyond > 0 {
		n += fmt.Sprintf("+signatures(distance>%d)", s.SigBeyond)
	}
	return n
}

// Prior is the expected relevance of a plan's full statement set relative
// to the default full slice at depth 3 (1.0). Shallower plans lose the
// statements of farther call levels; deeper ones add little, since far
// statements score low on distance; a thin slice loses control
// dependences; signatures lose the bodies of far scopes; intra+stubs keeps
// only the criterion's scope.
func (s Shape) Prior() float64 {
	p := map[int]float64{0: 0.55, 1: 0.80, 2: 0.90, 3: 1.00, 4: 1.02, 5: 1.04}[s.Depth]
	if s.Thin {
		p -= 0.25
	}
	if s.SigBeyond > 0 {
		p -= 0.15
	}
	return p
}

// Estimate returns the estimated statements (rows) and output tokens of a
// plan of shape s for a criterion with statistics st, in format.
func (st *Stats) Estimate(s Shape, format string, dir queries.Direction) (rows, tokens int) {
	own := ownShare * float64(max(st.FuncTokens, st.StmtTokens))
	t := own
	sig := 0.0
	up, down := st.Up, st.Down
	for l := 1; l <= s.Depth && l <= MaxDepth; l++ {
		u, d := upShare*float64(up[l].Tokens), downShare*float64(down[l].Tokens)
		if dir == queries.Forward {
			u, d = downShare*float64(up[l].Tokens), upShare*float64(down[l].Tokens)
		}
		if dir == queries.Both {
			u, d = (upShare+downShare)*float64(up[l].Tokens), (upShare+downShare)*float64(down[l].Tokens)
		}
		t += u + d
		sig += float64(up[l].SigTokens + down[l].SigTokens)
	}
	if s.Depth == 0 {
		sig = float64(down[1].SigTokens) // stubs of direct callees
	}
	if s.Thin {
		t *= thinShare
	}
	if s.SigBeyond > 0 {
		t = math.Min(t, own+sig)
	}
	rows = int(math.Ceil(t * rowsPerToken))
	over := formatOverhead[format]
	if over == 0 {
		over = formatOverhead["text"]
	}
	t *= over
	if s.Depth == 0 || s.SigBeyond > 0 {
		t += sig * sigOverhead
	}
	// Any output holds the criterion's statements, their file header and
	// enclosing def line, and omission markers.
	t = math.Max(t, float64(st.StmtTokens)*over+minOutput)
	return max(rows, 1), int(math.Ceil(t))
}
