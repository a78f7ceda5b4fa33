package optimizer

import (
	"fmt"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
)

// Language is what the optimizer needs of a language's front end: a
// source file's outline (ir.Outline: statements with their header, body
// and clause rows, definitions with their docstrings, imports with the
// names they bind), and the rows where code it printed for the file at
// path does not parse. The Python front end's is python.Language;
// loaders.Languages picks each file's front end by the file's name.
type Language interface {
	Outline(path string, src []byte) (*ir.Outline, error)
	SyntaxErrors(path, code string) []int
}

// snode is one statement of a source file as the optimizer sees it: its
// rows, its header (for compound statements), its body and clauses. It is
// built once per file from the front end's outline.
type snode struct {
	kind       ir.OutlineKind
	start, end int    // 1-based rows, inclusive; a decorated definition starts at its first decorator
	def        int    // row of the def/class keyword (after decorators); start otherwise
	headEnd    int    // last row of the header; end for simple statements
	col        int    // column of the first row (bytes)
	name       string // def/class name
	doc        string // def/class: the docstring's first line, without quotes
	docRow     int    // def/class: row of the docstring statement, 0 when none
	body       []*snode
	clauses    []*snode // elif/else/except/finally clauses, in order
	binds      []string // import statements: names bound
	module     string   // import statements: module imported from (dotted, leading dots kept)
	tail       int      // first row closing a compound statement (ir.OutlineNode.Tail), 0 when none
}

func (s *snode) compound() bool { return s.headEnd < s.end || len(s.body) > 0 }

// tailRows emits s's closing rows (snode.tail) through its last row.
func (r *renderer) tail(s *snode) {
	if s.tail <= 0 {
		return
	}
	for row := s.tail; row <= s.end; row++ {
		r.emit(row, r.origin(row, OriginHeader))
	}
}

// sourceFile is a parsed source file.
type sourceFile struct {
	path  string
	lines []string // lines[i] is row i+1, without the newline
	top   []*snode
	defs  map[int]*snode // def/class statements by def row
	// comment starts a line comment ("#", "//"); braces: blocks are
	// delimited by braces (ir.Outline).
	comment string
	braces  bool
	lang    string // the language's name, for code fences
}

// parseSource outlines src with the front end lang and builds its
// statement tree.
func parseSource(lang Language, path string, src []byte) (*sourceFile, error) {
	if lang == nil {
		return nil, fmt.Errorf("outline %s: the optimizer has no language front end (Input.Language)", path)
	}
	o, err := lang.Outline(path, src)
	if err != nil {
		return nil, err
	}
	lines := make([]string, len(o.Lines))
	for i, l := range o.Lines {
		lines[i] = Printable(l)
	}
	f := &sourceFile{path: path, lines: lines, defs: map[int]*snode{}, comment: o.Comment, braces: o.Braces}
	if f.comment == "" {
		f.comment = "#"
	}
	if f.lang = o.Language; f.lang == "" {
		f.lang = "python"
	}
	f.top = f.nodes(o.Top)
	return f, nil
}

// nodes converts outline nodes, recording definitions by their def row.
func (f *sourceFile) nodes(ns []*ir.OutlineNode) []*snode {
	out := make([]*snode, 0, len(ns))
	for _, n := range ns {
		s := &snode{kind: n.Kind, start: n.Start, end: n.End, def: n.Def, headEnd: n.HeadEnd, col: n.Col,
			name: n.Name, doc: n.Doc, docRow: n.DocRow, binds: n.Binds, module: n.Module, tail: n.Tail}
		s.body = f.nodes(n.Body)
		s.clauses = f.nodes(n.Clauses)
		if (s.kind == ir.OutlineFunc || s.kind == ir.OutlineClass) && (len(s.body) > 0 || s.headEnd < s.end) {
			f.defs[s.def] = s
		}
		out = append(out, s)
	}
	return out
}

// Printable makes a source line safe to print: control characters other
// than tab (ESC starts terminal escape sequences), DEL, C1 controls and the
// bidirectional overrides of "Trojan Source" (Boucher and Anderson, 2021)
// are written as Python escapes (\x1b, \u202e), so that output shown on a
// terminal shows the code and cannot drive the terminal. Inside a string
// literal the escape means the same character.
func Printable(l string) string {
	unsafe := func(r rune) bool {
		return r < 0x20 && r != '\t' || r == 0x7f || r >= 0x80 && r <= 0x9f ||
			r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 || r == 0x2028 || r == 0x2029
	}
	if strings.IndexFunc(l, unsafe) < 0 {
		return l
	}
	var b strings.Builder
	for _, r := range l {
		switch {
		case !unsafe(r):
			b.WriteRune(r)
		case r <= 0xff:
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			fmt.Fprintf(&b, "\\u%04x", r)
		}
	}
	return b.String()
}
