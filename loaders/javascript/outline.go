package javascript

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Outline returns the statement outline of a JavaScript file, for the
// optimizer (ir.Outline): blocks are delimited by braces, a compound
// statement's closing brace is its Tail, and a statement whose only
// function expression has a block body (xs.forEach((x) => { … });) is
// outlined as a compound one whose body is that function's.
func (JavaScript) Outline(path string, src []byte) (*ir.Outline, error) {
	return outline(path, src, false)
}

// Outline is JavaScript.Outline with the TypeScript (or TSX) grammar.
func (TypeScript) Outline(path string, src []byte) (*ir.Outline, error) {
	return outline(path, src, true)
}

// SyntaxErrors returns the 1-based rows of code (JavaScript) that hold a
// syntax error.
func (JavaScript) SyntaxErrors(path, code string) []int { return syntaxErrors(path, code, false) }

// SyntaxErrors returns the 1-based rows of code (TypeScript or TSX) that
// hold a syntax error.
func (TypeScript) SyntaxErrors(path, code string) []int { return syntaxErrors(path, code, true) }

func parseTree(path string, src []byte, ts bool) (*sitter.Tree, error) {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(grammar(ts, ts && strings.HasSuffix(path, ".tsx")))
	t, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return t, nil
}

func syntaxErrors(path, code string, ts bool) []int {
	t, err := parseTree(path, []byte(code), ts)
	if err != nil {
		return []int{1}
	}
	defer t.Close()
	var rows []int
	seen := map[int]bool{}
	for _, e := range syntax.Errors(t.RootNode()) {
		if !seen[e.Line] {
			seen[e.Line] = true
			rows = append(rows, e.Line)
		}
	}
	return rows
}

func outline(path string, src []byte, ts bool) (*ir.Outline, error) {
	t, err := parseTree(path, src, ts)
	if err != nil {
		return nil, err
	}
	defer t.Close()
	lines := strings.Split(string(src), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	ob := &outliner{src: src}
	return &ir.Outline{Lines: lines, Top: ob.list(named(t.RootNode()), 0), Comment: "//", Braces: true, Language: langName(path)}, nil
}

type outliner struct {
	src   []byte
	depth int
}

func (o *outliner) list(ns []*sitter.Node, depth int) []*ir.OutlineNode {
	var out []*ir.OutlineNode
	for _, n := range ns {
		if n.Type() == "comment" || n.Type() == "empty_statement" {
			continue
		}
		if x := o.node(n, n, depth); x != nil {
			out = append(out, x)
		}
	}
	return out
}

func col(n *sitter.Node) int { return int(n.StartPoint().Column) }

// node outlines statement n, which starts where at does (an export or a
// label in front of it).
func (o *outliner) node(n, at *sitter.Node, depth int) *ir.OutlineNode {
	x := &ir.OutlineNode{Kind: ir.OutlineStmt, Start: line(at), End: endLine(at), Col: col(at)}
	x.Def, x.HeadEnd = x.Start, x.End
	if depth > 200 {
		return x
	}
	switch n.Type() {
	case "export_statement":
		if d := n.ChildByFieldName("declaration"); d != nil {
			return o.node(d, at, depth)
		}
		if v := n.ChildByFieldName("value"); v != nil {
			o.callback(x, n, depth)
			return x
		}
		x.Kind = ir.OutlineImport
		return x
	case "labeled_statement":
		if b := n.ChildByFieldName("body"); b != nil {
			return o.node(b, at, depth)
		}
	case "import_statement":
		x.Kind = ir.OutlineImport
		if spec, ok := stringValue(&lowerer{src: o.src}, n.ChildByFieldName("source")); ok {
			x.Module = spec
		}
		for _, id := range identifiers(n, o.src) {
			x.Binds = append(x.Binds, id)
		}
	case "function_declaration", "generator_function_declaration", "method_definition":
		x.Kind = ir.OutlineFunc
		x.Def = line(n)
		if nm := n.ChildByFieldName("name"); nm != nil {
			x.Name = nm.Content(o.src)
		}
		o.block(x, n.ChildByFieldName("body"), depth)
	case "class_declaration", "abstract_class_declaration":
		x.Kind = ir.OutlineClass
		x.Def = line(n)
		if nm := n.ChildByFieldName("name"); nm != nil {
			x.Name = nm.Content(o.src)
		}
		o.block(x, n.ChildByFieldName("body"), depth)
	case "lexical_declaration", "variable_declaration":
		if d := n.NamedChild(0); n.NamedChildCount() == 1 && d != nil && d.Type() == "variable_declarator" {
			if v := d.ChildByFieldName("value"); v != nil {
				u := unwrap(v)
				if isFuncExpr(u) || u.Type() == "class" {
					x.Kind = ir.OutlineFunc
					if u.Type() == "class" {
						x.Kind = ir.OutlineClass
					}
					if nm := d.ChildByFieldName("name"); nm != nil {
						x.Name = nm.Content(o.src)
					}
					if b := u.ChildByFieldName("body"); b != nil && (b.Type() == "statement_block" || b.Type() == "class_body") {
						o.block(x, b, depth)
						return x
					}
					return x
				}
			}
		}
		o.callback(x, n, depth)
	case "if_statement":
		o.block(x, n.ChildByFieldName("consequence"), depth)
		alt := n.ChildByFieldName("alternative")
		for alt != nil {
			c := &ir.OutlineNode{Kind: ir.OutlineClause, Start: line(alt), End: endLine(alt), Col: col(alt)}
			c.Def, c.HeadEnd = c.Start, c.End
			var inner *sitter.Node
			for _, k := range named(alt) {
				if k.Type() != "comment" {
					inner = k
					break
				}
			}
			next := (*sitter.Node)(nil)
			if inner != nil && inner.Type() == "if_statement" {
				o.block(c, inner.ChildByFieldName("consequence"), depth)
				next = inner.ChildByFieldName("alternative")
			} else {
				o.block(c, inner, depth)
			}
			x.Clauses = append(x.Clauses, c)
			alt = next
		}
		syntax.CloseClauses(x)
	case "for_statement", "for_in_statement", "while_statement", "with_statement":
		o.block(x, n.ChildByFieldName("body"), depth)
	case "do_statement":
		o.block(x, n.ChildByFieldName("body"), depth)
		if x.Tail > 0 {
			x.Tail = min(x.Tail, x.End)
		}
	case "switch_statement":
		body := n.ChildByFieldName("body")
		if body == nil || line(body) >= x.End {
			return x
		}
		x.HeadEnd = line(body)
		for _, cl := range named(body) {
			if cl.Type() != "switch_case" && cl.Type() != "switch_default" {
				continue
			}
			c := &ir.OutlineNode{Kind: ir.OutlineStmt, Start: line(cl), End: endLine(cl), Col: col(cl)}
			c.Def, c.HeadEnd = c.Start, c.End
			var stmts []*sitter.Node
			val := cl.ChildByFieldName("value")
			for _, s := range named(cl) {
				if val != nil && s.Equal(val) || s.Type() == "comment" {
					continue
				}
				stmts = append(stmts, s)
			}
			if len(stmts) > 0 && line(stmts[0]) > c.Start {
				c.HeadEnd = line(stmts[0]) - 1
				c.Body = o.list(stmts, depth+1)
			}
			x.Body = append(x.Body, c)
		}
		if len(x.Body) == 0 || x.Body[0].Start <= x.HeadEnd {
			x.Body, x.HeadEnd = nil, x.End
			return x
		}
		if last := x.Body[len(x.Body)-1]; endLine(body) > last.End {
			x.Tail = endLine(body)
		} else {
			x.Body, x.HeadEnd = nil, x.End
		}
	case "try_statement":
		x.Kind = ir.OutlineTry
		o.block(x, n.ChildByFieldName("body"), depth)
		for _, f := range []string{"handler", "finalizer"} {
			h := n.ChildByFieldName(f)
			if h == nil {
				continue
			}
			c := &ir.OutlineNode{Kind: ir.OutlineHandler, Start: line(h), End: endLine(h), Col: col(h)}
			c.Def, c.HeadEnd = c.Start, c.End
			o.block(c, h.ChildByFieldName("body"), depth)
			x.Clauses = append(x.Clauses, c)
		}
		syntax.CloseClauses(x)
	default:
		o.callback(x, n, depth)
	}
	return x
}

// block makes b, a statement block (or class body) of x, x's body when
// its statements sit on rows between the opening and the closing brace;
// the closing brace is then x's tail. A block written on one row leaves
// x a simple statement.
func (o *outliner) block(x *ir.OutlineNode, b *sitter.Node, depth int) {
	if b == nil || (b.Type() != "statement_block" && b.Type() != "class_body") {
		return
	}
	open, close := line(b), endLine(b)
	var stmts []*sitter.Node
	for _, s := range named(b) {
		if s.Type() != "comment" {
			stmts = append(stmts, s)
		}
	}
	if close <= open {
		return
	}
	x.HeadEnd = open
	if len(stmts) == 0 {
		x.Tail = close
		return
	}
	body := o.list(stmts, depth+1)
	if len(body) == 0 || body[0].Start <= open || body[len(body)-1].End >= close {
		x.HeadEnd = x.End
		return
	}
	x.Body = body
	x.Tail = close
}

// callback outlines a simple statement (an expression statement, a
// declaration) holding one function expression with a block body that
// opens on a row of its own statement and closes on a later one as a
// compound statement: the header up to the block's brace, the function's
// statements as body, the rest as tail.
func (o *outliner) callback(x *ir.OutlineNode, n *sitter.Node, depth int) {
	if x.End == x.Start {
		return
	}
	var fnBody *sitter.Node
	stack := []*sitter.Node{n}
	for len(stack) > 0 && fnBody == nil {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if isFuncExpr(m) {
			if b := m.ChildByFieldName("body"); b != nil && b.Type() == "statement_block" {
				fnBody = b
				break
			}
			continue
		}
		for i := int(m.NamedChildCount()) - 1; i >= 0; i-- {
			stack = append(stack, m.NamedChild(i))
		}
	}
	if fnBody == nil {
		return
	}
	// Rows after the function's closing brace (`}, 100);`) are still
	// part of the tail, which runs through x.End.
	o.block(x, fnBody, depth)
}

// identifiers lists the local names an import statement binds.
func identifiers(n *sitter.Node, src []byte) []string {
	var out []string
	var walk func(m *sitter.Node)
	walk = func(m *sitter.Node) {
		switch m.Type() {
		case "import_specifier":
			if al := m.ChildByFieldName("alias"); al != nil {
				out = append(out, al.Content(src))
			} else if nm := m.ChildByFieldName("name"); nm != nil {
				out = append(out, nm.Content(src))
			}
			return
		case "identifier":
			out = append(out, m.Content(src))
			return
		case "string":
			return
		}
		for i := 0; i < int(m.NamedChildCount()); i++ {
			walk(m.NamedChild(i))
		}
	}
	walk(n)
	return out
}

// langName is the language of the file at path for a code fence.
func langName(path string) string {
	switch {
	case strings.HasSuffix(path, ".tsx"):
		return "tsx"
	case strings.HasSuffix(path, ".ts"), strings.HasSuffix(path, ".mts"), strings.HasSuffix(path, ".cts"):
		return "typescript"
	}
	return "javascript"
}
