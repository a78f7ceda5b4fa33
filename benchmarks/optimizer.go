package benchmarks

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/loaders/python"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// OptimizerOptions configures the optimizer evidence run.
type OptimizerOptions struct {
	DBDir   string
	Budgets []int
	Format  string
	Limit   int // 0: every function
	Shard   int // this run takes functions i with i % Shards == Shard
	Shards  int
	Plan    string // force a plan by name ("" lets the planner choose)
}

// OptimizerFailure is one output that did not parse, did not fit, or
// failed, with the command that reproduces it.
type OptimizerFailure struct {
	Function string `json:"function"`
	Budget   int    `json:"budget"`
	Problem  string `json:"problem"`
	Repro    string `json:"repro"`
}

// OptimizerBudgetRow aggregates one budget.
type OptimizerBudgetRow struct {
	Budget     int     `json:"budget"`
	Outputs    int     `json:"outputs"`
	Parse      int     `json:"parse_clean"` // outputs whose every file section parses
	Fit        int     `json:"fit"`         // outputs within the budget
	Errors     int     `json:"errors"`      // criteria the planner failed on
	Confidence float64 `json:"confidence_sum"`
	Repaired   int     `json:"repaired"` // outputs that needed syntax repair
	MS         float64 `json:"ms_sum"`
}

// OptimizerReport is the evidence run's result.
type OptimizerReport struct {
	Options   OptimizerOptions     `json:"options"`
	Functions int                  `json:"functions"`
	Rows      []OptimizerBudgetRow `json:"budgets"`
	Failures  []OptimizerFailure   `json:"failures"`
}

// RunOptimizer slices backward from the last statement of every function
// and method of the index (every name on the line, default planner) at
// each budget, and checks that each output's file sections parse with
// tree-sitter and that the output fits the budget.
func RunOptimizer(ctx context.Context, opt OptimizerOptions) (*OptimizerReport, error) {
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	defer bi.db.Close()
	db, tok := bi.db, bi.tok
	rows, err := db.Query(`MATCH (f:Func)-[:CONTAINS]->(s:Stmt) WHERE f.kind = 'function' OR f.kind = 'method'
		RETURN f.id, f.qname, s.file, max(s.line) ORDER BY f.id`, nil)
	if err != nil {
		return nil, err
	}
	if opt.Shards <= 0 {
		opt.Shards = 1
	}
	if opt.Format == "" {
		opt.Format = "text"
	}
	p := &planner.Planner{Engine: &queries.Engine{DB: db}}
	rep := &OptimizerReport{Options: opt}
	byBudget := map[int]*OptimizerBudgetRow{}
	for _, b := range opt.Budgets {
		byBudget[b] = &OptimizerBudgetRow{Budget: b}
	}
	now := time.Now()
	for i, r := range rows.Data {
		if i%opt.Shards != opt.Shard {
			continue
		}
		if opt.Limit > 0 && rep.Functions == opt.Limit {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rep.Functions++
		qname, file, line := r[1].(string), r[2].(string), int(r[3].(int64))
		for _, b := range opt.Budgets {
			row := byBudget[b]
			row.Outputs++
			repro := fmt.Sprintf("semantica query slice --db %s --file %s --line %d --budget %d --format %s", opt.DBDir, file, line, b, opt.Format)
			if opt.Plan != "" {
				repro += fmt.Sprintf(" --plan '%s'", opt.Plan)
			}
			fail := func(problem string) {
				rep.Failures = append(rep.Failures, OptimizerFailure{Function: qname, Budget: b, Problem: problem, Repro: repro})
			}
			start := time.Now()
			req := &planner.Request{Criterion: queries.Criterion{File: file, Line: line, Direction: queries.Backward, Depth: planner.DefaultDepth},
				Budget: b, Format: opt.Format, Weights: planner.DefaultWeights, Now: now, Tokenizer: tok, Only: opt.Plan,
				Optimizer: bi.input()}
			pl, err := p.Plan(req)
			if err == nil {
				err = p.Execute(pl)
			}
			row.MS += msSince(start)
			if err != nil {
				row.Errors++
				fail("error: " + err.Error())
				continue
			}
			if n := tok.Count(pl.Text); n <= b {
				row.Fit++
			} else {
				fail(fmt.Sprintf("over budget: %d tokens", n))
			}
			clean := true
			for _, f := range pl.Output.Files {
				if errs := python.SyntaxErrors(f.Code()); len(errs) > 0 {
					clean = false
					fail(fmt.Sprintf("%s section does not parse (output rows %v)", f.Path, errs))
				}
			}
			if clean {
				row.Parse++
			}
			for _, ps := range pl.Output.Passes {
				if ps.Name == "syntax-repair" && ps.Changed != "" {
					row.Repaired++
				}
			}
			row.Confidence += pl.Output.Confidence
		}
	}
	for _, b := range opt.Budgets {
		rep.Rows = append(rep.Rows, *byBudget[b])
	}
	return rep, nil
}

func msSince(t time.Time) float64 { return float64(time.Since(t).Microseconds()) / 1000 }

// Merge adds the figures of other shards' reports to rep.
func (rep *OptimizerReport) Merge(others ...*OptimizerReport) {
	for _, o := range others {
		rep.Functions += o.Functions
		for i := range rep.Rows {
			for _, r := range o.Rows {
				if r.Budget == rep.Rows[i].Budget {
					x := &rep.Rows[i]
					x.Outputs += r.Outputs
					x.Parse += r.Parse
					x.Fit += r.Fit
					x.Errors += r.Errors
					x.Confidence += r.Confidence
					x.Repaired += r.Repaired
					x.MS += r.MS
				}
			}
		}
		rep.Failures = append(rep.Failures, o.Failures...)
	}
	sort.SliceStable(rep.Failures, func(i, j int) bool { return rep.Failures[i].Function < rep.Failures[j].Function })
}

// WriteText prints the shares and the failures.
func (rep *OptimizerReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "optimizer evidence: backward slices from the last statement of %d functions and methods, format %s\n",
		rep.Functions, rep.Options.Format)
	fmt.Fprintf(w, "%7s %8s %12s %10s %10s %8s %9s %9s\n", "budget", "outputs", "parse clean", "fit", "mean conf", "repaired", "errors", "mean ms")
	for _, r := range rep.Rows {
		n := float64(max(1, r.Outputs))
		fmt.Fprintf(w, "%7d %8d %11.2f%% %9.2f%% %10.3f %8d %9d %9.1f\n", r.Budget, r.Outputs, 100*float64(r.Parse)/n,
			100*float64(r.Fit)/n, r.Confidence/n, r.Repaired, r.Errors, r.MS/n)
	}
	if len(rep.Failures) > 0 {
		fmt.Fprintf(w, "failures (%d):\n", len(rep.Failures))
		for _, f := range rep.Failures {
			fmt.Fprintf(w, "  %s @%d: %s\n    %s\n", f.Function, f.Budget, strings.ReplaceAll(f.Problem, "\n", " "), f.Repro)
		}
	}
}
