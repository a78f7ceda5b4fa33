package benchmarks

import (
	"context"
	"fmt"
	"io"
	"math/rand"
	"sync"
	"time"

	"github.com/semantica/semantica/queries"
)

// LoadOptions configures the concurrent-query load benchmark.
type LoadOptions struct {
	DBDir    string
	Workers  int // goroutines, each with its own connection to one database
	Requests int // in all, alternating slices and ad-hoc Cypher
	Seed     int64
}

// LoadRow is the latency of one kind of request, in ms.
type LoadRow struct {
	Kind     string  `json:"kind"`
	Requests int     `json:"requests"`
	Errors   int     `json:"errors"`
	P50      float64 `json:"p50_ms"`
	P95      float64 `json:"p95_ms"`
	Max      float64 `json:"max_ms"`
}

// LoadReport is the load benchmark's result.
type LoadReport struct {
	Options    LoadOptions `json:"options"`
	Rows       []LoadRow   `json:"rows"`
	Seconds    float64     `json:"seconds"`
	PerSecond  float64     `json:"requests_per_second"`
	FirstError string      `json:"first_error,omitempty"`
}

// RunLoad opens one index read-only and runs opt.Requests requests from
// opt.Workers goroutines at once, each on its own connection (DB.Connect):
// even requests are depth-3 backward slices of criteria drawn with
// SampleCriteria, odd ones the ad-hoc query "callers of a function" through
// the guard (DB.AdHoc) with the function as a parameter. It reports
// latency percentiles per kind and every error; a correct index under load
// has none.
func RunLoad(ctx context.Context, opt LoadOptions) (*LoadReport, error) {
	if opt.Workers <= 0 || opt.Requests <= 0 {
		return nil, fmt.Errorf("bench load: workers and requests must be positive")
	}
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	defer bi.db.Close()
	crits, err := SampleCriteria(bi.db, opt.Requests/2+1, opt.Seed)
	if err != nil {
		return nil, err
	}
	rows, err := bi.db.Query(`MATCH (f:Func) WHERE f.kind <> 'module' RETURN f.qname ORDER BY f.id`, nil)
	if err != nil {
		return nil, err
	}
	if len(crits) == 0 || len(rows.Data) == 0 {
		return nil, fmt.Errorf("bench load: the index at %s has no criteria or functions", opt.DBDir)
	}
	r := rand.New(rand.NewSource(opt.Seed))
	funcs := make([]string, opt.Requests/2+1)
	for i := range funcs {
		funcs[i] = rows.Data[r.Intn(len(rows.Data))][0].(string)
	}
	conns := make([]*queries.DB, opt.Workers)
	for i := range conns {
		if conns[i], err = bi.db.Connect(); err != nil {
			return nil, err
		}
		defer conns[i].Close()
	}
	type sample struct {
		kind string
		ms   float64
		err  error
	}
	samples := make([]sample, opt.Requests)
	var next int
	var mu sync.Mutex
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func(db *queries.DB) {
			defer wg.Done()
			eng := &queries.Engine{DB: db}
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= opt.Requests || ctx.Err() != nil {
					return
				}
				t := time.Now()
				var s sample
				if i%2 == 0 {
					s.kind = "slice"
					_, s.err = eng.Slice(crits[i/2%len(crits)])
				} else {
					s.kind = "cypher"
					_, s.err = db.AdHoc(ctx, "MATCH (c:Func)-[k:CALLS]->(f:Func {qname: $q}) RETURN c.qname, k.line ORDER BY c.qname",
						map[string]any{"q": funcs[i/2]}, queries.ReadOnly, queries.Limits{})
				}
				s.ms = float64(time.Since(t).Microseconds()) / 1000
				samples[i] = s
			}
		}(conns[w])
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	rep := &LoadReport{Options: opt, Seconds: time.Since(start).Seconds()}
	rep.PerSecond = float64(opt.Requests) / rep.Seconds
	for _, kind := range []string{"slice", "cypher"} {
		row := LoadRow{Kind: kind}
		var ms []float64
		for _, s := range samples {
			if s.kind != kind {
				continue
			}
			row.Requests++
			if s.err != nil {
				row.Errors++
				if rep.FirstError == "" {
					rep.FirstError = s.err.Error()
				}
			}
			ms = append(ms, s.ms)
		}
		row.P50, row.P95, row.Max = percentile(ms, 0.5), percentile(ms, 0.95), percentile(ms, 1)
		rep.Rows = append(rep.Rows, row)
	}
	return rep, nil
}

// Errors is the number of failed requests.
func (r *LoadReport) Errors() int {
	n := 0
	for _, row := range r.Rows {
		n += row.Errors
	}
	return n
}

// WriteText prints the report as a table.
func (r *LoadReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%d requests from %d workers (one connection each) in %.2fs: %.0f requests/s\n",
		r.Options.Requests, r.Options.Workers, r.Seconds, r.PerSecond)
	fmt.Fprintf(w, "%-8s %8s %7s %9s %9s %9s\n", "kind", "requests", "errors", "p50 ms", "p95 ms", "max ms")
	for _, row := range r.Rows {
		fmt.Fprintf(w, "%-8s %8d %7d %9.1f %9.1f %9.1f\n", row.Kind, row.Requests, row.Errors, row.P50, row.P95, row.Max)
	}
	if r.FirstError != "" {
		fmt.Fprintf(w, "first error: %s\n", r.FirstError)
	}
}
