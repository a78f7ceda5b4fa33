package benchmarks

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"io"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
)

// TokensOptions configures the token-reduction benchmark.
type TokensOptions struct {
	Repo      string // repository to index
	Criteria  int    // number of criteria drawn
	Budget    int    // output budget in tokens
	Seed      int64  // random seed of the draw
	Depth     int    // interprocedural depth of the slices
	Tokenizer string
}

// TokensRow is one criterion of the benchmark, in tokens.
type TokensRow struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	WholeFiles int    `json:"whole_files"` // (a) the files holding the slice's statements
	Retrieval  int    `json:"retrieval"`   // (b) the 10 files sharing most identifiers with the target function
	Slice      int    `json:"slice"`       // (c) the budgeted slice output
	FullSlice  int    `json:"full_slice"`  // the slice output without a budget
}

// TokensReport aggregates the benchmark.
type TokensReport struct {
	Options             TokensOptions `json:"options"`
	Rows                []TokensRow   `json:"rows"`
	MeanVsWhole         float64       `json:"mean_reduction_vs_whole_files"`
	MedianVsWhole       float64       `json:"median_reduction_vs_whole_files"`
	MeanVsRetrieval     float64       `json:"mean_reduction_vs_retrieval"`
	MedianVsRetrieval   float64       `json:"median_reduction_vs_retrieval"`
	WithinBudget        float64       `json:"share_within_budget"`          // outputs that fit (must be 1)
	FullSliceFitsBudget float64       `json:"share_full_slice_fits_budget"` // slices that needed no pruning
}

var identRE = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*`)

func identifiers(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range identRE.FindAllString(s, -1) {
		out[w] = true
	}
	return out
}

// RunTokens indexes opt.Repo into a temporary directory, draws
// opt.Criteria backward criteria (statements of the repository, every name
// on the line) with opt.Seed, and compares for each the tokens of the whole
// files its slice touches, of an identifier-overlap retrieval baseline, and
// of the budgeted slice output. Reductions are 1 - slice/baseline.
func RunTokens(ctx context.Context, opt TokensOptions) (*TokensReport, error) {
	tok, err := tokens.NewTokenizer(opt.Tokenizer)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "semantica-tokens-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	dbDir := filepath.Join(tmp, "idx")
	if _, err := loaders.Index(ctx, loaders.Options{Root: opt.Repo, DBDir: dbDir, Exclude: StdlibExcludes}); err != nil {
		return nil, err
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	meta, err := loaders.ReadMeta(dbDir)
	if err != nil {
		return nil, err
	}
	// Whole-file texts, token counts and identifier sets.
	files := make([]string, 0, len(meta.Files))
	for f := range meta.Files {
		files = append(files, f)
	}
	sort.Strings(files)
	fileTokens := map[string]int{}
	fileIDs := map[string]map[string]bool{}
	fileSrc := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(meta.Root, filepath.FromSlash(f)))
		if err != nil {
			return nil, err
		}
		fileSrc[f] = string(b)
		fileTokens[f] = tok.Count(string(b))
		fileIDs[f] = identifiers(string(b))
	}
	rows, err := db.Query(`MATCH (f:Func)-[:CONTAINS]->(s:Stmt) WHERE s.scored AND (s.kind = 'simple' OR s.kind = 'return')
		RETURN s.file, s.line, f.line, f.end_line, f.kind ORDER BY s.id`, nil)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewSource(opt.Seed))
	r.Shuffle(len(rows.Data), func(i, j int) { rows.Data[i], rows.Data[j] = rows.Data[j], rows.Data[i] })
	e := &queries.Engine{DB: db}
	p := &planner.Planner{Engine: e}
	source := func(path string) ([]byte, error) {
		return os.ReadFile(filepath.Join(meta.Root, filepath.FromSlash(path)))
	}
	rep := &TokensReport{Options: opt}
	for _, row := range rows.Data {
		if len(rep.Rows) == opt.Criteria || ctx.Err() != nil {
			break
		}
		file, line := row[0].(string), int(row[1].(int64))
		crit := queries.Criterion{File: file, Line: line, Direction: queries.Backward, Depth: opt.Depth}
		res, err := e.Slice(crit)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		// (c): the planner's output under the budget; the unpruned slice's
		// output is measured with the default plan forced and no limit.
		used, err := planTokens(p, crit, opt.Budget, "", tok, source)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		full, err := planTokens(p, crit, 1<<30, planner.Shape{Depth: opt.Depth}.Name(), tok, source)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", file, line, err)
		}
		touched := map[string]bool{}
		for _, s := range res.Stmts {
			touched[s.File] = true
		}
		whole := 0
		for f := range touched {
			whole += fileTokens[f]
		}
		// The target function's text (module code: the whole file).
		src := strings.Split(fileSrc[file], "\n")
		first, last := int(row[2].(int64)), int(row[3].(int64))
		if row[4].(string) == "module" || first < 1 {
			first, last = 1, len(src)
		}
		fn := strings.Join(src[first-1:min(last, len(src))], "\n")
		ids := identifiers(fn)
		type scored struct {
			f string
			n int
		}
		var ranked []scored
		for _, f := range files {
			n := 0
			for w := range ids {
				if fileIDs[f][w] {
					n++
				}
			}
			ranked = append(ranked, scored{f, n})
		}
		sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].n > ranked[j].n })
		retrieval := 0
		for _, s := range ranked[:min(10, len(ranked))] {
			retrieval += fileTokens[s.f]
		}
		rep.Rows = append(rep.Rows, TokensRow{File: file, Line: line, WholeFiles: whole, Retrieval: retrieval, Slice: used, FullSlice: full})
	}
	var vsWhole, vsRet []float64
	within, fits := 0, 0
	for _, row := range rep.Rows {
		if row.WholeFiles > 0 {
			vsWhole = append(vsWhole, 1-float64(row.Slice)/float64(row.WholeFiles))
		}
		if row.Retrieval > 0 {
			vsRet = append(vsRet, 1-float64(row.Slice)/float64(row.Retrieval))
		}
		if row.Slice <= opt.Budget {
			within++
		}
		if row.FullSlice <= opt.Budget {
			fits++
		}
	}
	rep.MeanVsWhole, rep.MedianVsWhole = meanMedian(vsWhole)
	rep.MeanVsRetrieval, rep.MedianVsRetrieval = meanMedian(vsRet)
	if n := float64(len(rep.Rows)); n > 0 {
		rep.WithinBudget, rep.FullSliceFitsBudget = round(float64(within)/n), round(float64(fits)/n)
	}
	return rep, nil
}

// planTokens plans and executes a slice and returns its output tokens
// (text format). only forces a plan by name.
func planTokens(p *planner.Planner, c queries.Criterion, budget int, only string, tok *tokens.Tokenizer,
	source func(string) ([]byte, error)) (int, error) {
	req := &planner.Request{Criterion: c, Budget: budget, Format: "text", Weights: planner.DefaultWeights, Now: time.Now(),
		Only: only, Tokenizer: tok, Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: source}}
	pl, err := p.Plan(req)
	if err != nil {
		return 0, err
	}
	if err := p.Execute(pl); err != nil {
		return 0, err
	}
	return pl.Tokens, nil
}

func meanMedian(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	sum := 0.0
	for _, x := range s {
		sum += x
	}
	med := s[len(s)/2]
	if len(s)%2 == 0 {
		med = (s[len(s)/2-1] + s[len(s)/2]) / 2
	}
	return round(sum / float64(len(s))), round(med)
}

// WriteText prints the aggregate figures.
func (rep *TokensReport) WriteText(w io.Writer) {
	mean := func(f func(TokensRow) int) float64 {
		if len(rep.Rows) == 0 {
			return 0
		}
		s := 0
		for _, r := range rep.Rows {
			s += f(r)
		}
		return float64(s) / float64(len(rep.Rows))
	}
	fmt.Fprintf(w, "criteria: %d (seed %d) on %s, budget %d tokens (%s), depth %d\n", len(rep.Rows), rep.Options.Seed,
		rep.Options.Repo, rep.Options.Budget, rep.Options.Tokenizer, rep.Options.Depth)
	fmt.Fprintf(w, "mean tokens: whole files %.0f, retrieval top-10 %.0f, slice %.0f (unpruned %.0f)\n",
		mean(func(r TokensRow) int { return r.WholeFiles }), mean(func(r TokensRow) int { return r.Retrieval }),
		mean(func(r TokensRow) int { return r.Slice }), mean(func(r TokensRow) int { return r.FullSlice }))
	fmt.Fprintf(w, "reduction vs whole files: mean %.1f%%, median %.1f%%\n", 100*rep.MeanVsWhole, 100*rep.MedianVsWhole)
	fmt.Fprintf(w, "reduction vs retrieval:   mean %.1f%%, median %.1f%%\n", 100*rep.MeanVsRetrieval, 100*rep.MedianVsRetrieval)
	fmt.Fprintf(w, "within budget: %.1f%% of outputs; %.1f%% of slices fit without pruning\n", 100*rep.WithinBudget, 100*rep.FullSliceFitsBudget)
}
