package chunks

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
)

// corpus reads files of python3's standard library (paths relative to it).
func corpus(t *testing.T, paths ...string) map[string]string {
	t.Helper()
	out, err := exec.Command("python3", "-c", "import os; print(os.path.dirname(os.__file__))").Output()
	if err != nil {
		t.Fatalf("python3 is needed (its standard library is the corpus): %v", err)
	}
	root := strings.TrimSpace(string(out))
	files := map[string]string{}
	for _, p := range paths {
		b, err := os.ReadFile(filepath.Join(root, p))
		if err != nil {
			t.Fatal(err)
		}
		files[p] = string(b)
	}
	return files
}

// beforeChunk, when set, edits the graph before chunk cuts it (statistics
// the loader fills, such as call-graph fan-in).
var beforeChunk func(*schema.Graph)

// lastSrcs are the sources chunk built last.
var lastSrcs []Source

var stdlibFiles = []string{"json/decoder.py", "json/encoder.py", "textwrap.py", "argparse.py", "string.py", "shlex.py"}

// chunk indexes files (path -> source) as the index does, in memory, and
// chunks them with cfg.
func chunk(t *testing.T, files map[string]string, cfg Config) ([]schema.Chunk, []schema.ChunkStmt, []FileStats, *schema.Graph) {
	t.Helper()
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	p := python.NewParser()
	defer p.Close()
	var paths []string
	for k := range files {
		paths = append(paths, k)
	}
	sort.Strings(paths)
	var irs []*ir.File
	var srcs []Source
	for _, path := range paths {
		mod := strings.ReplaceAll(strings.TrimSuffix(path, ".py"), "/", ".")
		f, err := p.Parse(path, mod, false, []byte(files[path]))
		if err != nil {
			t.Fatal(err)
		}
		irs = append(irs, f)
		lines := strings.Split(files[path], "\n")
		prefix := make([]int, len(lines)+1)
		for j, l := range lines {
			prefix[j+1] = prefix[j] + tok.Count(l) + 1
		}
		sum := sha256.Sum256([]byte(files[path]))
		srcs = append(srcs, Source{Path: path, SHA256: hex.EncodeToString(sum[:]), Src: []byte(files[path]),
			Prefix: prefix, Canonical: python.Canonical, Parser: "test"})
	}
	g := pdg.Build(irs, pdg.Options{})
	if beforeChunk != nil {
		beforeChunk(g)
	}
	lastSrcs = srcs
	cs, links, st, err := Build("repo", g, srcs, cfg, "run1", func() func(string) int { return tokens.NewPieceCounter(tok).Count }, 2)
	if err != nil {
		t.Fatal(err)
	}
	return cs, links, st, g
}

// TestInvariants checks the properties doc.go promises on real files: one
// parent per file and scope, leaves inside their parent's own lines, no
// cut inside a statement, each statement in one leaf, the bounds and the
// overlap, unique ids.
func TestInvariants(t *testing.T) {
	files := corpus(t, stdlibFiles...)
	// And files at the edges: empty, comments only, no final line break,
	// carriage returns, a syntax error, one line, nesting, a long
	// statement.
	for name, src := range map[string]string{
		"edge/empty.py":    "",
		"edge/comments.py": "# one\n\n# two\n",
		"edge/nonl.py":     "x = 1\ny = x",
		"edge/crlf.py":     "def f(a):\r\n    b = a\r\n    return b\r\n",
		"edge/broken.py":   "def f(:\n    pass\nx = 1\n",
		"edge/one.py":      "print(1)",
		"edge/nested.py":   "def a():\n    def b():\n        def c():\n            return 1\n        return c\n    return b\n",
		"edge/long.py":     "X = [\n" + strings.Repeat("    'item', 1, 2, 3,\n", 300) + "]\nY = X\n",
	} {
		files[name] = src
	}
	cfg := DefaultConfig()
	cs, links, stats, g := chunk(t, files, cfg)
	byID := map[string]schema.Chunk{}
	for _, c := range cs {
		if _, dup := byID[c.ID]; dup {
			t.Errorf("id %s twice", c.ID)
		}
		byID[c.ID] = c
	}
	// ParentIDs gives the ids Build gives.
	pids := ParentIDs("repo", g, lastSrcs)
	nparents := 0
	for _, c := range cs {
		if c.Kind == schema.ChunkLeaf {
			continue
		}
		nparents++
		if pids[c.Func] != c.ID {
			t.Errorf("ParentIDs(%d) = %q, Build gave %s %s id %s", c.Func, pids[c.Func], c.Kind, c.QName, c.ID)
		}
	}
	if len(pids) != nparents {
		t.Errorf("ParentIDs has %d ids for %d parents", len(pids), nparents)
	}
	// Parents: one per file, one per scope.
	parentsOf := map[int64]int{}
	fileParents := map[string]int{}
	for _, c := range cs {
		if c.Kind == schema.ChunkFile {
			fileParents[c.File]++
		}
		if c.Kind != schema.ChunkLeaf && c.Kind != schema.ChunkFile {
			parentsOf[c.Func]++
		}
	}
	for p := range files {
		if fileParents[p] != 1 {
			t.Errorf("%s: %d file chunks, want 1", p, fileParents[p])
		}
	}
	scopes := 0
	for _, f := range g.Funcs {
		if f.File == "" || f.Kind == schema.LambdaKind || f.Kind == "module" {
			continue
		}
		scopes++
		if parentsOf[f.ID] != 1 {
			t.Errorf("%s (%s:%d): %d parent chunks, want 1", f.QName, f.File, f.Line, parentsOf[f.ID])
		}
	}
	if scopes < 100 {
		t.Fatalf("only %d scopes in the corpus", scopes)
	}
	// Own lines: the innermost parent of each line.
	owner := map[string][]string{}
	for _, c := range cs {
		if c.Kind == schema.ChunkLeaf {
			continue
		}
		o := owner[c.File]
		if o == nil {
			o = make([]string, strings.Count(files[c.File], "\n")+2)
			owner[c.File] = o
		}
		for l := c.Line; l <= c.EndLine; l++ {
			if c.Kind == schema.ChunkFile || o[l] == "" || byID[o[l]].Line <= c.Line {
				o[l] = c.ID
			}
		}
	}
	codeLine := map[string]map[int]bool{} // lines of code a statement lies on
	for _, s := range g.Stmts {
		if codeLine[s.File] == nil {
			codeLine[s.File] = map[int]bool{}
		}
		lines := strings.Split(files[s.File], "\n")
		for l := s.Line; l <= s.EndLine; l++ {
			if text := strings.TrimSpace(lines[l-1]); text != "" && !strings.HasPrefix(text, "#") {
				codeLine[s.File][l] = true // neither blank nor a comment
			}
		}
	}
	code := func(file string, a, b int) int {
		n := 0
		for l := a; l <= b; l++ {
			if codeLine[file][l] {
				n++
			}
		}
		return n
	}
	leafAt := map[string]map[int]string{} // file -> line -> leaf whose core holds it
	large := 0
	for _, c := range cs {
		if c.Kind != schema.ChunkLeaf {
			continue
		}
		p, ok := byID[c.Parent]
		if !ok || p.Kind == schema.ChunkLeaf {
			t.Fatalf("leaf %s: parent %q is no parent chunk", c.ID, c.Parent)
		}
		if n := code(c.File, c.Line, c.CoreLine-1); n > cfg.OverlapLines {
			t.Errorf("leaf %s:%d-%d: overlap of %d lines of code", c.File, c.Line, c.EndLine, n)
		}
		if leafAt[c.File] == nil {
			leafAt[c.File] = map[int]string{}
		}
		for l := c.Line; l <= c.EndLine; l++ {
			if owner[c.File][l] != c.Parent {
				t.Errorf("leaf %s:%d-%d of %s holds line %d of another parent", c.File, c.Line, c.EndLine, p.QName, l)
				break
			}
			if l >= c.CoreLine {
				if prev, ok := leafAt[c.File][l]; ok {
					t.Errorf("%s:%d in the cores of two leaves (%s, %s)", c.File, l, prev, c.ID)
				}
				leafAt[c.File][l] = c.ID
			}
		}
		if c.Tokens > 2*cfg.MaxTokens*int(cfg.ImportantFactor) {
			large++
		}
	}
	// No statement crosses a leaf boundary; every statement of an own
	// line is linked to the leaf whose core holds its first line.
	linked := map[int64]string{}
	for _, l := range links {
		if prev, ok := linked[l.Stmt]; ok {
			t.Errorf("statement %d linked to %s and %s", l.Stmt, prev, l.Chunk)
		}
		linked[l.Stmt] = l.Chunk
	}
	for _, s := range g.Stmts {
		at := leafAt[s.File]
		first := at[s.Line]
		if first == "" {
			t.Errorf("%s:%d (%s) is in no leaf", s.File, s.Line, s.Kind)
			continue
		}
		if linked[s.ID] != first {
			t.Errorf("%s:%d linked to %q, want %q", s.File, s.Line, linked[s.ID], first)
		}
		if s.Kind == string(ir.DefStmt) || s.Kind == string(ir.ClassStmt) {
			continue // its lines are the nested parent's header
		}
		for l := s.Line; l <= s.EndLine; l++ {
			if at[l] != first {
				t.Errorf("%s:%d-%d cut between leaves %s and %s", s.File, s.Line, s.EndLine, first, at[l])
				break
			}
		}
	}
	var leaves, small int
	for _, st := range stats {
		leaves += st.Leaves
		small += st.Small
		if st.Waste < 0 || st.Waste >= 0.5 {
			t.Errorf("%s: waste %.2f", st.Path, st.Waste)
		}
	}
	t.Logf("%d chunks, %d leaves, %d small, %d large", len(cs), leaves, small, large)
	if large > leaves/50 {
		t.Errorf("%d of %d leaves over twice the maximum", large, leaves)
	}
}

// TestBounds checks the token bounds on leaves made of many small units.
func TestBounds(t *testing.T) {
	var b strings.Builder
	b.WriteString("def f(x):\n")
	for i := range 400 {
		fmt.Fprintf(&b, "    x = g(x, %d)  # step %d\n", i, i)
	}
	b.WriteString("    return x\n")
	cfg := DefaultConfig()
	src := b.String()
	cs, _, _, _ := chunk(t, map[string]string{"m.py": src}, cfg)
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(src, "\n")
	span := func(a, b int) int { // the bound's measure: each statement's canonical text
		n := 0
		for _, l := range lines[a-1 : b] {
			n += tok.Count(python.Canonical([]byte(l)))
		}
		return n
	}
	var leaves []schema.Chunk
	for _, c := range cs {
		if c.Kind == schema.ChunkLeaf && c.QName == "m.f" {
			leaves = append(leaves, c)
		}
	}
	if len(leaves) < 10 {
		t.Fatalf("%d leaves for a 400-statement function", len(leaves))
	}
	for i, c := range leaves {
		core := span(c.CoreLine, c.EndLine)
		if i > 0 && c.CoreLine <= c.Line {
			t.Errorf("leaf %d (%d-%d) has no overlap", i, c.Line, c.EndLine)
		}
		if core > cfg.MaxTokens {
			t.Errorf("leaf %d (%d-%d): %d tokens over %d", i, c.CoreLine, c.EndLine, core, cfg.MaxTokens)
		}
		if i < len(leaves)-1 && core < cfg.MinTokens {
			t.Errorf("leaf %d (%d-%d): %d tokens under %d", i, c.CoreLine, c.EndLine, core, cfg.MinTokens)
		}
	}
}

// ids maps chunk ids to content hashes.
func ids(cs []schema.Chunk) map[string]string {
	m := map[string]string{}
	for _, c := range cs {
		m[c.ID] = c.ContentHash
	}
	return m
}

// TestCommentAndFormatNoop: comments and formatting change no id and no
// content hash.
func TestCommentAndFormatNoop(t *testing.T) {
	files := corpus(t, "textwrap.py", "shlex.py")
	before, _, _, g := chunk(t, files, DefaultConfig())
	// Edit only lines that start a one-line statement: never inside a
	// string literal.
	starts := map[string]map[int]bool{}
	for _, s := range g.Stmts {
		if s.Line == s.EndLine && !strings.ContainsAny(s.Text, "#'\"\\") {
			if starts[s.File] == nil {
				starts[s.File] = map[int]bool{}
			}
			starts[s.File][s.Line] = true
		}
	}
	edited := map[string]string{}
	comments, blanks := 0, 0
	for p, src := range files {
		var b strings.Builder
		for i, l := range strings.Split(src, "\n") {
			switch {
			case !starts[p][i+1]:
				b.WriteString(l + "\n")
			case i%3 == 0:
				b.WriteString(l + "  # a comment added\n")
				comments++
			case i%3 == 1:
				b.WriteString("\n" + strings.ReplaceAll(l, ", ", " ,  ") + "\n") // a blank line and spacing
				blanks++
			default:
				b.WriteString(l + "\n")
			}
		}
		edited[p] = strings.TrimSuffix(b.String(), "\n")
	}
	if comments < 50 || blanks < 50 {
		t.Fatalf("only %d comments and %d blank lines added", comments, blanks)
	}
	after, _, _, _ := chunk(t, edited, DefaultConfig())
	ops := Delta(records(before), after)
	for _, op := range ops {
		if op.Op != NOOP {
			t.Errorf("%s %s %s:%d-%d", op.Op, op.Kind, op.File, op.Line, op.EndLine)
		}
	}
	if len(ops) != len(before) {
		t.Errorf("%d ops for %d chunks", len(ops), len(before))
	}
}

// TestLineAtTop: a line added at the top of a file changes no id below the
// module code before the first definition, and the file keeps its id.
func TestLineAtTop(t *testing.T) {
	files := corpus(t, "textwrap.py", "shlex.py", "string.py")
	before, _, _, _ := chunk(t, files, DefaultConfig())
	edited := map[string]string{}
	for p, src := range files {
		edited[p] = "import zz_added_line\n" + src
	}
	after, _, _, _ := chunk(t, edited, DefaultConfig())
	old := ids(before)
	firstDef := map[string]int{} // the first line of the first nested parent, after the edit
	for _, c := range after {
		if c.Kind != schema.ChunkLeaf && c.Kind != schema.ChunkFile {
			if l, ok := firstDef[c.File]; !ok || c.Line < l {
				firstDef[c.File] = c.Line
			}
		}
	}
	changed := 0
	for _, c := range after {
		if _, ok := old[c.ID]; ok {
			continue
		}
		changed++
		if c.Kind != schema.ChunkLeaf || c.Line >= firstDef[c.File] {
			t.Errorf("new id for %s %s %s:%d-%d", c.Kind, c.QName, c.File, c.Line, c.EndLine)
		}
	}
	if changed == 0 || changed > 2*len(files) {
		t.Errorf("%d leaves changed id for %d files", changed, len(files))
	}
}

// TestDelta: a body change updates its function (same id, new hash) and
// replaces the leaf in place; a new function is inserted with its leaf; a
// removed one is deleted.
func TestDelta(t *testing.T) {
	v1 := "def f(x):\n    return x + 1\n\n\ndef g(y):\n    return y\n"
	v2 := "def f(x):\n    return x + 2\n\n\ndef h(z):\n    return z\n"
	before, _, _, _ := chunk(t, map[string]string{"m.py": v1}, DefaultConfig())
	after, _, _, _ := chunk(t, map[string]string{"m.py": v2}, DefaultConfig())
	var got []string
	for _, op := range Delta(records(before), after) {
		s := fmt.Sprintf("%s %s %s", op.Op, op.Kind, op.QName)
		if op.PreviousID != "" {
			s += " (replaces a leaf)"
		}
		got = append(got, s)
	}
	sort.Strings(got)
	want := []string{
		"DELETE function m.g",
		"DELETE leaf m.g",
		"INSERT function m.h",
		"INSERT leaf m.h",
		"UPDATE file m.py",
		"UPDATE function m.f",
		"UPDATE leaf m.f (replaces a leaf)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("delta:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func records(cs []schema.Chunk) []Record {
	out := make([]Record, len(cs))
	for i, c := range cs {
		out[i] = RecordOf(c)
	}
	return out
}

// TestImportantParent: a function with ImportantCallers callers gets twice
// the maximum, one caller fewer does not; the threshold is absolute, so the
// fan-in of other functions changes neither. Content-defined cuts are
// turned off, so that only the maximum cuts.
func TestImportantParent(t *testing.T) {
	cfg := DefaultConfig()
	cfg.BoundaryEvery = 1 << 30
	var body strings.Builder
	body.WriteString("def big(x):\n")
	for i := range 40 {
		fmt.Fprintf(&body, "    x = compute(x, %d, 'step')\n", i)
	}
	body.WriteString("    return x\n\n\ndef other(v):\n    return v\n")
	leaves := func(bigCallers, otherCallers int) int {
		beforeChunk = func(g *schema.Graph) {
			for i := range g.Funcs {
				switch g.Funcs[i].QName {
				case "m.big":
					g.Funcs[i].CallsIn = bigCallers
				case "m.other":
					g.Funcs[i].CallsIn = otherCallers
				}
			}
		}
		defer func() { beforeChunk = nil }()
		cs, _, _, _ := chunk(t, map[string]string{"m.py": body.String()}, cfg)
		n := 0
		for _, c := range cs {
			if c.Kind == schema.ChunkLeaf && c.QName == "m.big" {
				n++
			}
		}
		return n
	}
	few, many, othersToo := leaves(cfg.ImportantCallers-1, 0), leaves(cfg.ImportantCallers, 0), leaves(cfg.ImportantCallers, 1000)
	if few < 2 || many >= few || othersToo != many {
		t.Errorf("leaves of big: %d with %d callers, %d with %d, %d when another function has 1000",
			few, cfg.ImportantCallers-1, many, cfg.ImportantCallers, othersToo)
	}
}
