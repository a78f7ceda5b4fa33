package golang

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Outline returns the statement outline of a Go file, for the optimizer
// (ir.Outline): blocks are delimited by braces, a compound statement's
// closing brace is its Tail, switch and select clauses are the body of
// their statement, and a statement whose function literal has a body on
// later rows (defer func() { … }()) is outlined as a compound one whose
// body is the literal's.
func (Go) Outline(path string, src []byte) (*ir.Outline, error) {
	t, err := parseTree(path, src)
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
	o := &outliner{src: src}
	return &ir.Outline{Lines: lines, Top: o.list(named(t.RootNode()), 0), Comment: "//", Braces: true, Language: "go"}, nil
}

// SyntaxErrors returns the 1-based rows of code (Go) that hold a syntax
// error.
func (Go) SyntaxErrors(path, code string) []int {
	t, err := parseTree(path, []byte(code))
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

func parseTree(path string, src []byte) (*sitter.Tree, error) {
	p := sitter.NewParser()
	defer p.Close()
	p.SetLanguage(grammar())
	t, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	return t, nil
}

type outliner struct {
	src []byte
}

func col(n *sitter.Node) int { return int(n.StartPoint().Column) }

func (o *outliner) list(ns []*sitter.Node, depth int) []*ir.OutlineNode {
	var out []*ir.OutlineNode
	for _, n := range ns {
		switch n.Type() {
		case "comment", "empty_statement":
			continue
		case "statement_list":
			out = append(out, o.list(named(n), depth)...)
			continue
		}
		out = append(out, o.node(n, n, depth))
	}
	return out
}

// node outlines statement n, which starts where at does (a label in
// front of it).
func (o *outliner) node(n, at *sitter.Node, depth int) *ir.OutlineNode {
	x := &ir.OutlineNode{Kind: ir.OutlineStmt, Start: line(at), End: endLine(at), Col: col(at)}
	x.Def, x.HeadEnd = x.Start, x.End
	if depth > 200 {
		return x
	}
	switch n.Type() {
	case "labeled_statement":
		for _, c := range named(n) {
			if c.Type() != "label_name" && c.Type() != "comment" {
				return o.node(c, at, depth)
			}
		}
	case "import_declaration", "package_clause":
		x.Kind = ir.OutlineImport
		if n.Type() == "package_clause" {
			return x
		}
		for _, sp := range importSpecs(n) {
			p := sp.ChildByFieldName("path")
			if p == nil {
				continue
			}
			ipath := strings.Trim(p.Content(o.src), "\"`")
			local := ipath[strings.LastIndexByte(ipath, '/')+1:]
			if nm := sp.ChildByFieldName("name"); nm != nil {
				local = nm.Content(o.src)
			}
			x.Binds = append(x.Binds, local)
			x.Module = ipath
		}
	case "function_declaration", "method_declaration":
		x.Kind = ir.OutlineFunc
		if nm := n.ChildByFieldName("name"); nm != nil {
			x.Name = nm.Content(o.src)
		}
		o.block(x, n.ChildByFieldName("body"), depth)
	case "if_statement":
		o.block(x, n.ChildByFieldName("consequence"), depth)
		alt := n.ChildByFieldName("alternative")
		for alt != nil {
			c := &ir.OutlineNode{Kind: ir.OutlineClause, Start: line(alt), End: endLine(alt), Col: col(alt)}
			c.Def, c.HeadEnd = c.Start, c.End
			var next *sitter.Node
			if alt.Type() == "if_statement" {
				o.block(c, alt.ChildByFieldName("consequence"), depth)
				next = alt.ChildByFieldName("alternative")
			} else {
				o.block(c, alt, depth)
			}
			x.Clauses = append(x.Clauses, c)
			alt = next
		}
		syntax.CloseClauses(x)
	case "for_statement":
		o.block(x, n.ChildByFieldName("body"), depth)
	case "block":
		o.block(x, n, depth)
	case "expression_switch_statement", "type_switch_statement", "select_statement":
		var clauses []*sitter.Node
		for _, c := range named(n) {
			switch c.Type() {
			case "expression_case", "type_case", "default_case", "communication_case":
				clauses = append(clauses, c)
			}
		}
		if len(clauses) == 0 || line(clauses[0]) <= x.Start || endLine(n) <= endLine(clauses[len(clauses)-1]) {
			return x
		}
		x.HeadEnd = line(clauses[0]) - 1
		for _, cl := range clauses {
			c := &ir.OutlineNode{Kind: ir.OutlineStmt, Start: line(cl), End: endLine(cl), Col: col(cl)}
			c.Def, c.HeadEnd = c.Start, c.End
			var stmts []*sitter.Node
			for _, s := range named(cl) {
				switch {
				case s.Type() == "comment", isTypeNode(s), s.Type() == "expression_list":
				case cl.ChildByFieldName("communication") != nil && s.Equal(cl.ChildByFieldName("communication")):
				case s.Type() == "statement_list":
					stmts = append(stmts, named(s)...)
				default:
					stmts = append(stmts, s)
				}
			}
			if len(stmts) > 0 && line(stmts[0]) > c.Start {
				c.HeadEnd = line(stmts[0]) - 1
				c.Body = o.list(stmts, depth+1)
			}
			x.Body = append(x.Body, c)
		}
		x.Tail = endLine(n)
	default:
		o.callback(x, n, depth)
	}
	return x
}

func importSpecs(n *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, c := range named(n) {
		switch c.Type() {
		case "import_spec":
			out = append(out, c)
		case "import_spec_list":
			out = append(out, importSpecs(c)...)
		}
	}
	return out
}

// block makes b, a block of x, x's body when its statements sit on rows
// between the opening and the closing brace; the closing brace is then
// x's tail. A block written on one row leaves x a simple statement.
func (o *outliner) block(x *ir.OutlineNode, b *sitter.Node, depth int) {
	if b == nil || b.Type() != "block" {
		return
	}
	open, close := line(b), endLine(b)
	if close <= open {
		return
	}
	stmts := blockStmts(b)
	x.HeadEnd = open
	var kept []*sitter.Node
	for _, s := range stmts {
		if s.Type() != "comment" {
			kept = append(kept, s)
		}
	}
	if len(kept) == 0 {
		x.Tail = close
		return
	}
	body := o.list(kept, depth+1)
	if len(body) == 0 || body[0].Start <= open || body[len(body)-1].End >= close {
		x.HeadEnd = x.End
		return
	}
	x.Body = body
	x.Tail = close
}

// callback outlines a simple statement holding a function literal with a
// block body that opens on a row of the statement and closes on a later
// one as a compound statement: the header up to the block's brace, the
// literal's statements as body, the rest as tail.
func (o *outliner) callback(x *ir.OutlineNode, n *sitter.Node, depth int) {
	if x.End == x.Start {
		return
	}
	stack := []*sitter.Node{n}
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if m.Type() == "func_literal" {
			if b := m.ChildByFieldName("body"); b != nil {
				o.block(x, b, depth)
				return
			}
			continue
		}
		for i := int(m.NamedChildCount()) - 1; i >= 0; i-- {
			stack = append(stack, m.NamedChild(i))
		}
	}
}
