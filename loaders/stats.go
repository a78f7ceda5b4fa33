package loaders

import (
	"bufio"
	"bytes"
	"context"
	"github.com/semantica/semantica/schema/tokens"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/semantica/semantica/schema"
)

// fillStats computes the statistics the planner's cost model reads
// (schema.cypher documents each): per statement the DATA and CTRL fan-in
// and fan-out across statements and its call sites; per scope its
// statements, call-graph fan-in and fan-out and stub size; per file its
// statements. Git statistics are added by fillGitStats.
func fillStats(g *schema.Graph, tok *tokens.Tokenizer) {
	stmtIdx := make(map[int64]int, len(g.Stmts))
	for i, s := range g.Stmts {
		stmtIdx[s.ID] = i
	}
	vstmt := make(map[int64]int64, len(g.Vertices))
	for _, v := range g.Vertices {
		vstmt[v.ID] = v.Stmt
	}
	for _, d := range g.Deps {
		if d.Kind != schema.Data && d.Kind != schema.Global && d.Kind != schema.Ctrl {
			continue
		}
		from, to := vstmt[d.From], vstmt[d.To]
		if from == to || from < 0 || to < 0 {
			continue
		}
		fi, fok := stmtIdx[from]
		ti, tok := stmtIdx[to]
		if d.Kind == schema.Data || d.Kind == schema.Global {
			if fok {
				g.Stmts[fi].DataOut++
			}
			if tok {
				g.Stmts[ti].DataIn++
			}
		} else {
			if fok {
				g.Stmts[fi].CtrlOut++
			}
			if tok {
				g.Stmts[ti].CtrlIn++
			}
		}
	}
	funcIdx := make(map[int64]int, len(g.Funcs))
	for i, f := range g.Funcs {
		funcIdx[f.ID] = i
	}
	for _, c := range g.Calls {
		if i, ok := stmtIdx[c.Site]; ok {
			g.Stmts[i].CallOut++
		}
		if i, ok := funcIdx[c.Caller]; ok {
			g.Funcs[i].CallsOut++
		}
		if i, ok := funcIdx[c.Callee]; ok {
			g.Funcs[i].CallsIn++
		}
	}
	fileStmts := map[string]int{}
	for _, s := range g.Stmts {
		if i, ok := funcIdx[s.Func]; ok {
			g.Funcs[i].Stmts++
			if !stringOnly(s) {
				g.Funcs[i].BodyTokens += s.Tokens
			}
		}
		fileStmts[s.File]++
	}
	// File-level fan-in and fan-out: DATA edges between statements of
	// different files, CALLS edges between scopes of different files.
	type fan struct{ dataIn, dataOut, callsIn, callsOut int }
	files := map[string]*fan{}
	at := func(f string) *fan {
		if files[f] == nil {
			files[f] = &fan{}
		}
		return files[f]
	}
	for _, d := range g.Deps {
		if d.Kind != schema.Data && d.Kind != schema.Global {
			continue
		}
		fi, fok := stmtIdx[vstmt[d.From]]
		ti, tok := stmtIdx[vstmt[d.To]]
		if fok && tok && g.Stmts[fi].File != g.Stmts[ti].File {
			at(g.Stmts[fi].File).dataOut++
			at(g.Stmts[ti].File).dataIn++
		}
	}
	for _, c := range g.Calls {
		ci, cok := funcIdx[c.Caller]
		ei, eok := funcIdx[c.Callee]
		if cok && eok && g.Funcs[ei].File != "" && g.Funcs[ci].File != g.Funcs[ei].File {
			at(g.Funcs[ci].File).callsOut++
			at(g.Funcs[ei].File).callsIn++
		}
	}
	for i := range g.Files {
		f := &g.Files[i]
		f.Stmts = fileStmts[f.Path]
		if x := files[f.Path]; x != nil {
			f.DataIn, f.DataOut, f.CallsIn, f.CallsOut = x.dataIn, x.dataOut, x.callsIn, x.callsOut
		}
	}
	for i := range g.Funcs {
		f := &g.Funcs[i]
		if f.Signature != "" {
			f.SigTokens = tok.Count(f.Signature + "\n" + f.Doc)
		}
	}
}

// blameLine is what git blame says of one current line.
type blameLine struct {
	commit string
	time   int64 // committer time, Unix seconds
}

// fillGitStats sets churn, last change and hotspot of files and scopes from
// `git blame --line-porcelain` of each file when root is inside a git work
// tree (nothing otherwise, and nothing for files git does not track). The
// churn of a span is the number of distinct commits that last touched one
// of its current lines: the commits still visible in the code, which is
// what a reader of the slice sees; it undercounts commits whose lines were
// all rewritten since. It never touches the network.
func fillGitStats(ctx context.Context, root string, g *schema.Graph, workers int) []string {
	if out, err := exec.CommandContext(ctx, "git", "-C", root, "rev-parse", "--is-inside-work-tree").Output(); err != nil ||
		strings.TrimSpace(string(out)) != "true" {
		return nil
	}
	// Only tracked files have history; untracked ones keep zero statistics.
	ls, err := exec.CommandContext(ctx, "git", "-C", root, "ls-files", "-z").Output()
	if err != nil {
		return []string{"git ls-files in " + root + ": " + err.Error() + " (no churn statistics)"}
	}
	tracked := map[string]bool{}
	for _, p := range strings.Split(string(ls), "\x00") {
		tracked[p] = true
	}
	blames := make(map[string][]blameLine, len(g.Files))
	var mu sync.Mutex
	var warns []string
	jobs := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < max(1, workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for path := range jobs {
				lines, err := blame(ctx, root, path)
				mu.Lock()
				if err != nil {
					warns = append(warns, "git blame "+path+": "+err.Error()+" (no churn statistics for it)")
				} else {
					blames[path] = lines
				}
				mu.Unlock()
			}
		}()
	}
	for _, f := range g.Files {
		if tracked[f.Path] {
			jobs <- f.Path
		}
	}
	close(jobs)
	wg.Wait()
	span := func(file string, first, last int) (int, int64) {
		lines := blames[file]
		seen := map[string]bool{}
		var newest int64
		for l := max(first, 1); l <= last && l <= len(lines); l++ {
			b := lines[l-1]
			if b.commit == "" || strings.Trim(b.commit, "0") == "" {
				continue // uncommitted line
			}
			seen[b.commit] = true
			newest = max(newest, b.time)
		}
		return len(seen), newest
	}
	for i := range g.Files {
		f := &g.Files[i]
		f.Churn, f.LastChange = span(f.Path, 1, f.Lines)
	}
	maxChurn := 0
	for i := range g.Funcs {
		f := &g.Funcs[i]
		if f.File == "" {
			continue
		}
		f.Churn, f.LastChange = span(f.File, f.Line, f.EndLine)
		maxChurn = max(maxChurn, f.Churn)
	}
	if maxChurn > 0 {
		for i := range g.Funcs {
			g.Funcs[i].Hotspot = float64(g.Funcs[i].Churn) / float64(maxChurn)
		}
	}
	return warns
}

// blame runs git blame on one file and returns, per current line, the
// commit that last changed it and that commit's time.
func blame(ctx context.Context, root, path string) ([]blameLine, error) {
	cmd := exec.CommandContext(ctx, "git", "-C", root, "blame", "--line-porcelain", "--", filepath.FromSlash(path))
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return nil, errorString(strings.TrimSpace(string(ee.Stderr)))
		}
		return nil, err
	}
	times := map[string]int64{}
	var lines []blameLine
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	header := true
	for sc.Scan() {
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "\t"):
			lines = append(lines, blameLine{commit: cur, time: times[cur]})
			header = true
		case header && len(l) >= 40 && isHex(l[:40]):
			cur = l[:40]
			header = false
		case strings.HasPrefix(l, "committer-time "):
			t, _ := strconv.ParseInt(strings.TrimPrefix(l, "committer-time "), 10, 64)
			times[cur] = t
		}
	}
	return lines, sc.Err()
}

type errorString string

func (e errorString) Error() string { return string(e) }

func isHex(s string) bool {
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// stringOnly reports whether a statement is a bare string literal (a
// docstring): it defines and uses nothing.
func stringOnly(s schema.Stmt) bool {
	t := strings.TrimLeft(strings.TrimSpace(s.Text), "rRbBuUfF")
	return s.Kind == "simple" && s.Defs == "" && s.Uses == "" && (strings.HasPrefix(t, `"`) || strings.HasPrefix(t, `'`))
}
