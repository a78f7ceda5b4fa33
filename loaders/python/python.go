package python

import (
	"bytes"
	"context"
	"fmt"
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	tspython "github.com/smacker/go-tree-sitter/python"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Parser lowers Python source to the IR. A Parser is not safe for concurrent
// use; make one per goroutine.
type Parser struct {
	p *sitter.Parser
}

// NewParser returns a Parser for Python 3.
func NewParser() *Parser {
	p := sitter.NewParser()
	p.SetLanguage(tspython.GetLanguage())
	return &Parser{p: p}
}

// Close releases the tree-sitter parser.
func (p *Parser) Close() { p.p.Close() }

// markPlain sets Def.Plain on the definitions of f's simple statements
// whose text starts with the defined path followed by = or an augmented
// operator (name = ..., name += ...; name: T = ...).
func markPlain(f *ir.File) {
	f.Top.Walk(func(fn *ir.Func) {
		fn.Stmts(func(s *ir.Stmt) {
			if s.Kind != ir.Simple || s.Span.EndByte > len(f.Src) || s.Span.StartByte < 0 || s.Span.StartByte > s.Span.EndByte {
				return
			}
			src := f.Src[s.Span.StartByte:s.Span.EndByte]
			for i := range s.Defs {
				s.Defs[i].Plain = plainWrite(src, s.Defs[i].Path)
			}
		})
	})
}

// plainWrite reports whether src, a statement's text, assigns name
// outright.
func plainWrite(src []byte, name string) bool {
	if !bytes.HasPrefix(src, []byte(name)) {
		return false
	}
	rest := bytes.TrimLeft(src[len(name):], " \t")
	if len(rest) == 0 {
		return false
	}
	if rest[0] == ':' || rest[0] == '=' && (len(rest) == 1 || rest[1] != '=') {
		return true
	}
	op := bytes.IndexByte(rest, '=')
	return op > 0 && op <= 3 && bytes.IndexFunc(rest[:op], func(r rune) bool { return !strings.ContainsRune("+-*/%&|^<>@", r) }) < 0
}

// Parse lowers src, the contents of the file at path (relative to the
// indexed root), whose dotted module name is module. A file with syntax
// errors is lowered as far as it parses; the broken regions are returned in
// File.Errors. The error is non-nil only when tree-sitter itself fails.
func (p *Parser) Parse(path, module string, isPackage bool, src []byte) (*ir.File, error) {
	tree, err := p.p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	defer tree.Close()
	root := tree.RootNode()
	f := &ir.File{Path: path, Module: module, IsPackage: isPackage, Src: src, Semantics: Semantics{}}
	lw := &lowerer{src: src, file: f, guard: syntax.Guard{Max: MaxDepth}}
	// The module ends on its last line: a file ending in a newline ends
	// at column 0 of the row after it, which is no line of the file.
	last := int(root.EndPoint().Row) + 1
	if root.EndPoint().Column == 0 && last > 1 {
		last--
	}
	top := &ir.Func{Name: lastDot(module), QName: module, Kind: ir.ModuleScope,
		Span: ir.Span{Line: 1, EndLine: last, EndByte: len(src)}}
	top.Body = lw.block(root, top, true)
	f.Top = top
	markPlain(f)
	if root.HasError() {
		lw.collectErrors(root)
	}
	f.Errors = append(f.Errors, lw.guard.Cut...)
	return f, nil
}

// MaxDepth is how many levels of nested syntax the lowering descends into:
// statements in statements, expressions in expressions, the elif clauses of
// one if (each nests the next in the IR). A construct nested deeper is cut
// off at this level and its lines are reported as a parse error, so that
// recursion in the front end and in package pdg stays bounded (a Go stack
// overflow is fatal) and so does the work per level. CPython refuses
// programs nested far less deeply (its compiler stops at about 3,000
// levels; its tokenizer at 200 nested brackets and 100 indentation levels).
const MaxDepth = 5000

type lowerer struct {
	src   []byte
	file  *ir.File
	guard syntax.Guard // nesting (enter/leave) and the constructs cut off at MaxDepth
	// scope is the scope whose statements are being lowered, and lambdas
	// counts the lambdas made so far in each scope (their names).
	scope   *ir.Func
	lambdas map[*ir.Func]int
}

// enter descends one level into n. At MaxDepth it refuses, records n's
// lines as a parse error (merged with the previous one when they overlap or
// touch: one region per cut-off construct) and the caller skips n. Each
// successful enter is paired with a leave.
func (lw *lowerer) enter(n *sitter.Node) bool { return lw.guard.Enter(n) }

func (lw *lowerer) leave() { lw.guard.Leave() }

func lastDot(s string) string {
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func (lw *lowerer) text(n *sitter.Node) string { return n.Content(lw.src) }

func line(n *sitter.Node) int    { return int(n.StartPoint().Row) + 1 }
func endLine(n *sitter.Node) int { return int(n.EndPoint().Row) + 1 }

// collectErrors adds the ERROR and MISSING nodes under root to the
// file's errors, in source order.
func (lw *lowerer) collectErrors(root *sitter.Node) {
	lw.file.Errors = append(lw.file.Errors, syntax.Errors(root)...)
}

// block lowers the statements that are named children of n. When doc is
// true a leading string expression statement is a docstring and is skipped.
func (lw *lowerer) block(n *sitter.Node, scope *ir.Func, doc bool) []*ir.Stmt {
	defer func(outer *ir.Func) { lw.scope = outer }(lw.scope)
	lw.scope = scope
	var out []*ir.Stmt
	first := true
	for _, c := range named(n) {
		if c.Type() == "comment" {
			continue
		}
		if first && doc && isDocstring(c) {
			if scope.Doc == "" {
				scope.Doc = FirstDocLine(lw.text(c.NamedChild(0)))
			}
			first = false
			continue
		}
		first = false
		out = append(out, lw.stmt(c, scope)...)
	}
	return out
}

func isDocstring(n *sitter.Node) bool {
	if n.Type() != "expression_statement" || n.NamedChildCount() != 1 {
		return false
	}
	t := n.NamedChild(0).Type()
	return t == "string" || t == "concatenated_string"
}

// FirstDocLine returns the first non-empty line of a string literal's text
// (a docstring), without its prefix and quotes.
func FirstDocLine(s string) string {
	s = strings.TrimLeft(s, "rRbBuUfF")
	for _, q := range []string{`"""`, `'''`, `"`, `'`} {
		if strings.HasPrefix(s, q) {
			s = strings.TrimSuffix(strings.TrimPrefix(s, q), q)
			break
		}
	}
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			return l
		}
	}
	return ""
}

func (lw *lowerer) newStmt(k ir.Kind, n *sitter.Node) *ir.Stmt {
	return &ir.Stmt{Kind: k, Span: ir.Span{Line: line(n), EndLine: endLine(n),
		StartByte: int(n.StartByte()), EndByte: int(n.EndByte())}}
}

// header sets s's span to end where the body starts (the header lines only).
func header(s *ir.Stmt, body *sitter.Node) {
	if body == nil {
		return
	}
	s.Span.EndByte = int(body.StartByte())
	end := int(body.StartPoint().Row) + 1
	if end > s.Span.Line && body.StartPoint().Column > 0 {
		// body starts on a later line: the header ends on the line before it,
		// or on the body's line when the body follows the colon on one line.
		end--
	}
	if end < s.Span.Line {
		end = s.Span.Line
	}
	s.Span.EndLine = end
}

func (lw *lowerer) stmt(n *sitter.Node, scope *ir.Func) []*ir.Stmt {
	if !lw.enter(n) {
		return nil
	}
	defer lw.leave()
	switch n.Type() {
	case "expression_statement":
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			switch c.Type() {
			case "assignment":
				lw.assignment(c, e)
			case "augmented_assignment":
				e.target(c.ChildByFieldName("left"), true)
				s.Uses = append(s.Uses, e.expr(c.ChildByFieldName("right"))...)
			default:
				s.Uses = append(s.Uses, e.expr(c)...)
			}
		}
		return []*ir.Stmt{s}
	case "return_statement":
		s := lw.simple(ir.Return, n)
		s.ElemUses = lw.tupleElems(n)
		return []*ir.Stmt{s}
	case "raise_statement":
		s := lw.simple(ir.Raise, n)
		// raise E with a name or dotted name instantiates E when it is a
		// class: lowered as the call E(), which resolves to its __init__
		// (an instance raised again resolves to nothing, or to __call__).
		if len(s.Calls) == 0 && len(s.Uses) == 1 && s.Uses[0].Call < 0 && n.NamedChildCount() == 1 {
			if x := n.NamedChild(0); x.Type() == "identifier" || x.Type() == "attribute" {
				if d := dotted(lw, x); d != "" && d == s.Uses[0].Path {
					c := ir.Call{Callee: d, CalleeUses: s.Uses, Line: s.Span.Line, Implicit: ir.Instantiate}
					if i := strings.LastIndexByte(d, '.'); i >= 0 {
						c.Method, c.Receiver, c.RecvPath = d[i+1:], []ir.Ref{ir.PathRef(d[:i])}, d[:i]
						c.CalleeUses = nil
					}
					s.Calls = []ir.Call{c}
					s.Uses = []ir.Ref{ir.CallRef(0)}
				}
			}
		}
		return []*ir.Stmt{s}
	case "break_statement":
		return []*ir.Stmt{lw.newStmt(ir.Break, n)}
	case "continue_statement":
		return []*ir.Stmt{lw.newStmt(ir.Continue, n)}
	case "pass_statement":
		return []*ir.Stmt{lw.newStmt(ir.Pass, n)}
	case "assert_statement", "print_statement", "exec_statement", "type_alias_statement":
		return []*ir.Stmt{lw.simple(ir.Simple, n)}
	case "delete_statement":
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		for _, ch := range named(n) {
			e.delTarget(ch)
		}
		return []*ir.Stmt{s}
	case "global_statement", "nonlocal_statement":
		for _, c := range named(n) {
			if c.Type() == "identifier" && lw.text(c) != "" {
				if n.Type() == "global_statement" {
					scope.Globals = append(scope.Globals, lw.text(c))
				} else {
					scope.Nonlocals = append(scope.Nonlocals, lw.text(c))
				}
			}
		}
		return nil
	case "import_statement", "import_from_statement", "future_import_statement":
		return []*ir.Stmt{lw.importStmt(n)}
	case "if_statement":
		return []*ir.Stmt{lw.ifStmt(n, ir.If, scope)}
	case "for_statement":
		s := lw.newStmt(ir.For, n)
		e := &exprCtx{lw: lw, st: s}
		e.target(n.ChildByFieldName("left"), false)
		right := n.ChildByFieldName("right")
		iterable := e.expr(right)
		// The loop calls iter() on the iterable and next() on the
		// iterator: implicit calls of __iter__ and __next__, whose result
		// the targets take. Left unresolved (a list, a dict), they pass
		// the iterable's uses on as before.
		iter := ir.Call{Method: "__iter__", Receiver: iterable, Line: s.Span.Line, Implicit: ir.Protocol}
		if p, ok := e.path(right); ok && right.Type() != "subscript" {
			if _, local := e.rootLocal(p); !local {
				iter.RecvPath = p
			}
		}
		s.Calls = append(s.Calls, iter)
		s.Calls = append(s.Calls, ir.Call{Method: "__next__", Receiver: []ir.Ref{ir.CallRef(len(s.Calls) - 1)},
			Line: s.Span.Line, Implicit: ir.Protocol})
		s.Uses = append(s.Uses, ir.CallRef(len(s.Calls)-1))
		lw.loopTail(s, n, scope)
		return []*ir.Stmt{s}
	case "while_statement":
		s := lw.newStmt(ir.While, n)
		e := &exprCtx{lw: lw, st: s}
		s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("condition"))...)
		lw.loopTail(s, n, scope)
		return []*ir.Stmt{s}
	case "try_statement":
		return []*ir.Stmt{lw.tryStmt(n, scope)}
	case "with_statement":
		s := lw.newStmt(ir.With, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			if c.Type() == "with_clause" {
				lw.withClause(c, e)
			}
		}
		body := n.ChildByFieldName("body")
		header(s, body)
		if body != nil {
			s.Body = lw.block(body, scope, false)
		}
		return []*ir.Stmt{s}
	case "match_statement":
		return []*ir.Stmt{lw.matchStmt(n, scope)}
	case "function_definition":
		return []*ir.Stmt{lw.funcDef(n, nil, scope)}
	case "class_definition":
		return []*ir.Stmt{lw.classDef(n, nil, scope)}
	case "decorated_definition":
		def := n.ChildByFieldName("definition")
		if def == nil {
			return nil
		}
		var decos []*sitter.Node
		for _, c := range named(n) {
			if c.Type() == "decorator" {
				decos = append(decos, c)
			}
		}
		switch def.Type() {
		case "function_definition":
			return []*ir.Stmt{lw.funcDef(def, decos, scope)}
		case "class_definition":
			return []*ir.Stmt{lw.classDef(def, decos, scope)}
		}
		return nil
	case "ERROR":
		// Keep whatever well-formed statements tree-sitter recovered inside
		// the broken region; the region itself is reported by collectErrors.
		var out []*ir.Stmt
		for _, c := range named(n) {
			if isStatement(c.Type()) {
				out = append(out, lw.stmt(c, scope)...)
			}
		}
		return out
	case "comment", "block":
		if n.Type() == "block" {
			return lw.block(n, scope, false)
		}
		return nil
	}
	if isStatement(n.Type()) {
		return []*ir.Stmt{lw.simple(ir.Simple, n)}
	}
	return nil
}

func isStatement(t string) bool {
	return strings.HasSuffix(t, "_statement") || strings.HasSuffix(t, "_definition")
}

// simple lowers a statement whose named children are all used expressions.
func (lw *lowerer) simple(k ir.Kind, n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(k, n)
	e := &exprCtx{lw: lw, st: s}
	for i, ch := range named(n) {
		// assert test, msg: msg is evaluated only when the test fails.
		e.cond = n.Type() == "assert_statement" && i > 0
		s.Uses = append(s.Uses, e.expr(ch)...)
	}
	return s
}

// assignment lowers a = value and the chain a = b = value, which nests to
// the right in the syntax tree and is walked in a loop (Python allows any
// length of it): the value's uses, then the targets from the innermost out.
func (lw *lowerer) assignment(n *sitter.Node, e *exprCtx) {
	var chain []*sitter.Node
	var elems [][]ir.Ref // a parallel assignment's uses, element by element
	for n != nil {
		chain = append(chain, n)
		right := n.ChildByFieldName("right")
		if left, ty := n.ChildByFieldName("left"), n.ChildByFieldName("type"); left != nil && ty != nil {
			// Every annotated target gets a hint (a dataclass's fields are
			// its annotated names): Type is the class the annotation
			// names, ClassVar or InitVar for those markers (no field), ""
			// for any other annotation.
			name := lw.typeName(ty, 0)
			if name == "" {
				name = fieldMarker(lw.text(ty))
			}
			if p, ok := e.path(left); ok && left.Type() != "subscript" {
				e.st.Types = append(e.st.Types, ir.TypeHint{Path: p, Type: name})
			}
		}
		if left := n.ChildByFieldName("left"); left != nil && right != nil && left.Type() == "identifier" {
			if d := dotted(lw, right); d != "" {
				e.st.Alias = d
			}
		}
		if right != nil && right.Type() == "assignment" {
			n = right
			continue
		}
		var refs []ir.Ref
		var shape *ir.Shape
		if len(chain) == 1 && parallel(n.ChildByFieldName("left"), right) {
			// a, b = b, a: each element lowered on its own (elems).
			for _, it := range named(right) {
				r := append([]ir.Ref{}, e.expr(it)...)
				elems = append(elems, r)
				refs = append(refs, r...)
			}
		} else {
			refs, shape = e.shaped(right)
		}
		e.st.Uses = append(e.st.Uses, refs...)
		e.st.Shape, e.st.Const = shape, lw.constOf(right)
		break
	}
	value := chain[len(chain)-1].ChildByFieldName("right")
	first := len(e.st.Defs)
	defer func() {
		// a, b = b, a: each name is made from its own element, read before
		// any is written (ir.Def.Uses), not from the whole right-hand side
		// (rule 16: src, dst = dst, src takes src from dst alone).
		if elems == nil || len(e.st.Defs)-first != len(elems) {
			return
		}
		items := named(chain[0].ChildByFieldName("left"))
		for k, it := range items {
			if d, ok := e.path(it); !ok || d != e.st.Defs[first+k].Path {
				return
			}
		}
		for k := range items {
			e.st.Defs[first+k].Uses = elems[k]
		}
	}()
	defer func() {
		// a, b = f(...): each name takes one element of f's returned tuple
		// (ir.Def.Elem, for the points-to analysis).
		left := chain[0].ChildByFieldName("left")
		if len(chain) != 1 || value == nil || value.Type() != "call" || left == nil || len(e.st.Uses) != 1 || e.st.Uses[0].Call < 0 {
			return
		}
		if left.Type() != "pattern_list" && left.Type() != "tuple_pattern" && left.Type() != "expression_list" && left.Type() != "tuple" {
			return
		}
		items := named(left)
		if len(items) < 2 || len(e.st.Defs)-first != len(items) {
			return
		}
		for k, it := range items {
			if it.Type() != "identifier" || e.st.Defs[first+k].Path != lw.text(it) {
				return
			}
		}
		for k := range items {
			e.st.Defs[first+k].Elem, e.st.Defs[first+k].Call = k+1, e.st.Uses[0].Call
		}
	}()
	for i := len(chain) - 1; i >= 0; i-- {
		if chain[i].ChildByFieldName("right") != nil {
			left := chain[i].ChildByFieldName("left")
			n := len(e.st.Defs)
			e.target(left, false)
			if left != nil && left.Type() == "identifier" && len(e.st.Defs) == n+1 && mayBe(lw, value, lw.text(left)) {
				e.st.Defs[n].MayKeep = true
			}
		}
	}
}

// parallel reports whether assignment left = right binds names or
// attributes of names one to one with the elements of a tuple written out
// (a, b = b, a; (x, y) = (y, x)), with no starred element on either side.
func parallel(left, right *sitter.Node) bool {
	if left == nil || right == nil {
		return false
	}
	switch left.Type() {
	case "pattern_list", "tuple_pattern", "expression_list", "tuple":
	default:
		return false
	}
	if right.Type() != "expression_list" && right.Type() != "tuple" {
		return false
	}
	ls, rs := named(left), named(right)
	if len(ls) < 2 || len(ls) != len(rs) {
		return false
	}
	for _, it := range ls {
		switch it.Type() {
		case "identifier":
		case "attribute": // obj.x, a definition of the path that reads nothing
			if o := it.ChildByFieldName("object"); o == nil || o.Type() != "identifier" {
				return false
			}
		default:
			return false
		}
	}
	for _, it := range rs {
		switch it.Type() {
		case "list_splat", "parenthesized_list_splat", "comment", "yield":
			return false
		}
	}
	return true
}

// mayBe reports whether expression n may evaluate to the object the
// plain name holds: the name itself, an operand of and/or, or a branch of
// a conditional expression (xs or [], opts if opts is not None else {}).
func mayBe(lw *lowerer, n *sitter.Node, name string) bool {
	if n == nil {
		return false
	}
	switch n.Type() {
	case "identifier":
		return lw.text(n) == name
	case "parenthesized_expression":
		return n.NamedChildCount() == 1 && mayBe(lw, n.NamedChild(0), name)
	case "boolean_operator":
		return mayBe(lw, n.ChildByFieldName("left"), name) || mayBe(lw, n.ChildByFieldName("right"), name)
	case "conditional_expression":
		// value if condition else alternative
		return n.NamedChildCount() == 3 && (mayBe(lw, n.NamedChild(0), name) || mayBe(lw, n.NamedChild(2), name))
	}
	return false
}

func (lw *lowerer) loopTail(s *ir.Stmt, n *sitter.Node, scope *ir.Func) {
	body := n.ChildByFieldName("body")
	header(s, body)
	if body != nil {
		s.Body = lw.block(body, scope, false)
	}
	if alt := n.ChildByFieldName("alternative"); alt != nil {
		s.Else = lw.elseClause(alt, scope)
	}
}

func (lw *lowerer) elseClause(n *sitter.Node, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(ir.Else, n)
	body := n.ChildByFieldName("body")
	if body == nil {
		body = lastNamed(n, "block")
	}
	header(s, body)
	if body != nil {
		s.Body = lw.block(body, scope, false)
	}
	return s
}

func lastNamed(n *sitter.Node, typ string) *sitter.Node {
	for i := int(n.NamedChildCount()) - 1; i >= 0; i-- {
		if c := n.NamedChild(i); c.Type() == typ {
			return c
		}
	}
	return nil
}

func (lw *lowerer) ifStmt(n *sitter.Node, k ir.Kind, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(k, n)
	e := &exprCtx{lw: lw, st: s}
	s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("condition"))...)
	body := n.ChildByFieldName("consequence")
	header(s, body)
	if body != nil {
		s.Body = lw.block(body, scope, false)
	}
	if k != ir.If {
		return s
	}
	// Chain elif/else clauses: if.Else = elif1, elif1.Else = elif2, ...
	// Each elif nests the next one level deeper in the IR, so each counts
	// as a level of nesting.
	tail := s
	levels := 0
	defer func() { lw.guard.Depth -= levels }()
	for _, c := range named(n) {
		var next *ir.Stmt
		switch c.Type() {
		case "elif_clause":
			if !lw.enter(c) {
				return s
			}
			levels++
			next = lw.ifStmt(c, ir.Elif, scope)
		case "else_clause":
			next = lw.elseClause(c, scope)
		default:
			continue
		}
		tail.Else = next
		tail = next
	}
	return s
}

func (lw *lowerer) tryStmt(n *sitter.Node, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(ir.Try, n)
	body := n.ChildByFieldName("body")
	header(s, body)
	if body != nil {
		s.Body = lw.block(body, scope, false)
	}
	for _, c := range named(n) {
		switch c.Type() {
		case "except_clause", "except_group_clause":
			h := lw.newStmt(ir.Except, c)
			e := &exprCtx{lw: lw, st: h}
			var blk *sitter.Node
			afterAs := false
			for j := 0; j < int(c.ChildCount()); j++ {
				d := c.Child(j)
				switch {
				case d.Type() == "block":
					blk = d
				case d.Type() == "as":
					afterAs = true
				case !d.IsNamed() || d.Type() == "comment":
				case d.Type() == "as_pattern":
					lw.asPattern(d, e)
				case afterAs:
					e.target(d, false)
				default:
					h.Uses = append(h.Uses, e.expr(d)...)
				}
			}
			header(h, blk)
			if blk != nil {
				h.Body = lw.block(blk, scope, false)
			}
			// except E as e binds what the raises of its try raise
			// (rules 1 and 9).
			ir.BindThrown(h, s.Body)
			s.Handlers = append(s.Handlers, h)
		case "else_clause":
			s.TryElse = lw.elseClause(c, scope)
		case "finally_clause":
			f := lw.newStmt(ir.Finally, c)
			blk := lastNamed(c, "block")
			header(f, blk)
			if blk != nil {
				f.Body = lw.block(blk, scope, false)
			}
			s.Finally = f
		}
	}
	return s
}

// asPattern lowers "expr as target" (with items, except clauses).
func (lw *lowerer) asPattern(n *sitter.Node, e *exprCtx) {
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		if c.Type() == "as_pattern_target" {
			for _, ch := range named(c) {
				e.target(ch, false)
			}
			continue
		}
		if i == 0 {
			e.st.Uses = append(e.st.Uses, e.expr(c)...)
		} else {
			e.target(c, false)
		}
	}
}

func (lw *lowerer) withClause(n *sitter.Node, e *exprCtx) {
	items := 0
	for _, item := range named(n) {
		if item.Type() == "with_item" {
			items++
		}
	}
	for _, item := range named(n) {
		if item.Type() != "with_item" {
			continue
		}
		v := item.ChildByFieldName("value")
		if v == nil {
			continue
		}
		if v.Type() != "as_pattern" {
			e.st.Uses = append(e.st.Uses, e.expr(v)...)
			continue
		}
		first, enterAt := len(e.st.Defs), -1
		// with E as t: t is what E's __enter__ returns, an implicit call
		// on E's value (left unresolved, as for an object from outside
		// the repository, it passes E's uses on).
		for i := 0; i < int(v.NamedChildCount()); i++ {
			c := v.NamedChild(i)
			if i == 0 && c.Type() != "as_pattern_target" {
				enter := ir.Call{Method: "__enter__", Receiver: e.expr(c), Line: line(c), Implicit: ir.Protocol}
				e.st.Calls = append(e.st.Calls, enter)
				enterAt = len(e.st.Calls) - 1
				e.st.Uses = append(e.st.Uses, ir.CallRef(enterAt))
				continue
			}
			if c.Type() == "as_pattern_target" {
				for _, ch := range named(c) {
					e.target(ch, false)
				}
				continue
			}
			e.target(c, false)
		}
		if items > 1 && enterAt >= 0 {
			// with A(x) as a, B(y) as b: each target is made from its
			// own item alone (rule 16: b does not read x), as a parallel
			// assignment's targets are (Def.Uses).
			for i := first; i < len(e.st.Defs); i++ {
				e.st.Defs[i].Uses = []ir.Ref{ir.CallRef(enterAt)}
			}
		}
	}
}

func (lw *lowerer) matchStmt(n *sitter.Node, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(ir.Match, n)
	e := &exprCtx{lw: lw, st: s}
	var cases []*sitter.Node
	var collect func(m *sitter.Node)
	collect = func(m *sitter.Node) {
		if !lw.enter(m) {
			return
		}
		defer lw.leave()
		for _, c := range named(m) {
			switch c.Type() {
			case "case_clause":
				cases = append(cases, c)
			case "block":
				collect(c)
			}
		}
	}
	collect(n)
	for _, c := range named(n) {
		if c.Type() != "block" && c.Type() != "case_clause" && c.Type() != "comment" {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
	}
	if len(cases) > 0 {
		header(s, cases[0])
	}
	for _, c := range cases {
		cs := lw.newStmt(ir.Case, c)
		ce := &exprCtx{lw: lw, st: cs}
		var blk *sitter.Node
		// guard lowers the case's guard, which runs after the pattern has
		// bound its captures: a captured name it reads is the capture, a
		// definition of this statement, not one reaching it (a capture of
		// a later case on an earlier pass; rules-v61/07).
		guard := func(d *sitter.Node) {
			ge, undo := ce.nested(false)
			for _, df := range cs.Defs {
				if !df.May && !strings.Contains(df.Path, ".") {
					ge.bind(df.Path, nil)
				}
			}
			cs.Uses = append(cs.Uses, ge.expr(d)...)
			undo()
		}
		for _, d := range named(c) {
			switch d.Type() {
			case "block":
				blk = d
			case "if_clause":
				guard(d)
			case "comment":
			default:
				if f := c.FieldNameForChild(childIndex(c, d)); f == "guard" {
					guard(d)
				} else {
					ce.pattern(d)
				}
			}
		}
		header(cs, blk)
		if blk != nil {
			cs.Body = lw.block(blk, scope, false)
		}
		s.Handlers = append(s.Handlers, cs)
	}
	return s
}

// same reports whether a and b are the same node; nil equals nothing.
func same(a, b *sitter.Node) bool {
	return a != nil && b != nil && a.Equal(b)
}

func childIndex(parent, child *sitter.Node) int {
	for i := 0; i < int(parent.ChildCount()); i++ {
		if parent.Child(i).Equal(child) {
			return i
		}
	}
	return -1
}

func (lw *lowerer) importStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Import, n)
	info := &ir.ImportInfo{}
	s.Import = info
	if n.Type() == "import_from_statement" || n.Type() == "future_import_statement" {
		info.IsFrom = true
		if m := n.ChildByFieldName("module_name"); m != nil {
			info.From = moduleName(lw, m)
		} else if n.Type() == "future_import_statement" {
			info.From = "__future__"
		}
		info.Module = absModule(lw.file, info.From)
	}
	for _, c := range named(n) {
		if info.IsFrom && same(c, n.ChildByFieldName("module_name")) {
			continue
		}
		switch c.Type() {
		case "dotted_name":
			// "from m import a.b" does not parse in Python: it binds nothing.
			if nm := dottedName(lw, c); nm != "" && !(info.IsFrom && strings.Contains(nm, ".")) {
				info.Names = append(info.Names, ir.ImportName{Name: nm})
			}
		case "aliased_import":
			nm, al := c.ChildByFieldName("name"), c.ChildByFieldName("alias")
			if nm != nil && al != nil && lw.text(al) != "" {
				if name := dottedName(lw, nm); name != "" {
					info.Names = append(info.Names, ir.ImportName{Name: name, Alias: lw.text(al)})
				}
			}
		case "wildcard_import":
			info.Names = append(info.Names, ir.ImportName{Name: "*"})
		}
	}
	for _, nm := range info.Names {
		switch {
		case nm.Alias != "":
			s.Defs = append(s.Defs, ir.Def{Path: nm.Alias})
		case nm.Name == "*":
		case info.IsFrom:
			s.Defs = append(s.Defs, ir.Def{Path: nm.Name})
		default:
			s.Defs = append(s.Defs, ir.Def{Path: strings.SplitN(nm.Name, ".", 2)[0]})
		}
	}
	return s
}

// decorator lowers decorator d of def or class statement s: its
// expression is a use of s, and the value it evaluates to (a plain dotted
// name, or any other expression such as @make(x), whose result is the
// callee) is called with the decorated function or class: an implicit
// call (ir.Decorate). It returns the call's index, -1 when none.
func (lw *lowerer) decorator(s *ir.Stmt, e *exprCtx, d *sitter.Node) int {
	var uses []ir.Ref
	for _, ch := range named(d) {
		uses = append(uses, e.expr(ch)...)
	}
	s.Uses = append(s.Uses, uses...)
	if d.NamedChildCount() != 1 || len(uses) == 0 {
		return -1
	}
	c := ir.Call{CalleeUses: uses, Line: line(d), Implicit: ir.Decorate, Args: []ir.Arg{{}}}
	x := d.NamedChild(0)
	if name := dotted(lw, x); name != "" && (x.Type() == "identifier" || x.Type() == "attribute") && len(uses) == 1 && uses[0].Call < 0 && uses[0].Path == name {
		c.Callee = name
		if i := strings.LastIndexByte(name, '.'); i >= 0 {
			c.Method, c.Receiver, c.RecvPath = name[i+1:], []ir.Ref{ir.PathRef(name[:i])}, name[:i]
			c.CalleeUses = nil
		}
	}
	s.Calls = append(s.Calls, c)
	return len(s.Calls) - 1
}

// decorators lowers the decorators of s (decos outermost first), innermost
// first as Python applies them, so that a call's argument is lowered
// before it. Of two adjacent decorators, the outer one's argument is the
// inner one's result (@a @b def f is f = a(b(f))); the innermost one's
// argument is the function or class itself.
func (lw *lowerer) decorators(s *ir.Stmt, e *exprCtx, decos []*sitter.Node) {
	calls := make([]int, len(decos))
	for i := len(decos) - 1; i >= 0; i-- {
		calls[i] = lw.decorator(s, e, decos[i])
	}
	for i := 0; i+1 < len(calls); i++ {
		if calls[i] >= 0 && calls[i+1] >= 0 {
			s.Calls[calls[i]].Args[0].Uses = []ir.Ref{ir.CallRef(calls[i+1])}
		}
	}
	// The name is bound to what the outermost decorator returns.
	if len(calls) > 0 && calls[0] >= 0 {
		s.Uses = append(s.Uses, ir.CallRef(calls[0]))
	}
}

func (lw *lowerer) funcDef(n *sitter.Node, decos []*sitter.Node, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(ir.DefStmt, n)
	nameN := n.ChildByFieldName("name")
	name := lw.text(nameN)
	body := n.ChildByFieldName("body")
	header(s, body)
	if len(decos) > 0 {
		s.Span.StartByte = int(decos[0].StartByte())
	}
	e := &exprCtx{lw: lw, st: s}
	fn := &ir.Func{Name: name, QName: scope.QName + "." + name, Kind: ir.FunctionScope, Def: s, Parent: scope,
		Span:     ir.Span{Line: line(n), EndLine: endLine(n), StartByte: s.Span.StartByte, EndByte: int(n.EndByte())},
		IsMethod: scope.Kind == ir.ClassScope}
	for _, d := range decos {
		switch strings.TrimSpace(strings.TrimPrefix(lw.text(d), "@")) {
		case "staticmethod":
			fn.Static = true
		case "classmethod":
			fn.ClassM = true
		}
	}
	lw.decorators(s, e, decos)
	if ps := n.ChildByFieldName("parameters"); ps != nil {
		fn.Params = lw.params(ps, e)
	}
	fn.Signature = oneLine(string(lw.src[n.StartByte():s.Span.EndByte]))
	fn.Async = strings.HasPrefix(strings.TrimSpace(fn.Signature), "async")
	s.Defs = append(s.Defs, ir.Def{Path: name})
	s.Func = fn
	if body != nil {
		fn.Body = lw.block(body, fn, true)
	}
	return s
}

// params lowers a parameter list; default values are evaluated by e's
// statement (the def statement) and recorded per parameter.
func (lw *lowerer) params(ps *sitter.Node, e *exprCtx) []ir.Param {
	var out []ir.Param
	kwOnly := false
	for _, c := range named(ps) {
		var p ir.Param
		switch c.Type() {
		case "identifier":
			p.Name = lw.text(c)
		case "typed_parameter":
			p.Type = lw.typeName(c.ChildByFieldName("type"), 0)
			for j := 0; j < int(c.NamedChildCount()); j++ {
				d := c.NamedChild(j)
				switch d.Type() {
				case "identifier":
					if p.Name == "" {
						p.Name = lw.text(d)
					}
				case "list_splat_pattern":
					p.Name, p.Star = splatName(lw, d), 1
				case "dictionary_splat_pattern":
					p.Name, p.Star = splatName(lw, d), 2
				}
			}
		case "default_parameter", "typed_default_parameter":
			if nm := c.ChildByFieldName("name"); nm != nil {
				p.Name = lw.text(nm)
			}
			p.Type = lw.typeName(c.ChildByFieldName("type"), 0)
			p.HasDefault = true
			if v := c.ChildByFieldName("value"); v != nil {
				p.DefaultUses = e.expr(v)
			}
		case "list_splat_pattern":
			p.Name, p.Star = splatName(lw, c), 1
		case "dictionary_splat_pattern":
			p.Name, p.Star = splatName(lw, c), 2
		case "keyword_separator":
			kwOnly = true
			continue
		default:
			continue
		}
		if p.Name == "" {
			continue
		}
		if p.Star == 1 {
			kwOnly = true
		} else if p.Star == 0 {
			p.KeywordOnly = kwOnly
		}
		out = append(out, p)
	}
	return out
}

func splatName(lw *lowerer, n *sitter.Node) string {
	for _, c := range named(n) {
		if c.Type() == "identifier" {
			return lw.text(c)
		}
	}
	return strings.TrimLeft(lw.text(n), "*")
}

func (lw *lowerer) classDef(n *sitter.Node, decos []*sitter.Node, scope *ir.Func) *ir.Stmt {
	s := lw.newStmt(ir.ClassStmt, n)
	name := lw.text(n.ChildByFieldName("name"))
	body := n.ChildByFieldName("body")
	header(s, body)
	if len(decos) > 0 {
		s.Span.StartByte = int(decos[0].StartByte())
	}
	e := &exprCtx{lw: lw, st: s}
	lw.decorators(s, e, decos)
	cls := &ir.Func{Name: name, QName: scope.QName + "." + name, Kind: ir.ClassScope, Def: s, Parent: scope,
		Span: ir.Span{Line: line(n), EndLine: endLine(n), StartByte: s.Span.StartByte, EndByte: int(n.EndByte())}}
	if sup := n.ChildByFieldName("superclasses"); sup != nil {
		for _, c := range named(sup) {
			if c.Type() == "keyword_argument" {
				if v := c.ChildByFieldName("value"); v != nil {
					s.Uses = append(s.Uses, e.expr(v)...)
				}
				continue
			}
			if p := dotted(lw, c); p != "" {
				cls.Bases = append(cls.Bases, p)
			}
			s.Uses = append(s.Uses, e.expr(c)...)
		}
	}
	cls.Signature = oneLine(string(lw.src[n.StartByte():s.Span.EndByte]))
	s.Defs = append(s.Defs, ir.Def{Path: name})
	s.Func = cls
	if body != nil {
		cls.Body = lw.block(body, cls, true)
	}
	return s
}

// oneLine collapses a header's whitespace (line breaks of a long
// signature included) into single spaces.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// dottedParts returns the identifiers of a dotted_name node (import
// a . b, case Color . RED: the source may space the dots), or nil when one
// is missing.
func dottedParts(lw *lowerer, n *sitter.Node) []string {
	var parts []string
	for _, c := range named(n) {
		if c.Type() == "comment" {
			continue
		}
		t := lw.text(c)
		if c.Type() != "identifier" || t == "" {
			return nil
		}
		parts = append(parts, t)
	}
	return parts
}

// dottedName returns the dotted name ("a.b.c") of a dotted_name node, or ""
// when one of its identifiers is missing.
func dottedName(lw *lowerer, n *sitter.Node) string {
	if n.Type() == "identifier" {
		return lw.text(n)
	}
	return strings.Join(dottedParts(lw, n), ".")
}

// moduleName returns the module of a from-import: a dotted name, or for a
// relative import its leading dots and the dotted name after them
// ("from . . m import x" imports from "..m").
func moduleName(lw *lowerer, n *sitter.Node) string {
	if n.Type() != "relative_import" {
		return dottedName(lw, n)
	}
	var prefix, name string
	for _, c := range named(n) {
		switch c.Type() {
		case "import_prefix":
			prefix = strings.Repeat(".", strings.Count(lw.text(c), "."))
		case "dotted_name":
			name = dottedName(lw, c)
		}
	}
	return prefix + name
}

// dotted returns the text of a pure name chain (a, a.b, a.b.c), or "". It
// walks the chain in a loop and joins the names once.
func dotted(lw *lowerer, n *sitter.Node) string {
	var parts []string
	for n != nil && n.Type() == "attribute" {
		attr := n.ChildByFieldName("attribute")
		if attr == nil {
			return ""
		}
		parts = append(parts, lw.text(attr))
		n = n.ChildByFieldName("object")
	}
	if n == nil || n.Type() != "identifier" {
		return ""
	}
	parts = append(parts, lw.text(n))
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	for _, p := range parts {
		if p == "" { // missing identifier
			return ""
		}
	}
	return strings.Join(parts, ".")
}

// isName reports whether n is the identifier name.
func isName(lw *lowerer, n *sitter.Node, name string) bool {
	return n != nil && n.Type() == "identifier" && n.EndByte()-n.StartByte() == uint32(len(name)) && lw.text(n) == name
}

// absModule turns the module of a from-import into an absolute dotted
// name: each leading dot climbs from the file's package (a package's
// __init__ is its own package), as Python's import system resolves a
// relative import.
func absModule(f *ir.File, from string) string {
	if !strings.HasPrefix(from, ".") {
		return from
	}
	dots := len(from) - len(strings.TrimLeft(from, "."))
	rest := from[dots:]
	pkg := f.Module
	if !f.IsPackage {
		pkg = parentModule(pkg)
	}
	for i := 1; i < dots; i++ {
		pkg = parentModule(pkg)
	}
	switch {
	case pkg == "":
		return rest
	case rest == "":
		return pkg
	default:
		return pkg + "." + rest
	}
}

func parentModule(m string) string {
	if i := strings.LastIndexByte(m, '.'); i >= 0 {
		return m[:i]
	}
	return ""
}

// constOf is the constant of an int or str literal (ir.ConstInt,
// ir.ConstStr): a decimal integer, or a string with no prefix, escape or
// interpolation; "" for anything else.
func (lw *lowerer) constOf(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	t := lw.text(n)
	switch n.Type() {
	case "integer":
		if v, err := strconv.ParseInt(strings.ReplaceAll(t, "_", ""), 10, 64); err == nil {
			return ir.ConstInt(strconv.FormatInt(v, 10))
		}
	case "string":
		for _, q := range []string{`"""`, `'''`, `"`, `'`} {
			if len(t) >= 2*len(q) && strings.HasPrefix(t, q) && strings.HasSuffix(t, q) {
				body := t[len(q) : len(t)-len(q)]
				if !strings.Contains(body, `\`) && !strings.Contains(body, q[:1]) {
					return ir.ConstStr(body)
				}
				return ""
			}
		}
	}
	return ""
}

// typeName is the dotted name an annotation names: a name or dotted name,
// a string holding one (a forward reference), X | None, Optional[X]; ""
// for anything else (a union of two classes, a generic container).
func (lw *lowerer) typeName(n *sitter.Node, depth int) string {
	if n == nil || depth > 4 {
		return ""
	}
	switch n.Type() {
	case "type", "parenthesized_expression":
		if n.NamedChildCount() == 1 {
			return lw.typeName(n.NamedChild(0), depth+1)
		}
	case "identifier", "attribute":
		if d := dotted(lw, n); d != "" && d != "None" {
			return d
		}
	case "string":
		t := strings.Trim(lw.text(n), `"'`)
		for _, part := range strings.Split(t, ".") {
			if !isIdentifier(part) {
				return ""
			}
		}
		return t
	case "binary_operator":
		l := lw.typeName(n.ChildByFieldName("left"), depth+1)
		r := lw.typeName(n.ChildByFieldName("right"), depth+1)
		switch {
		case isNone(lw, n.ChildByFieldName("left")):
			return r
		case isNone(lw, n.ChildByFieldName("right")):
			return l
		}
	case "generic_type", "subscript":
		if n.NamedChildCount() == 2 {
			if head := lw.typeName(n.NamedChild(0), depth+1); head == "Optional" || head == "typing.Optional" || head == "t.Optional" {
				arg := n.NamedChild(1)
				if arg.Type() == "type_parameter" && arg.NamedChildCount() == 1 {
					arg = arg.NamedChild(0)
				}
				return lw.typeName(arg, depth+1)
			}
		}
	}
	return ""
}

func isNone(lw *lowerer, n *sitter.Node) bool {
	for n != nil && n.Type() == "type" && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	return n != nil && (n.Type() == "none" || lw.text(n) == "None")
}

func isIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// named returns n's named children in order. NamedChild(i) walks the
// children before the i-th on every call, so a loop over it costs the
// square of their number (a block of 20,000 statements: 0.25 s); a tree
// cursor visits each child once. Up to smallNamed children the cursor's
// allocation costs more than the walks it saves.
func named(n *sitter.Node) []*sitter.Node {
	k := int(n.NamedChildCount())
	if k == 0 {
		return nil
	}
	out := make([]*sitter.Node, 0, k)
	if k <= smallNamed {
		for i := 0; i < k; i++ {
			out = append(out, n.NamedChild(i))
		}
		return out
	}
	c := sitter.NewTreeCursor(n)
	defer c.Close()
	for ok := c.GoToFirstChild(); ok; ok = c.GoToNextSibling() {
		if x := c.CurrentNode(); x.IsNamed() {
			out = append(out, x)
		}
	}
	return out
}

// smallNamed is the number of named children up to which named uses
// NamedChild.
const smallNamed = 8

// tupleElems returns the uses of each element of the tuple display a
// return statement n returns, when every element is a name or a dotted
// path (return inc, peek): ir.Stmt.ElemUses; nil otherwise.
func (lw *lowerer) tupleElems(n *sitter.Node) [][]ir.Ref {
	if n.NamedChildCount() != 1 {
		return nil
	}
	v := n.NamedChild(0)
	if v.Type() == "parenthesized_expression" && v.NamedChildCount() == 1 {
		v = v.NamedChild(0)
	}
	if v.Type() != "expression_list" && v.Type() != "tuple" {
		return nil
	}
	items := named(v)
	if len(items) < 2 {
		return nil
	}
	out := make([][]ir.Ref, len(items))
	for k, it := range items {
		d := dotted(lw, it)
		if d == "" || (it.Type() != "identifier" && it.Type() != "attribute") {
			return nil
		}
		if parts := strings.Split(d, "."); len(parts) > 2 {
			d = parts[0] + "." + parts[1]
		}
		out[k] = []ir.Ref{ir.PathRef(d)}
	}
	return out
}

// fieldMarker returns "ClassVar" or "InitVar" when annotation text names
// typing.ClassVar or dataclasses.InitVar (bare or subscripted), else "".
func fieldMarker(text string) string {
	head, _, _ := strings.Cut(strings.TrimSpace(text), "[")
	switch strings.TrimSpace(head) {
	case "ClassVar", "typing.ClassVar", "t.ClassVar":
		return "ClassVar"
	case "InitVar", "dataclasses.InitVar":
		return "InitVar"
	}
	return ""
}
