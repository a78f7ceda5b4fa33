package optimizer

import (
	"crypto/sha256"
	"fmt"
	"github.com/semantica/semantica/loaders/ir"
	"golang.org/x/sync/singleflight"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/semantica/semantica/queries"
)

// Origins of an output line: why the optimizer shows it.
const (
	OriginSlice     = "slice"     // a statement of the slice
	OriginHeader    = "header"    // an enclosing header the slice's statements need to parse
	OriginStub      = "stub"      // a callee's signature or docstring line
	OriginImport    = "import"    // an import binding a name the output uses
	OriginElided    = "elided"    // a "...  # N lines omitted" marker
	OriginRepair    = "repair"    // a line added by syntax repair
	OriginDocstring = "docstring" // the first docstring line of a long function
)

// Callee is a function or class called from a statement of the slice
// (Site is the calling Stmt.id). Kind is the Func kind: function, class,
// module, builtin or unresolved; File, Line and EndLine locate a
// repository definition.
type Callee struct {
	Site          int64
	QName, Kind   string
	File          string
	Line, EndLine int
}

// Input is what the optimizer turns into code: the statements a plan kept,
// the dependence edges among them (for explanations), the callees of their
// call sites, and the source of every file involved.
type Input struct {
	Criterion queries.Criterion
	Stmts     []queries.Stmt
	Edges     []queries.Edge
	Callees   []Callee
	// Approximate lists why the statement set is not the exact slice (thin
	// slice, budget pruning, ...); each lowers the confidence.
	Approximate []string
	// ParseErrors maps a file to the number of regions its source failed to
	// parse at index time.
	ParseErrors map[string]int
	// Source returns a file's content by path relative to the indexed root.
	Source func(path string) ([]byte, error)
	// Language is the front end of the files' language (python.Language
	// for Python): the optimizer reads their outlines through it and
	// checks the code it prints with it. Required.
	Language Language
	// DropStdlibImports drops imports of standard-library modules.
	DropStdlibImports bool
	// Disabled names passes not to run.
	Disabled map[string]bool
	// Cache holds parsed sources across runs; nil: a cache for this input
	// and its copies (see ShareCache).
	Cache *Cache
	// Mask, when set, masks secrets in the code printed (optimizer/mask):
	// Run calls it once per output file with the file's printed lines
	// joined by line breaks, after rendering and before anything
	// counts the output's tokens. It must keep the number of lines; an
	// error fails the run. Nil: the lines are printed as read (Source may
	// mask them instead).
	Mask func(text string) (string, error)
}

// Cache keeps parsed source files by path. It is safe for concurrent use.
// A cache must only be shared by inputs whose Source returns the same
// content for a path (one index).
type Cache struct {
	mu    sync.Mutex
	files map[string]*sourceFile
	max   int // files kept; 0: no limit
	// syntax memoizes Language.SyntaxErrors by the SHA-256 of the code
	// checked (one language per cache, as one index):
	// the renders of one query (fit's binary search) repeat most files
	// unchanged. At most maxSyntax entries; emptied when full.
	syntax map[[32]byte][]int
	// flight shares one parse among concurrent callers for a path (Warm
	// running beside a render).
	flight singleflight.Group
}

// maxSyntax bounds Cache.syntax (entries; a few bytes each besides the key).
const maxSyntax = 20000

// syntaxErrors is lang.SyntaxErrors(code), remembered in c (nil: not).
func (c *Cache) syntaxErrors(lang Language, path, code string) []int {
	if c == nil {
		return lang.SyntaxErrors(path, code)
	}
	key := sha256.Sum256([]byte(filepath.Ext(path) + "\x00" + code))
	c.mu.Lock()
	rows, ok := c.syntax[key]
	c.mu.Unlock()
	if ok {
		return rows
	}
	rows = lang.SyntaxErrors(path, code)
	c.mu.Lock()
	if c.syntax == nil || len(c.syntax) >= maxSyntax {
		c.syntax = map[[32]byte][]int{}
	}
	c.syntax[key] = rows
	c.mu.Unlock()
	return rows
}

// NewCache returns an empty cache without a limit.
func NewCache() *Cache { return &Cache{files: map[string]*sourceFile{}} }

// NewCacheLimit returns an empty cache that holds at most maxFiles parsed
// files: when full, it empties before taking the next one (a long-running
// server's memory stays bounded; a parsed file takes a few times its
// size).
func NewCacheLimit(maxFiles int) *Cache {
	return &Cache{files: map[string]*sourceFile{}, max: maxFiles}
}

// parsed returns path's parsed source from c, reading it with source and
// outlining it with lang when c does not hold it. Concurrent callers for
// one path share one parse (golang.org/x/sync/singleflight): a render
// that needs a file Warm is parsing waits for that parse. A parse that
// fails is not kept; the callers that shared it get its error.
func (c *Cache) parsed(lang Language, source func(string) ([]byte, error), path string) (*sourceFile, error) {
	if f := c.get(path); f != nil {
		return f, nil
	}
	v, err, _ := c.flight.Do(path, func() (any, error) {
		if f := c.get(path); f != nil {
			return f, nil
		}
		src, err := source(path)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		f, err := parseSource(lang, path, src)
		if err != nil {
			return nil, err
		}
		c.put(path, f)
		return f, nil
	})
	if err != nil {
		return nil, err
	}
	return v.(*sourceFile), nil
}

func (c *Cache) get(path string) *sourceFile {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.files[path]
}

func (c *Cache) put(path string, f *sourceFile) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.max > 0 && len(c.files) >= c.max {
		clear(c.files)
	}
	c.files[path] = f
}

// Warm parses the sources of paths that in's cache does not hold yet, on up
// to workers goroutines, and keeps them in the cache: a caller that knows
// which files it will render (a change's entries, a pack's seeds) overlaps
// their outlines with its queries. A file that fails to read or parse is
// left out; the render that needs it reports the error. Safe for concurrent
// use with Run over copies of in (the cache locks).
func (in *Input) Warm(paths []string, workers int) {
	in.ShareCache()
	todo := make(chan string)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range todo {
				in.Cache.parsed(in.Language, in.Source, p) // an error is the render's to report
			}
		}()
	}
	seen := map[string]bool{}
	for _, p := range paths {
		if !seen[p] {
			seen[p] = true
			todo <- p
		}
	}
	close(todo)
	wg.Wait()
}

// ShareCache makes copies of in share one cache of parsed sources (call it
// before copying in for repeated runs over the same files).
func (in *Input) ShareCache() {
	if in.Cache == nil {
		in.Cache = NewCache()
	}
}

// Line is one line of output code.
type Line struct {
	Row    int    // source row, 0 for a synthesized line
	Text   string // the code as shown (source indentation kept)
	Origin string // Origin* constant
	Why    string // explanation, "" when none
}

// FileOut is the code of one file.
type FileOut struct {
	Path  string
	Lines []Line
	// Comment starts a line comment in the file's language; Language names
	// it (for a markdown fence).
	Comment, Language string
}

// PassReport says what one pass did.
type PassReport struct {
	Name    string `json:"name"`
	Ran     bool   `json:"ran"`
	Changed string `json:"changed"`
}

// Output is the optimizer's result, ready to format.
type Output struct {
	Files      []*FileOut
	Unresolved []string // callees never resolved, "qname (file:line)"
	Confidence float64
	Reasons    []string // why the confidence is below 0.9 (and what lowered it)
	Warnings   []string
	Passes     []PassReport
	Stmts      []queries.Stmt
	Callees    []Callee
}

// doc is the working state the passes edit.
type doc struct {
	in       *Input
	files    map[string]*sourceFile // the files this output involves
	cache    *Cache
	order    []string                  // file paths in output order
	keep     map[string]map[int]string // file -> row -> origin
	why      map[string]map[int]string // file -> last row of a statement -> explanation
	stubs    map[string]map[int]bool   // file -> def row of a stubbed callee
	elide    bool                      // mark omitted runs
	summary  bool                      // name the defs of omitted runs in class bodies
	longDoc  bool                      // first docstring line of long functions
	padEmpty bool                      // "pass" in blocks left empty
	comment  map[string]map[int]bool   // rows commented out by syntax repair
	unres    []string
	warnings []string
	repaired bool
	broken   bool
}

// LongFunction is the length (lines) above which an included function shows
// only its header, the first line of its docstring and the slice's
// statements (issue 4). Shorter ones show the same, with omitted runs
// marked; the difference is the docstring line.
const LongFunction = 200

// Run builds the output code of in: it parses the source files involved,
// runs the passes in order (those named in in.Disabled are skipped and
// reported as not run) and renders the result. Errors come from reading or
// parsing sources.
func Run(in *Input) (*Output, error) {
	d := &doc{in: in, files: map[string]*sourceFile{}, keep: map[string]map[int]string{}, why: map[string]map[int]string{},
		stubs: map[string]map[int]bool{}, comment: map[string]map[int]bool{}}
	in.ShareCache()
	d.cache = in.Cache
	for _, s := range in.Stmts {
		if err := d.load(s.File); err != nil {
			return nil, err
		}
		for r := s.Line; r <= max(s.EndLine, s.Line); r++ {
			d.mark(s.File, r, OriginSlice)
		}
	}
	out := &Output{Stmts: in.Stmts, Callees: in.Callees}
	for _, p := range Passes {
		if in.Disabled[p.Name] {
			out.Passes = append(out.Passes, PassReport{Name: p.Name})
			continue
		}
		changed, err := p.Run(d)
		if err != nil {
			return nil, fmt.Errorf("optimizer pass %s: %w", p.Name, err)
		}
		out.Passes = append(out.Passes, PassReport{Name: p.Name, Ran: true, Changed: changed})
	}
	out.Files = d.render()
	if in.Mask != nil {
		for _, fo := range out.Files {
			if err := maskLines(fo, in.Mask); err != nil {
				return nil, err
			}
		}
	}
	out.Unresolved = d.unres
	out.Warnings = d.warnings
	out.Confidence, out.Reasons = d.confidence()
	return out, nil
}

// maskLines masks the lines of fo as one text, so that a value spread
// over several lines (a key block) is seen whole: source lines and
// synthesized ones alike (a stub's docstring line is copied from the
// source). Errors: mask changed the number of lines, and nothing is
// printed.
func maskLines(fo *FileOut, mask func(string) (string, error)) error {
	var idx []int
	var b strings.Builder
	for i, l := range fo.Lines {
		if len(idx) > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(l.Text)
		idx = append(idx, i)
	}
	if len(idx) == 0 {
		return nil
	}
	text, err := mask(b.String())
	if err != nil {
		return fmt.Errorf("masking %s: %w", fo.Path, err)
	}
	masked := strings.Split(text, "\n")
	if len(masked) != len(idx) {
		return fmt.Errorf("masking %s: %d lines became %d", fo.Path, len(idx), len(masked))
	}
	for k, i := range idx {
		fo.Lines[i].Text = masked[k]
	}
	return nil
}

func (d *doc) load(path string) error {
	if _, ok := d.files[path]; ok {
		return nil
	}
	f, err := d.cache.parsed(d.in.Language, d.in.Source, path)
	if err != nil {
		return err
	}
	d.files[path] = f
	d.order = append(d.order, path)
	return nil
}

func (d *doc) inOrder(path string) bool {
	for _, p := range d.order {
		if p == path {
			return true
		}
	}
	return false
}

func (d *doc) mark(file string, row int, origin string) {
	m := d.keep[file]
	if m == nil {
		m = map[int]string{}
		d.keep[file] = m
	}
	if _, ok := m[row]; !ok {
		m[row] = origin
	}
}

// kept reports whether any row of [a, b] of file is kept or a stub.
func (d *doc) kept(file string, a, b int) bool {
	return anyIn(d.keep[file], a, b) || anyIn(d.stubs[file], a, b)
}

// anyIn reports whether m holds a row in [a, b], by looking the rows up
// when the range is shorter than the map and by walking the map otherwise
// (importsPass asks once per statement of a file: walking the map each
// time made the pass quadratic in a large scope's rows).
func anyIn[V any](m map[int]V, a, b int) bool {
	if b-a < len(m) {
		for r := a; r <= b; r++ {
			if _, ok := m[r]; ok {
				return true
			}
		}
		return false
	}
	for r := range m {
		if r >= a && r <= b {
			return true
		}
	}
	return false
}

// keptRows reports whether any row of [a, b] of file is kept (stubs
// aside).
func (d *doc) keptRows(file string, a, b int) bool {
	return anyIn(d.keep[file], a, b)
}

// confidence is 0.9 for a full PDG slice whose output parses, lowered by
// 0.1 for each kind of approximation (approximate statement set,
// unresolved callees, source files with parse errors, syntax repair) and by
// 0.3 when the output still does not parse; never below 0.
func (d *doc) confidence() (float64, []string) {
	c := 0.9
	var why []string
	for _, a := range d.in.Approximate {
		c -= 0.1
		why = append(why, a)
	}
	if len(d.unres) > 0 {
		c -= 0.1
		why = append(why, fmt.Sprintf("%d unresolved callee(s) on the path", len(d.unres)))
	}
	var broken []string
	for _, p := range d.order {
		if d.in.ParseErrors[p] > 0 {
			broken = append(broken, p)
		}
	}
	if len(broken) > 0 {
		c -= 0.1
		why = append(why, "source with parse errors: "+strings.Join(broken, ", "))
	}
	if d.repaired {
		c -= 0.1
		why = append(why, "syntax repair was needed")
	}
	if d.broken {
		c -= 0.3
		why = append(why, "the output does not parse")
	}
	return max(0, c), why
}

// render turns the kept rows into code, file by file (in the order files
// were first touched, then by path).
func (d *doc) render() []*FileOut {
	paths := append([]string(nil), d.order...)
	sort.Strings(paths)
	var out []*FileOut
	for _, p := range paths {
		f := d.files[p]
		if len(d.keep[p]) == 0 && len(d.stubs[p]) == 0 {
			continue
		}
		fo := &FileOut{Path: p, Comment: f.comment, Language: f.lang}
		r := &renderer{d: d, f: f, out: fo}
		r.stmts(f.top, false)
		out = append(out, fo)
	}
	return out
}

type renderer struct {
	d   *doc
	f   *sourceFile
	out *FileOut
}

func (r *renderer) emit(row int, origin string) {
	text := ""
	if row-1 < len(r.f.lines) {
		text = r.f.lines[row-1]
	}
	if r.d.comment[r.f.path][row] {
		text = commentOut(text, r.f.comment)
		origin = OriginRepair
	}
	r.out.Lines = append(r.out.Lines, Line{Row: row, Text: text, Origin: origin, Why: r.d.why[r.f.path][row]})
}

func (r *renderer) synth(text, origin string) {
	r.out.Lines = append(r.out.Lines, Line{Text: text, Origin: origin})
}

func commentOut(s, comment string) string {
	t := strings.TrimLeft(s, " \t")
	return s[:len(s)-len(t)] + comment + " " + t
}

// stmts renders a statement list; it reports whether anything was emitted.
func (r *renderer) stmts(list []*snode, inClass bool) bool {
	emitted := false
	var run []*snode
	flush := func() {
		if len(run) == 0 || !r.d.elide {
			run = nil
			return
		}
		lines := 0
		var names []string
		for _, s := range run {
			lines += s.end - s.start + 1
			if inClass && r.d.summary && s.name != "" {
				names = append(names, s.name)
			}
		}
		text := strings.Repeat(" ", run[0].col) + omitted(lines, r.f.comment)
		if len(names) > MaxOmittedNames {
			names = append(names[:MaxOmittedNames], fmt.Sprintf("%d more", len(names)-MaxOmittedNames))
		}
		if len(names) > 0 {
			text += ": " + strings.Join(names, ", ")
		}
		r.synth(text, OriginElided)
		emitted = true
		run = nil
	}
	for _, s := range list {
		if !r.d.kept(r.f.path, s.start, s.end) {
			run = append(run, s)
			continue
		}
		flush()
		r.stmt(s)
		emitted = true
	}
	flush()
	return emitted
}

func (r *renderer) origin(row int, def string) string {
	if o, ok := r.d.keep[r.f.path][row]; ok {
		return o
	}
	return def
}

func (r *renderer) stmt(s *snode) {
	p := r.f.path
	if !s.compound() {
		for row := s.start; row <= s.end; row++ {
			r.emit(row, r.origin(row, OriginSlice))
		}
		return
	}
	indent := strings.Repeat(" ", s.col+4)
	if len(s.body) > 0 {
		indent = strings.Repeat(" ", s.body[0].col)
	}
	if r.d.stubs[p][s.def] && !r.d.keptRows(p, s.start, s.end) {
		for row := s.def; row <= s.headEnd; row++ {
			r.emit(row, OriginStub)
		}
		if s.doc != "" {
			r.synth(indent+r.docLine(s.doc), OriginStub)
		}
		closing := 0
		if s.tail > 0 {
			closing = s.end - s.tail + 1
		}
		r.synth(indent+omitted(s.end-s.headEnd-closing, r.f.comment), OriginStub)
		r.tail(s)
		return
	}
	for row := s.start; row <= s.headEnd; row++ {
		r.emit(row, r.origin(row, OriginHeader))
	}
	if r.d.longDoc && s.doc != "" && s.end-s.start+1 > LongFunction && !r.d.kept(p, s.docRow, s.docRow) {
		r.synth(indent+r.docLine(s.doc), OriginDocstring)
	}
	r.body(s, indent)
	// Clauses: the kept ones; a try needs one handler or finally.
	var need []*snode
	for _, c := range s.clauses {
		if r.d.kept(p, c.start, c.end) {
			need = append(need, c)
		}
	}
	if s.kind == ir.OutlineTry {
		// A try needs an except or finally clause; an else clause alone
		// does not make one.
		handler := false
		for _, c := range need {
			handler = handler || c.kind == ir.OutlineHandler
		}
		if !handler {
			for _, c := range s.clauses {
				if c.kind == ir.OutlineHandler {
					need = append([]*snode{c}, need...)
					break
				}
			}
		}
	}
	for _, c := range need {
		for row := c.start; row <= c.headEnd; row++ {
			r.emit(row, r.origin(row, OriginHeader))
		}
		ind := strings.Repeat(" ", c.col+4)
		if len(c.body) > 0 {
			ind = strings.Repeat(" ", c.body[0].col)
		}
		r.body(c, ind)
		r.tail(c)
	}
	r.tail(s)
}

// docLine shows a docstring's first line: a string literal where the
// language reads one as a statement (Python), else a comment.
func (r *renderer) docLine(doc string) string {
	if r.f.braces {
		return r.f.comment + " " + strings.Join(strings.Fields(doc), " ")
	}
	return pyString(doc)
}

func (r *renderer) body(s *snode, indent string) {
	if !r.stmts(s.body, s.kind == ir.OutlineClass) && r.d.padEmpty && !r.f.braces {
		r.synth(indent+"pass", OriginRepair)
	}
}

// MaxOmittedNames bounds the method names an elision line of a class
// lists (class-stubs); the rest are counted ("…, 12 more"). A requests
// pack once spent 44% of its tokens on such lists.
const MaxOmittedNames = 6

// omitted is the elision marker for n source lines.
func omitted(n int, comment string) string {
	if comment == "#" {
		if n == 1 {
			return "...  # 1 line omitted"
		}
		return fmt.Sprintf("...  # %d lines omitted", n)
	}
	if n == 1 {
		return comment + " ... 1 line omitted"
	}
	return fmt.Sprintf("%s ... %d lines omitted", comment, n)
}

// pyString quotes a docstring's first line as a one-line string literal.
func pyString(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), `"`, `\"`)
	return `"""` + s + `"""`
}

// Code returns the file's code without line numbers or explanations.
func (f *FileOut) Code() string {
	var b strings.Builder
	for _, l := range f.Lines {
		b.WriteString(l.Text)
		b.WriteByte('\n')
	}
	return b.String()
}
