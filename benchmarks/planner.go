package benchmarks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"sort"
	"time"

	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// PlanOptions configures the planner benchmark.
type PlanOptions struct {
	DBDir    string // an index directory (its meta.json names the sources)
	Criteria int    // backward criteria drawn (SampleCriteria)
	Budgets  []int  // tokens
	Seed     int64
	Format   string // output format the budget counts
}

// PlanBudgetRow aggregates one budget.
type PlanBudgetRow struct {
	Budget       int            `json:"budget"`
	Criteria     int            `json:"criteria"`
	Refused      int            `json:"refused"`             // criteria whose own statement does not fit the budget (answered with an error)
	Overruns     int            `json:"overruns"`            // outputs over the budget (must be 0)
	MeanUse      float64        `json:"mean_budget_use"`     // tokens / budget
	MeanUseLarge float64        `json:"mean_use_when_large"` // the same over criteria whose full slice exceeds the budget
	Large        int            `json:"large"`               // criteria whose full slice exceeds the budget
	UnderFill    int            `json:"under_90pct_when_large"`
	MeanRecall   float64        `json:"mean_recall"` // scored statements of the unpruned depth-3 slice kept
	Fallbacks    int            `json:"fallbacks"`   // executions beyond the first
	Chosen       map[string]int `json:"chosen"`
	PlanMS       float64        `json:"mean_planner_ms"`   // statistics, costing, pruning (queries and optimizer excluded)
	OptMS        float64        `json:"mean_optimizer_ms"` // optimizer passes and formatting, all renders
	QueryMS      float64        `json:"mean_query_ms"`     // Cypher of the executed plans, edges and callees
	FetchMS      float64        `json:"mean_fetch_ms"`     // of which edges and callees
	MedianEstErr float64        `json:"median_estimate_error"`
}

// PlanReport is the planner benchmark's result.
type PlanReport struct {
	Options PlanOptions     `json:"options"`
	Rows    []PlanBudgetRow `json:"budgets"`
	// Calibration: median of actual/estimated unpruned output tokens per
	// plan shape (over plans that ran).
	Calibration map[string]float64 `json:"calibration"`
}

// RunPlanner draws opt.Criteria backward criteria from the index and, for
// each budget, plans and executes the slice, checking the budget and
// comparing the kept statements with the unpruned depth-3 slice.
func RunPlanner(ctx context.Context, opt PlanOptions) (*PlanReport, error) {
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	defer bi.db.Close()
	db, tok := bi.db, bi.tok
	crits, err := SampleCriteria(db, opt.Criteria, opt.Seed)
	if err != nil {
		return nil, err
	}
	if opt.Format == "" {
		opt.Format = "text"
	}
	eng := &queries.Engine{DB: db}
	p := &planner.Planner{Engine: eng}
	full := map[int]map[int64]bool{}
	for i, c := range crits {
		res, err := eng.Slice(c)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", c.File, c.Line, err)
		}
		full[i] = map[int64]bool{}
		for _, s := range res.Stmts {
			if s.Scored {
				full[i][s.ID] = true
			}
		}
	}
	rep := &PlanReport{Options: opt, Calibration: map[string]float64{}}
	ratios := map[string][]float64{}
	now := time.Now()
	for _, budget := range opt.Budgets {
		row := PlanBudgetRow{Budget: budget, Chosen: map[string]int{}}
		var errs []float64
		for i, c := range crits {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			req := &planner.Request{Criterion: c, Budget: budget, Format: opt.Format, Weights: planner.DefaultWeights, Now: now,
				Tokenizer: tok, Optimizer: bi.input()}
			pl, err := p.Plan(req)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", c.File, c.Line, err)
			}
			if err := p.Execute(pl); err != nil {
				// A budget too small for the criterion's own statement is
				// refused by design (issue 11): counted, not an error.
				if cbe := (*planner.CriterionBudgetError)(nil); errors.As(err, &cbe) {
					row.Refused++
					continue
				}
				return nil, fmt.Errorf("%s:%d: %w", c.File, c.Line, err)
			}
			row.Criteria++
			n := tok.Count(pl.Text)
			if n > budget || n != pl.Tokens {
				row.Overruns++
			}
			use := float64(n) / float64(budget)
			row.MeanUse += use
			// The full slice is larger than the budget when the default
			// plan's unpruned output was measured over it.
			large := false
			for _, cd := range pl.Candidates {
				if cd.Actual != nil && cd.Actual.Tokens > budget {
					large = true
				}
				if cd.Actual != nil && cd.Actual.Tokens > 0 {
					ratios[cd.Name] = append(ratios[cd.Name], float64(cd.Actual.Tokens)/float64(max(1, cd.EstTokens)))
					errs = append(errs, math.Abs(math.Log(float64(cd.Actual.Tokens)/float64(max(1, cd.EstTokens)))))
				}
			}
			if large {
				row.Large++
				row.MeanUseLarge += use
				if use < planner.FillShare {
					row.UnderFill++
				}
			}
			kept := 0
			for _, s := range pl.Stmts {
				if full[i][s.ID] {
					kept++
				}
			}
			if len(full[i]) > 0 {
				row.MeanRecall += float64(kept) / float64(len(full[i]))
			} else {
				row.MeanRecall++
			}
			row.Fallbacks += pl.Executions - 1
			row.Chosen[pl.Chosen.Name]++
			row.PlanMS += pl.PlanMS
			row.OptMS += pl.OptMS
			row.QueryMS += pl.QueryMS
			row.FetchMS += pl.FetchMS
		}
		if n := float64(row.Criteria); n > 0 {
			row.MeanUse = round(row.MeanUse / n)
			row.MeanRecall = round(row.MeanRecall / n)
			row.PlanMS = round(row.PlanMS / n)
			row.OptMS = round(row.OptMS / n)
			row.QueryMS = round(row.QueryMS / n)
			row.FetchMS = round(row.FetchMS / n)
		}
		if row.Large > 0 {
			row.MeanUseLarge = round(row.MeanUseLarge / float64(row.Large))
		}
		sort.Float64s(errs)
		if len(errs) > 0 {
			row.MedianEstErr = round(math.Exp(errs[len(errs)/2]))
		}
		rep.Rows = append(rep.Rows, row)
	}
	for name, rs := range ratios {
		sort.Float64s(rs)
		rep.Calibration[name] = round(rs[len(rs)/2])
	}
	return rep, nil
}

// WriteText prints the report as a table.
func (rep *PlanReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "planner benchmark: %d criteria, format %s\n", rep.Options.Criteria, rep.Options.Format)
	fmt.Fprintf(w, "%7s %9s %9s %10s %10s %9s %9s %8s %8s %8s %8s\n", "budget", "overruns", "mean use", "use(large)", "<90%(lrg)", "recall", "fallback", "plan ms", "opt ms", "query ms", "fetch ms")
	for _, r := range rep.Rows {
		fmt.Fprintf(w, "%7d %9d %9.3f %10.3f %10s %9.3f %9d %8.2f %8.2f %8.2f %8.2f\n", r.Budget, r.Overruns, r.MeanUse, r.MeanUseLarge,
			fmt.Sprintf("%d/%d", r.UnderFill, r.Large), r.MeanRecall, r.Fallbacks, r.PlanMS, r.OptMS, r.QueryMS, r.FetchMS)
	}
	for _, r := range rep.Rows {
		names := make([]string, 0, len(r.Chosen))
		for n := range r.Chosen {
			names = append(names, n)
		}
		sort.Strings(names)
		fmt.Fprintf(w, "budget %d chosen:", r.Budget)
		for _, n := range names {
			fmt.Fprintf(w, " %s=%d", n, r.Chosen[n])
		}
		fmt.Fprintf(w, "; median estimate error x%.2f", r.MedianEstErr)
		if r.Refused > 0 {
			fmt.Fprintf(w, "; %d refused (the criterion's statement alone exceeds the budget)", r.Refused)
		}
		fmt.Fprintln(w)
	}
	names := make([]string, 0, len(rep.Calibration))
	for n := range rep.Calibration {
		names = append(names, n)
	}
	sort.Strings(names)
	fmt.Fprintf(w, "calibration (median actual/estimated tokens):")
	for _, n := range names {
		fmt.Fprintf(w, " %s=%.2f", n, rep.Calibration[n])
	}
	fmt.Fprintln(w)
}

// Overruns returns the outputs over the budget, per budget.
func (rep *PlanReport) Overruns() map[int]int {
	out := map[int]int{}
	for _, r := range rep.Rows {
		out[r.Budget] = r.Overruns
	}
	return out
}
