package benchmarks

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"

	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// SliceOptions configures the slice-cost benchmark.
type SliceOptions struct {
	DBDir     string
	Criteria  int // criteria drawn with SampleCriteria
	Depth     int // call depth of every slice (rule 15)
	Direction queries.Direction
	Seed      int64
	// Memo shares one memo among all slices, as the MCP server does
	// (server.MemoRows rows at most); without it every slice pays its own
	// queries, as a CLI process does.
	Memo bool
	// Statements, when set, receives one line per criterion: the criterion
	// and the ids of its slice's statements, to compare two builds of the
	// engine criterion by criterion.
	Statements io.Writer
}

// SliceStepRow is the cost of one kind of query over all slices.
type SliceStepRow struct {
	Name    string  `json:"name"`
	Queries int     `json:"queries"`
	Rows    int     `json:"rows"`
	MS      float64 `json:"ms"` // summed over all slices
}

// SliceCost is one slice's cost: its criterion, latency in ms, queries,
// statements and the query kinds it spent most time in (at most three).
type SliceCost struct {
	Criterion string         `json:"criterion"`
	MS        float64        `json:"ms"`
	Queries   int            `json:"queries"`
	Stmts     int            `json:"stmts"`
	Top       []SliceStepRow `json:"top"`
}

// slowestShown is how many of the slowest slices a report lists.
const slowestShown = 10

// SliceReport is the slice-cost benchmark's result: latency in ms with the
// index open (one engine, no memo), queries per slice, time per query kind,
// and a digest of every slice's statements (equal digests: equal slices).
type SliceReport struct {
	Options      SliceOptions   `json:"options"`
	Slices       int            `json:"slices"`
	P50, P95     float64        `json:"-"`
	Max          float64        `json:"max_ms"`
	QueriesP50   int            `json:"queries_p50"`
	QueriesP95   int            `json:"queries_p95"`
	QueriesMax   int            `json:"queries_max"`
	StmtsMean    float64        `json:"stmts_mean"`
	Steps        []SliceStepRow `json:"steps"`
	Digest       string         `json:"digest"`
	P50JSON      float64        `json:"p50_ms"`
	P95JSON      float64        `json:"p95_ms"`
	TotalSeconds float64        `json:"total_seconds"`
	// Slowest lists the slowest slices, slowest first (at most 10): where
	// the tail latency goes.
	Slowest []SliceCost `json:"slowest"`
}

// RunSlice opens one index read-only, draws opt.Criteria criteria with
// SampleCriteria and slices each once in order on one engine, with a memo
// shared by all slices when opt.Memo is set. The digest does not depend on
// the memo.
func RunSlice(ctx context.Context, opt SliceOptions) (*SliceReport, error) {
	if opt.Criteria <= 0 {
		return nil, fmt.Errorf("bench slice: criteria must be positive")
	}
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	defer bi.db.Close()
	crits, err := SampleCriteria(bi.db, opt.Criteria, opt.Seed)
	if err != nil {
		return nil, err
	}
	if len(crits) == 0 {
		return nil, fmt.Errorf("bench slice: the index at %s has no criteria", opt.DBDir)
	}
	e := &queries.Engine{DB: bi.db}
	if opt.Memo {
		e.Memo = queries.NewMemoLimit(server.MemoRows)
	}
	rep := &SliceReport{Options: opt}
	var lat []float64
	var nq []int
	steps := map[string]*SliceStepRow{}
	digest := sha256.New()
	stmts := 0
	begin := time.Now()
	for _, c := range crits {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c.Depth = opt.Depth
		if opt.Direction != "" {
			c.Direction = opt.Direction
		}
		start := time.Now()
		res, err := e.Slice(c)
		if err != nil {
			return nil, fmt.Errorf("bench slice: %s:%d %s: %w", c.File, c.Line, c.Var, err)
		}
		ms := float64(time.Since(start).Microseconds()) / 1000
		lat = append(lat, ms)
		nq = append(nq, len(res.Steps))
		own := map[string]*SliceStepRow{}
		for _, s := range res.Steps {
			addStep(own, s)
			addStep(steps, s)
		}
		cost := SliceCost{Criterion: fmt.Sprintf("%s:%d %s", c.File, c.Line, c.Var), MS: ms, Queries: len(res.Steps), Stmts: len(res.Stmts)}
		for _, o := range own {
			cost.Top = append(cost.Top, *o)
		}
		sort.Slice(cost.Top, func(i, j int) bool { return cost.Top[i].MS > cost.Top[j].MS })
		if len(cost.Top) > 3 {
			cost.Top = cost.Top[:3]
		}
		rep.Slowest = append(rep.Slowest, cost)
		line := fmt.Sprintf("%s:%d %s %s", c.File, c.Line, c.Var, c.Direction)
		for _, s := range res.Stmts {
			line += " " + strconv.FormatInt(s.ID, 10)
		}
		digest.Write([]byte(line + "\n"))
		if opt.Statements != nil {
			fmt.Fprintln(opt.Statements, line)
		}
		stmts += len(res.Stmts)
	}
	rep.TotalSeconds = time.Since(begin).Seconds()
	rep.Slices = len(lat)
	sort.Float64s(lat)
	sort.Ints(nq)
	rep.P50, rep.P95, rep.Max = lat[len(lat)/2], lat[len(lat)*95/100], lat[len(lat)-1]
	rep.P50JSON, rep.P95JSON = rep.P50, rep.P95
	rep.QueriesP50, rep.QueriesP95, rep.QueriesMax = nq[len(nq)/2], nq[len(nq)*95/100], nq[len(nq)-1]
	rep.StmtsMean = float64(stmts) / float64(len(lat))
	for _, r := range steps {
		rep.Steps = append(rep.Steps, *r)
	}
	sort.Slice(rep.Steps, func(i, j int) bool { return rep.Steps[i].MS > rep.Steps[j].MS })
	sort.SliceStable(rep.Slowest, func(i, j int) bool { return rep.Slowest[i].MS > rep.Slowest[j].MS })
	if len(rep.Slowest) > slowestShown {
		rep.Slowest = rep.Slowest[:slowestShown]
	}
	rep.Digest = hex.EncodeToString(digest.Sum(nil))[:16]
	return rep, nil
}

// addStep counts one query of step s's kind in rows.
func addStep(rows map[string]*SliceStepRow, s queries.Step) {
	r := rows[s.Name]
	if r == nil {
		r = &SliceStepRow{Name: s.Name}
		rows[s.Name] = r
	}
	r.Queries++
	r.Rows += s.Rows
	r.MS += s.MS
}

// WriteText prints the report for people.
func (r *SliceReport) WriteText(w io.Writer) {
	memo := "no memo"
	if r.Options.Memo {
		memo = "one memo"
	}
	fmt.Fprintf(w, "%d slices (%s, depth %d, %s): p50 %.1f ms, p95 %.1f ms, max %.1f ms; %.1f s in all\n",
		r.Slices, r.Options.Direction, r.Options.Depth, memo, r.P50, r.P95, r.Max, r.TotalSeconds)
	fmt.Fprintf(w, "queries per slice: p50 %d, p95 %d, max %d; statements per slice: mean %.1f\n",
		r.QueriesP50, r.QueriesP95, r.QueriesMax, r.StmtsMean)
	fmt.Fprintf(w, "%-22s %8s %10s %10s %8s\n", "query", "queries", "rows", "ms", "ms/query")
	for _, s := range r.Steps {
		fmt.Fprintf(w, "%-22s %8d %10d %10.1f %8.2f\n", s.Name, s.Queries, s.Rows, s.MS, s.MS/float64(s.Queries))
	}
	if len(r.Slowest) > 0 {
		fmt.Fprintf(w, "slowest slices:\n")
	}
	for _, c := range r.Slowest {
		fmt.Fprintf(w, "  %8.1f ms %4d queries %5d stmts  %s;", c.MS, c.Queries, c.Stmts, c.Criterion)
		for _, t := range c.Top {
			fmt.Fprintf(w, " %s %d×%.0f ms", t.Name, t.Queries, t.MS)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "statements digest: %s\n", r.Digest)
}
