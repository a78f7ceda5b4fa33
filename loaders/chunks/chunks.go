package chunks

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/semantica/semantica/schema"
)

// Config is the chunking configuration. Its Hash is part of every chunk's
// lineage.
type Config struct {
	MinTokens    int `json:"min_tokens"`    // a leaf smaller than this is merged with its neighbour when both fit (tokens)
	MaxTokens    int `json:"max_tokens"`    // a leaf's core stops before it would exceed this (tokens), unless one statement alone does
	OverlapLines int `json:"overlap_lines"` // a leaf after the first starts with at most this many lines of code of the one before it
	// Important parents get MaxTokens × ImportantFactor: those with at
	// least ImportantCallers call sites calling them (call-graph fan-in)
	// or ImportantChurn commits among their surviving lines. Absolute
	// thresholds, not ranks: a parent's maximum changes only when its own
	// fan-in or churn crosses one, never because the rest of the
	// repository changed.
	ImportantFactor  float64 `json:"important_factor"`
	ImportantCallers int     `json:"important_callers"`
	ImportantChurn   int     `json:"important_churn"`
	// BoundaryEvery makes a content-defined cut after a unit (statement)
	// whose canonical text hashes to 0 modulo it, once the leaf holds
	// MinTokens: boundaries then depend on content, so an edit moves the
	// boundaries of its own leaf and, at most, of the ones after it up to
	// the next content-defined cut.
	BoundaryEvery int `json:"boundary_every"`
}

// DefaultConfig is the configuration of the issue that specified chunks:
// 50 / 256 tokens, 3 lines of overlap; important parents (10 callers, or
// 10 commits among their lines) get twice the maximum; a content-defined
// cut after about one unit in 6 once the minimum is reached.
func DefaultConfig() Config {
	return Config{MinTokens: 50, MaxTokens: 256, OverlapLines: 3, ImportantFactor: 2, ImportantCallers: 10, ImportantChurn: 10, BoundaryEvery: 6}
}

// Version is the chunker's version, part of the configuration hash: a
// change to how boundaries or ids are computed bumps it.
const Version = 2

// Hash returns the configuration hash written as every chunk's lineage
// (12 hex digits).
func (c Config) Hash() string {
	h := sha256.Sum256(fmt.Appendf(nil, "chunks/v%d min=%d max=%d overlap=%d important=%g callers=%d churn=%d every=%d",
		Version, c.MinTokens, c.MaxTokens, c.OverlapLines, c.ImportantFactor, c.ImportantCallers, c.ImportantChurn, c.BoundaryEvery))
	return hex.EncodeToString(h[:6])
}

// Validate returns an error naming the configuration when its bounds
// contradict each other.
func (c Config) Validate() error {
	if c.MinTokens < 0 || c.MaxTokens < 1 || c.MinTokens > c.MaxTokens || c.OverlapLines < 0 || c.ImportantFactor < 1 || c.BoundaryEvery < 1 {
		return fmt.Errorf("chunks: invalid configuration %+v: want 0 ≤ min ≤ max, max ≥ 1, overlap ≥ 0, important factor ≥ 1, boundary every ≥ 1", c)
	}
	return nil
}

// Source is one indexed file as the chunker needs it.
type Source struct {
	Path   string
	SHA256 string
	Src    []byte
	// Prefix holds per-line token prefix sums: Prefix[i] is the tokens of
	// lines 1..i, each line counted with one token for its line break
	// (loaders' lineTokens).
	Prefix []int
	// Canonical returns the canonical text of a piece of the file's
	// language (python.Canonical).
	Canonical func([]byte) string
	Parser    string // front end and grammar version (lineage)
}

// FileStats is what chunking one file produced and cost, for `index
// --stats`.
type FileStats struct {
	Path    string  `json:"path"`
	Ms      float64 `json:"ms"`      // chunking time (ms)
	Parents int     `json:"parents"` // parent chunks
	Leaves  int     `json:"leaves"`
	// LeafTokens sums the leaves' tokens; OverlapTokens is the part of it
	// repeated from a previous leaf; Waste is OverlapTokens / LeafTokens.
	LeafTokens    int     `json:"leaf_tokens"`
	OverlapTokens int     `json:"overlap_tokens"`
	Waste         float64 `json:"waste"`
	Small         int     `json:"small"` // leaves under MinTokens (a parent's whole own text is smaller)
	Large         int     `json:"large"` // leaves over their maximum (one statement alone is larger)
}

// Build returns the chunks of every file of srcs (parents in file order,
// each followed by its leaves) and the statements each leaf holds. repo
// names the repository in every id; run is the index run's id. g supplies
// the scopes (Funcs, with CallsIn and Hotspot filled for importance) and
// statements (Stmts). Leaf bounds are measured in tokens of canonical
// text, so that comments and formatting move no boundary: newCounter
// makes a token counter (tokens.PieceCounter.Count), one per worker; files
// are chunked on workers goroutines. Errors: an invalid configuration.
func Build(repo string, g *schema.Graph, srcs []Source, cfg Config, run string, newCounter func() func(string) int, workers int) ([]schema.Chunk, []schema.ChunkStmt, []FileStats, error) {
	if err := cfg.Validate(); err != nil {
		return nil, nil, nil, err
	}
	funcsOf := map[string][]*schema.Func{}
	for i := range g.Funcs {
		f := &g.Funcs[i]
		if f.File == "" || f.Kind == schema.LambdaKind {
			continue
		}
		funcsOf[f.File] = append(funcsOf[f.File], f)
	}
	stmtsOf := map[string][]*schema.Stmt{}
	for i := range g.Stmts {
		s := &g.Stmts[i]
		stmtsOf[s.File] = append(stmtsOf[s.File], s)
	}
	type result struct {
		chunks []schema.Chunk
		links  []schema.ChunkStmt
		stats  FileStats
	}
	res := make([]result, len(srcs))
	var next atomic.Int64
	var wg sync.WaitGroup
	config := cfg.Hash()
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			count := newCounter()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(srcs) {
					return
				}
				src := srcs[i]
				t := time.Now()
				c := &fileChunker{repo: repo, src: src, cfg: cfg, run: run, config: config, count: count}
				c.build(funcsOf[src.Path], stmtsOf[src.Path])
				st := c.stats
				st.Path = src.Path
				st.Ms = float64(time.Since(t).Microseconds()) / 1000
				if st.LeafTokens > 0 {
					st.Waste = float64(st.OverlapTokens) / float64(st.LeafTokens)
				}
				res[i] = result{c.chunks, c.links, st}
			}
		}()
	}
	wg.Wait()
	var (
		out   []schema.Chunk
		links []schema.ChunkStmt
		stats []FileStats
	)
	for _, r := range res {
		out = append(out, r.chunks...)
		links = append(links, r.links...)
		stats = append(stats, r.stats)
	}
	return out, links, stats, nil
}

type fileChunker struct {
	repo, run, config string
	src               Source
	cfg               Config
	count             func(string) int
	lines             []string // lines[i] is line i+1
	spans             []bool   // spans[b]: a statement spans the break after line b (1-based)
	owner             []int    // owner[line]: index in parents of the innermost parent, -1 none
	parents           []parent
	chunks            []schema.Chunk
	links             []schema.ChunkStmt
	stats             FileStats
}

type parent struct {
	kind, qname, sig string
	fn               *schema.Func // nil for a file without a module scope
	line, end        int
	up               int // enclosing parent, -1 for the file
	max              int
	id               string
}

func (c *fileChunker) build(funcs []*schema.Func, stmts []*schema.Stmt) {
	src := c.src
	text := string(src.Src)
	text = strings.TrimSuffix(text, "\n")
	c.lines = strings.Split(text, "\n")
	n := len(c.lines)
	if len(src.Src) == 0 {
		n = 0
		c.lines = nil
	}
	// A statement spanning lines a..b forbids cuts after a..b-1.
	diff := make([]int, n+2)
	for _, s := range stmts {
		if s.EndLine > s.Line && s.Line >= 1 && s.EndLine <= n {
			diff[s.Line]++
			diff[s.EndLine]--
		}
	}
	c.spans = make([]bool, n+1)
	run := 0
	for b := 1; b <= n; b++ {
		run += diff[b]
		c.spans[b] = run > 0
	}

	c.makeParents(funcs, n)
	// Innermost owner of each line: parents are ordered outer first.
	c.owner = make([]int, n+1)
	for i := range c.owner {
		c.owner[i] = -1
	}
	for pi, p := range c.parents {
		for l := p.line; l <= p.end; l++ {
			c.owner[l] = pi
		}
	}
	// Statements by first line, to link leaves to them.
	stmtAt := map[int][]int64{}
	for _, s := range stmts {
		stmtAt[s.Line] = append(stmtAt[s.Line], s.ID)
	}
	hasStmt := make([]bool, n+1)
	for _, s := range stmts {
		if s.Line >= 1 && s.Line <= n {
			hasStmt[s.Line] = true
		}
	}
	for pi, p := range c.parents {
		ch := schema.Chunk{ID: p.id, Kind: p.kind, File: src.Path, QName: p.qname, Func: -1,
			Line: p.line, CoreLine: p.line, EndLine: p.end, Ordinal: -1, Tokens: c.tokens(p.line, p.end),
			ContentHash: contentHash(src.Canonical([]byte(c.text(p.line, p.end))))}
		if p.up >= 0 {
			ch.Parent = c.parents[p.up].id
		}
		if p.fn != nil {
			ch.Func = p.fn.ID
		}
		c.chunks = append(c.chunks, c.lineage(ch))
		c.stats.Parents++
		c.leaves(pi, hasStmt, stmtAt)
	}
}

// makeParents fills c.parents for a file of n lines: the file, then the
// scopes of funcs by position (outer before inner), with their ids.
func (c *fileChunker) makeParents(funcs []*schema.Func, n int) {
	src := c.src
	// Parents: the file, then scopes by position (outer before inner).
	slices.SortFunc(funcs, func(a, b *schema.Func) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(b.EndLine, a.EndLine), cmp.Compare(a.ID, b.ID))
	})
	fileP := parent{kind: schema.ChunkFile, qname: src.Path, line: 1, end: n, up: -1, max: c.cfg.MaxTokens}
	byID := map[int64]int{}
	for _, f := range funcs {
		if f.Kind == "module" {
			fileP.fn = f
			byID[f.ID] = 0
		}
	}
	c.parents = append(c.parents, fileP)
	for _, f := range funcs {
		if f.Kind == "module" || f.Line < 1 || f.EndLine > n || f.EndLine < f.Line {
			continue
		}
		kind := schema.ChunkFunction
		switch f.Kind {
		case "class":
			kind = schema.ChunkClass
		case "method":
			kind = schema.ChunkMethod
		}
		up, ok := byID[f.Parent]
		if !ok {
			up = 0
		}
		p := parent{kind: kind, qname: f.QName, sig: src.Canonical([]byte(f.Signature)), fn: f,
			line: f.Line, end: f.EndLine, up: up, max: c.cfg.MaxTokens}
		if c.cfg.ImportantFactor > 1 && (c.cfg.ImportantCallers > 0 && f.CallsIn >= c.cfg.ImportantCallers ||
			c.cfg.ImportantChurn > 0 && f.Churn >= c.cfg.ImportantChurn) {
			p.max = int(float64(c.cfg.MaxTokens) * c.cfg.ImportantFactor)
		}
		byID[f.ID] = len(c.parents)
		c.parents = append(c.parents, p)
	}
	// Parent ids: repository, file, qualified name, canonical signature (the
	// file too: two files of a repository may name the same module, one
	// per source root); a repeated (qname, signature) in one file (a
	// property's getter and setter) takes its occurrence number.
	seen := map[string]int{}
	for pi := range c.parents {
		p := &c.parents[pi]
		key := p.kind + "\x00" + p.qname + "\x00" + p.sig
		k := seen[key]
		seen[key]++
		p.id = hashID("parent", c.repo, c.src.Path, p.kind, p.qname, p.sig, fmt.Sprint(k))
	}
}

// ParentIDs returns the id Build gives the parent chunk of each scope of
// srcs' files (module scopes: their file's), by Func id, without cutting
// leaves: the search index stores them with its documents.
func ParentIDs(repo string, g *schema.Graph, srcs []Source) map[int64]string {
	funcsOf := map[string][]*schema.Func{}
	for i := range g.Funcs {
		f := &g.Funcs[i]
		if f.File != "" && f.Kind != schema.LambdaKind {
			funcsOf[f.File] = append(funcsOf[f.File], f)
		}
	}
	out := map[int64]string{}
	for _, src := range srcs {
		c := &fileChunker{repo: repo, src: src}
		c.makeParents(funcsOf[src.Path], lineCount(src.Src))
		for _, p := range c.parents {
			if p.fn != nil {
				out[p.fn.ID] = p.id
			}
		}
	}
	return out
}

// lineCount is the number of lines of src, a final line break ending the
// last line rather than starting one.
func lineCount(src []byte) int {
	if len(src) == 0 {
		return 0
	}
	n := strings.Count(string(src), "\n")
	if src[len(src)-1] != '\n' {
		n++
	}
	return n
}

// leaves cuts parent pi's own lines into leaf chunks.
func (c *fileChunker) leaves(pi int, hasStmt []bool, stmtAt map[int][]int64) {
	p := c.parents[pi]
	// Units: the own lines, split where no statement spans the break, in
	// runs of consecutive own lines. Comment and blank lines join the unit
	// that follows them; those after a run's last statement are dropped,
	// and so are runs without statements.
	type unit struct{ a, b int }
	var runs [][]unit
	var cur []unit
	pend := -1 // first comment or blank line waiting for a statement
	flush := func() {
		if len(cur) > 0 {
			runs = append(runs, cur)
		}
		cur, pend = nil, -1
	}
	for l := p.line; l <= p.end; l++ {
		switch {
		case c.owner[l] != pi:
			flush()
		case len(cur) > 0 && c.spans[l-1]:
			cur[len(cur)-1].b = l // inside a statement
		case !hasStmt[l]:
			if pend < 0 {
				pend = l
			}
		default:
			a := l
			if pend >= 0 {
				a = pend
			}
			cur = append(cur, unit{a, l})
			pend = -1
		}
	}
	flush()

	type leaf struct{ core, a, b, size int } // size: tokens of the core's canonical text
	var all []leaf
	for _, units := range runs {
		var ls []leaf
		start, tok := -1, 0
		for i, u := range units {
			canon := c.src.Canonical([]byte(c.text(u.a, u.b)))
			ut := c.count(canon)
			if start >= 0 && tok+ut > p.max {
				ls = append(ls, leaf{core: units[start].a, b: units[i-1].b, size: tok})
				start, tok = -1, 0
			}
			if start < 0 {
				start = i
			}
			tok += ut
			if tok >= c.cfg.MinTokens && c.boundary(canon) {
				ls = append(ls, leaf{core: units[start].a, b: u.b, size: tok})
				start, tok = -1, 0
			}
		}
		if start >= 0 {
			last := leaf{core: units[start].a, b: units[len(units)-1].b, size: tok}
			if len(ls) > 0 && tok < c.cfg.MinTokens && ls[len(ls)-1].size+tok <= p.max {
				ls[len(ls)-1].size += tok
				ls[len(ls)-1].b = last.b
			} else {
				ls = append(ls, last)
			}
		}
		// Overlap: whole units of the previous leaf, at most OverlapLines
		// lines of code in all (blank and comment lines not counted, so
		// that they move no boundary), within the run.
		for i := range ls {
			ls[i].a = ls[i].core
			if i == 0 {
				continue
			}
			a := ls[i].core
			for _, u := range slices.Backward(units) {
				if u.b >= ls[i].core || u.a < ls[i-1].core {
					continue
				}
				if c.codeLines(u.a, ls[i].core-1, hasStmt) > c.cfg.OverlapLines {
					break
				}
				a = u.a
				for a < u.b && !c.isCode(a, hasStmt) {
					a++ // the unit's leading comments stay out
				}
			}
			ls[i].a = a
		}
		all = append(all, ls...)
	}
	seen := map[string]int{}
	for k, l := range all {
		canon := c.src.Canonical([]byte(c.text(l.a, l.b)))
		k0 := seen[canon]
		seen[canon]++
		ch := schema.Chunk{Kind: schema.ChunkLeaf, Parent: p.id, File: c.src.Path, QName: p.qname, Func: -1,
			Line: l.a, CoreLine: l.core, EndLine: l.b, Ordinal: k, Tokens: c.tokens(l.a, l.b),
			ContentHash: contentHash(canon)}
		ch.ID = hashID("leaf", c.repo, c.src.Path, canon, p.id, fmt.Sprint(k0))
		if p.fn != nil {
			ch.Func = p.fn.ID
		}
		c.chunks = append(c.chunks, c.lineage(ch))
		for line := l.core; line <= l.b; line++ {
			if c.owner[line] != pi {
				continue
			}
			for _, s := range stmtAt[line] {
				c.links = append(c.links, schema.ChunkStmt{Chunk: ch.ID, Stmt: s})
			}
		}
		c.stats.Leaves++
		c.stats.LeafTokens += ch.Tokens
		if l.a < l.core {
			c.stats.OverlapTokens += c.tokens(l.a, l.core-1)
		}
		if l.size < c.cfg.MinTokens {
			c.stats.Small++
		}
		if l.size > p.max {
			c.stats.Large++
		}
	}
}

// codeLines counts the lines of a..b that hold code: a statement starts
// on them or spans onto them, and they are neither blank nor a comment.
func (c *fileChunker) codeLines(a, b int, hasStmt []bool) int {
	n := 0
	for l := a; l <= b; l++ {
		if c.isCode(l, hasStmt) {
			n++
		}
	}
	return n
}

func (c *fileChunker) isCode(l int, hasStmt []bool) bool {
	return (hasStmt[l] || l > 1 && c.spans[l-1]) && c.src.Canonical([]byte(c.lines[l-1])) != ""
}

// boundary reports a content-defined cut after a unit of canonical text
// canon.
func (c *fileChunker) boundary(canon string) bool {
	h := fnv.New32a()
	h.Write([]byte(canon))
	return h.Sum32()%uint32(c.cfg.BoundaryEvery) == 0
}

func (c *fileChunker) lineage(ch schema.Chunk) schema.Chunk {
	ch.FileSHA256, ch.Parser, ch.Config, ch.Run = c.src.SHA256, c.src.Parser, c.config, c.run
	return ch
}

// text returns lines a..b (1-based, inclusive) joined by line breaks.
func (c *fileChunker) text(a, b int) string {
	if a < 1 || b < a || b > len(c.lines) {
		return ""
	}
	return strings.Join(c.lines[a-1:b], "\n")
}

// tokens estimates the tokens of lines a..b from the prefix sums, as
// Stmt.Tokens does.
func (c *fileChunker) tokens(a, b int) int {
	p := c.src.Prefix
	if p == nil || a < 1 || b < a {
		return 0
	}
	b = min(b, len(p)-1)
	a = min(a, b)
	return p[b] - p[a-1] - 1
}

// hashID is the first 16 hex digits of the SHA-256 of the parts, each
// followed by a NUL byte.
func hashID(parts ...string) string {
	h := sha256.New()
	for _, s := range parts {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

func contentHash(canon string) string {
	h := sha256.Sum256([]byte(canon))
	return hex.EncodeToString(h[:8])
}
