package optimizer

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	tspython "github.com/smacker/go-tree-sitter/python"

	"github.com/semantica/semantica/loaders/python"
)

// snode is one statement of a source file as the optimizer sees it: its
// rows, its header (for compound statements), its body and clauses. It is
// built once per file from the tree-sitter tree, which is then released.
type snode struct {
	kind       string // tree-sitter node type ("function_definition", "if_statement", "expression_statement", ...)
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
}

func (s *snode) compound() bool { return s.headEnd < s.end || len(s.body) > 0 }

// sourceFile is a parsed source file.
type sourceFile struct {
	path  string
	lines []string // lines[i] is row i+1, without the newline
	top   []*snode
	defs  map[int]*snode // def/class statements by def row
}

// parseSource parses src with tree-sitter and builds its statement tree.
func parseSource(path string, src []byte) (*sourceFile, error) {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(tspython.GetLanguage())
	src = python.NormalizeNewlines(src) // lines as the index numbered them
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	defer tree.Close()
	lines := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
	for i, l := range lines {
		lines[i] = Printable(strings.TrimSuffix(l, "\r"))
	}
	f := &sourceFile{path: path, lines: lines, defs: map[int]*snode{}}
	f.top = f.block(tree.RootNode(), src)
	return f, nil
}

// block converts the statements among n's named children.
func (f *sourceFile) block(n *sitter.Node, src []byte) []*snode {
	var out []*snode
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		switch t := c.Type(); {
		case t == "comment" || strings.HasSuffix(t, "_clause") && t != "case_clause":
			continue
		}
		out = append(out, f.stmt(c, src))
	}
	return out
}

func row(p sitter.Point) int { return int(p.Row) + 1 }

// stmt converts one statement node.
func (f *sourceFile) stmt(n *sitter.Node, src []byte) *snode {
	s := &snode{kind: n.Type(), start: row(n.StartPoint()), end: row(n.EndPoint()), col: int(n.StartPoint().Column)}
	if n.EndPoint().Column == 0 && s.end > s.start {
		s.end-- // a node ending at column 0 ends on the previous row
	}
	s.def, s.headEnd = s.start, s.end
	def := n
	if n.Type() == "decorated_definition" {
		if d := n.ChildByFieldName("definition"); d != nil {
			def = d
			s.kind = d.Type()
			s.def = row(d.StartPoint())
		}
	}
	if nm := def.ChildByFieldName("name"); nm != nil && (s.kind == "function_definition" || s.kind == "class_definition") {
		s.name = nm.Content(src)
	}
	switch s.kind {
	case "import_statement", "import_from_statement", "future_import_statement":
		s.binds, s.module = importBinds(n, src)
		return s
	}
	var blk *sitter.Node
	for i := 0; i < int(def.NamedChildCount()); i++ {
		if c := def.NamedChild(i); c.Type() == "block" {
			blk = c
			break
		}
	}
	if blk == nil {
		return s
	}
	if row(blk.StartPoint()) == row(def.StartPoint()) && blk.NamedChildCount() > 0 {
		return s // "if x: return": the whole statement is one line
	}
	s.headEnd = row(blk.StartPoint()) - 1
	for s.headEnd > s.def && s.headEnd-1 < len(f.lines) {
		// Blank and comment rows between a header and its body.
		if t := strings.TrimSpace(f.lines[s.headEnd-1]); t != "" && !strings.HasPrefix(t, "#") {
			break
		}
		s.headEnd--
	}
	if s.headEnd < s.def {
		s.headEnd = s.def
	}
	s.body = f.block(blk, src)
	if s.kind == "function_definition" || s.kind == "class_definition" {
		f.defs[s.def] = s
		if len(s.body) > 0 && s.body[0].kind == "expression_statement" {
			if e := blk.NamedChild(firstStmt(blk)); e != nil && e.NamedChildCount() == 1 && e.NamedChild(0).Type() == "string" {
				s.docRow = s.body[0].start
				s.doc = python.FirstDocLine(e.NamedChild(0).Content(src))
			}
		}
	}
	for i := 0; i < int(def.NamedChildCount()); i++ {
		c := def.NamedChild(i)
		if strings.HasSuffix(c.Type(), "_clause") && c.Type() != "case_clause" {
			cl := f.stmt(c, src)
			cl.kind = c.Type()
			s.clauses = append(s.clauses, cl)
		}
	}
	return s
}

func firstStmt(blk *sitter.Node) int {
	for i := 0; i < int(blk.NamedChildCount()); i++ {
		if blk.NamedChild(i).Type() != "comment" {
			return i
		}
	}
	return 0
}

// importBinds returns the names an import statement binds and the module
// it imports from.
func importBinds(n *sitter.Node, src []byte) ([]string, string) {
	var binds []string
	module := ""
	if m := n.ChildByFieldName("module_name"); m != nil {
		module = m.Content(src)
	}
	for i := 0; i < int(n.ChildCount()); i++ {
		c := n.Child(i)
		if !c.IsNamed() || n.FieldNameForChild(i) == "module_name" {
			continue
		}
		switch c.Type() {
		case "dotted_name":
			name := c.Content(src)
			if n.Type() == "import_statement" {
				if module == "" {
					module = name
				}
				name, _, _ = strings.Cut(name, ".")
			}
			binds = append(binds, name)
		case "aliased_import":
			if a := c.ChildByFieldName("alias"); a != nil {
				binds = append(binds, a.Content(src))
			}
			if nm := c.ChildByFieldName("name"); nm != nil && module == "" {
				module = nm.Content(src)
			}
		case "wildcard_import":
			binds = append(binds, "*")
		}
	}
	return binds, module
}

// SyntaxErrors parses code as Python and returns the rows (1-based) of its
// ERROR and MISSING nodes; none means the code parses cleanly.
func SyntaxErrors(code string) []int {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(tspython.GetLanguage())
	tree, err := p.ParseCtx(context.Background(), nil, []byte(code))
	if err != nil {
		return []int{1}
	}
	defer tree.Close()
	root := tree.RootNode()
	var rows []int
	// tree-sitter accepts a header with an empty body at the end of the
	// input (an empty block node); Python does not.
	var empty func(n *sitter.Node)
	empty = func(n *sitter.Node) {
		if n.Type() == "block" && n.NamedChildCount() == 0 {
			rows = append(rows, row(n.StartPoint()))
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			empty(n.NamedChild(i))
		}
	}
	empty(root)
	if !root.HasError() {
		return rows
	}
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if n.IsError() || n.IsMissing() {
			rows = append(rows, row(n.StartPoint()))
			return
		}
		if !n.HasError() {
			return
		}
		for i := 0; i < int(n.ChildCount()); i++ {
			walk(n.Child(i))
		}
	}
	walk(root)
	if len(rows) == 0 {
		rows = []int{1}
	}
	return rows
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
