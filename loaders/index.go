package loaders

import (
	"bufio"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/semantica/semantica/loaders/chunks"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// DefaultDBDir is the index directory created at the repository root.
const DefaultDBDir = ".semantica"

// MetaFile is the name of the index metadata file inside an index directory.
const MetaFile = "meta.json"

// Options configures an index run.
type Options struct {
	Root         string   // repository root
	DBDir        string   // index directory; default Root/.semantica
	MaxFileBytes int64    // skip larger files; default DefaultMaxFileBytes
	Exclude      []string // extra gitignore-style patterns
	Workers      int      // parser goroutines; default GOMAXPROCS
	NoGit        bool     // skip git history statistics (churn, last change)
	// Chunks is the chunking configuration; zero: the previous index's
	// (kept in meta.json), else chunks.DefaultConfig.
	Chunks chunks.Config
	// Progress, when set, is called as files are parsed (done of total).
	Progress func(done, total int)
	// Hook, when set, is called as the run reaches each phase: "parsed",
	// "built", "statistics" (token sums and fan-in/out filled in, git
	// statistics next when asked), "chunks" (chunks made and compared
	// with the previous index's), "loading" (the first table copied into
	// the new database), "loaded", "swapping" (between the two renames of
	// the swap). Fault tests use it to kill the process at a known point;
	// the CLI names the phase under way.
	Hook func(phase string)
	// Full makes the run build everything even when the incremental
	// re-index could update the previous index in place (incremental.go).
	Full bool
	// AllDeltaOps makes an incremental run list a NOOP for every chunk of
	// the files it did not change in Summary.DeltaOps, as a full run does
	// (reading them costs a query over every chunk).
	AllDeltaOps bool
}

// EventLog is the JSONL event log in an index directory (pack builds, ...).
const EventLog = "events.jsonl"

// Meta is the content of meta.json: what was indexed, with what, and the
// digest of every file (to detect a stale index).
type Meta struct {
	SchemaVersion int               `json:"schema_version"`
	Root          string            `json:"root"`
	Created       time.Time         `json:"created"`
	Tokenizer     string            `json:"tokenizer"`
	Files         map[string]string `json:"files"` // relative path -> sha256 hex
	Stats         Summary           `json:"stats"`
	// Integrity records the graph and search files as written (see
	// integrity.go); every open compares sizes and times, `check` digests.
	Integrity map[string]FileSum `json:"integrity,omitempty"`
	// Modified is set once a --write session changed the graph: its rows
	// then no longer match Stats.
	Modified bool `json:"modified,omitempty"`
	// BuiltGraphBytes is the size of the graph file as the last full build
	// wrote it; updates in place grow it (GraphGrowthLimit).
	BuiltGraphBytes int64 `json:"built_graph_bytes,omitempty"`
	// Engine is the EngineID of the program that built the graph.
	Engine string `json:"engine,omitempty"`
	// Options are the index options that decide what was indexed, so a
	// re-index (diff-context of a stale index) indexes the same files.
	Options MetaOptions `json:"options"`
}

// MetaOptions are the Options an index was built with that decide its
// content.
type MetaOptions struct {
	MaxFileBytes int64    `json:"max_file_bytes"`
	Exclude      []string `json:"exclude,omitempty"`
	NoGit        bool     `json:"no_git,omitempty"`
	// Chunks is the chunking configuration (zero: the default).
	Chunks chunks.Config `json:"chunks,omitzero"`
}

// Summary reports an index run.
type Summary struct {
	Files       int      `json:"files"`
	Statements  int      `json:"statements"`
	Functions   int      `json:"functions"`
	Vertices    int      `json:"vertices"`
	Edges       int      `json:"edges"`
	Calls       int      `json:"calls"`
	ParseErrors int      `json:"parse_errors"`
	Warnings    []string `json:"warnings"`
	Seconds     float64  `json:"seconds"`
	DBBytes     int64    `json:"db_bytes"`
	// Phase timings in ms: parsing (all cores), the SDG build, token
	// counts of the source lines (beside parsing and the build),
	// statistics (token sums, fan-in and fan-out), git statistics (0
	// outside git or with NoGit), the load into Kùzu, and the Bleve text
	// index (beside the statistics and the load).
	ParseMS, BuildMS, TokensMS, LoadMS int64
	StatsMS                            int64
	// GitMS is the wall time of git blame, which runs in the background
	// from the start of the run; GitWaitMS the part of it the run waited
	// for after the statistics. GitBlamed files were blamed, GitReused
	// taken from the previous index's blame cache (unchanged blob at HEAD
	// and content).
	GitMS, GitWaitMS     int64
	GitBlamed, GitReused int
	SearchMS             int64
	// ChunkMS times chunking and the delta against the previous index.
	ChunkMS int64
	// Chunking reports the chunks made (nil before the phase ran).
	Chunking *ChunkSummary `json:"chunking,omitempty"`
	// Incremental reports a run that updated the previous index in place
	// (incremental.go); FullReason says why a run built everything when a
	// previous index existed. CopyMS (copying the index directory) and
	// SealMS (its checksums and meta.json) are the incremental run's own
	// phases.
	Incremental bool `json:"incremental,omitempty"`
	// Unchanged reports an incremental run that found every file as
	// indexed and wrote nothing.
	Unchanged      bool   `json:"unchanged,omitempty"`
	FullReason     string `json:"full_reason,omitempty"`
	CopyMS, SealMS int64
	// DeltaOps are the chunk operations against the previous index (all
	// INSERT without one): `index --delta jsonl` prints them. Not kept in
	// meta.json.
	DeltaOps []chunks.Op `json:"-"`
}

// Phases describes the run's phase timings in one line, in seconds, the
// phases that run beside others marked so.
func (s *Summary) Phases() string {
	sec := func(ms int64) string { return fmt.Sprintf("%.1f s", float64(ms)/1000) }
	if s.Unchanged {
		return "nothing changed since the last index: nothing written"
	}
	if s.Incremental {
		ms := func(v int64) string { return fmt.Sprintf("%d ms", v) }
		out := fmt.Sprintf("in place: parse and check fingerprints %s, build the changed files %s, merge with the indexed rows %s", ms(s.ParseMS), ms(s.BuildMS), ms(s.StatsMS))
		if s.GitMS > 0 {
			out += fmt.Sprintf(" (git blame %s beside)", ms(s.GitMS))
		}
		return out + fmt.Sprintf(", chunks and documents %s, copy the index %s (beside all of these), update Kùzu %s, then update search %s beside checksums and meta.json %s",
			ms(s.ChunkMS), ms(s.CopyMS), ms(s.LoadMS), ms(s.SearchMS), ms(s.SealMS))
	}
	out := fmt.Sprintf("parse %s, dependence graph %s, token counts %s (beside both), statistics %s",
		sec(s.ParseMS), sec(s.BuildMS), sec(s.TokensMS), sec(s.StatsMS))
	if s.GitMS > 0 {
		out += fmt.Sprintf(", git blame %s (%d files, %d unchanged from the last run; beside the run until statistics, then waited for %s)",
			sec(s.GitMS), s.GitBlamed, s.GitReused, sec(s.GitWaitMS))
	}
	return out + fmt.Sprintf(", chunks %s, load into Kùzu %s, search index %s (beside statistics, chunks and load)", sec(s.ChunkMS), sec(s.LoadMS), sec(s.SearchMS))
}

// IndexMemoryLimit is the soft limit (bytes) on the Go heap while Index
// runs (runtime/debug.SetMemoryLimit); Kùzu's own memory is outside it.
const IndexMemoryLimit = 600 << 20

// Index parses the Python files under opt.Root, builds the system dependence
// graph and stores it in a new Kùzu database that replaces the previous
// index only once complete: an interrupted run (ctx cancelled, crash) leaves
// the previous index usable. Files with syntax errors are indexed as far as
// they parse, with a warning each.
func Index(ctx context.Context, opt Options) (*Summary, error) {
	start := time.Now()
	// Indexing allocates many small, long-lived objects (IR, vertices,
	// edges) that all die together at the end: collect less often, but
	// under a soft memory limit (IndexMemoryLimit), which makes the
	// collector run more often only as the heap approaches it. Measured on
	// the standard library (968 files): peak RSS 2.6 GB without the limit,
	// 0.96 GB with 700 MiB; 0.93 GB with 600 MiB once the index held the
	// DEPENDS and INVOKES tables (1.06 GB with 700 MiB), in about the same
	// time (24.9 against 23.6 s). GOMEMLIMIT, when set, wins.
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	if os.Getenv("GOMEMLIMIT") == "" {
		defer debug.SetMemoryLimit(debug.SetMemoryLimit(IndexMemoryLimit))
	}
	root, err := filepath.Abs(opt.Root)
	if err != nil {
		return nil, fmt.Errorf("index %s: %w", opt.Root, err)
	}
	if opt.DBDir == "" {
		opt.DBDir = filepath.Join(root, DefaultDBDir)
	}
	if opt.MaxFileBytes <= 0 {
		opt.MaxFileBytes = DefaultMaxFileBytes
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	hook := func(phase string) {
		if opt.Hook != nil {
			opt.Hook(phase)
		}
	}
	lock, err := LockIndex(opt.DBDir)
	if err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	defer lock.Unlock()
	if !exists(opt.DBDir) && exists(opt.DBDir+".old") {
		_ = os.Rename(opt.DBDir+".old", opt.DBDir)
	}
	removeStale(opt.DBDir)
	// The previous index's metadata is read and checked (the graph's
	// CRC-32C: about 40 ms on the standard library's) beside the walk,
	// which hashes every source file (about 40 ms).
	type metaResult struct {
		m   *Meta
		err error
	}
	metaCh := make(chan metaResult, 1)
	go func() {
		m, err := ReadMeta(opt.DBDir)
		metaCh <- metaResult{m, err}
	}()
	// The tokenizer's ranks load in the background from here (about 0.1 s),
	// beside the walk: both the full build and the update in place count
	// tokens.
	if _, err := tokens.NewTokenizer(tokens.DefaultTokenizer); err != nil {
		<-metaCh
		return nil, err
	}
	sum := &Summary{}
	srcs, warns, err := Walk(root, opt.MaxFileBytes, opt.Exclude)
	previous := <-metaCh
	if err != nil {
		return nil, err
	}
	if opt.Chunks == (chunks.Config{}) && previous.err == nil {
		opt.Chunks = previous.m.Options.Chunks
	}
	sum.Warnings = append(sum.Warnings, warns...)
	if len(srcs) == 0 {
		return nil, fmt.Errorf("index %s: no source files found (Python .py, JavaScript .js .jsx .mjs .cjs, TypeScript .ts .tsx .mts .cts)", root)
	}
	if !opt.Full && exists(opt.DBDir) {
		isum, err := reindexChanged(ctx, opt, previous.m, previous.err, root, srcs, start)
		var why errFull
		switch {
		case err == nil:
			return isum, nil // its warnings are the previous run's: the same files, none of the changed ones with a warning
		case errors.As(err, &why):
			sum.FullReason = string(why)
		case ctx.Err() != nil:
			return nil, err
		default:
			// The previous index is untouched: build everything.
			sum.FullReason = "the update in place failed: " + err.Error()
		}
	}

	// git blame needs only the files: it runs beside everything up to the
	// statistics.
	var blames func() *gitBlames
	if !opt.NoGit {
		bctx, cancel := context.WithCancel(ctx)
		blames = startBlames(bctx, root, srcs, opt.DBDir, opt.Workers)
		defer blames() // no git process outlives the run,
		defer cancel() // and a run that fails early stops them first
	}
	// Token counting needs only the source lines, so it runs beside
	// parsing and the (single-threaded) SDG build.
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	prefixCh := make(chan [][]int, 1)
	go func() {
		start := time.Now()
		p := lineTokens(srcs, tok, max(1, opt.Workers-1))
		sum.TokensMS = time.Since(start).Milliseconds()
		prefixCh <- p
	}()
	t0 := time.Now()
	roots, rwarns := SourceRoots(root, srcs)
	sum.Warnings = append(sum.Warnings, rwarns...)
	files, perr := parseAll(ctx, roots, srcs, opt)
	if perr != nil {
		<-prefixCh
		return nil, perr
	}
	for _, f := range files {
		for _, e := range f.Errors {
			sum.ParseErrors++
			sum.Warnings = append(sum.Warnings, fmt.Sprintf("%s:%d-%d: %s (indexed as far as it parses)", f.Path, e.Line, e.EndLine, e.Message))
		}
	}
	sum.ParseMS = time.Since(t0).Milliseconds()
	hook("parsed")
	if err := ctx.Err(); err != nil {
		return nil, err
	}

	t0 = time.Now()
	files, lwarns := limitScopes(files)
	sum.Warnings = append(sum.Warnings, lwarns...)
	// Fingerprints before the build, which completes the IR in place.
	fps := fingerprints(files, opt.Workers)
	g, files, bwarns, err := buildSafe(files, func() bool { return ctx.Err() != nil })
	if err != nil {
		<-prefixCh
		return nil, err
	}
	sum.Warnings = append(sum.Warnings, bwarns...)
	for _, f := range files {
		if len(f.Errors) > 0 {
			fps[f.Path] = buildFailed // emptied by a failed build
		}
	}
	capTexts(g)
	sum.BuildMS = time.Since(t0).Milliseconds()
	hook("built")
	prefix := <-prefixCh
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	newDir := fmt.Sprintf("%s.new-%d", opt.DBDir, os.Getpid())
	_ = os.RemoveAll(newDir)
	if err := os.MkdirAll(newDir, 0o755); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	ok := false
	defer func() {
		if !ok {
			_ = os.RemoveAll(newDir)
		}
	}()
	// The BM25 text index is built beside everything that follows (another
	// core). Its documents read only names, spans and statement text, which
	// the statistics below do not touch.
	docs := symbolDocs(g, parentChunkIDs(root, g, srcs))
	searchErr := make(chan error, 1)
	go func() {
		t := time.Now()
		err := buildSearch(ctx, newDir, docs)
		sum.SearchMS = time.Since(t).Milliseconds() // before the send: the receiver reads sum
		searchErr <- err
	}()
	searchDone := false
	defer func() {
		if !searchDone {
			<-searchErr
		}
	}()
	meta := &Meta{SchemaVersion: schema.Version, Root: root, Created: time.Now().UTC(), Tokenizer: tok.Name, Files: map[string]string{}, Engine: EngineID(),
		Options: MetaOptions{MaxFileBytes: opt.MaxFileBytes, Exclude: opt.Exclude, NoGit: opt.NoGit, Chunks: opt.Chunks}}
	t0 = time.Now()
	fillTokens(g, files, prefix)
	fillStats(g, tok)
	sum.StatsMS = time.Since(t0).Milliseconds()
	hook("statistics")
	var cache *blameCache
	if blames != nil {
		t := time.Now()
		b := blames()
		sum.GitWaitMS = time.Since(t).Milliseconds()
		sum.GitMS, sum.GitBlamed, sum.GitReused = b.ms, b.blamed, b.reused
		sum.Warnings = append(sum.Warnings, b.warns...)
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		fillGitStats(g, b.lines)
		if b.inGit {
			cache = &b.cache
		}
	}
	t0 = time.Now()
	csum, err := chunkGraph(root, g, srcs, prefix, tok, opt.Workers, opt.Chunks)
	if err != nil {
		return nil, err
	}
	prev, hasPrev, perr := previousChunks(opt.DBDir)
	if perr != nil {
		sum.Warnings = append(sum.Warnings, "chunk delta: "+perr.Error()+" (every chunk counts as an INSERT)")
	}
	sum.DeltaOps = chunks.Delta(prev, g.Chunks)
	csum.Delta, csum.Previous = chunks.Counts(sum.DeltaOps), hasPrev
	sum.Chunking = csum
	sum.ChunkMS = time.Since(t0).Milliseconds()
	hook("chunks")
	for _, s := range srcs {
		meta.Files[s.Path] = s.SHA256 // of the file on disk, as the staleness check reads it
	}
	for i := range g.Files {
		g.Files[i].SHA256 = meta.Files[g.Files[i].Path]
	}

	t0 = time.Now()
	if err := load(ctx, newDir, g, hook); err != nil {
		return nil, err
	}
	sum.LoadMS = time.Since(t0).Milliseconds()
	hook("loaded")
	searchDone = true
	if err := <-searchErr; err != nil {
		return nil, err
	}
	if cache != nil {
		if err := writeBlameCache(newDir, *cache); err != nil {
			sum.Warnings = append(sum.Warnings, "blame cache: "+err.Error()+" (the next run blames every file)")
		}
	}
	// The event log outlives re-indexing.
	if b, err := os.ReadFile(filepath.Join(opt.DBDir, EventLog)); err == nil {
		_ = os.WriteFile(filepath.Join(newDir, EventLog), b, 0o644)
	}
	sum.Files, sum.Statements, sum.Functions = len(g.Files), len(g.Stmts), len(g.Funcs)
	sum.Vertices, sum.Edges, sum.Calls = len(g.Vertices), len(g.Deps), len(g.Calls)
	sum.DBBytes = dirSize(newDir)
	if fi, err := os.Stat(filepath.Join(newDir, queries.GraphFile)); err == nil {
		meta.BuiltGraphBytes = fi.Size()
	}
	sum.Seconds = time.Since(start).Seconds()
	meta.Stats = *sum
	if sum.Chunking != nil {
		// Per-file chunk figures stay out of meta.json, which every open reads.
		c := *sum.Chunking
		c.Files = nil
		meta.Stats.Chunking = &c
	}
	if err := writeFingerprints(newDir, fps); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	var globals [][2]int64
	for _, d := range g.Deps {
		if d.Kind == schema.Global {
			globals = append(globals, [2]int64{d.From, d.To})
		}
	}
	if err := queries.WriteGlobalEnds(newDir, globals); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	if meta.Integrity, err = seal(newDir); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	if err := writeMeta(newDir, meta); err != nil {
		return nil, fmt.Errorf("index: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := swap(newDir, opt.DBDir, hook); err != nil {
		return nil, err
	}
	ok = true
	return sum, nil
}

func parseAll(ctx context.Context, roots []SourceRoot, srcs []SourceFile, opt Options) ([]*ir.File, error) {
	files := make([]*ir.File, len(srcs))
	errs := make([]error, len(srcs))
	var next, done int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for w := 0; w < opt.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ps := parsers{}
			defer ps.close()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= len(srcs) || ctx.Err() != nil {
					return
				}
				s := srcs[i]
				mod, pkg := ModuleName(roots, s.Path)
				files[i], errs[i] = parseOne(ps.of(s.Lang), s, mod, pkg)
				mu.Lock()
				done++
				d := done
				mu.Unlock()
				if opt.Progress != nil {
					opt.Progress(d, len(srcs))
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []*ir.File
	for i, f := range files {
		if errs[i] != nil {
			return nil, errs[i]
		}
		out = append(out, f)
	}
	separateLanguages(out)
	if err := link(opt.Root, out); err != nil {
		return nil, err
	}
	return out, nil
}

// link gives each front end that completes its files' IR together
// (ir.Linker: Go's import paths and interface calls) all the files it
// read.
func link(root string, files []*ir.File) error {
	byFE := map[string][]*ir.File{}
	var order []ir.FrontEnd
	for _, f := range files {
		fe := FrontEndOf(f.Path)
		if _, ok := fe.(ir.Linker); !ok {
			continue
		}
		if byFE[fe.Name()] == nil {
			order = append(order, fe)
		}
		byFE[fe.Name()] = append(byFE[fe.Name()], f)
	}
	for _, fe := range order {
		if err := fe.(ir.Linker).Link(root, byFE[fe.Name()]); err != nil {
			return fmt.Errorf("link %s files: %w", fe.Name(), err)
		}
	}
	return nil
}

// languageSuffix is what separateLanguages appends to the name of a
// module of fe's language that a Python module's name already has: @js,
// @ts, @go.
func languageSuffix(fe ir.FrontEnd) string {
	switch fe.Name() {
	case "javascript":
		return "@js"
	case "typescript":
		return "@ts"
	}
	return "@" + fe.Name()
}

// separateLanguages keeps one namespace of module names from mixing two
// languages: a module of another language whose dotted name a Python
// module has (app.js beside app.py) is renamed name@js (or @ts), its
// scopes' qualified names and its own language's imports of it with it,
// since no Python file imports a JavaScript one and no JavaScript file a
// Python one.
func separateLanguages(files []*ir.File) {
	python := map[string]bool{}
	for _, f := range files {
		if FrontEndOf(f.Path) != nil && FrontEndOf(f.Path).Name() == "python" {
			python[f.Module] = true
		}
	}
	// family -> old module -> new, for non-Python files: JavaScript and
	// TypeScript import each other's modules, Go only its own.
	family := func(fe ir.FrontEnd) string {
		if fe.Name() == "typescript" {
			return "javascript"
		}
		return fe.Name()
	}
	renamed := map[string]map[string]string{}
	for _, f := range files {
		fe := FrontEndOf(f.Path)
		if fe == nil || fe.Name() == "python" || !python[f.Module] {
			continue
		}
		suffix := languageSuffix(fe)
		old := f.Module
		if renamed[family(fe)] == nil {
			renamed[family(fe)] = map[string]string{}
		}
		renamed[family(fe)][old] = old + suffix
		f.Module = old + suffix
		f.Top.Walk(func(fn *ir.Func) { fn.QName = f.Module + strings.TrimPrefix(fn.QName, old) })
		f.Top.WalkLambdas(func(fn *ir.Func) { fn.QName = f.Module + strings.TrimPrefix(fn.QName, old) })
	}
	if len(renamed) == 0 {
		return
	}
	for _, f := range files {
		fe := FrontEndOf(f.Path)
		if fe == nil || fe.Name() == "python" {
			continue
		}
		mine := renamed[family(fe)]
		f.Top.Walk(func(fn *ir.Func) {
			fn.Stmts(func(s *ir.Stmt) {
				if s.Import == nil {
					return
				}
				if m, ok := mine[s.Import.Module]; ok {
					s.Import.Module = m
					if s.Import.From != "" {
						s.Import.From = m
					}
					if !s.Import.IsFrom {
						for i := range s.Import.Names {
							if s.Import.Names[i].Name != "*" {
								s.Import.Names[i].Name = m
							}
						}
					}
				}
			})
		})
	}
}

// MaxScopeStmts is the most statements one scope (module, class body,
// function) may hold. Reaching definitions keep bit vectors of the scope's
// definitions per CFG node, so their memory grows with the square of a
// scope's size: 70,000 statements on one line took 2.6 GB, 170,000 would
// take 14 GB. 20,000 is 20 times the largest scope of the Python standard
// library (1,017) and bounds those vectors to about 200 MB.
const MaxScopeStmts = 20000

// limitScopes keeps a file whose scopes all hold at most MaxScopeStmts
// statements; a file with a larger one is kept without statements, with a
// warning, before any graph is built from it.
func limitScopes(files []*ir.File) ([]*ir.File, []string) {
	var warns []string
	out := make([]*ir.File, len(files))
	for i, f := range files {
		out[i] = f
		if name, n := largestScope(f.Top); n > MaxScopeStmts {
			msg := fmt.Sprintf("scope %s has %d statements, over the limit of %d", name, n, MaxScopeStmts)
			warns = append(warns, fmt.Sprintf("%s: %s; the file is indexed without statements", f.Path, msg))
			out[i] = emptyFile(f, msg)
		}
	}
	return out, warns
}

// largestScope returns the scope under fn (fn included) with the most
// statements of its own (nested scopes not counted), and that count.
func largestScope(fn *ir.Func) (string, int) {
	own, best, bestN := 0, "", 0
	var walk func(ss []*ir.Stmt)
	walk = func(ss []*ir.Stmt) {
		for _, s := range ss {
			if s == nil {
				continue
			}
			own++
			if s.Func != nil {
				if name, n := largestScope(s.Func); n > bestN {
					best, bestN = name, n
				}
				continue
			}
			walk(s.Body)
			walk(s.Handlers)
			walk([]*ir.Stmt{s.Else, s.TryElse, s.Finally})
		}
	}
	walk(fn.Body)
	if own >= bestN {
		return fn.QName, own
	}
	return best, bestN
}

// emptyFile stands for f without statements, the reason as a parse error.
func emptyFile(f *ir.File, reason string) *ir.File {
	return &ir.File{Path: f.Path, Module: f.Module, IsPackage: f.IsPackage, Src: f.Src,
		Top:    &ir.Func{Name: f.Module, QName: f.Module, Kind: ir.ModuleScope},
		Errors: append(f.Errors, ir.ParseError{Line: 1, EndLine: 1, Message: reason})}
}

// MaxStmtTextBytes caps the text stored with a statement (bytes). A
// statement's text is its whole lines, so n statements sharing one long
// line stored n copies of it: 10,000 ';'-separated statements on a 200 KB
// line reached 24 GB in the CSV files, statistics and search documents and
// were killed. Outputs render code from the source files, not from this
// text; it feeds explanations, effect classes, search and ultracompact.
const MaxStmtTextBytes = 4096

// capTexts cuts every statement text over MaxStmtTextBytes at a rune
// boundary and marks the cut with " …".
func capTexts(g *schema.Graph) {
	for i := range g.Stmts {
		t := g.Stmts[i].Text
		if len(t) <= MaxStmtTextBytes {
			continue
		}
		cut := MaxStmtTextBytes
		for cut > 0 && !utf8.RuneStart(t[cut]) {
			cut--
		}
		g.Stmts[i].Text = strings.Clone(t[:cut]) + " …"
	}
}

// buildGraph is pdg.Build; tests replace it to make a build panic.
var buildGraph = pdg.Build

// buildSafe builds the SDG of files. A panic in the build (a bug on an
// unusual construct) costs the files that cause it, never the index: the
// build is tried again on each file alone, the files whose own build
// panics are kept with no statements and a warning, and the rest are built
// together. Only a panic that no single file causes is an error.
func buildSafe(files []*ir.File, cancelled func() bool) (*schema.Graph, []*ir.File, []string, error) {
	try := func(fs []*ir.File) (g *schema.Graph, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("%v", r)
			}
		}()
		return buildGraph(fs, pdg.Options{Cancelled: cancelled}), nil
	}
	g, err := try(files)
	if err == nil {
		return g, files, nil, nil
	}
	var warns []string
	kept := make([]*ir.File, len(files))
	for i, f := range files {
		kept[i] = f
		if _, ferr := try([]*ir.File{f}); ferr != nil {
			warns = append(warns, fmt.Sprintf("%s: graph build failed (%v); the file is indexed without statements", f.Path, ferr))
			kept[i] = emptyFile(f, fmt.Sprintf("graph build failed: %v", ferr))
		}
	}
	if len(warns) == 0 {
		return nil, nil, nil, fmt.Errorf("index: graph build failed, and on no single file: %v", err)
	}
	if g, err = try(kept); err != nil {
		return nil, nil, nil, fmt.Errorf("index: graph build failed without the files that fail alone: %v", err)
	}
	return g, kept, warns, nil
}

// parseOne lowers one file. A panic while lowering (a front-end bug on an
// unusual construct) costs that file, never the index: the file is kept
// with no statements and the failure becomes a parse error of the file.
func parseOne(p ir.Parser, s SourceFile, mod string, pkg bool) (f *ir.File, err error) {
	defer func() {
		if r := recover(); r != nil {
			f = emptyFile(&ir.File{Path: s.Path, Module: mod, IsPackage: pkg, Src: s.Src}, fmt.Sprintf("front end failed: %v", r))
			err = nil
		}
	}()
	if f, err = p.Parse(s.Path, mod, pkg, s.Src); err == nil {
		// A module named from a source root below the indexed directory
		// (src layout: src/pkg/core.py is pkg.core) is also importable by
		// its path (src.pkg.core), as code that puts the repository
		// itself on the import path imports it.
		if alias, _ := pathModule(s.Path); alias != "" && alias != mod {
			f.Aliases = []string{alias}
		}
	}
	return f, err
}

// lineTokens counts tokens per source line (tokens.PieceCounter: each
// distinct pre-tokenizer piece tokenized once per worker), and a span's count is the sum of its lines' counts plus one
// token per line break. This differs from tokenizing the span as one text
// by the merges BPE makes across line breaks (within a few percent); it is
// an estimate for planning, while budgets are always enforced by counting
// the final output exactly.
func lineTokens(files []SourceFile, tok *tokens.Tokenizer, workers int) [][]int {
	prefix := make([][]int, len(files)) // prefix[f][i] = tokens of lines 1..i
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			pc := tokens.NewPieceCounter(tok)
			for i := w; i < len(files); i += workers {
				lines := strings.Split(string(files[i].Src), "\n")
				p := make([]int, len(lines)+1)
				for j, l := range lines {
					p[j+1] = p[j] + pc.Count(l) + 1
				}
				prefix[i] = p
			}
		}(w)
	}
	wg.Wait()
	return prefix
}

// fillTokens sets the token counts of statements, functions and files from
// per-line prefix sums.
func fillTokens(g *schema.Graph, files []*ir.File, prefix [][]int) {
	byPath := map[string][]int{}
	for i, f := range files {
		byPath[f.Path] = prefix[i]
	}
	span := func(file string, first, last int) int {
		p := byPath[file]
		if p == nil || first < 1 || last < first {
			return 0
		}
		last = min(last, len(p)-1)
		first = min(first, last)
		return p[last] - p[first-1] - 1
	}
	for i := range g.Stmts {
		s := &g.Stmts[i]
		s.Tokens = span(s.File, s.Line, s.EndLine)
	}
	for i := range g.Funcs {
		f := &g.Funcs[i]
		f.Tokens = span(f.File, f.Line, f.EndLine)
	}
	for i, f := range files {
		p := prefix[i]
		lines := len(p) - 1
		if len(f.Src) > 0 && f.Src[len(f.Src)-1] == '\n' {
			lines-- // the empty piece after the final newline is no line
		}
		g.Files = append(g.Files, schema.File{Path: f.Path, Module: f.Module, Lines: lines,
			Tokens: p[len(p)-1], ParseErrors: len(f.Errors)})
	}
}

// load writes the graph as CSV files and bulk-loads them with COPY (the only
// fast path into Kùzu: see ../shared/kuzu-notes.md).
func load(ctx context.Context, dir string, g *schema.Graph, hook func(string)) error {
	// COPY takes the file as a string literal: a path with a quote or a
	// backslash (a root named "it's") cannot be written in one, so the
	// CSV files go to the system's temporary directory then.
	csvDir := filepath.Join(dir, "csv")
	if strings.ContainsAny(csvDir, "'\\") {
		tmp, err := os.MkdirTemp("", "semantica-csv-")
		if err != nil {
			return fmt.Errorf("index: %w", err)
		}
		csvDir = tmp
	} else if err := os.MkdirAll(csvDir, 0o755); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	defer os.RemoveAll(csvDir)
	i64 := func(v int64) string { return strconv.FormatInt(v, 10) }
	itoa := strconv.Itoa
	type table = csvTable
	byKind := map[string][]schema.Dep{}
	for _, d := range g.Deps {
		byKind[d.Kind] = append(byKind[d.Kind], d)
	}
	var depTables []table
	for _, kind := range schema.Kinds {
		deps := byKind[kind]
		depTables = append(depTables, table{schema.RelTable(kind), true, func(w *csv.Writer) error {
			for _, d := range deps {
				if err := w.Write([]string{i64(d.From), i64(d.To), d.Var}); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	for _, c := range []struct {
		name    string
		kinds   []string
		reverse bool
	}{{schema.SliceFwd, schema.ForwardClosureKinds, false}, {schema.SliceBwd, schema.BackwardClosureKinds, true}} {
		depTables = append(depTables, table{c.name, true, func(w *csv.Writer) error {
			for _, e := range schema.ClosureEdges(g.Deps, c.kinds, c.reverse) {
				if err := w.Write([]string{i64(e[0]), i64(e[1])}); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	for _, c := range []struct {
		name    string
		reverse bool
	}{{schema.StubFwd, false}, {schema.StubBwd, true}} {
		depTables = append(depTables, table{c.name, true, func(w *csv.Writer) error {
			for _, e := range schema.StubEdges(g.Deps, g.Vertices, c.reverse) {
				if err := w.Write([]string{i64(e[0]), i64(e[1])}); err != nil {
					return err
				}
			}
			return nil
		}})
	}
	// The depth-bounded summary edges, computed once (forward) by the
	// first of the parallel writers that needs them, written as they are
	// and reversed.
	boundedOnce := sync.OnceValue(func() [][][2]int64 {
		return pdg.BoundedSummaries(g.Deps, g.Vertices, schema.BoundedLevels)
	})
	for k := 1; k <= schema.BoundedLevels; k++ {
		for _, reverse := range []bool{false, true} {
			depTables = append(depTables, table{schema.BoundedTable(k, reverse), true, func(w *csv.Writer) error {
				for _, e := range boundedOnce()[k-1] {
					if reverse {
						e[0], e[1] = e[1], e[0]
					}
					if err := w.Write([]string{i64(e[0]), i64(e[1])}); err != nil {
						return err
					}
				}
				return nil
			}})
		}
	}
	tables := []table{
		{"File", true, func(w *csv.Writer) error {
			for _, f := range g.Files {
				if err := w.Write([]string{f.Path, f.Module, itoa(f.Lines), itoa(f.Tokens), f.SHA256, itoa(f.ParseErrors),
					itoa(f.Stmts), itoa(f.DataIn), itoa(f.DataOut), itoa(f.CallsIn), itoa(f.CallsOut), itoa(f.Churn), i64(f.LastChange)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"Func", true, func(w *csv.Writer) error {
			for _, f := range g.Funcs {
				if err := w.Write([]string{i64(f.ID), f.QName, f.Name, f.Kind, f.File, itoa(f.Line), itoa(f.EndLine),
					f.Signature, f.Doc, itoa(f.Tokens), i64(f.DefStmt), i64(f.Parent),
					itoa(f.Stmts), itoa(f.BodyTokens), itoa(f.CallsIn), itoa(f.CallsOut), itoa(f.SigTokens), itoa(f.Churn), i64(f.LastChange),
					strconv.FormatFloat(f.Hotspot, 'g', 6, 64)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"Stmt", false, func(w *csv.Writer) error {
			for _, s := range g.Stmts {
				if err := w.Write([]string{i64(s.ID), s.File, i64(s.Func), itoa(s.Line), itoa(s.EndLine), s.Kind, s.Text,
					itoa(s.Tokens), strconv.FormatBool(s.Scored), s.Defs, s.Uses,
					strconv.FormatFloat(s.Effect, 'g', 6, 64), itoa(s.DataIn), itoa(s.DataOut), itoa(s.CtrlIn), itoa(s.CtrlOut), itoa(s.CallOut),
					itoa(s.LoopFrom), itoa(s.LoopTo)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"Vertex", true, func(w *csv.Writer) error {
			for _, v := range g.Vertices {
				if err := w.Write([]string{i64(v.ID), v.Role, i64(v.Stmt), i64(v.Func), v.Var}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"CALLS", true, func(w *csv.Writer) error {
			for _, c := range g.Calls {
				if err := w.Write([]string{i64(c.Caller), i64(c.Callee), i64(c.Site), itoa(c.Line)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"CONTAINS", true, func(w *csv.Writer) error {
			for _, s := range g.Stmts {
				if err := w.Write([]string{i64(s.Func), i64(s.ID)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"DECLARES", true, func(w *csv.Writer) error {
			for _, s := range g.Stmts {
				if err := w.Write([]string{s.File, i64(s.ID)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"OWNS", true, func(w *csv.Writer) error {
			for _, v := range g.Vertices {
				if v.Stmt < 0 {
					continue
				}
				if err := w.Write([]string{i64(v.Stmt), i64(v.ID)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"GOVERNS", true, func(w *csv.Writer) error {
			for _, r := range g.Governs {
				if err := w.Write([]string{i64(r.Header), i64(r.Stmt)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"DEPENDS", true, func(w *csv.Writer) error {
			for _, d := range g.StmtDeps() {
				if err := w.Write([]string{i64(d.From), i64(d.To), d.Kind, d.Var}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"INVOKES", true, func(w *csv.Writer) error {
			for _, c := range g.Invocations() {
				if err := w.Write([]string{i64(c.Site), i64(c.Callee)}); err != nil {
					return err
				}
			}
			return nil
		}},
	}
	tables = append(tables, chunkTables(g)...)
	tables = append(tables[:4], append(depTables, tables[4:]...)...)
	// Write every CSV file in parallel, then COPY them in schema order.
	errs := make([]error, len(tables))
	var wg sync.WaitGroup
	for i, t := range tables {
		wg.Add(1)
		go func(i int, t table) {
			defer wg.Done()
			path := filepath.Join(csvDir, t.name+".csv")
			f, err := os.Create(path)
			if err != nil {
				errs[i] = fmt.Errorf("index: %w", err)
				return
			}
			bw := bufio.NewWriterSize(f, 1<<20)
			w := csv.NewWriter(bw)
			werr := t.rows(w)
			w.Flush()
			if werr == nil {
				werr = w.Error()
			}
			if werr == nil {
				werr = bw.Flush()
			}
			if cerr := f.Close(); werr == nil {
				werr = cerr
			}
			if werr != nil {
				errs[i] = fmt.Errorf("index: write %s: %w", path, werr)
			}
		}(i, t)
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	if err := checkFreeSpace(dir, csvDir); err != nil {
		return err
	}
	db, err := queries.Open(filepath.Join(dir, queries.GraphFile), false)
	if err != nil {
		return err
	}
	// A database whose load failed is deleted, never closed: closing
	// checkpoints, which can spin forever on a full disk (DB.Abandon).
	loaded := false
	defer func() {
		if loaded {
			db.Close()
		} else {
			db.Abandon()
		}
	}()
	// Ctrl-C interrupts the COPY that is running, not only the next one.
	copying := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		select {
		case <-ctx.Done():
			db.Interrupt()
		case <-copying:
		}
	}()
	defer func() { close(copying); <-watched }()
	if err := db.CreateSchema(); err != nil {
		return err
	}
	for i, t := range tables {
		if err := ctx.Err(); err != nil {
			return err
		}
		// An empty table needs no COPY (one costs milliseconds even with
		// nothing to load: a 3-line repository loads in 0.29 s instead of
		// 0.35 s).
		if fi, err := os.Stat(filepath.Join(csvDir, t.name+".csv")); err != nil || fi.Size() > 0 {
			if _, err := db.Copy(t.name, filepath.Join(csvDir, t.name+".csv"), false, t.parallel); err != nil {
				return fmt.Errorf("index: %w", err)
			}
		}
		if i == 0 {
			hook("loading")
		}
	}
	loaded = true
	return nil
}

// csvTable is one table's CSV file as load writes it: parallel when no
// quoted field holds a newline (Kùzu's parallel reader splits at newlines).
type csvTable struct {
	name     string
	parallel bool
	rows     func(w *csv.Writer) error
}

// chunkTables are the Chunk, CHUNK_OF and CHUNK_HOLDS tables of g.
func chunkTables(g *schema.Graph) []csvTable {
	i64 := func(v int64) string { return strconv.FormatInt(v, 10) }
	itoa := strconv.Itoa
	return []csvTable{
		{"Chunk", false, func(w *csv.Writer) error {
			for _, c := range g.Chunks {
				if err := w.Write([]string{c.ID, c.Kind, c.Parent, c.File, c.QName, i64(c.Func), itoa(c.Line), itoa(c.CoreLine),
					itoa(c.EndLine), itoa(c.Ordinal), itoa(c.Tokens), c.ContentHash, c.FileSHA256, c.Parser, c.Config, c.Run}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"CHUNK_OF", true, func(w *csv.Writer) error {
			for _, c := range g.Chunks {
				if c.Func < 0 {
					continue
				}
				if err := w.Write([]string{c.ID, i64(c.Func)}); err != nil {
					return err
				}
			}
			return nil
		}},
		{"CHUNK_HOLDS", true, func(w *csv.Writer) error {
			for _, l := range g.ChunkStmts {
				if err := w.Write([]string{l.Chunk, i64(l.Stmt)}); err != nil {
					return err
				}
			}
			return nil
		}},
	}
}

// checkFreeSpace refuses a load that cannot fit. Kùzu's file takes about
// 1.5 times the CSV files it is copied from (measured on the standard
// library: 121 MB of graph from 82 MB of CSV) plus a fixed 6 MiB (a
// two-line repository: 4.6 MB of index), so the load wants that much free
// on the file system of dir. Checking first keeps a nearly full disk out of
// Kùzu's failing checkpoint (DB.Abandon).
func checkFreeSpace(dir, csvDir string) error {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return nil // unknown: let the load try
	}
	free := int64(st.Bavail) * int64(st.Bsize)
	var csvBytes int64
	ents, _ := os.ReadDir(csvDir)
	for _, e := range ents {
		if fi, err := e.Info(); err == nil {
			csvBytes += fi.Size()
		}
	}
	need := csvBytes*3/2 + 6<<20
	if free < need {
		return fmt.Errorf("index: not enough disk space for %s: the load needs about %d MB, %d MB are free (the previous index is unchanged)", dir, need>>20, free>>20)
	}
	return nil
}

// swap replaces dst by src: dst moves aside, src takes its place, the old
// copy is removed. If the process dies between the two renames, Recover
// puts the old index back. The caller holds the index lock.
func swap(src, dst string, hook func(string)) error {
	old := dst + ".old"
	_ = os.RemoveAll(old)
	if _, err := os.Stat(dst); err == nil {
		if err := os.Rename(dst, old); err != nil {
			return fmt.Errorf("index: replace %s: %w", dst, err)
		}
	}
	hook("swapping")
	if err := os.Rename(src, dst); err != nil {
		_ = os.Rename(old, dst)
		return fmt.Errorf("index: replace %s: %w", dst, err)
	}
	_ = os.RemoveAll(old)
	return nil
}

func dirSize(dir string) int64 {
	var n int64
	_ = filepath.Walk(dir, func(_ string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			n += info.Size()
		}
		return nil
	})
	return n
}

// ReadMeta reads the metadata of the index in dir and checks the index's
// files against it (verifyQuick). A re-index may swap the directory
// between the two: when the check fails and meta.json has changed since it
// was read, ReadMeta starts again (at most 3 times), so a reader never
// reports a swap as damage.
func ReadMeta(dir string) (*Meta, error) {
	for attempt := 0; ; attempt++ {
		m, raw, err := readMetaOnce(dir)
		if err == nil || attempt == 2 || raw == nil || !errors.Is(err, ErrDamaged) {
			return m, err
		}
		if now, rerr := os.ReadFile(filepath.Join(dir, MetaFile)); rerr == nil && string(now) == string(raw) {
			return m, err
		}
	}
}

// readMetaOnce reads and checks meta.json once; raw is its content when it
// could be read.
func readMetaOnce(dir string) (*Meta, []byte, error) {
	m, b, err := parseMeta(dir)
	if err != nil {
		return nil, b, err
	}
	if err := verifyQuick(dir, m); err != nil {
		return nil, b, err
	}
	return m, b, nil
}

// parseMeta reads meta.json of dir.
func parseMeta(dir string) (*Meta, []byte, error) {
	b, err := os.ReadFile(filepath.Join(dir, MetaFile))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil, fmt.Errorf("no index at %s: run `semantica index` first (%w)", dir, err)
		}
		return nil, nil, fmt.Errorf("read index metadata: %w", err)
	}
	var m Meta
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, b, fmt.Errorf("%w at %s: %s is not valid (%v); rebuild it with `semantica index`", ErrDamaged, dir, MetaFile, err)
	}
	if m.SchemaVersion != schema.Version {
		return nil, b, fmt.Errorf("index at %s has schema version %d, this semantica reads %d: re-run `semantica index`", dir, m.SchemaVersion, schema.Version)
	}
	return &m, b, nil
}
