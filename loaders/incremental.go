package loaders

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"

	"github.com/semantica/semantica/loaders/chunks"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
)

// FingerprintFile is the file in an index directory that maps each indexed
// file (relative path) to the Fingerprint of the IR its graph was built
// from; "" for a file the incremental re-index must not trust (parse
// errors, a file emptied by a scope limit), buildFailed for one emptied by
// a failed graph build.
const FingerprintFile = "fingerprints.json"

// buildFailed is the fingerprint recorded for a file the previous run
// emptied because its graph build failed: the next run builds everything,
// which tries it again.
const buildFailed = "build failed"

// MaxIncrementalFiles is the most changed files a re-index updates in
// place; more run the full build.
const MaxIncrementalFiles = 16

// GraphGrowthLimit bounds how far updates in place may grow the graph
// file, as a multiple of its size after the last full build (Meta.
// BuiltGraphBytes); past it a run builds everything, which writes the file
// afresh. Kùzu 0.11.3 rewrites a string column's whole node group when
// one of its values changes and does not reuse the pages it leaves (there
// is no VACUUM: kuzudb/kuzu#4798): one changed statement text grows the
// standard library's 200 MB graph by 16–32 MB (measured), while lines,
// token counts and chunks, which an added comment or blank line changes,
// grow it by little.
const GraphGrowthLimit = 1.5

// MaxWALBytes bounds the write-ahead log an update in place leaves beside
// the graph (queries.WALFile), in bytes. Kùzu 0.11.3 checkpoints on close
// by default, which took 180–240 ms of a one-line re-index of the standard
// library (its 225 MB graph) and is skipped while the log stays under this
// bound: the commit is durable in the log, and every open replays it.
// Replay is not free: opening that graph read-only took 40–57 ms with a
// 40 KB log, 126 ms with 0.9 MB and 493 ms with 5.2 MB (measured). A
// comment line added to json/decoder.py logs about 80 KB (its statements,
// chunks and file row), so every third such update checkpoints, and a
// reader pays at most about 20 ms. An edit that replaces a file's chunks
// (a COPY) is checkpointed by Kùzu at its commit.
const MaxWALBytes = 256 << 10

// walLimit is MaxWALBytes, lowered by tests.
var walLimit int64 = MaxWALBytes

// EngineID names the program that builds dependence graphs: the main
// module's version with its VCS revision, or, for a build without them or
// from a modified tree (a development build, a test binary), the
// executable's size and modification time too. An index updated in place
// keeps the graph of the engine that built it, so an update needs the same
// engine (Meta.Engine); after an upgrade, a re-index builds everything.
func EngineID() string {
	id := "unknown"
	modified := true
	if bi, ok := debug.ReadBuildInfo(); ok {
		id = bi.Main.Path + "@" + bi.Main.Version
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				id += " " + s.Value
				modified = false
			case "vcs.modified":
				modified = modified || s.Value == "true"
			}
		}
	}
	if modified {
		exe, err := os.Executable()
		if err != nil {
			return id + " (executable unknown)"
		}
		fi, err := os.Stat(exe)
		if err != nil {
			return id + " (executable unknown)"
		}
		id += fmt.Sprintf(" %s %d %d", exe, fi.Size(), fi.ModTime().UnixNano())
	}
	return id
}

// errFull is a reason the incremental re-index declines a run, which the
// full build then handles.
type errFull string

func (e errFull) Error() string { return string(e) }

func full(format string, args ...any) error { return errFull(fmt.Sprintf(format, args...)) }

// reindexChanged is the incremental re-index: when every changed file keeps
// its Fingerprint (and no file was added or removed), the system dependence
// graph of the new tree equals the previous one but for the text and
// position columns of the changed files' rows (statement text, lines and
// token counts; a scope's lines, signature, docstring and token sums; a
// file's lines, tokens and digest; a call's line; git statistics), their
// chunks and search documents. reindexChanged computes those from the
// changed files alone (parsed and built on their own: what the build
// writes into these columns reads nothing of other files), copies the
// index directory, updates the copy's rows in one Kùzu write transaction
// and its Bleve documents, seals it and swaps it in like a full run. It
// returns an errFull saying why when it declines (the caller then runs the
// full build), another error when the run must stop. meta and metaErr are
// ReadMeta's answer for opt.DBDir.
func reindexChanged(ctx context.Context, opt Options, meta *Meta, metaErr error, root string, srcs []SourceFile, start time.Time) (*Summary, error) {
	if metaErr != nil {
		return nil, full("no readable previous index")
	}
	switch {
	case meta.SchemaVersion != schema.Version:
		return nil, full("the previous index has schema %d", meta.SchemaVersion)
	case meta.Modified:
		return nil, full("the previous index was modified by a --write session")
	case meta.Root != root:
		return nil, full("the previous index is of %s", meta.Root)
	case meta.Engine == "":
		return nil, full("the previous index does not name the semantica that built it (an older one)")
	case meta.Engine != EngineID():
		return nil, full("the previous index was built by another semantica (%s)", meta.Engine)
	case meta.Tokenizer != tokens.DefaultTokenizer:
		return nil, full("the previous index counted tokens in %s", meta.Tokenizer)
	case meta.Options.MaxFileBytes != opt.MaxFileBytes || !slices.Equal(meta.Options.Exclude, opt.Exclude) ||
		meta.Options.NoGit != opt.NoGit || normConfig(meta.Options.Chunks) != normConfig(opt.Chunks):
		return nil, full("the index options changed")
	}
	if fi, err := os.Stat(filepath.Join(opt.DBDir, queries.GraphFile)); err != nil || meta.BuiltGraphBytes == 0 ||
		float64(fi.Size()) > GraphGrowthLimit*float64(meta.BuiltGraphBytes) {
		return nil, full("updates in place grew the graph file past %.1f times its built size (Kùzu reclaims no space): building it afresh", GraphGrowthLimit)
	}
	fps, err := readFingerprints(opt.DBDir)
	if err != nil {
		return nil, full("no fingerprints in the previous index")
	}
	if len(srcs) != len(meta.Files) {
		return nil, full("files were added or removed")
	}
	for p, fp := range fps {
		if fp == buildFailed {
			return nil, full("the graph build failed on %s in the last run: trying it again", p)
		}
	}
	var changed []SourceFile
	for _, s := range srcs {
		sha, ok := meta.Files[s.Path]
		if !ok {
			return nil, full("%s was added", s.Path)
		}
		if sha != s.SHA256 {
			if _, linked := FrontEndOf(s.Path).(ir.Linker); linked {
				return nil, full("%s is linked with the other files of its language", s.Path)
			}
			changed = append(changed, s)
		}
	}
	if len(changed) > MaxIncrementalFiles {
		return nil, full("%d files changed (at most %d are updated in place)", len(changed), MaxIncrementalFiles)
	}
	var git blameCache
	if !opt.NoGit {
		git = readBlameCache(opt.DBDir)
		if head := gitHead(ctx, root); head != git.Head {
			return nil, full("git HEAD moved since the last index")
		}
	}
	hook := func(phase string) {
		if opt.Hook != nil {
			opt.Hook(phase)
		}
	}
	sum := &Summary{}
	*sum = meta.Stats
	if len(changed) == 0 {
		// The files, options, engine and HEAD are those indexed: the
		// index is what a build would write (but for run ids and times).
		// Nothing is written.
		sum.Incremental, sum.Unchanged, sum.FullReason, sum.DeltaOps = true, true, "", nil
		sum.Warnings = slices.Clone(meta.Stats.Warnings)
		sum.GitBlamed, sum.GitReused = 0, len(git.Files)
		if c := meta.Stats.Chunking; c != nil {
			cc := *c
			cc.Delta = map[string]int{chunks.INSERT: 0, chunks.UPDATE: 0, chunks.DELETE: 0, chunks.NOOP: c.Chunks}
			cc.Previous = true
			sum.Chunking = &cc
		}
		if opt.AllDeltaOps {
			if sum.DeltaOps, err = withUnchangedOps(opt.DBDir, nil, nil); err != nil {
				return nil, fmt.Errorf("index: %w", err)
			}
		}
		sum.Seconds = time.Since(start).Seconds()
		return sum, nil
	}
	sum.Incremental, sum.FullReason, sum.DeltaOps = true, "", nil
	sum.Warnings = slices.Clone(meta.Stats.Warnings)
	sum.ParseMS, sum.BuildMS, sum.TokensMS, sum.StatsMS, sum.GitMS, sum.GitWaitMS, sum.ChunkMS, sum.LoadMS, sum.SearchMS = 0, 0, 0, 0, 0, 0, 0, 0, 0
	sum.GitBlamed, sum.GitReused = 0, 0

	// Two things need only the list of changed files and run beside the
	// parse and build: the tokenizer's load, and copying the index
	// directory, opening the copy and reading the previous rows of those
	// files from it.
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	newDir := fmt.Sprintf("%s.new-%d", opt.DBDir, os.Getpid())
	_ = os.RemoveAll(newDir)
	// The copy is opened for writing as soon as it is complete (40–75 ms
	// on the standard library, replaying the write-ahead log) and the
	// previous rows of the changed files are read from it: one open of
	// the graph, whose reads warm the pages the update then writes.
	type copyResult struct {
		copied map[string]fileStat // the copy's files as copied
		db     *queries.DB
		rows   *fileRows
		err    error
	}
	copyCh := make(chan copyResult, 1)
	go func() {
		t := time.Now()
		r := copyResult{err: copyDir(opt.DBDir, newDir)}
		sum.CopyMS = time.Since(t).Milliseconds() // before the send: the receiver reads sum
		if r.err != nil {
			r.err = fmt.Errorf("index: copy %s: %w", opt.DBDir, r.err)
		} else if r.copied, r.err = statFiles(newDir); r.err != nil {
			r.err = fmt.Errorf("index: %w", r.err)
		} else if r.db, r.err = queries.Open(filepath.Join(newDir, queries.GraphFile), false); r.err != nil {
			r.err = fmt.Errorf("index: %w", r.err)
		} else if _, r.err = r.db.Query(`CALL force_checkpoint_on_close=false`, nil); r.err != nil {
			// Closing it leaves what it wrote in the write-ahead log
			// (applyRows checkpoints a log over MaxWALBytes).
			r.err = fmt.Errorf("index: %w", r.err)
		} else if r.rows, r.err = readFileRows(r.db, opt.DBDir, changed, opt.NoGit); r.err != nil {
			r.err = fmt.Errorf("index: %w", r.err)
		}
		copyCh <- r
	}()
	var cr copyResult
	copyDone, ok := false, false
	defer func() {
		if !copyDone {
			cr = <-copyCh
		}
		if cr.db != nil {
			cr.db.Close()
		}
		if !ok {
			_ = os.RemoveAll(newDir)
		}
	}()

	// Parse the changed files and check their fingerprints.
	t0 := time.Now()
	roots, _ := SourceRoots(root, srcs)
	files, err := parseAll(ctx, roots, changed, opt)
	if err != nil {
		return nil, err
	}
	files, lwarns := limitScopes(files)
	if len(lwarns) > 0 {
		return nil, full("a changed file has a scope over the size limit")
	}
	for i, f := range files {
		if len(f.Errors) > 0 {
			return nil, full("%s does not parse", f.Path)
		}
		if fp := fps[f.Path]; fp == "" || Fingerprint(f) != fp {
			return nil, full("the dependence structure of %s changed", changed[i].Path)
		}
	}
	sum.ParseMS = time.Since(t0).Milliseconds()
	hook("parsed")

	// Build the changed files alone: their rows' text and positions.
	t0 = time.Now()
	var wait func() *gitBlames
	if !opt.NoGit {
		bctx, cancel := context.WithCancel(ctx)
		defer cancel()
		wait = startBlames(bctx, root, changed, opt.DBDir, opt.Workers)
	}
	g1, err := buildAlone(files)
	if err != nil {
		return nil, full("the changed files do not build alone: %v", err)
	}
	capTexts(g1)
	prefix := lineTokens(changed, tok, opt.Workers)
	fillTokens(g1, files, prefix)
	fillStats(g1, tok)
	sum.BuildMS = time.Since(t0).Milliseconds()
	hook("built")

	// Match them with the previous index's rows of the same files.
	t0 = time.Now()
	cr = <-copyCh
	copyDone = true
	if cr.err != nil {
		return nil, cr.err
	}
	old := cr.rows
	mini, upd, err := mergeRows(g1, old)
	if err != nil {
		return nil, err
	}
	if wait != nil {
		t := time.Now()
		b := wait()
		sum.GitWaitMS = time.Since(t).Milliseconds()
		sum.GitMS, sum.GitBlamed = b.ms, b.blamed
		for p := range git.Files {
			if changedSHA(changed, p) == "" {
				sum.GitReused++ // the previous blame of a file not changed holds: HEAD has not moved
			}
		}
		if !b.inGit || len(b.warns) > 0 {
			return nil, full("git blame of the changed files failed")
		}
		fillGitStats(mini, b.lines)
		top := old.churnElsewhere
		for _, f := range mini.Funcs {
			top = max(top, f.Churn)
		}
		if top != old.churnMax {
			return nil, full("the largest churn changed (every hotspot changes)")
		}
		for i := range mini.Funcs {
			if top > 0 {
				mini.Funcs[i].Hotspot = float64(mini.Funcs[i].Churn) / float64(top)
			}
		}
		for _, f := range changed {
			if e, ok := b.cache.Files[f.Path]; ok {
				git.Files[f.Path] = e
			} else {
				delete(git.Files, f.Path)
			}
		}
	}
	for i, f := range mini.Files {
		mini.Files[i].SHA256 = changedSHA(changed, f.Path)
	}
	sum.StatsMS = time.Since(t0).Milliseconds()

	// Chunks and search documents of the changed files.
	t0 = time.Now()
	csum, err := chunkGraph(root, mini, changed, prefix, tok, opt.Workers, opt.Chunks)
	if err != nil {
		return nil, err
	}
	ops := chunks.Delta(old.chunks, mini.Chunks)
	counts := chunks.Counts(ops)
	if meta.Stats.Chunking != nil {
		c := *meta.Stats.Chunking
		c.Chunks += len(mini.Chunks) - len(old.chunks)
		c.Parents, c.Leaves = c.Parents+csum.Parents-old.parents, c.Leaves+csum.Leaves-(len(old.chunks)-old.parents)
		c.Run, c.Files, c.Previous = csum.Run, csum.Files, true
		counts[chunks.NOOP] += meta.Stats.Chunking.Chunks - len(old.chunks)
		c.Delta = counts
		sum.Chunking = &c
	}
	if opt.AllDeltaOps {
		if ops, err = withUnchangedOps(opt.DBDir, changed, ops); err != nil {
			return nil, fmt.Errorf("index: %w", err)
		}
	}
	sum.DeltaOps = ops
	docs := symbolDocs(mini, parentChunkIDs(root, mini, changed))
	sum.ChunkMS = time.Since(t0).Milliseconds()
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	// Update the copy of the index and swap it in.
	copied := cr.copied
	t0 = time.Now()
	hook("loading")
	err = applyRows(ctx, cr.db, newDir, upd, mini, old)
	cr.db.Close() // Kùzu writes nothing more: the commit is in the log or checkpointed
	cr.db = nil
	if err != nil {
		return nil, err
	}
	sum.LoadMS = time.Since(t0).Milliseconds()
	hook("loaded")
	// The graph's checksums beside the search update.
	t0 = time.Now()
	tSeal := t0
	type sealResult struct {
		sums map[string]FileSum
		err  error
	}
	sealCh := make(chan sealResult, 1)
	go func() {
		sums, err := sealChanged(newDir, graphFiles(newDir), copied, meta.Integrity)
		sealCh <- sealResult{sums, err}
	}()
	serr := updateSearch(newDir, docs)
	sum.SearchMS = time.Since(t0).Milliseconds()
	sr := <-sealCh
	if err := errors.Join(serr, sr.err); err != nil {
		return nil, err
	}
	if !opt.NoGit {
		if err := writeBlameCache(newDir, git); err != nil {
			sum.Warnings = append(sum.Warnings, "blame cache: "+err.Error()+" (the next run blames every file)")
		}
	}
	m := *meta
	m.Files = make(map[string]string, len(meta.Files))
	for p, h := range meta.Files {
		m.Files[p] = h
	}
	for _, s := range changed {
		m.Files[s.Path] = s.SHA256
	}
	m.Created = time.Now().UTC()
	sum.DBBytes = dirSize(newDir)
	sum.Seconds = time.Since(start).Seconds()
	m.Stats = *sum
	m.Stats.DeltaOps = nil
	if sum.Chunking != nil {
		c := *sum.Chunking
		c.Files = nil
		m.Stats.Chunking = &c
	}
	search, err := sealedFiles(newDir)
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	search = slices.DeleteFunc(search, func(rel string) bool { return rel == queries.GraphFile || rel == queries.WALFile })
	if m.Integrity, err = sealChanged(newDir, search, copied, meta.Integrity); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	maps.Copy(m.Integrity, sr.sums)
	if err := writeMeta(newDir, &m); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	sum.SealMS = time.Since(tSeal).Milliseconds()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := swap(newDir, opt.DBDir, hook); err != nil {
		return nil, err
	}
	ok = true
	sum.Seconds = time.Since(start).Seconds()
	return sum, nil
}

// normConfig is cfg with the zero value read as the default.
func normConfig(cfg chunks.Config) chunks.Config {
	if cfg == (chunks.Config{}) {
		return chunks.DefaultConfig()
	}
	return cfg
}

func changedSHA(srcs []SourceFile, path string) string {
	for _, s := range srcs {
		if s.Path == path {
			return s.SHA256
		}
	}
	return ""
}

// buildAlone builds files on their own; a panic is an error.
func buildAlone(files []*ir.File) (g *schema.Graph, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return buildGraph(files, pdg.Options{}), nil
}

// readFingerprints reads dir's FingerprintFile.
func readFingerprints(dir string) (map[string]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, FingerprintFile))
	if err != nil {
		return nil, err
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// fingerprints are the Fingerprints of files by path; "" for a file with
// parse errors. Take them before pdg.Build, which completes the IR in
// place (call targets, method calls through bound methods).
func fingerprints(files []*ir.File, workers int) map[string]string {
	fps := make([]string, len(files))
	var wg sync.WaitGroup
	for w := 0; w < max(1, workers); w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(files); i += max(1, workers) {
				if len(files[i].Errors) == 0 {
					fps[i] = Fingerprint(files[i])
				}
			}
		}(w)
	}
	wg.Wait()
	m := make(map[string]string, len(files))
	for i, f := range files {
		m[f.Path] = fps[i]
	}
	return m
}

// writeFingerprints writes m into dir's FingerprintFile.
func writeFingerprints(dir string, m map[string]string) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, FingerprintFile), b, 0o644)
}

// gitHead is the commit HEAD names in root's repository, "" outside one.
func gitHead(ctx context.Context, root string) string {
	out, err := exec.CommandContext(ctx, "git", "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// fileRows are the previous index's rows of the changed files.
type fileRows struct {
	stmts  map[string][]schema.Stmt // by file, by id
	funcs  map[string][]schema.Func // by file, by id
	files  map[string]schema.File
	chunks []chunks.Record
	// chunkRows are the same chunks' rows, by id, and holds the statements
	// each leaf holds (CHUNK_HOLDS), in id order.
	chunkRows map[string]schema.Chunk
	holds     map[string][]int64
	// parents counts the parent chunks among chunks.
	parents int
	// churnMax is the largest churn of any scope, churnElsewhere that of
	// the scopes outside the changed files.
	churnMax, churnElsewhere int
}

// readFileRows reads the rows of files from db, a copy of the index in
// dir (named in errors).
func readFileRows(db *queries.DB, dir string, files []SourceFile, noGit bool) (*fileRows, error) {
	r := &fileRows{stmts: map[string][]schema.Stmt{}, funcs: map[string][]schema.Func{}, files: map[string]schema.File{}}
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = f.Path
	}
	q := func(cypher string, params map[string]any) ([][]any, error) {
		rows, err := db.Query(cypher, params)
		if err != nil {
			return nil, fmt.Errorf("previous index %s: %w", dir, err)
		}
		return rows.Data, nil
	}
	data, err := q(`MATCH (f:File)-[:DECLARES]->(s:Stmt) WHERE f.path IN $files RETURN s.id, s.file, s.func, s.line, s.end_line, s.kind, s.text, s.tokens,
		s.scored, s.defs, s.uses, s.effect, s.data_in, s.data_out, s.ctrl_in, s.ctrl_out, s.call_out, s.loop_from, s.loop_to`, map[string]any{"files": paths})
	if err != nil {
		return nil, err
	}
	for _, d := range data {
		s := schema.Stmt{ID: queries.Int(d[0]), File: queries.String(d[1]), Func: queries.Int(d[2]), Line: int(queries.Int(d[3])), EndLine: int(queries.Int(d[4])), Kind: queries.String(d[5]),
			Text: queries.String(d[6]), Tokens: int(queries.Int(d[7])), Scored: d[8] == true, Defs: queries.String(d[9]), Uses: queries.String(d[10]), Effect: queries.Float(d[11]),
			DataIn: int(queries.Int(d[12])), DataOut: int(queries.Int(d[13])), CtrlIn: int(queries.Int(d[14])), CtrlOut: int(queries.Int(d[15])), CallOut: int(queries.Int(d[16])),
			LoopFrom: int(queries.Int(d[17])), LoopTo: int(queries.Int(d[18]))}
		r.stmts[s.File] = append(r.stmts[s.File], s)
	}
	data, err = q(`MATCH (f:Func) WHERE f.file IN $files RETURN f.id, f.qname, f.name, f.kind, f.file, f.line, f.end_line, f.signature, f.doc,
		f.tokens, f.def_stmt, f.parent, f.stmts, f.body_tokens, f.calls_in, f.calls_out, f.sig_tokens, f.churn, f.last_change, f.hotspot`,
		map[string]any{"files": paths})
	if err != nil {
		return nil, err
	}
	for _, d := range data {
		f := schema.Func{ID: queries.Int(d[0]), QName: queries.String(d[1]), Name: queries.String(d[2]), Kind: queries.String(d[3]), File: queries.String(d[4]), Line: int(queries.Int(d[5])),
			EndLine: int(queries.Int(d[6])), Signature: queries.String(d[7]), Doc: queries.String(d[8]), Tokens: int(queries.Int(d[9])), DefStmt: queries.Int(d[10]), Parent: queries.Int(d[11]),
			Stmts: int(queries.Int(d[12])), BodyTokens: int(queries.Int(d[13])), CallsIn: int(queries.Int(d[14])), CallsOut: int(queries.Int(d[15])), SigTokens: int(queries.Int(d[16])),
			Churn: int(queries.Int(d[17])), LastChange: queries.Int(d[18]), Hotspot: queries.Float(d[19])}
		r.funcs[f.File] = append(r.funcs[f.File], f)
	}
	for _, m := range []map[string][]schema.Stmt{r.stmts} {
		for _, ss := range m {
			sort.Slice(ss, func(i, j int) bool { return ss[i].ID < ss[j].ID })
		}
	}
	for _, fs := range r.funcs {
		sort.Slice(fs, func(i, j int) bool { return fs[i].ID < fs[j].ID })
	}
	data, err = q(`MATCH (f:File) WHERE f.path IN $files RETURN f.path, f.module, f.lines, f.tokens, f.sha256, f.parse_errors, f.stmts,
		f.data_in, f.data_out, f.calls_in, f.calls_out, f.churn, f.last_change`, map[string]any{"files": paths})
	if err != nil {
		return nil, err
	}
	for _, d := range data {
		f := schema.File{Path: queries.String(d[0]), Module: queries.String(d[1]), Lines: int(queries.Int(d[2])), Tokens: int(queries.Int(d[3])), SHA256: queries.String(d[4]),
			ParseErrors: int(queries.Int(d[5])), Stmts: int(queries.Int(d[6])), DataIn: int(queries.Int(d[7])), DataOut: int(queries.Int(d[8])), CallsIn: int(queries.Int(d[9])), CallsOut: int(queries.Int(d[10])),
			Churn: int(queries.Int(d[11])), LastChange: queries.Int(d[12])}
		r.files[f.Path] = f
	}
	data, err = q(`MATCH (c:Chunk) WHERE c.file IN $files RETURN c.id, c.kind, c.parent, c.file, c.qname, c.func, c.line, c.core_line, c.end_line,
		c.ordinal, c.tokens, c.content_hash, c.file_sha256, c.parser, c.config, c.run`,
		map[string]any{"files": paths})
	if err != nil {
		return nil, err
	}
	r.chunkRows = make(map[string]schema.Chunk, len(data))
	for _, d := range data {
		c := schema.Chunk{ID: queries.String(d[0]), Kind: queries.String(d[1]), Parent: queries.String(d[2]), File: queries.String(d[3]), QName: queries.String(d[4]),
			Func: queries.Int(d[5]), Line: int(queries.Int(d[6])), CoreLine: int(queries.Int(d[7])), EndLine: int(queries.Int(d[8])), Ordinal: int(queries.Int(d[9])),
			Tokens: int(queries.Int(d[10])), ContentHash: queries.String(d[11]), FileSHA256: queries.String(d[12]), Parser: queries.String(d[13]),
			Config: queries.String(d[14]), Run: queries.String(d[15])}
		if d[5] == nil {
			c.Func = -1 // loaded from an empty CSV field
		}
		if c.Kind != schema.ChunkLeaf {
			r.parents++
		}
		r.chunks = append(r.chunks, chunks.RecordOf(c))
		r.chunkRows[c.ID] = c
	}
	data, err = q(`MATCH (c:Chunk)-[:CHUNK_HOLDS]->(s:Stmt) WHERE c.file IN $files RETURN c.id, s.id`, map[string]any{"files": paths})
	if err != nil {
		return nil, err
	}
	r.holds = map[string][]int64{}
	for _, d := range data {
		id := queries.String(d[0])
		r.holds[id] = append(r.holds[id], queries.Int(d[1]))
	}
	for _, ss := range r.holds {
		slices.Sort(ss)
	}
	if !noGit {
		data, err = q(`MATCH (f:Func) RETURN max(f.churn)`, nil)
		if err != nil {
			return nil, err
		}
		r.churnMax = int(queries.Int(data[0][0]))
		data, err = q(`MATCH (f:Func) WHERE NOT f.file IN $files RETURN max(f.churn)`, map[string]any{"files": paths})
		if err != nil {
			return nil, err
		}
		r.churnElsewhere = int(queries.Int(data[0][0]))
	}
	return r, nil
}

// rowUpdates are the changed files' rows that differ from the previous
// index's, as the Kùzu update writes them.
type rowUpdates struct {
	// moved are the statements whose lines, loop lines or token counts
	// changed ({id, line, end_line, tokens, loop_from, loop_to}), texts those whose text changed
	// ({id, text}): an update of a string column makes Kùzu rewrite the
	// column's whole node group (see GraphGrowthLimit), so strings are
	// written only when they differ.
	moved, texts []any
	// callSites and callShifts move the lines of the calls made at each
	// site whose statement moved (a call keeps its offset in its
	// statement: the fingerprint holds it).
	callSites  []int64
	callShifts []int64
}

// mergeRows pairs g1's rows of each changed file (built alone) with the
// previous index's rows of that file, in id order: the same statements and
// scopes in the same order, since the fingerprints match. It returns the
// graph of the changed files with the previous ids and structural columns
// and the new text and position columns (git statistics as before; the
// caller recomputes them), and the rows that changed. A pairing that does
// not hold is an errFull.
func mergeRows(g1 *schema.Graph, old *fileRows) (*schema.Graph, *rowUpdates, error) {
	mini := &schema.Graph{}
	upd := &rowUpdates{}
	newStmts := map[string][]schema.Stmt{}
	for _, s := range g1.Stmts {
		newStmts[s.File] = append(newStmts[s.File], s)
	}
	newFuncs := map[string][]schema.Func{}
	for _, f := range g1.Funcs {
		if f.File != "" {
			newFuncs[f.File] = append(newFuncs[f.File], f)
		}
	}
	stmtID, funcID := map[int64]int64{}, map[int64]int64{-1: -1}
	for _, gf := range g1.Files {
		ns, os_ := newStmts[gf.Path], old.stmts[gf.Path]
		sort.Slice(ns, func(i, j int) bool { return ns[i].ID < ns[j].ID })
		if len(ns) != len(os_) {
			return nil, nil, full("%s: %d statements built alone, %d indexed", gf.Path, len(ns), len(os_))
		}
		nf, of := newFuncs[gf.Path], old.funcs[gf.Path]
		sort.Slice(nf, func(i, j int) bool { return nf[i].ID < nf[j].ID })
		if len(nf) != len(of) {
			return nil, nil, full("%s: %d scopes built alone, %d indexed", gf.Path, len(nf), len(of))
		}
		for i := range nf {
			if nf[i].QName != of[i].QName || nf[i].Kind != of[i].Kind {
				return nil, nil, full("%s: scope %s built alone where %s is indexed", gf.Path, nf[i].QName, of[i].QName)
			}
			funcID[nf[i].ID] = of[i].ID
		}
		for i := range ns {
			// Defs and uses are not compared: a call's parameter-outs
			// (what the callee may modify) come from other files.
			if ns[i].Kind != os_[i].Kind || funcID[ns[i].Func] != os_[i].Func {
				return nil, nil, full("%s: statement at line %d built alone differs from the indexed one", gf.Path, ns[i].Line)
			}
			stmtID[ns[i].ID] = os_[i].ID
		}
		for i := range ns {
			o := os_[i]
			s := o
			s.Line, s.EndLine, s.Text, s.Tokens = ns[i].Line, ns[i].EndLine, ns[i].Text, ns[i].Tokens
			s.LoopFrom, s.LoopTo = ns[i].LoopFrom, ns[i].LoopTo
			mini.Stmts = append(mini.Stmts, s)
			if s.Line != o.Line || s.EndLine != o.EndLine || s.Tokens != o.Tokens || s.LoopFrom != o.LoopFrom || s.LoopTo != o.LoopTo {
				upd.moved = append(upd.moved, map[string]any{"id": s.ID, "line": int64(s.Line), "end_line": int64(s.EndLine), "tokens": int64(s.Tokens),
					"loop_from": int64(s.LoopFrom), "loop_to": int64(s.LoopTo)})
			}
			if s.Text != o.Text {
				upd.texts = append(upd.texts, map[string]any{"id": s.ID, "text": s.Text})
			}
			if s.Line != o.Line {
				upd.callSites = append(upd.callSites, s.ID)
				upd.callShifts = append(upd.callShifts, int64(s.Line-o.Line))
			}
		}
		for i := range nf {
			f := of[i]
			f.Line, f.EndLine, f.Signature, f.Doc = nf[i].Line, nf[i].EndLine, nf[i].Signature, nf[i].Doc
			f.Tokens, f.BodyTokens, f.SigTokens = nf[i].Tokens, nf[i].BodyTokens, nf[i].SigTokens
			mini.Funcs = append(mini.Funcs, f)
		}
		of2, ok := old.files[gf.Path]
		if !ok {
			return nil, nil, full("%s is not in the previous index", gf.Path)
		}
		f := of2
		f.Lines, f.Tokens = gf.Lines, gf.Tokens
		mini.Files = append(mini.Files, f)
	}
	return mini, upd, nil
}

// funcUpdates lists mini's scopes whose numeric columns differ from old's
// (nums) and those whose signature or docstring does (texts).
func funcUpdates(mini *schema.Graph, old *fileRows) (nums, texts []any) {
	prev := map[int64]schema.Func{}
	for _, fs := range old.funcs {
		for _, f := range fs {
			prev[f.ID] = f
		}
	}
	for _, f := range mini.Funcs {
		o := prev[f.ID]
		if f.Signature != o.Signature || f.Doc != o.Doc {
			texts = append(texts, map[string]any{"id": f.ID, "signature": f.Signature, "doc": f.Doc})
		}
		o.Signature, o.Doc = f.Signature, f.Doc
		if f != o {
			nums = append(nums, map[string]any{"id": f.ID, "line": int64(f.Line), "end_line": int64(f.EndLine),
				"tokens": int64(f.Tokens), "body_tokens": int64(f.BodyTokens), "sig_tokens": int64(f.SigTokens),
				"churn": int64(f.Churn), "last_change": f.LastChange, "hotspot": f.Hotspot})
		}
	}
	return nums, texts
}

// applyRows writes the updates into db, the graph of the index in dir
// opened for writing with no checkpoint on close (the commit stays in the
// write-ahead log unless the log grew past MaxWALBytes, when applyRows
// checkpoints): statement, scope,
// file and call rows changed in place, the changed files' chunks updated
// in place when they are the previous run's (chunkUpdates), else
// replaced, in one write transaction.
func applyRows(ctx context.Context, db *queries.DB, dir string, upd *rowUpdates, mini *schema.Graph, old *fileRows) (err error) {
	committed := false
	defer func() {
		if !committed {
			_, _ = db.Query(`ROLLBACK`, nil)
		}
	}()
	run := func(cypher string, params map[string]any) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if _, err := db.Query(cypher, params); err != nil {
			return fmt.Errorf("index: update %s: %w", dir, err)
		}
		return nil
	}
	// set updates the columns cols (and the string columns strs, NULL
	// when empty as COPY loads them) of table's rows whose key is in rows
	// (maps of key and columns): one scan of the table, each row's values
	// picked from lists by its key's position. UNWIND $rows ... MATCH
	// (n {id: r.id}) joins the whole table in Kùzu 0.11.3: 24 ms for 3
	// statements of the standard library's index, 4 ms this way.
	set := func(table, key string, rows []any, cols, strs []string) error {
		if len(rows) == 0 {
			return nil
		}
		col := func(c string) []any {
			vs := make([]any, len(rows))
			for i, r := range rows {
				vs[i] = r.(map[string]any)[c]
			}
			return vs
		}
		params := map[string]any{"k": col(key)}
		var sets []string
		for j, c := range append(slices.Clone(cols), strs...) {
			p := "c" + strconv.Itoa(j)
			params[p] = col(c)
			e := "$" + p + "[i]"
			if j >= len(cols) {
				e = nullIfEmpty(e)
			}
			sets = append(sets, "n."+c+" = "+e)
		}
		return run("MATCH (n:"+table+") WHERE n."+key+" IN $k WITH n, list_position($k, n."+key+") AS i SET "+strings.Join(sets, ", "), params)
	}
	if err := run(`BEGIN TRANSACTION`, nil); err != nil {
		return err
	}
	if err := set("Stmt", "id", upd.moved, []string{"line", "end_line", "tokens", "loop_from", "loop_to"}, nil); err != nil {
		return err
	}
	if err := set("Stmt", "id", upd.texts, nil, []string{"text"}); err != nil {
		return err
	}
	nums, texts := funcUpdates(mini, old)
	if err := set("Func", "id", nums, []string{"line", "end_line", "tokens", "body_tokens", "sig_tokens", "churn", "last_change", "hotspot"}, nil); err != nil {
		return err
	}
	if err := set("Func", "id", texts, nil, []string{"signature", "doc"}); err != nil {
		return err
	}
	var files []any
	for _, f := range mini.Files {
		files = append(files, map[string]any{"path": f.Path, "lines": int64(f.Lines), "tokens": int64(f.Tokens), "sha256": f.SHA256,
			"churn": int64(f.Churn), "last_change": f.LastChange})
	}
	if err := set("File", "path", files, []string{"lines", "tokens", "churn", "last_change"}, []string{"sha256"}); err != nil {
		return err
	}
	if len(upd.callSites) > 0 {
		var callers []int64
		for _, f := range mini.Funcs {
			callers = append(callers, f.ID)
		}
		if err := run(`MATCH (a:Func)-[c:CALLS]->() WHERE a.id IN $callers AND c.site IN $sites
			SET c.line = c.line + $shifts[list_position($sites, c.site)]`,
			map[string]any{"callers": callers, "sites": upd.callSites, "shifts": upd.callShifts}); err != nil {
			return err
		}
	}
	if nums, strs, cols, ok := chunkUpdates(mini, old); ok {
		// The same chunks: their rows are updated where they differ.
		if err := set("Chunk", "id", nums, []string{"line", "core_line", "end_line", "tokens"}, nil); err != nil {
			return err
		}
		if err := set("Chunk", "id", strs, nil, cols); err != nil {
			return err
		}
	} else {
		var paths []string
		for _, f := range mini.Files {
			paths = append(paths, f.Path)
		}
		if err := run(`MATCH (c:Chunk) WHERE c.file IN $files DETACH DELETE c`, map[string]any{"files": paths}); err != nil {
			return err
		}
		if err := copyChunks(db, dir, mini); err != nil {
			return err
		}
	}
	if err := run(`COMMIT`, nil); err != nil {
		return err
	}
	committed = true
	if fi, err := os.Stat(filepath.Join(dir, queries.WALFile)); err == nil && fi.Size() > walLimit {
		return run(`CHECKPOINT`, nil)
	}
	return nil
}

// chunkUpdates returns mini's chunks as updates of the previous index's
// rows (old) when the previous index holds exactly these chunks: the same
// ids, each of the same kind, parent, file, scope, qualified name and
// ordinal and holding the same statements. A comment, a blank line or a
// line moved changes no chunk id (chunks are identified by content:
// loaders/chunks), so an edit the in-place path takes usually only moves
// chunks and renews their lineage; updating those columns avoids deleting
// and copying the files' chunks, and their links, which took about 70 ms
// and doubled the commit's checkpoint on the standard library (a line
// added at the top of json/decoder.py).
//
// nums are the rows ({id, line, core_line, end_line, tokens}) whose
// numbers differ; strs the rows ({id} and cols) of the string columns
// that differ in some row, cols those columns. ok is false when a chunk
// was added, removed or changed in identity or links: the caller then
// replaces the files' chunks.
func chunkUpdates(mini *schema.Graph, old *fileRows) (nums, strs []any, cols []string, ok bool) {
	if len(mini.Chunks) != len(old.chunkRows) {
		return nil, nil, nil, false
	}
	holds := map[string][]int64{}
	for _, l := range mini.ChunkStmts {
		holds[l.Chunk] = append(holds[l.Chunk], l.Stmt)
	}
	for _, c := range mini.Chunks {
		o, found := old.chunkRows[c.ID]
		if !found || o.Kind != c.Kind || o.Parent != c.Parent || o.File != c.File || o.QName != c.QName || o.Func != c.Func || o.Ordinal != c.Ordinal {
			return nil, nil, nil, false
		}
		h := holds[c.ID]
		slices.Sort(h)
		if !slices.Equal(h, old.holds[c.ID]) {
			return nil, nil, nil, false
		}
	}
	strCols := []struct {
		name string
		get  func(schema.Chunk) string
	}{
		{"content_hash", func(c schema.Chunk) string { return c.ContentHash }},
		{"file_sha256", func(c schema.Chunk) string { return c.FileSHA256 }},
		{"parser", func(c schema.Chunk) string { return c.Parser }},
		{"config", func(c schema.Chunk) string { return c.Config }},
		{"run", func(c schema.Chunk) string { return c.Run }},
	}
	var differ []int
	for i, col := range strCols {
		for _, c := range mini.Chunks {
			if col.get(c) != col.get(old.chunkRows[c.ID]) {
				differ = append(differ, i)
				break
			}
		}
	}
	for _, i := range differ {
		cols = append(cols, strCols[i].name)
	}
	for _, c := range mini.Chunks {
		o := old.chunkRows[c.ID]
		if c.Line != o.Line || c.CoreLine != o.CoreLine || c.EndLine != o.EndLine || c.Tokens != o.Tokens {
			nums = append(nums, map[string]any{"id": c.ID, "line": int64(c.Line), "core_line": int64(c.CoreLine),
				"end_line": int64(c.EndLine), "tokens": int64(c.Tokens)})
		}
		if len(differ) > 0 {
			r := map[string]any{"id": c.ID}
			for _, i := range differ {
				r[strCols[i].name] = strCols[i].get(c)
			}
			strs = append(strs, r)
		}
	}
	return nums, strs, cols, true
}

// nullIfEmpty is a Cypher expression of the string expression e that is
// NULL when e is empty: COPY loads an empty CSV field as NULL, and an
// updated row must read as a loaded one.
func nullIfEmpty(e string) string {
	return "CASE WHEN " + e + " = '' THEN CAST(NULL AS STRING) ELSE " + e + " END"
}

// copyChunks appends mini's chunks and their links to the Chunk,
// CHUNK_OF and CHUNK_HOLDS tables with COPY (a CREATE per row is three
// orders of magnitude slower: ../shared/kuzu-notes.md).
func copyChunks(db *queries.DB, dir string, g *schema.Graph) error {
	csvDir, err := os.MkdirTemp(dir, "csv-")
	if strings.ContainsAny(dir, "'\\") {
		_ = os.RemoveAll(csvDir)
		csvDir, err = os.MkdirTemp("", "semantica-csv-")
	}
	if err != nil {
		return fmt.Errorf("index: %w", err)
	}
	defer os.RemoveAll(csvDir)
	for _, t := range chunkTables(g) {
		p := filepath.Join(csvDir, t.name+".csv")
		n, err := writeCSV(p, t.rows)
		if err != nil {
			return fmt.Errorf("index: write %s: %w", p, err)
		}
		if n == 0 {
			continue
		}
		if _, err := db.Copy(t.name, p, false, t.parallel); err != nil {
			return fmt.Errorf("index: %w", err)
		}
	}
	return nil
}

// updateSearch replaces the search documents of docs' scopes in dir's
// Bleve index (same ids: the scopes are the previous run's).
func updateSearch(dir string, docs []SymbolDoc) error {
	idx, err := bleve.Open(filepath.Join(dir, SearchDir))
	if err != nil {
		return fmt.Errorf("search index: %w", err)
	}
	b := idx.NewBatch()
	for _, d := range docs {
		if err := b.Index(fmt.Sprint(d.FuncID), d); err != nil {
			idx.Close()
			return fmt.Errorf("search index: %w", err)
		}
	}
	if err := idx.Batch(b); err != nil {
		idx.Close()
		return fmt.Errorf("search index: %w", err)
	}
	return idx.Close()
}

// withUnchangedOps adds a NOOP for every chunk of the files not changed.
func withUnchangedOps(dir string, changed []SourceFile, ops []chunks.Op) ([]chunks.Op, error) {
	recs, _, err := previousChunks(dir)
	if err != nil {
		return nil, err
	}
	skip := map[string]bool{}
	for _, s := range changed {
		skip[s.Path] = true
	}
	for _, r := range recs {
		if !skip[r.File] {
			ops = append(ops, chunks.Op{Op: chunks.NOOP, ID: r.ID, Kind: r.Kind, File: r.File, QName: r.QName, Line: r.Line,
				EndLine: r.EndLine, ContentHash: r.ContentHash})
		}
	}
	return ops, nil
}

// fileStat is a file's size and modification time.
type fileStat struct{ size, modNS int64 }

// statFiles stats every regular file below dir, by slash-separated path
// relative to dir.
func statFiles(dir string) (map[string]fileStat, error) {
	out := map[string]fileStat{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = fileStat{fi.Size(), fi.ModTime().UnixNano()}
		return nil
	})
	return out, err
}

// sealChanged is seal for the files rels of dir (relative paths), reusing
// prev's digests for a file whose size and time are still those copied
// records: the copy of a file prev vouches for, untouched since (Bleve
// adds segments and never rewrites one; the graph file is rewritten only
// by a checkpoint, see MaxWALBytes). The graph and its write-ahead log
// get their CRC-32C only (FileSum.SHA256).
func sealChanged(dir string, rels []string, copied map[string]fileStat, prev map[string]FileSum) (map[string]FileSum, error) {
	sums := map[string]FileSum{}
	for _, rel := range rels {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("seal %s: %w", dir, err)
		}
		now := fileStat{fi.Size(), fi.ModTime().UnixNano()}
		if c, ok := copied[rel]; ok && c == now {
			if old, ok := prev[rel]; ok && old.Size == now.size && (old.SHA256 != "" || crcFiles[rel] && old.CRC32C != 0) {
				old.ModNS = now.modNS
				sums[rel] = old
				continue
			}
		}
		var h string
		var c uint32
		if crcFiles[rel] {
			if c, err = fileCRC32C(p); err != nil {
				return nil, fmt.Errorf("seal %s: %w", dir, err)
			}
		} else if h, err = fileSHA256(p); err != nil {
			return nil, fmt.Errorf("seal %s: %w", dir, err)
		}
		sums[rel] = FileSum{Size: now.size, ModNS: now.modNS, SHA256: h, CRC32C: c}
	}
	return sums, nil
}

// copyDir copies the regular files of src (recursively) into dst, which
// must not exist.
func copyDir(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.Mkdir(to, 0o755)
		case d.Type().IsRegular():
			return copyFile(p, to)
		}
		return nil
	})
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// writeCSV writes the rows into a new CSV file at p and returns how many
// bytes it holds.
func writeCSV(p string, rows func(w *csv.Writer) error) (int64, error) {
	f, err := os.Create(p)
	if err != nil {
		return 0, err
	}
	w := csv.NewWriter(f)
	werr := rows(w)
	w.Flush()
	werr = errors.Join(werr, w.Error())
	fi, serr := f.Stat()
	if cerr := f.Close(); werr == nil {
		werr = errors.Join(serr, cerr)
	}
	if werr != nil {
		return 0, werr
	}
	return fi.Size(), nil
}
