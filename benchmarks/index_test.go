package benchmarks

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

func indexStdlib(b *testing.B, dbDir string) *loaders.Summary {
	dir := StdlibDir()
	if dir == "" {
		b.Skip("no Python standard library found (set SEMANTICA_BENCH_CORPUS)")
	}
	sum, err := loaders.Index(context.Background(), loaders.Options{Root: dir, DBDir: dbDir, Exclude: StdlibExcludes})
	if err != nil {
		b.Fatal(err)
	}
	return sum
}

func BenchmarkIndexStdlib(b *testing.B) {
	var sum *loaders.Summary
	for i := 0; i < b.N; i++ {
		sum = indexStdlib(b, filepath.Join(b.TempDir(), "idx"))
	}
	b.ReportMetric(float64(sum.Files), "files")
	b.ReportMetric(float64(sum.Statements), "stmts")
	b.ReportMetric(float64(sum.Edges), "edges")
	b.ReportMetric(float64(sum.DBBytes)/1e6, "MB")
	b.ReportMetric(float64(sum.ParseMS), "parse-ms")
	b.ReportMetric(float64(sum.BuildMS), "sdg-ms")
	b.ReportMetric(float64(sum.TokensMS), "tokens-ms")
	b.ReportMetric(float64(sum.LoadMS), "load-ms")
	b.ReportMetric(float64(sum.SearchMS), "bm25-index-ms")
}

// BenchmarkSliceStdlib measures backward slices (depth 3) of 200 criteria:
// statements that define a variable, drawn with a fixed seed.
func BenchmarkSliceStdlib(b *testing.B) {
	dbDir := filepath.Join(b.TempDir(), "idx")
	indexStdlib(b, dbDir)
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	crits, err := SampleCriteria(db, 200, 1)
	if err != nil {
		b.Fatal(err)
	}
	e := &queries.Engine{DB: db}
	var lat []float64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		lat = lat[:0]
		for _, c := range crits {
			start := time.Now()
			if _, err := e.Slice(c); err != nil {
				b.Fatalf("%+v: %v", c, err)
			}
			lat = append(lat, float64(time.Since(start).Microseconds())/1000)
		}
	}
	sort.Float64s(lat)
	b.ReportMetric(lat[len(lat)/2], "p50-ms")
	b.ReportMetric(lat[len(lat)*95/100], "p95-ms")
	b.ReportMetric(float64(len(crits)), "criteria")
}

// BenchmarkPlannerStdlib plans and executes 200 backward criteria at
// budgets of 1,000, 4,000 and 8,000 tokens (RunPlanner); overruns must be 0.
func BenchmarkPlannerStdlib(b *testing.B) {
	dbDir := filepath.Join(b.TempDir(), "idx")
	indexStdlib(b, dbDir)
	b.ResetTimer()
	var rep *PlanReport
	for i := 0; i < b.N; i++ {
		var err error
		if rep, err = RunPlanner(context.Background(), PlanOptions{DBDir: dbDir, Criteria: 200, Budgets: []int{1000, 4000, 8000}, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	for _, r := range rep.Rows {
		if r.Overruns > 0 {
			b.Errorf("budget %d: %d overruns", r.Budget, r.Overruns)
		}
		unit := func(s string) string { return s + "@" + itoa(r.Budget) }
		b.ReportMetric(r.MeanUse, unit("use"))
		b.ReportMetric(r.MeanRecall, unit("recall"))
		b.ReportMetric(r.PlanMS, unit("plan-ms"))
		b.ReportMetric(r.QueryMS, unit("query-ms"))
	}
}

// BenchmarkPackStdlib builds packs for 100 questions drawn from docstrings
// at 2,000 and 8,000 tokens (RunPack); overruns must be 0.
func BenchmarkPackStdlib(b *testing.B) {
	dbDir := filepath.Join(b.TempDir(), "idx")
	indexStdlib(b, dbDir)
	b.ResetTimer()
	var rep *PackReport
	for i := 0; i < b.N; i++ {
		var err error
		if rep, err = RunPack(context.Background(), PackOptions{DBDir: dbDir, Queries: 100, Budgets: []int{2000, 8000}, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
	for _, r := range rep.Rows {
		if r.Overruns > 0 {
			b.Errorf("budget %d: %d overruns", r.Budget, r.Overruns)
		}
		b.ReportMetric(r.PackP50, "pack-p50-ms@"+itoa(r.Budget))
	}
	b.ReportMetric(rep.SearchP50, "search-p50-ms")
	b.ReportMetric(rep.SearchP95, "search-p95-ms")
}

func itoa(n int) string { return strconv.Itoa(n) }

// BenchmarkReindexInPlaceStdlib measures the live index's update: a copy
// of the standard library is indexed once, then each iteration adds a
// comment line at the top of json/decoder.py (every statement of the file
// moves) and re-indexes, which must update in place. It reports the wall
// time of the update beside the full build's, and the update's phases.
func BenchmarkReindexInPlaceStdlib(b *testing.B) {
	dir := StdlibDir()
	if dir == "" {
		b.Skip("no Python standard library found (set SEMANTICA_BENCH_CORPUS)")
	}
	src := filepath.Join(b.TempDir(), "lib")
	entries, err := os.ReadDir(dir)
	if err != nil {
		b.Fatal(err)
	}
	if err := os.Mkdir(src, 0o755); err != nil {
		b.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == "test" || e.Name() == "site-packages" || e.Name() == "__pycache__" {
			continue // StdlibExcludes, not copied
		}
		if out, err := exec.Command("cp", "-r", filepath.Join(dir, e.Name()), src).CombinedOutput(); err != nil {
			b.Fatalf("copy %s: %v: %s", e.Name(), err, out)
		}
	}
	dbDir := filepath.Join(b.TempDir(), "idx")
	opt := loaders.Options{Root: src, DBDir: dbDir, Exclude: StdlibExcludes, NoGit: true}
	start := time.Now()
	if _, err := loaders.Index(context.Background(), opt); err != nil {
		b.Fatal(err)
	}
	fullMS := time.Since(start).Milliseconds()
	target := filepath.Join(src, "json", "decoder.py")
	var sum *loaders.Summary
	var total time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		old, err := os.ReadFile(target)
		if err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(target, append([]byte("# edit "+strconv.Itoa(i)+"\n"), old...), 0o644); err != nil {
			b.Fatal(err)
		}
		t := time.Now()
		if sum, err = loaders.Index(context.Background(), opt); err != nil {
			b.Fatal(err)
		}
		total += time.Since(t)
		if !sum.Incremental {
			b.Fatalf("a comment line built everything: %s", sum.FullReason)
		}
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N), "update-ms")
	b.ReportMetric(float64(fullMS), "full-ms")
	b.ReportMetric(float64(sum.ParseMS+sum.BuildMS), "parse-build-ms")
	b.ReportMetric(float64(sum.CopyMS), "copy-ms")
	b.ReportMetric(float64(sum.LoadMS), "kuzu-ms")
	b.ReportMetric(float64(sum.SealMS), "search-seal-ms")
}
