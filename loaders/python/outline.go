package python

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	tspython "github.com/smacker/go-tree-sitter/python"

	"github.com/semantica/semantica/loaders/ir"
)

// Outline parses src and returns its statement tree for the optimizer
// (ir.Outline), lines numbered as the index numbers them
// (NormalizeNewlines).
func Outline(path string, src []byte) (*ir.Outline, error) {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(tspython.GetLanguage())
	src = NormalizeNewlines(src)
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	defer tree.Close()
	lines := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	o := &outliner{src: src, lines: lines}
	return &ir.Outline{Lines: lines, Top: o.block(tree.RootNode())}, nil
}

type outliner struct {
	src   []byte
	lines []string
}

// block converts the statements among n's named children.
func (o *outliner) block(n *sitter.Node) []*ir.OutlineNode {
	var out []*ir.OutlineNode
	for _, c := range named(n) {
		switch t := c.Type(); {
		case t == "comment" || strings.HasSuffix(t, "_clause") && t != "case_clause":
			continue
		}
		out = append(out, o.stmt(c))
	}
	return out
}

func row(p sitter.Point) int { return int(p.Row) + 1 }

// outlineKind maps a tree-sitter node type to its outline kind.
func outlineKind(t string) ir.OutlineKind {
	switch t {
	case "function_definition":
		return ir.OutlineFunc
	case "class_definition":
		return ir.OutlineClass
	case "import_statement", "import_from_statement", "future_import_statement":
		return ir.OutlineImport
	case "try_statement":
		return ir.OutlineTry
	case "except_clause", "except_group_clause", "finally_clause":
		return ir.OutlineHandler
	}
	if strings.HasSuffix(t, "_clause") && t != "case_clause" {
		return ir.OutlineClause
	}
	return ir.OutlineStmt
}

// stmt converts one statement node.
func (o *outliner) stmt(n *sitter.Node) *ir.OutlineNode {
	kind := n.Type()
	s := &ir.OutlineNode{Start: row(n.StartPoint()), End: row(n.EndPoint()), Col: int(n.StartPoint().Column)}
	if n.EndPoint().Column == 0 && s.End > s.Start {
		s.End-- // a node ending at column 0 ends on the previous row
	}
	s.Def, s.HeadEnd = s.Start, s.End
	def := n
	if kind == "decorated_definition" {
		if d := n.ChildByFieldName("definition"); d != nil {
			def = d
			kind = d.Type()
			s.Def = row(d.StartPoint())
		}
	}
	s.Kind = outlineKind(kind)
	if nm := def.ChildByFieldName("name"); nm != nil && (s.Kind == ir.OutlineFunc || s.Kind == ir.OutlineClass) {
		s.Name = nm.Content(o.src)
	}
	if s.Kind == ir.OutlineImport {
		s.Binds, s.Module = importBinds(n, o.src)
		return s
	}
	var blk *sitter.Node
	for _, c := range named(def) {
		if c.Type() == "block" {
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
	s.HeadEnd = row(blk.StartPoint()) - 1
	for s.HeadEnd > s.Def && s.HeadEnd-1 < len(o.lines) {
		// Blank and comment rows between a header and its body.
		if t := strings.TrimSpace(o.lines[s.HeadEnd-1]); t != "" && !strings.HasPrefix(t, "#") {
			break
		}
		s.HeadEnd--
	}
	if s.HeadEnd < s.Def {
		s.HeadEnd = s.Def
	}
	s.Body = o.block(blk)
	if s.Kind == ir.OutlineFunc || s.Kind == ir.OutlineClass {
		if e := blk.NamedChild(firstStmt(blk)); len(s.Body) > 0 && e != nil && e.Type() == "expression_statement" &&
			e.NamedChildCount() == 1 && e.NamedChild(0).Type() == "string" {
			s.DocRow = s.Body[0].Start
			s.Doc = FirstDocLine(e.NamedChild(0).Content(o.src))
		}
	}
	for _, c := range named(def) {
		if strings.HasSuffix(c.Type(), "_clause") && c.Type() != "case_clause" {
			cl := o.stmt(c)
			cl.Kind = outlineKind(c.Type())
			s.Clauses = append(s.Clauses, cl)
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
		for _, ch := range named(n) {
			empty(ch)
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

// Language is the Python front end: as the optimizer uses it
// (optimizer.Language: Outline and SyntaxErrors) and as the loaders do
// (ir.FrontEnd).
type Language struct{}

// Outline is the package's Outline.
func (Language) Outline(path string, src []byte) (*ir.Outline, error) { return Outline(path, src) }

// SyntaxErrors is the package's SyntaxErrors.
func (Language) SyntaxErrors(_, code string) []int { return SyntaxErrors(code) }

// Language is also Python's ir.FrontEnd.
var _ ir.FrontEnd = Language{}

// Name is "python".
func (Language) Name() string { return "python" }

// Version is the package's Version.
func (Language) Version() string { return Version }

// Extensions is .py.
func (Language) Extensions() []string { return []string{".py"} }

// Normalize is NormalizeNewlines.
func (Language) Normalize(src []byte) []byte { return NormalizeNewlines(src) }

// NewParser returns a Parser.
func (Language) NewParser() ir.Parser { return NewParser() }

// Canonical is the package's Canonical.
func (Language) Canonical(src []byte) string { return Canonical(src) }

// Module names a file by its path below its source root: slashes become
// dots, .py goes, and a final __init__ names its package (isPackage).
func (Language) Module(rel string) (string, bool) {
	mod := strings.TrimSuffix(rel, ".py")
	pkg := false
	if mod == "__init__" {
		mod, pkg = "", true
	} else if strings.HasSuffix(mod, "/__init__") {
		mod, pkg = strings.TrimSuffix(mod, "/__init__"), true
	}
	return strings.ReplaceAll(mod, "/", "."), pkg
}
