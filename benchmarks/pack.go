package benchmarks

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"path/filepath"
	"sort"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// PackOptions configures the retrieval-pack benchmark.
type PackOptions struct {
	DBDir   string
	Queries int
	Budgets []int
	Seed    int64
}

// PackBudgetRow aggregates one budget.
type PackBudgetRow struct {
	Budget       int     `json:"budget"`
	Packs        int     `json:"packs"`
	Overruns     int     `json:"overruns"`        // contexts over the budget (must be 0)
	MeanUse      float64 `json:"mean_budget_use"` // context tokens / budget
	SourceHit    float64 `json:"source_in_exploit"`
	SourceFirst  float64 `json:"source_ranked_first"`
	EmptyExplore int     `json:"empty_explore"` // packs whose explore lane is empty
	PackP50      float64 `json:"pack_ms_p50"`
	PackP95      float64 `json:"pack_ms_p95"`
}

// PackReport is the benchmark's result.
type PackReport struct {
	Options   PackOptions     `json:"options"`
	Rows      []PackBudgetRow `json:"budgets"`
	SearchP50 float64         `json:"search_ms_p50"`
	SearchP95 float64         `json:"search_ms_p95"`
	SearchMax float64         `json:"search_ms_max"`
}

// RunPack draws opt.Queries functions and methods with a docstring; the
// first docstring line is the question (the function it came from is the
// symbol an agent would want). For each budget it builds the pack and
// checks the context's tokens; it reports whether the source symbol was in
// the exploit lane or ranked first, and search and pack latency.
func RunPack(ctx context.Context, opt PackOptions) (*PackReport, error) {
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	defer bi.db.Close()
	db, tok := bi.db, bi.tok
	ti, err := queries.OpenText(filepath.Join(opt.DBDir, loaders.SearchDir))
	if err != nil {
		return nil, err
	}
	defer ti.Close()
	rows, err := db.Query(`MATCH (f:Func) WHERE (f.kind = 'function' OR f.kind = 'method') AND size(f.doc) > 20
		RETURN f.qname, f.doc ORDER BY f.id`, nil)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewSource(opt.Seed))
	r.Shuffle(len(rows.Data), func(i, j int) { rows.Data[i], rows.Data[j] = rows.Data[j], rows.Data[i] })
	if len(rows.Data) > opt.Queries {
		rows.Data = rows.Data[:opt.Queries]
	}
	p := &planner.Planner{Engine: &queries.Engine{DB: db, Memo: queries.NewMemo()}}
	rep := &PackReport{Options: opt}
	var searchMS []float64
	for _, budget := range opt.Budgets {
		row := PackBudgetRow{Budget: budget}
		var packMS []float64
		for _, q := range rows.Data {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			qname, question := q[0].(string), q[1].(string)
			pk, err := p.Pack(ti, &planner.PackRequest{Question: question, Budget: budget, Tokenizer: tok,
				Optimizer: bi.input()})
			if err != nil {
				return nil, fmt.Errorf("pack %q: %w", question, err)
			}
			row.Packs++
			n := tok.Count(pk.Context)
			if n > budget {
				row.Overruns++
			}
			row.MeanUse += float64(n) / float64(budget)
			for i, s := range pk.Selected["exploit"] {
				if s.QName == qname {
					row.SourceHit++
					if i == 0 {
						row.SourceFirst++
					}
				}
			}
			if len(pk.Selected["explore"]) == 0 {
				row.EmptyExplore++
			}
			packMS = append(packMS, pk.Telemetry.TotalMS)
			searchMS = append(searchMS, pk.Telemetry.RetrievalMS)
		}
		if n := float64(row.Packs); n > 0 {
			row.MeanUse, row.SourceHit, row.SourceFirst = round(row.MeanUse/n), round(row.SourceHit/n), round(row.SourceFirst/n)
		}
		row.PackP50, row.PackP95 = percentile(packMS, 0.5), percentile(packMS, 0.95)
		rep.Rows = append(rep.Rows, row)
	}
	rep.SearchP50, rep.SearchP95, rep.SearchMax = percentile(searchMS, 0.5), percentile(searchMS, 0.95), percentile(searchMS, 1)
	return rep, nil
}

func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	i := int(p*float64(len(s)-1) + 0.5)
	return round(s[i])
}

// WriteText prints the report.
func (rep *PackReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "pack benchmark: %d questions (first docstring lines of functions)\n", rep.Options.Queries)
	fmt.Fprintf(w, "%7s %6s %9s %9s %14s %12s %14s %9s %9s\n", "budget", "packs", "overruns", "mean use", "source exploit", "source 1st", "empty explore", "p50 ms", "p95 ms")
	for _, r := range rep.Rows {
		fmt.Fprintf(w, "%7d %6d %9d %9.3f %14.3f %12.3f %14d %9.1f %9.1f\n", r.Budget, r.Packs, r.Overruns, r.MeanUse,
			r.SourceHit, r.SourceFirst, r.EmptyExplore, r.PackP50, r.PackP95)
	}
	fmt.Fprintf(w, "search latency: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n", rep.SearchP50, rep.SearchP95, rep.SearchMax)
}

// Overruns returns the outputs over the budget, per budget.
func (rep *PackReport) Overruns() map[int]int {
	out := map[int]int{}
	for _, r := range rep.Rows {
		out[r.Budget] = r.Overruns
	}
	return out
}
