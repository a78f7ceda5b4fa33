package loaders

import (
	"bufio"
	"bytes"
	"context"
	"encoding/gob"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/semantica/semantica/schema/tokens"

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

// BlameCache is the file in an index directory that keeps each file's
// blame for the next run (gob of blameCache).
const BlameCache = "blame.gob"

// blameEntry is one file's blame, valid while the file's blob at HEAD and
// its content in the work tree are those it was computed from.
type blameEntry struct {
	Blob, SHA256 string
	Commits      []string // per line; "" for a line not committed yet
	Times        []int64
}

// blameCache is the blame of every file at commit Head: a file's entry
// holds while its blob at HEAD and its content are the same and HEAD still
// descends from Head (a rebase or a squash rewrites the commits the
// blame names: the cache is then dropped).
type blameCache struct {
	Head  string
	Files map[string]blameEntry
}

// gitBlames is the result of startBlames.
type gitBlames struct {
	lines    map[string][]blameLine
	cache    blameCache
	warns    []string
	reused   int // files whose blame came from the previous index's cache
	blamed   int // files blamed in this run
	ms       int64
	inGit    bool
	finished chan struct{}
}

// startBlames starts `git blame --line-porcelain` of every tracked file of
// srcs in the background (workers at a time) and returns at once: blame
// needs only the files, so it runs beside parsing and the graph build,
// off the critical path of the run. A file whose blob at HEAD and content
// are those of prevDir's blame cache is not blamed again: after an edit,
// only the edited files are. It never touches the network. wait() returns
// the blames once all are done.
func startBlames(ctx context.Context, root string, srcs []SourceFile, prevDir string, workers int) (wait func() *gitBlames) {
	r := &gitBlames{lines: map[string][]blameLine{}, cache: blameCache{Files: map[string]blameEntry{}}, finished: make(chan struct{})}
	go func() {
		defer close(r.finished)
		start := time.Now()
		defer func() { r.ms = time.Since(start).Milliseconds() }()
		if out, err := exec.CommandContext(ctx, "git", "-C", root, "rev-parse", "--is-inside-work-tree").Output(); err != nil ||
			strings.TrimSpace(string(out)) != "true" {
			return
		}
		r.inGit = true
		// Only files tracked at HEAD have history; others keep zero
		// statistics. ls-tree names each file's blob, the cache's key.
		// Paths are relative to root (--full-name off, "." the root).
		ls, err := exec.CommandContext(ctx, "git", "-C", root, "ls-tree", "-r", "-z", "HEAD", ".").Output()
		if err != nil {
			r.warns = append(r.warns, "git ls-tree in "+root+": "+err.Error()+" (no churn statistics)")
			return
		}
		blobs := map[string]string{}
		for _, e := range strings.Split(string(ls), "\x00") {
			meta, path, ok := strings.Cut(e, "\t")
			if f := strings.Fields(meta); ok && len(f) == 3 && f[1] == "blob" {
				blobs[path] = f[2]
			}
		}
		cached := readBlameCache(prevDir)
		prev := cached.Files
		if out, err := exec.CommandContext(ctx, "git", "-C", root, "rev-parse", "HEAD").Output(); err == nil {
			r.cache.Head = strings.TrimSpace(string(out))
		}
		if old := cached.Head; old != r.cache.Head &&
			(old == "" || exec.CommandContext(ctx, "git", "-C", root, "merge-base", "--is-ancestor", old, r.cache.Head).Run() != nil) {
			prev = nil // history rewritten since (or unknown): blame everything again
		}
		var mu sync.Mutex
		jobs := make(chan SourceFile)
		var wg sync.WaitGroup
		for w := 0; w < max(1, workers); w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for f := range jobs {
					lines, err := blame(ctx, root, f.Path)
					mu.Lock()
					if err != nil {
						r.warns = append(r.warns, "git blame "+f.Path+": "+err.Error()+" (no churn statistics for it)")
					} else {
						r.lines[f.Path] = lines
						r.cache.Files[f.Path] = entryOf(blobs[f.Path], f.SHA256, lines)
						r.blamed++
					}
					mu.Unlock()
				}
			}()
		}
		for _, f := range srcs {
			blob, ok := blobs[f.Path]
			if !ok {
				continue
			}
			if e, ok := prev[f.Path]; ok && e.Blob == blob && e.SHA256 == f.SHA256 && len(e.Commits) == len(e.Times) {
				mu.Lock()
				r.lines[f.Path] = e.lines()
				r.cache.Files[f.Path] = e
				r.reused++
				mu.Unlock()
				continue
			}
			jobs <- f
		}
		close(jobs)
		wg.Wait()
	}()
	return func() *gitBlames {
		<-r.finished
		return r
	}
}

func entryOf(blob, sha string, lines []blameLine) blameEntry {
	e := blameEntry{Blob: blob, SHA256: sha, Commits: make([]string, len(lines)), Times: make([]int64, len(lines))}
	for i, l := range lines {
		e.Commits[i], e.Times[i] = l.commit, l.time
	}
	return e
}

func (e blameEntry) lines() []blameLine {
	out := make([]blameLine, len(e.Commits))
	for i := range out {
		out[i] = blameLine{commit: e.Commits[i], time: e.Times[i]}
	}
	return out
}

// readBlameCache reads dir's blame cache; empty when there is none or it
// does not decode.
func readBlameCache(dir string) blameCache {
	f, err := os.Open(filepath.Join(dir, BlameCache))
	if err != nil {
		return blameCache{}
	}
	defer f.Close()
	var c blameCache
	if err := gob.NewDecoder(bufio.NewReader(f)).Decode(&c); err != nil {
		return blameCache{}
	}
	return c
}

// writeBlameCache writes c into dir.
func writeBlameCache(dir string, c blameCache) error {
	f, err := os.Create(filepath.Join(dir, BlameCache))
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := gob.NewEncoder(w).Encode(c); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// fillGitStats sets churn, last change and hotspot of files and scopes from
// the blames (startBlames). The churn of a span is the number of distinct
// commits that last touched one of its current lines: the commits still
// visible in the code, which is what a reader of the slice sees; it
// undercounts commits whose lines were all rewritten since.
func fillGitStats(g *schema.Graph, blames map[string][]blameLine) {
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
