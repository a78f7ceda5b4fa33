package planner

import (
	"fmt"
	"strings"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// ExplainOptions select what Explain prints.
type ExplainOptions struct {
	Analyze bool // the plan was executed: print actual rows, tokens and steps
	Timings bool // print milliseconds (off in golden tests: they vary)
	Cypher  bool // print the text of the Cypher queries
}

// Explain prints the plan as a database prints EXPLAIN: the statistics,
// every candidate with its estimated rows and tokens and why it lost, the
// chosen one marked, the Cypher it runs and, after execution, actual rows,
// tokens and time per step.
func (pl *Plan) Explain(o ExplainOptions) string {
	var b strings.Builder
	req, st := pl.Request, pl.Stats
	c := req.Criterion
	v := ""
	if c.Var != "" {
		v = " var " + c.Var
	}
	fmt.Fprintf(&b, "EXPLAIN %s slice of %s:%d%s, budget %d tokens (%s), format %s, default depth %d\n",
		c.Direction, c.File, c.Line, v, req.Budget, req.Tokenizer.Name, req.Format, c.Depth)
	fmt.Fprintf(&b, "relevance weights: %s\n", req.Weights)
	fmt.Fprintf(&b, "statistics: scope %s: %d body tokens, %d statements, calls in %d, out %d; criterion: %d tokens, data in %d out %d, control in %d out %d\n",
		st.Func, st.FuncTokens, st.FuncStmts, st.CallsIn, st.CallsOut, st.StmtTokens, st.DataIn, st.DataOut, st.CtrlIn, st.CtrlOut)
	b.WriteString("  call distance  callers: scopes tokens  callees: scopes tokens\n")
	for l := 1; l <= MaxDepth; l++ {
		fmt.Fprintf(&b, "  %13d  %15d %6d  %15d %6d\n", l, st.Up[l].Funcs, st.Up[l].Tokens, st.Down[l].Funcs, st.Down[l].Tokens)
	}
	b.WriteString("plans (most preferred first):\n")
	width := 0
	for _, cd := range pl.Candidates {
		width = max(width, len(cd.Name))
	}
	for _, cd := range pl.Candidates {
		mark := "  "
		if cd == pl.Chosen {
			mark = "->"
		}
		fmt.Fprintf(&b, "  %s %-*s  est rows %5d  est tokens %7d  relevance %.2f  %s\n", mark, width, cd.Name, cd.EstRows, cd.EstTokens, cd.Prior, cd.Verdict)
	}
	fmt.Fprintf(&b, "queries of %s: %s\n", pl.Chosen.Name, strings.Join(pl.Chosen.Cypher, ", "))
	if o.Cypher {
		for _, name := range pl.Chosen.Cypher {
			fmt.Fprintf(&b, "  -- %s\n", name)
			var text string
			if q, rels, ok := strings.Cut(name, " over "); ok {
				text = strings.ReplaceAll(queries.Cypher(q), "{{rels}}", rels)
			} else {
				text = queries.Cypher(name)
			}
			for _, l := range strings.Split(queries.ShowSets(text), "\n") {
				fmt.Fprintf(&b, "  %s\n", l)
			}
		}
	}
	if !o.Analyze {
		return b.String()
	}
	b.WriteString("execution:\n")
	for _, cd := range pl.Candidates {
		if cd.Actual == nil {
			continue
		}
		a := cd.Actual
		tokens := "-"
		if a.Tokens > 0 {
			tokens = fmt.Sprint(a.Tokens)
		}
		queries := fmt.Sprintf("%d queries", len(a.Steps))
		if a.Shared {
			queries = "slice shared with an earlier plan"
		}
		fmt.Fprintf(&b, "  %s: actual rows %d (est %d), unpruned tokens %s (est %d), %s, %d vertices",
			cd.Name, a.Rows, cd.EstRows, tokens, cd.EstTokens, queries, a.Vertices)
		if o.Timings {
			fmt.Fprintf(&b, ", %.1f ms", a.QueryMS)
		}
		b.WriteString("\n")
		if o.Timings && !a.Shared {
			b.WriteString("    step                    level phase seeds   rows       ms\n")
			for _, s := range a.Steps {
				fmt.Fprintf(&b, "    %-22s %6d %5d %5d %6d %8.2f\n", s.Name, s.Level, s.Phase, s.Seeds, s.Rows, s.MS)
			}
		}
	}
	pct := 100 * float64(pl.Tokens) / float64(req.Budget)
	fmt.Fprintf(&b, "output: plan %s, %d of %d statements, %d/%d tokens (%.1f%% of budget), pruned %v",
		pl.Chosen.Name, len(pl.Stmts), pl.FullRows, pl.Tokens, req.Budget, pct, pl.Pruned)
	if pl.Filled != "" {
		fmt.Fprintf(&b, ", filled from %s", pl.Filled)
	}
	fmt.Fprintf(&b, ", confidence %.2f\n", pl.Output.Confidence)
	for _, r := range pl.Output.Reasons {
		fmt.Fprintf(&b, "  confidence: %s\n", r)
	}
	b.WriteString("optimizer passes:\n")
	for _, p := range pl.Output.Passes {
		state := "ran"
		if !p.Ran {
			state = "disabled"
		}
		ch := p.Changed
		if ch == "" {
			ch = "no change"
		}
		fmt.Fprintf(&b, "  %-14s %-8s %s\n", p.Name, state, ch)
	}
	if o.Timings {
		fmt.Fprintf(&b, "time: statistics %.1f ms, planning %.1f ms, queries %.1f ms, optimizer %.1f ms\n", pl.StatsMS, pl.PlanMS, pl.QueryMS, pl.OptMS)
	}
	return b.String()
}

// ExplainJSON is EXPLAIN as data.
type ExplainJSON struct {
	Criterion  queries.Criterion      `json:"criterion"`
	Budget     int                    `json:"budget"`
	Tokenizer  string                 `json:"tokenizer"`
	Format     string                 `json:"format"`
	Weights    Weights                `json:"weights"`
	Stats      *Stats                 `json:"statistics"`
	Candidates []CandidateJSON        `json:"candidates"`
	Chosen     string                 `json:"chosen"`
	Output     *OutputJSON            `json:"output,omitempty"`
	Passes     []optimizer.PassReport `json:"passes,omitempty"`
	TimingsMS  map[string]float64     `json:"timings_ms,omitempty"`
}

// CandidateJSON is one candidate plan.
type CandidateJSON struct {
	Name      string   `json:"name"`
	EstRows   int      `json:"est_rows"`
	EstTokens int      `json:"est_tokens"`
	Relevance float64  `json:"relevance"`
	Verdict   string   `json:"verdict"`
	Cypher    []string `json:"cypher"`
	Actual    *Actual  `json:"actual,omitempty"`
}

// OutputJSON is the executed plan's outcome.
type OutputJSON struct {
	Statements int     `json:"statements"`
	Full       int     `json:"full_statements"`
	Tokens     int     `json:"tokens"`
	Pruned     bool    `json:"pruned"`
	Filled     string  `json:"filled_from,omitempty"`
	Confidence float64 `json:"confidence"`
}

// JSON returns the plan as data; executed plans include actuals.
func (pl *Plan) JSON(analyze bool) ExplainJSON {
	req := pl.Request
	j := ExplainJSON{Criterion: req.Criterion, Budget: req.Budget, Tokenizer: req.Tokenizer.Name, Format: req.Format,
		Weights: req.Weights, Stats: pl.Stats, Chosen: pl.Chosen.Name}
	for _, c := range pl.Candidates {
		j.Candidates = append(j.Candidates, CandidateJSON{Name: c.Name, EstRows: c.EstRows, EstTokens: c.EstTokens,
			Relevance: c.Prior, Verdict: c.Verdict, Cypher: c.Cypher, Actual: c.Actual})
	}
	if analyze && pl.Output != nil {
		j.Output = &OutputJSON{Statements: len(pl.Stmts), Full: pl.FullRows, Tokens: pl.Tokens, Pruned: pl.Pruned,
			Filled: pl.Filled, Confidence: pl.Output.Confidence}
		j.Passes = pl.Output.Passes
		j.TimingsMS = map[string]float64{"statistics": pl.StatsMS, "planning": pl.PlanMS, "queries": pl.QueryMS, "optimizer": pl.OptMS}
	}
	return j
}
