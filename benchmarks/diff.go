package benchmarks

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/changes"
	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// DiffReplayOptions configures RunDiffReplay.
type DiffReplayOptions struct {
	Repo    string // a git work tree; its history is read, never written
	Commits int    // commits to replay (non-merge, touching two or more Python files)
	Budgets []int  // tokens
	Scan    int    // commits looked at, at most (default 20 × Commits)
	Log     io.Writer
}

// DiffReplayCommit is one replayed commit.
type DiffReplayCommit struct {
	Commit     string  `json:"commit"`
	First      string  `json:"first"`        // the file whose change is the input
	Others     int     `json:"others"`       // other Python files the commit changed
	Targets    int     `json:"targets"`      // their changed statements
	Scopes     int     `json:"scopes"`       // their changed scopes
	Files      int     `json:"files"`        // Python files of the whole diff
	FullDiffMS float64 `json:"full_diff_ms"` // diff-context of the whole diff at the largest budget, first on the opened index
	// Per budget: statements and scopes of the other files covered by
	// diff-context and by the baseline, tokens used, and time.
	Ours     []DiffCoverage `json:"ours"`
	Baseline []DiffCoverage `json:"baseline"`
}

// DiffCoverage is the coverage of one context of the changed-together code.
type DiffCoverage struct {
	Budget     int     `json:"budget"`
	Statements int     `json:"statements"` // changed statements of the other files shown as code
	Scopes     int     `json:"scopes"`     // their changed scopes named (code or signature)
	Tokens     int     `json:"tokens"`
	MS         float64 `json:"ms"`
}

// DiffReplayReport aggregates RunDiffReplay.
type DiffReplayReport struct {
	Repo    string             `json:"repo"`
	Budgets []int              `json:"budgets"`
	Commits []DiffReplayCommit `json:"commits"`
	Scanned int                `json:"scanned"`
	Skipped map[string]int     `json:"skipped"`
}

// RunDiffReplay replays a repository's history: for each of the last
// Commits non-merge commits that change two or more Python files, it
// indexes the commit's tree (git archive, no git statistics), gives
// diff-context the change of the commit's first Python file only (against
// its parent), and measures how much of the code the same commit changed
// in its other files the context covers: changed statements shown as code
// and changed scopes named. The baseline pastes whole files into the same
// budget: the first file, then the files its code calls, most calls
// first. It also times diff-context on the whole diff.
func RunDiffReplay(ctx context.Context, o DiffReplayOptions) (*DiffReplayReport, error) {
	if o.Commits <= 0 {
		o.Commits = 50
	}
	if o.Scan <= 0 {
		o.Scan = 20 * o.Commits
	}
	if len(o.Budgets) == 0 {
		o.Budgets = []int{2000, 8000}
	}
	sort.Ints(o.Budgets)
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	out, err := exec.CommandContext(ctx, "git", "-C", o.Repo, "rev-list", "--no-merges", fmt.Sprintf("--max-count=%d", o.Scan), "HEAD").Output()
	if err != nil {
		return nil, fmt.Errorf("git rev-list in %s: %w", o.Repo, err)
	}
	rep := &DiffReplayReport{Repo: o.Repo, Budgets: o.Budgets, Skipped: map[string]int{}}
	for _, c := range strings.Fields(string(out)) {
		if len(rep.Commits) >= o.Commits {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rep.Scanned++
		set, err := changes.Read(ctx, changes.Options{Dir: o.Repo, Base: c + "^", Head: c})
		if err != nil {
			rep.Skipped["no parent"]++
			continue
		}
		var py []changes.File
		for _, f := range set.Files {
			if strings.HasSuffix(f.Path, ".py") && len(f.Added) > 0 {
				py = append(py, f)
			}
		}
		if len(py) < 2 {
			rep.Skipped["fewer than 2 Python files changed"]++
			continue
		}
		rc, err := replayCommit(ctx, o, tok, set, py)
		if err != nil {
			return nil, fmt.Errorf("commit %s: %w", c[:12], err)
		}
		if rc == nil {
			rep.Skipped["no changed statement in the other files"]++
			continue
		}
		rep.Commits = append(rep.Commits, *rc)
		if o.Log != nil {
			fmt.Fprintf(o.Log, "%s %s +%d files: ours %v baseline %v\n", c[:12], rc.First, rc.Others, rc.Ours, rc.Baseline)
		}
	}
	return rep, nil
}

func replayCommit(ctx context.Context, o DiffReplayOptions, tok *tokens.Tokenizer, set *changes.Set, py []changes.File) (*DiffReplayCommit, error) {
	src, idx, remove, err := loaders.IndexCommit(ctx, o.Repo, set.Head, loaders.Options{})
	if err != nil {
		return nil, err
	}
	defer remove()
	db, err := queries.Open(filepath.Join(idx, queries.GraphFile), true)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	first, others := py[0], py[1:]
	rc := &DiffReplayCommit{Commit: set.Head[:12], First: first.Path, Others: len(others), Files: len(py)}
	// The whole diff first, on the index as a process finds it (no query
	// has run, an empty memo and source cache), as the CLI's
	// diff-context does after reading the change from git.
	{
		e := &queries.Engine{DB: db, Memo: queries.NewMemo()}
		removed, placed := loaders.BaseScopes(ctx, o.Repo, set)
		in := &loaders.DiffInput{Set: set, Files: py, Removed: removed, Deletions: placed}
		input := optimizer.Input{Language: loaders.Languages{}, Source: func(p string) ([]byte, error) {
			return os.ReadFile(filepath.Join(src, filepath.FromSlash(p)))
		}, Cache: optimizer.NewCache()}
		t := time.Now()
		files, deleted := server.DiffFiles(in, nil)
		if _, err := (&planner.Planner{Engine: e}).DiffContext(&planner.DiffRequest{Base: set.Base, Head: set.Head,
			Files: files, DeletedScopes: deleted, Budget: o.Budgets[len(o.Budgets)-1], Tokenizer: tok, Optimizer: input}); err != nil {
			return nil, err
		}
		rc.FullDiffMS = msSince(t)
	}
	e := &queries.Engine{DB: db, Memo: queries.NewMemo()}
	// The other files' changed statements and scopes.
	type loc struct {
		file string
		line int
	}
	targets := map[loc]bool{}
	scopes := map[string]bool{}
	for _, f := range others {
		stmts, err := e.FileStmts(f.Path)
		if err != nil {
			return nil, err
		}
		sc, err := e.FileScopes(f.Path)
		if err != nil {
			return nil, err
		}
		for _, l := range f.Added {
			for _, s := range stmts {
				if s.Line <= l && l <= s.EndLine && s.Kind != "import" {
					targets[loc{f.Path, s.Line}] = true
					if x, ok := queries.Innermost(sc, l); ok {
						scopes[x.QName] = true
					}
				}
			}
		}
	}
	if len(targets) == 0 {
		return nil, nil
	}
	rc.Targets, rc.Scopes = len(targets), len(scopes)
	input := optimizer.Input{Language: loaders.Languages{}, Source: func(p string) ([]byte, error) {
		return os.ReadFile(filepath.Join(src, filepath.FromSlash(p)))
	}, Cache: optimizer.NewCache()}
	removed, placed := loaders.BaseScopes(ctx, o.Repo, set)
	toDiff := func(fs []changes.File) []planner.DiffFile {
		files, _ := server.DiffFiles(&loaders.DiffInput{Set: set, Files: fs, Removed: removed, Deletions: placed}, nil)
		return files
	}
	p := &planner.Planner{Engine: e}
	for _, b := range o.Budgets {
		t := time.Now()
		dc, err := p.DiffContext(&planner.DiffRequest{Base: set.Base, Head: set.Head, Files: toDiff([]changes.File{first}),
			Budget: b, Tokenizer: tok, Optimizer: input})
		if err != nil {
			return nil, err
		}
		cov := DiffCoverage{Budget: b, Tokens: dc.BudgetUsed, MS: msSince(t)}
		covered := map[loc]bool{}
		for _, s := range dc.Slices {
			if scopes[s.ID] {
				cov.Scopes++
			}
			if s.Code == nil {
				continue
			}
			for _, l := range s.Lines {
				if k := (loc{s.File, l}); targets[k] && !covered[k] {
					covered[k] = true
					cov.Statements++
				}
			}
		}
		rc.Ours = append(rc.Ours, cov)
		base, err := wholeFiles(e, tok, src, first.Path, b)
		if err != nil {
			return nil, err
		}
		bc := DiffCoverage{Budget: b}
		shownScopes := map[string]bool{}
		for _, wf := range base {
			bc.Tokens += wf.tokens
			for k := range targets {
				if k.file == wf.path && k.line <= wf.lines {
					bc.Statements++
				}
			}
			sc, err := e.FileScopes(wf.path)
			if err != nil {
				return nil, err
			}
			for _, x := range sc {
				if scopes[x.QName] && x.Line <= wf.lines && !shownScopes[x.QName] {
					shownScopes[x.QName] = true
					bc.Scopes++
				}
			}
		}
		rc.Baseline = append(rc.Baseline, bc)
	}
	return rc, nil
}

// wholeFile is a file of the baseline: its first lines lines (all of it
// unless the budget cut it), tokens tokens.
type wholeFile struct {
	path          string
	lines, tokens int
}

// wholeFiles is the baseline context: the first file whole, then the
// files its code calls (CALLS edges from its scopes, most calls first),
// whole, the last one cut at a line boundary to fit budget tokens.
func wholeFiles(e *queries.Engine, tok *tokens.Tokenizer, root, first string, budget int) ([]wholeFile, error) {
	rows, err := e.DB.Query(`MATCH (a:Func)-[:CALLS]->(b:Func) WHERE a.file = $f AND b.file <> $f AND b.file <> ''
RETURN b.file, count(*) AS n ORDER BY n DESC, b.file`, map[string]any{"f": first})
	if err != nil {
		return nil, err
	}
	paths := []string{first}
	for _, r := range rows.Data {
		paths = append(paths, r[0].(string))
	}
	return pasteFiles(tok, paths, func(p string) (string, error) {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(p)))
		return string(b), err
	}, budget)
}

// pasteFiles is the whole-files baseline's context: each file of paths in
// order, under a "# path" line, while it fits budget tokens; the first
// that does not fit is cut at the last line that does (binary search), and
// the context ends there.
func pasteFiles(tok *tokens.Tokenizer, paths []string, read func(string) (string, error), budget int) ([]wholeFile, error) {
	var out []wholeFile
	left := budget
	for _, p := range paths {
		text, err := read(p)
		if err != nil {
			return nil, err
		}
		lines := strings.SplitAfter(text, "\n")
		if n := tok.Count("# " + p + "\n" + text); n <= left {
			out = append(out, wholeFile{p, len(lines), n})
			left -= n
			continue
		}
		lo, hi := 0, len(lines)
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if tok.Count("# "+p+"\n"+strings.Join(lines[:mid], "")) <= left {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		if lo > 0 {
			out = append(out, wholeFile{p, lo, tok.Count("# " + p + "\n" + strings.Join(lines[:lo], ""))})
		}
		break
	}
	return out, nil
}

// WriteText prints the replay's aggregate figures: per budget the share of
// the other files' changed statements and scopes covered, ours and the
// baseline's, tokens used, and diff-context's latency.
func (rep *DiffReplayReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "diff replay on %s: %d commits (of %d scanned; skipped %v)\n", rep.Repo, len(rep.Commits), rep.Scanned, rep.Skipped)
	if len(rep.Commits) == 0 {
		return
	}
	targets, scopes, files := 0, 0, 0
	var full []float64
	for _, c := range rep.Commits {
		targets += c.Targets
		scopes += c.Scopes
		files += c.Files
		full = append(full, c.FullDiffMS)
	}
	fmt.Fprintf(w, "other files' changed statements %d, changed scopes %d; Python files per diff %.1f\n", targets, scopes,
		float64(files)/float64(len(rep.Commits)))
	fmt.Fprintf(w, "coverage of the other files' changed statements and scopes: pooled over all commits, and the mean of per-commit shares\n")
	fmt.Fprintf(w, "%-7s %-9s %12s %12s %12s %12s %10s %8s %11s\n", "budget", "context", "stmts pooled", "scopes pooled",
		"stmts mean", "scopes mean", "commits>0", "tokens", "ms p50/p95")
	for i, b := range rep.Budgets {
		for _, side := range []string{"ours", "baseline"} {
			st, sc, hit, tokens := 0, 0, 0, 0
			stMean, scMean := 0.0, 0.0
			var ms []float64
			for _, c := range rep.Commits {
				cov := c.Ours[i]
				if side == "baseline" {
					cov = c.Baseline[i]
				}
				st += cov.Statements
				sc += cov.Scopes
				stMean += float64(cov.Statements) / float64(c.Targets)
				scMean += float64(cov.Scopes) / float64(max(1, c.Scopes))
				tokens += cov.Tokens
				if cov.Statements > 0 || cov.Scopes > 0 {
					hit++
				}
				ms = append(ms, cov.MS)
			}
			lat := "-"
			if side == "ours" {
				lat = fmt.Sprintf("%.0f/%.0f", percentile(ms, 0.5), percentile(ms, 0.95))
			}
			n := float64(len(rep.Commits))
			fmt.Fprintf(w, "%-7d %-9s %11.1f%% %12.1f%% %11.1f%% %11.1f%% %10d %8d %11s\n", b, side, 100*float64(st)/float64(targets),
				100*float64(sc)/float64(scopes), 100*stMean/n, 100*scMean/n, hit, tokens/len(rep.Commits), lat)
		}
	}
	fmt.Fprintf(w, "whole diff (%d-token budget): p50 %.0f ms, p95 %.0f ms\n", rep.Budgets[len(rep.Budgets)-1], percentile(full, 0.5), percentile(full, 0.95))
}
