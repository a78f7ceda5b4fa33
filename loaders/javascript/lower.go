package javascript

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Parser lowers JavaScript or TypeScript source to the IR. It is not safe
// for concurrent use; make one per goroutine.
type Parser struct {
	ts     bool
	p, tsx *sitter.Parser
}

// NewParser returns a parser of JavaScript (ts false) or TypeScript and
// TSX (ts true).
func NewParser(ts bool) *Parser {
	p := sitter.NewParser()
	p.SetLanguage(grammar(ts, false))
	return &Parser{ts: ts, p: p}
}

// Close releases the tree-sitter parsers.
func (p *Parser) Close() {
	p.p.Close()
	if p.tsx != nil {
		p.tsx.Close()
	}
}

// MaxDepth bounds the nesting the lowering descends into, as
// python.MaxDepth does: a construct nested deeper is cut off and its
// lines reported as a parse error.
const MaxDepth = 5000

// Parse lowers src, the file at path (relative to the indexed root),
// named module. A file with syntax errors is lowered as far as it parses,
// with File.Errors; the error is non-nil only when tree-sitter fails.
func (p *Parser) Parse(path, module string, isPackage bool, src []byte) (*ir.File, error) {
	tp := p.p
	if p.ts && strings.HasSuffix(path, ".tsx") {
		if p.tsx == nil {
			p.tsx = sitter.NewParser()
			p.tsx.SetLanguage(grammar(true, true))
		}
		tp = p.tsx
	}
	tree, err := tp.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	defer tree.Close()
	root := tree.RootNode()
	f := &ir.File{Path: path, Module: module, IsPackage: isPackage, Src: src, Semantics: Semantics{}}
	last := int(root.EndPoint().Row) + 1
	if root.EndPoint().Column == 0 && last > 1 {
		last--
	}
	name := module
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	top := &ir.Func{Name: name, QName: module, Kind: ir.ModuleScope, Span: ir.Span{Line: 1, EndLine: last, EndByte: len(src)}}
	lw := &lowerer{src: src, file: f, anon: map[*ir.Func]int{}, called: calledNames(root, src), namespaces: namespaceImports(root, src), guard: syntax.Guard{Max: MaxDepth}}
	fc := lw.enterFunc(top, nil, root)
	top.Body = lw.stmts(named(root))
	lw.leaveFunc(fc)
	f.Top = top
	if root.HasError() {
		lw.collectErrors(root)
	}
	f.Errors = append(f.Errors, lw.guard.Cut...)
	return f, nil
}

type lowerer struct {
	src   []byte
	file  *ir.File
	guard syntax.Guard     // nesting (enter/leave) and the constructs cut off at MaxDepth
	fn    *syntax.Scope    // the scope of names being lowered
	anon  map[*ir.Func]int // anonymous functions made so far per scope (their names)
	// pending are the definitions of the function expressions met in the
	// statement being lowered: they are placed just before it.
	pending []*ir.Stmt
	// fields, when set, lowers the instance fields of the class whose
	// constructor is lowered next (function takes and clears it).
	fields func() []*ir.Stmt
	// fieldReads are the names the instance fields' initialisers read,
	// set with fields: a constructor parameter of such a name is renamed
	// (name@line), so that the initialiser, lowered into the constructor,
	// reads the name it sees in the class body, not the parameter.
	fieldReads map[string]bool
	// called are the names the file calls or instantiates directly (f(),
	// new C()): const x = require(m) with x among them imports m's
	// default export (module.exports = f), else the module itself.
	called map[string]bool
	// namespaces are the names the file's import * as ns statements bind:
	// ns["RATE"] with a constant key is the member ns.RATE.
	namespaces map[string]bool
}

// namespaceImports lists the names import * as ns binds at the top level
// of the tree (imports are hoisted, so a use may precede its import).
func namespaceImports(root *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	for _, st := range named(root) {
		if st.Type() != "import_statement" {
			continue
		}
		for _, c := range named(st) {
			if c.Type() != "import_clause" {
				continue
			}
			for _, x := range named(c) {
				if x.Type() == "namespace_import" {
					if id := lastIdent(x); id != nil {
						out[id.Content(src)] = true
					}
				}
			}
		}
	}
	return out
}

// calledNames lists the identifiers called or instantiated in the tree.
func calledNames(root *sitter.Node, src []byte) map[string]bool {
	out := map[string]bool{}
	stack := []*sitter.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch n.Type() {
		case "call_expression", "new_expression":
			f := n.ChildByFieldName("function")
			if f == nil {
				f = n.ChildByFieldName("constructor")
			}
			if f != nil && f.Type() == "identifier" {
				out[f.Content(src)] = true
			}
		}
		for i := int(n.NamedChildCount()) - 1; i >= 0; i-- {
			stack = append(stack, n.NamedChild(i))
		}
	}
	return out
}

func (lw *lowerer) enter(n *sitter.Node) bool { return lw.guard.Enter(n) }

func (lw *lowerer) leave() { lw.guard.Leave() }

func (lw *lowerer) collectErrors(root *sitter.Node) {
	lw.file.Errors = append(lw.file.Errors, syntax.Errors(root)...)
}

func (lw *lowerer) text(n *sitter.Node) string { return n.Content(lw.src) }

func line(n *sitter.Node) int    { return int(n.StartPoint().Row) + 1 }
func endLine(n *sitter.Node) int { return int(n.EndPoint().Row) + 1 }

func named(n *sitter.Node) []*sitter.Node {
	if n == nil {
		return nil
	}
	out := make([]*sitter.Node, 0, n.NamedChildCount())
	for i := 0; i < int(n.NamedChildCount()); i++ {
		out = append(out, n.NamedChild(i))
	}
	return out
}

func (lw *lowerer) newStmt(k ir.Kind, n *sitter.Node) *ir.Stmt {
	return &ir.Stmt{Kind: k, Span: ir.Span{Line: line(n), EndLine: endLine(n),
		StartByte: int(n.StartByte()), EndByte: int(n.EndByte())}}
}

// header ends s's span where its body starts: the header lines only. A
// body opening with a brace on the header's line leaves the header there.
func header(s *ir.Stmt, body *sitter.Node) {
	if body == nil {
		return
	}
	s.Span.EndByte = int(body.StartByte())
	end := int(body.StartPoint().Row) + 1
	if body.Type() != "statement_block" && end > s.Span.Line && body.StartPoint().Column > 0 {
		end--
	}
	s.Span.EndLine = max(end, s.Span.Line)
}

// enterFunc starts the scope of names of fn, whose body is body: its
// parameters are declared by the caller (declare), its var and function
// declarations here (hoisted to the function).
func (lw *lowerer) enterFunc(fn *ir.Func, params []ir.Param, body *sitter.Node) *syntax.Scope {
	names := make([]string, 0, len(params))
	for _, p := range params {
		names = append(names, p.Name)
	}
	fc := syntax.Enter(lw.fn, fn, names...)
	lw.fn = fc
	if body != nil {
		lw.hoist(body, fc.Blocks[0])
		if body.Type() == "statement_block" || body.Type() == "program" {
			lw.declareLexical(body, fc.Blocks[0])
		}
	}
	return fc
}

// leaveFunc ends fc: the names it writes that an enclosing function
// declares are its Nonlocals, those the module declares (or none does)
// its Globals.
func (lw *lowerer) leaveFunc(fc *syntax.Scope) { lw.fn = fc.Leave() }

// hoist declares in m the var declarations and function declarations of
// n's statements, nested blocks included, nested functions and classes
// not (they are function-scoped).
func (lw *lowerer) hoist(n *sitter.Node, m map[string]string) {
	if n == nil || !lw.enter(n) {
		return
	}
	defer lw.leave()
	for _, c := range named(n) {
		switch c.Type() {
		case "variable_declaration":
			for _, d := range named(c) {
				if d.Type() == "variable_declarator" {
					for _, nm := range patternNames(lw, d.ChildByFieldName("name")) {
						m[nm] = nm
					}
				}
			}
		case "function_declaration", "generator_function_declaration":
			if nm := c.ChildByFieldName("name"); nm != nil {
				m[lw.text(nm)] = lw.text(nm)
			}
		case "function_expression", "function", "arrow_function", "generator_function", "class", "class_body",
			"method_definition", "class_declaration", "abstract_class_declaration":
		case "for_statement", "for_in_statement":
			// Its var initializer and its body's declarations.
			lw.hoist(c, m)
			if c.Type() == "for_in_statement" && c.ChildByFieldName("kind") != nil && lw.text(c.ChildByFieldName("kind")) == "var" {
				for _, nm := range patternNames(lw, c.ChildByFieldName("left")) {
					m[nm] = nm
				}
			}
		case "export_statement", "statement_block", "if_statement", "else_clause", "while_statement", "do_statement",
			"try_statement", "catch_clause", "finally_clause", "switch_statement", "switch_body", "switch_case",
			"switch_default", "labeled_statement":
			lw.hoist(c, m)
		}
	}
}

// declareLexical declares in m the let, const and class declarations
// made directly in block n, renamed (name@line) when the name is already
// visible from an enclosing block of the same function.
func (lw *lowerer) declareLexical(n *sitter.Node, m map[string]string) {
	for _, c := range named(n) {
		if c.Type() == "export_statement" {
			if d := c.ChildByFieldName("declaration"); d != nil {
				c = d
			}
		}
		switch c.Type() {
		case "lexical_declaration":
			for _, d := range named(c) {
				if d.Type() == "variable_declarator" {
					for _, nm := range patternNames(lw, d.ChildByFieldName("name")) {
						lw.declare(m, nm, line(d))
					}
				}
			}
		case "class_declaration", "abstract_class_declaration":
			if nm := c.ChildByFieldName("name"); nm != nil {
				lw.declare(m, lw.text(nm), line(c))
			}
		}
	}
}

// declare binds name in block m, renamed when an enclosing block of the
// same function (not m itself) declares it.
func (lw *lowerer) declare(m map[string]string, name string, at int) { lw.fn.Declare(m, name, at) }

// withBlock lowers fn inside a new block of the current function whose
// lexical declarations are those of n (nil: none but what fn declares).
func (lw *lowerer) withBlock(n *sitter.Node, fn func(m map[string]string)) {
	m := lw.fn.Push()
	if n != nil {
		lw.declareLexical(n, m)
	}
	fn(m)
	lw.fn.Pop()
}

// resolve returns the IR name of name as read or written here, and where
// it is declared (syntax.Scope.Resolve: Here, Enclosing, Module,
// Nowhere).
func (lw *lowerer) resolve(name string) (string, int) { return lw.fn.Resolve(name) }

// use is the IR name read for identifier name.
func (lw *lowerer) use(name string) string { return lw.fn.Use(name) }

// def is the IR name written for identifier name, recording a write of an
// enclosing function's name (nonlocal) or the module's (global).
func (lw *lowerer) def(name string) string { return lw.fn.Def(name) }

// patternNames lists the names a binding pattern binds.
func patternNames(lw *lowerer, n *sitter.Node) []string {
	if n == nil || !lw.enter(n) {
		return nil
	}
	defer lw.leave()
	switch n.Type() {
	case "identifier", "shorthand_property_identifier_pattern":
		return []string{lw.text(n)}
	case "pair_pattern":
		return patternNames(lw, n.ChildByFieldName("value"))
	case "assignment_pattern", "object_assignment_pattern":
		return patternNames(lw, n.ChildByFieldName("left"))
	case "object_pattern", "array_pattern", "rest_pattern":
		var out []string
		for _, c := range named(n) {
			out = append(out, patternNames(lw, c)...)
		}
		return out
	}
	return nil
}

// stmts lowers a list of statements, each preceded by the definitions of
// the function expressions it holds.
func (lw *lowerer) stmts(ns []*sitter.Node) []*ir.Stmt {
	return syntax.Hoisted(ns, &lw.pending, lw.stmt)
}

// body lowers the statements of a block (or of a single statement used as
// a body) in a new block scope.
func (lw *lowerer) body(n *sitter.Node) []*ir.Stmt {
	if n == nil {
		return nil
	}
	var out []*ir.Stmt
	if n.Type() == "statement_block" {
		lw.withBlock(n, func(map[string]string) { out = lw.stmts(named(n)) })
		return out
	}
	return lw.stmts([]*sitter.Node{n})
}

func (lw *lowerer) stmt(n *sitter.Node) []*ir.Stmt {
	if !lw.enter(n) {
		return nil
	}
	defer lw.leave()
	switch n.Type() {
	case "expression_statement":
		if x := n.NamedChild(0); x != nil && x.Type() == "string" && lw.fn != nil && isDirective(n) {
			return nil // "use strict"
		}
		if ss := lw.exportObject(n); ss != nil {
			return ss
		}
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		var defaults []*ir.Stmt
		if x := n.NamedChild(0); x != nil && n.NamedChildCount() == 1 && unwrap(x).Type() == "assignment_expression" {
			// ({a, b = d} = o);: the pattern's defaults are statements
			// after this one (bindDefault).
			e.defaults = &defaults
		}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		markPlain(lw, n, s)
		lw.commonJSExport(n, s)
		return append([]*ir.Stmt{s}, defaults...)
	case "lexical_declaration", "variable_declaration":
		return lw.declaration(n)
	case "return_statement":
		s := lw.newStmt(ir.Return, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	case "throw_statement":
		s := lw.newStmt(ir.Raise, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	case "break_statement", "continue_statement":
		k := ir.Break
		if n.Type() == "continue_statement" {
			k = ir.Continue
		}
		s := lw.newStmt(k, n)
		if l := n.ChildByFieldName("label"); l != nil {
			s.Target = lw.text(l)
		}
		return []*ir.Stmt{s}
	case "empty_statement", "debugger_statement", "comment", "hash_bang_line":
		return nil
	case "statement_block":
		return lw.body(n)
	case "if_statement":
		return []*ir.Stmt{lw.ifStmt(n, ir.If, n)}
	case "for_statement":
		return []*ir.Stmt{lw.forStmt(n)}
	case "for_in_statement":
		return []*ir.Stmt{lw.forInStmt(n)}
	case "while_statement":
		return []*ir.Stmt{lw.headed(ir.While, n, "condition")}
	case "do_statement":
		return []*ir.Stmt{lw.doStmt(n)}
	case "switch_statement":
		return []*ir.Stmt{lw.switchStmt(n)}
	case "try_statement":
		return []*ir.Stmt{lw.tryStmt(n)}
	case "labeled_statement":
		b := n.ChildByFieldName("body")
		if b == nil {
			return nil
		}
		ss := lw.stmt(b)
		if len(ss) > 0 {
			last := ss[len(ss)-1]
			switch last.Kind {
			case ir.For, ir.While, ir.DoWhile, ir.Switch:
				last.Label = lw.text(n.ChildByFieldName("label"))
				if last.Kind != ir.DoWhile {
					last.Span.Line, last.Span.StartByte = line(n), int(n.StartByte())
				}
			}
		}
		return ss
	case "function_declaration", "generator_function_declaration":
		return []*ir.Stmt{lw.funcDef(n, lw.text(n.ChildByFieldName("name")), n)}
	case "class_declaration", "abstract_class_declaration":
		return []*ir.Stmt{lw.classDef(n, lw.text(n.ChildByFieldName("name")), n)}
	case "import_statement":
		return lw.importStmt(n)
	case "export_statement":
		return lw.exportStmt(n)
	case "enum_declaration":
		return []*ir.Stmt{lw.enumDecl(n)}
	case "interface_declaration", "type_alias_declaration", "ambient_declaration", "function_signature",
		"abstract_method_signature", "module", "internal_module", "import_alias":
		return nil // type-only: nothing runs
	case "with_statement":
		return []*ir.Stmt{lw.headed(ir.With, n, "object")}
	case "ERROR":
		var out []*ir.Stmt
		for _, c := range named(n) {
			if isStatement(c.Type()) {
				out = append(out, lw.stmt(c)...)
			}
		}
		return out
	}
	if isStatement(n.Type()) {
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	}
	return nil
}

func isStatement(t string) bool {
	return strings.HasSuffix(t, "_statement") || strings.HasSuffix(t, "_declaration")
}

// isDirective reports whether expression statement n is a directive
// prologue entry ("use strict"): a string alone as the first statement of
// a program or function body.
func isDirective(n *sitter.Node) bool {
	p := n.Parent()
	if p == nil || n.NamedChildCount() != 1 {
		return false
	}
	if p.Type() != "program" && p.Type() != "statement_block" {
		return false
	}
	for i := 0; i < int(p.NamedChildCount()); i++ {
		c := p.NamedChild(i)
		if c.Type() == "comment" {
			continue
		}
		if c.Equal(n) {
			return true
		}
		if c.Type() != "expression_statement" || c.NamedChildCount() != 1 || c.NamedChild(0).Type() != "string" {
			return false
		}
	}
	return false
}

// declaration lowers let/const/var: one statement, its declarators'
// targets defined from their values. A lone declarator whose value is a
// function or class expression is a def/class statement of that name; one
// whose value is require(spec) an import.
func (lw *lowerer) declaration(n *sitter.Node) []*ir.Stmt {
	var decls []*sitter.Node
	for _, c := range named(n) {
		if c.Type() == "variable_declarator" {
			decls = append(decls, c)
		}
	}
	if len(decls) == 1 {
		d := decls[0]
		nm, v := d.ChildByFieldName("name"), d.ChildByFieldName("value")
		if nm != nil && nm.Type() == "identifier" && v != nil {
			v = unwrap(v)
			switch v.Type() {
			case "arrow_function", "function_expression", "function", "generator_function":
				return []*ir.Stmt{lw.funcDef(v, lw.def(lw.text(nm)), n)}
			case "class":
				return []*ir.Stmt{lw.classDef(v, lw.def(lw.text(nm)), n)}
			}
		}
		if nm != nil && v != nil {
			if spec, ok := requireSpec(lw, v); ok {
				return []*ir.Stmt{lw.requireStmt(n, nm, spec)}
			}
		}
	}
	s := lw.newStmt(ir.Simple, n)
	e := &exprCtx{lw: lw, st: s}
	var defaults []*ir.Stmt
	for k, d := range decls {
		nm, v := d.ChildByFieldName("name"), d.ChildByFieldName("value")
		if k == len(decls)-1 {
			// The last declarator's pattern defaults are statements after
			// this one (bindDefault); an earlier declarator's stay uses of
			// the statement, since a later value may read the names they
			// default.
			e.defaults = &defaults
		}
		var byName map[string][]ir.Ref
		if items, values, ok := parallel(nm, v); ok {
			// const [x, y] = [p, q]: each name from its own element.
			first, elems := len(s.Defs), e.elems(values)
			for _, r := range elems {
				s.Uses = append(s.Uses, r...)
			}
			e.target(nm, false, true)
			e.bindElems(items, elems, first)
			continue
		} else if paths, names, ok := destructuredPaths(lw, nm, v); ok {
			s.Uses = append(s.Uses, paths...)
			byName = names
		} else if v != nil {
			s.Uses = append(s.Uses, e.expr(v)...)
			if nm != nil && nm.Type() == "identifier" {
				if dn := dotted(lw, v); dn != "" && len(decls) == 1 {
					s.Alias = dn
				}
			}
		}
		if nm != nil {
			first := len(s.Defs)
			e.target(nm, false, true)
			for i := first; i < len(s.Defs); i++ {
				if uses, ok := byName[s.Defs[i].Path]; ok {
					s.Defs[i].Uses = uses
				}
			}
		}
	}
	for i := range s.Defs {
		s.Defs[i].Plain = len(decls) == 1 && decls[0].ChildByFieldName("name") != nil && decls[0].ChildByFieldName("name").Type() == "identifier"
	}
	return append([]*ir.Stmt{s}, defaults...)
}

// destructuredPaths returns the uses of const {a, b: c = d, ...r} = o:
// the paths o.a and o.b its pattern reads (golden/js/RULES.md rule 1: c
// is defined from o.b; a use of o.b does not read a definition of o.x)
// and, for a rest element, o whole, when o is a name and the pattern
// names every property it reads (no computed key). byName gives each name
// the pattern binds to a plain name what it is defined from (ir.Def.Uses):
// a from o.a, c from o.b, r from o whole, so that a write of o.x reaches
// r but neither a nor c. Defaults are not among them: they are uses of
// the statements that rebind the names they default (bindDefault).
func destructuredPaths(lw *lowerer, pattern, value *sitter.Node) (paths []ir.Ref, byName map[string][]ir.Ref, ok bool) {
	if pattern == nil || value == nil || pattern.Type() != "object_pattern" {
		return nil, nil, false
	}
	v := unwrap(value)
	if v.Type() != "identifier" {
		return nil, nil, false
	}
	base := lw.use(lw.text(v))
	byName = map[string][]ir.Ref{}
	bind := func(n *sitter.Node, r ir.Ref) {
		if n != nil && n.Type() == "assignment_pattern" {
			n = n.ChildByFieldName("left")
		}
		if n != nil && (n.Type() == "identifier" || n.Type() == "shorthand_property_identifier_pattern") {
			byName[lw.text(n)] = []ir.Ref{r}
		}
	}
	for _, c := range named(pattern) {
		var key string
		switch c.Type() {
		case "comment":
			continue
		case "shorthand_property_identifier_pattern":
			key = lw.text(c)
			bind(c, ir.PathRef(base+"."+key))
		case "object_assignment_pattern":
			l := c.ChildByFieldName("left")
			if l == nil || l.Type() != "shorthand_property_identifier_pattern" {
				return nil, nil, false
			}
			key = lw.text(l)
			bind(l, ir.PathRef(base+"."+key))
		case "pair_pattern":
			k := c.ChildByFieldName("key")
			if k == nil || (k.Type() != "property_identifier" && k.Type() != "string") {
				return nil, nil, false
			}
			key = strings.Trim(lw.text(k), `'"`)
			if key != "" && !strings.ContainsAny(key, ". ") {
				bind(c.ChildByFieldName("value"), ir.PathRef(base+"."+key))
			}
		case "rest_pattern":
			// The rest element reads the object whole.
			whole := ir.PathRef(base)
			if c.NamedChildCount() == 1 {
				bind(c.NamedChild(0), whole)
			}
			paths = append(paths, whole)
			continue
		default:
			return nil, nil, false
		}
		if key == "" || strings.ContainsAny(key, ". ") {
			return nil, nil, false
		}
		paths = append(paths, ir.PathRef(base+"."+key))
	}
	return paths, byName, len(paths) > 0
}

// unwrap strips parentheses and TypeScript's as, satisfies and ! around
// an expression.
func unwrap(n *sitter.Node) *sitter.Node {
	for n != nil {
		switch n.Type() {
		case "parenthesized_expression", "as_expression", "satisfies_expression", "non_null_expression", "type_assertion":
			if n.NamedChildCount() == 0 {
				return n
			}
			if n.Type() == "type_assertion" {
				n = n.NamedChild(int(n.NamedChildCount()) - 1)
				continue
			}
			n = n.NamedChild(0)
		default:
			return n
		}
	}
	return n
}

// requireSpec returns the specifier of require('spec') (also
// require('spec').name is not one).
func requireSpec(lw *lowerer, n *sitter.Node) (string, bool) {
	n = unwrap(n)
	if n.Type() == "await_expression" && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	if n.Type() != "call_expression" {
		return "", false
	}
	fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
	if fn == nil || args == nil || fn.Type() != "identifier" || lw.text(fn) != "require" || args.NamedChildCount() != 1 {
		return "", false
	}
	if _, local := lw.resolve("require"); local == 0 && lw.fn.Func.Kind != ir.ModuleScope {
		return "", false
	}
	return stringValue(lw, args.NamedChild(0))
}

func stringValue(lw *lowerer, n *sitter.Node) (string, bool) {
	if n == nil || n.Type() != "string" {
		return "", false
	}
	var b strings.Builder
	for _, c := range named(n) {
		if c.Type() == "string_fragment" {
			b.WriteString(lw.text(c))
		}
	}
	return b.String(), true
}

// requireStmt lowers const m = require(spec) (an import of the module
// as m) and const {a, b: c} = require(spec) (a from-import of a, and of
// b as c).
func (lw *lowerer) requireStmt(n, target *sitter.Node, spec string) *ir.Stmt {
	s := lw.newStmt(ir.Import, n)
	mod := SpecifierModule(lw.file.Path, spec)
	info := &ir.ImportInfo{From: mod, Module: mod, Declaration: true}
	switch target.Type() {
	case "identifier":
		if lw.called[lw.text(target)] {
			// const f = require('./f'); f(...): the module's default
			// export (module.exports = f).
			info.IsFrom = true
			info.Names = []ir.ImportName{{Name: "default", Alias: lw.def(lw.text(target))}}
			break
		}
		info.Names = []ir.ImportName{{Name: mod, Alias: lw.def(lw.text(target))}}
	case "object_pattern":
		info.IsFrom = true
		for _, c := range named(target) {
			switch c.Type() {
			case "shorthand_property_identifier_pattern":
				info.Names = append(info.Names, ir.ImportName{Name: lw.text(c), Alias: lw.def(lw.text(c))})
			case "pair_pattern":
				k, v := c.ChildByFieldName("key"), c.ChildByFieldName("value")
				if k != nil && v != nil && v.Type() == "identifier" {
					info.Names = append(info.Names, ir.ImportName{Name: strings.Trim(lw.text(k), `'"`), Alias: lw.def(lw.text(v))})
				}
			}
		}
	default:
		s.Kind = ir.Simple
		e := &exprCtx{lw: lw, st: s}
		e.target(target, false, true)
		return s
	}
	if !info.IsFrom {
		info.From = ""
	}
	s.Import = info
	for _, nm := range info.Names {
		s.Defs = append(s.Defs, ir.Def{Path: nm.Alias})
	}
	return s
}

// commonJSExport adds to s, an expression statement at module level, the
// module-level name an export assignment binds: exports.a = v and
// module.exports.a = v bind a (an alias when v is a dotted name);
// module.exports = v binds default. The definition is the export's
// (ir.Def.Export): exports.LIMIT = LIMIT leaves the module's own LIMIT,
// which its functions read, alone.
func (lw *lowerer) commonJSExport(n *sitter.Node, s *ir.Stmt) {
	if lw.fn == nil || lw.fn.Func.Kind != ir.ModuleScope || n.NamedChildCount() != 1 {
		return
	}
	a := n.NamedChild(0)
	if a.Type() != "assignment_expression" {
		return
	}
	left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
	if left == nil || right == nil {
		return
	}
	lt := strings.ReplaceAll(lw.text(left), " ", "")
	var name string
	switch {
	case lt == "module.exports" && unwrap(right).Type() == "object":
		// module.exports = { a, b: c }: exports a and b, each bound
		// separately (golden/js/RULES.md, rule 1): exportObject splits
		// the statement, one per exported name; one it cannot split
		// (a spread, a computed key) binds no export.
		return
	case lt == "module.exports":
		name = "default"
	case strings.HasPrefix(lt, "exports.") && strings.Count(lt, ".") == 1:
		name = strings.TrimPrefix(lt, "exports.")
	case strings.HasPrefix(lt, "module.exports.") && strings.Count(lt, ".") == 2:
		name = strings.TrimPrefix(lt, "module.exports.")
	default:
		return
	}
	// The export is the module-level name, not a path of Node's module
	// object: a plain alias when the value is a dotted name.
	kept := s.Defs[:0]
	for _, d := range s.Defs {
		if d.Path != "module.exports" && d.Path != "exports."+name && d.Path != "module" && d.Path != "exports" {
			kept = append(kept, d)
		}
	}
	s.Defs = append(kept, ir.Def{Path: name, Plain: true, Export: true})
	s.Alias = ""
	if d := dotted(lw, unwrap(right)); d != "" && d != name {
		s.Alias = d
	}
}

func (lw *lowerer) ifStmt(n *sitter.Node, k ir.Kind, at *sitter.Node) *ir.Stmt {
	s := lw.newStmt(k, at)
	e := &exprCtx{lw: lw, st: s}
	s.Uses = e.expr(n.ChildByFieldName("condition"))
	b := n.ChildByFieldName("consequence")
	header(s, b)
	s.Body = lw.body(b)
	alt := n.ChildByFieldName("alternative")
	if alt == nil {
		return s
	}
	var inner *sitter.Node
	for _, c := range named(alt) {
		if c.Type() != "comment" {
			inner = c
			break
		}
	}
	if inner != nil && inner.Type() == "if_statement" {
		if !lw.enter(inner) {
			return s
		}
		defer lw.leave()
		el := lw.ifStmt(inner, ir.Elif, alt)
		s.Else = el
		return s
	}
	el := lw.newStmt(ir.Else, alt)
	header(el, inner)
	el.Body = lw.body(inner)
	s.Else = el
	return s
}

// forStmt lowers for (init; cond; update): one header statement that
// defines what init and update define and uses what all three use.
func (lw *lowerer) forStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.For, n)
	b := n.ChildByFieldName("body")
	header(s, b)
	lw.withBlock(nil, func(m map[string]string) {
		init := n.ChildByFieldName("initializer")
		if init != nil && init.Type() == "lexical_declaration" {
			for _, d := range named(init) {
				if d.Type() == "variable_declarator" {
					for _, nm := range patternNames(lw, d.ChildByFieldName("name")) {
						lw.declare(m, nm, line(d))
					}
				}
			}
		}
		e := &exprCtx{lw: lw, st: s}
		if init != nil && init.Type() != "lexical_declaration" && init.Type() != "empty_statement" && init.Type() != ";" {
			// for (i = 0; ...) and for (var i = 0; ...) assign a name the
			// function may have assigned before: the initializer runs
			// once, before the header's test reads i, so it is a
			// statement of its own on the header's line, placed before
			// the loop, and earlier definitions of i do not reach the
			// test (rule 1; let i makes a new variable and needs none).
			is := lw.newStmt(ir.Simple, init)
			ie := &exprCtx{lw: lw, st: is}
			if init.Type() == "variable_declaration" {
				for _, d := range named(init) {
					if d.Type() != "variable_declarator" {
						continue
					}
					if v := d.ChildByFieldName("value"); v != nil {
						is.Uses = append(is.Uses, ie.expr(v)...)
						ie.target(d.ChildByFieldName("name"), false, true)
					}
				}
			} else {
				is.Uses = append(is.Uses, ie.expr(init)...)
			}
			lw.pending = append(lw.pending, is)
			init = nil
		}
		if init != nil {
			if init.Type() == "lexical_declaration" || init.Type() == "variable_declaration" {
				for _, d := range named(init) {
					if d.Type() != "variable_declarator" {
						continue
					}
					if v := d.ChildByFieldName("value"); v != nil {
						s.Uses = append(s.Uses, e.expr(v)...)
					}
					e.target(d.ChildByFieldName("name"), false, true)
				}
			} else {
				s.Uses = append(s.Uses, e.expr(init)...)
			}
		}
		s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("condition"))...)
		s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("increment"))...)
		s.Body = lw.body(b)
	})
	return s
}

// forInStmt lowers for (x of xs) and for (k in o): the header defines the
// target from the iterable.
func (lw *lowerer) forInStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.For, n)
	b := n.ChildByFieldName("body")
	header(s, b)
	e := &exprCtx{lw: lw, st: s}
	s.Uses = e.expr(n.ChildByFieldName("right"))
	lw.withBlock(nil, func(m map[string]string) {
		left := n.ChildByFieldName("left")
		if k := n.ChildByFieldName("kind"); k != nil && lw.text(k) != "var" {
			for _, nm := range patternNames(lw, left) {
				lw.declare(m, nm, line(n))
			}
		}
		var defaults []*ir.Stmt
		e.defaults = &defaults
		e.target(left, false, true)
		e.defaults = nil
		// The target's defaults rebind their names at the start of each
		// iteration (bindDefault): the header, which decides whether the
		// body runs, reads the iterable alone.
		s.Body = append(defaults, lw.body(b)...)
	})
	return s
}

// doStmt lowers do body while (cond): the statement is its condition,
// named by the line of while.
func (lw *lowerer) doStmt(n *sitter.Node) *ir.Stmt {
	cond := n.ChildByFieldName("condition")
	at := cond
	for i := 0; i < int(n.ChildCount()); i++ {
		if c := n.Child(i); c.Type() == "while" {
			at = c
		}
	}
	if at == nil {
		at = n
	}
	s := &ir.Stmt{Kind: ir.DoWhile, Span: ir.Span{Line: line(at), EndLine: endLine(n), StartByte: int(at.StartByte()), EndByte: int(n.EndByte())}}
	s.Body = lw.body(n.ChildByFieldName("body"))
	e := &exprCtx{lw: lw, st: s}
	s.Uses = e.expr(cond)
	return s
}

// switchStmt lowers a switch: its clauses in order, each falling through
// into the next when its body completes.
func (lw *lowerer) switchStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Switch, n)
	e := &exprCtx{lw: lw, st: s}
	s.Uses = e.expr(n.ChildByFieldName("value"))
	body := n.ChildByFieldName("body")
	header(s, body)
	if body == nil {
		return s
	}
	lw.withBlock(nil, func(m map[string]string) {
		for _, cl := range named(body) {
			lw.declareLexical(cl, m)
		}
		for _, cl := range named(body) {
			if cl.Type() != "switch_case" && cl.Type() != "switch_default" {
				continue
			}
			c := lw.newStmt(ir.Case, cl)
			c.Fallthrough = true
			c.Default = cl.Type() == "switch_default"
			val := cl.ChildByFieldName("value")
			saved := lw.pending
			lw.pending = nil
			ce := &exprCtx{lw: lw, st: c}
			c.Uses = ce.expr(val)
			var stmts []*sitter.Node
			for _, x := range named(cl) {
				if val != nil && x.Equal(val) || x.Type() == "comment" {
					continue
				}
				stmts = append(stmts, x)
			}
			pend := lw.pending
			lw.pending = saved
			lw.pending = append(lw.pending, pend...)
			if len(stmts) > 0 {
				c.Span.EndLine = max(c.Span.Line, line(stmts[0])-boolInt(line(stmts[0]) > c.Span.Line))
				c.Span.EndByte = int(stmts[0].StartByte())
				if line(stmts[0]) == c.Span.Line {
					c.Span.EndLine = c.Span.Line
				}
			}
			c.Body = lw.stmts(stmts)
			s.Handlers = append(s.Handlers, c)
		}
	})
	return s
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (lw *lowerer) tryStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Try, n)
	b := n.ChildByFieldName("body")
	header(s, b)
	s.Body = lw.body(b)
	if h := n.ChildByFieldName("handler"); h != nil {
		c := lw.newStmt(ir.Except, h)
		hb := h.ChildByFieldName("body")
		header(c, hb)
		lw.withBlock(nil, func(m map[string]string) {
			var defaults []*ir.Stmt // a destructured parameter's defaults (bindDefault)
			if p := h.ChildByFieldName("parameter"); p != nil {
				for _, nm := range patternNames(lw, p) {
					lw.declare(m, nm, line(h))
				}
				e := &exprCtx{lw: lw, st: c, defaults: &defaults}
				e.target(p, false, true)
			}
			c.Body = append(defaults, lw.body(hb)...)
		})
		// catch (e) binds what the throws of its try throw
		// (golden/js/RULES.md rules 1 and 9).
		ir.BindThrown(c, s.Body)
		s.Handlers = append(s.Handlers, c)
	}
	if f := n.ChildByFieldName("finalizer"); f != nil {
		c := lw.newStmt(ir.Finally, f)
		fb := f.ChildByFieldName("body")
		header(c, fb)
		c.Body = lw.body(fb)
		s.Finally = c
	}
	return s
}

// exportObject lowers module.exports = { a, b: expr, ... } at module level
// as one statement per exported name, on the same line, each defining
// the name (a module-level binding, as the importers' require reads it)
// from its own value only: an import binds each name separately
// (golden/js/RULES.md, rule 1). A value that is a plain name is an alias
// of it. Other entries (spreads, computed keys) make it nil: the
// statement is lowered whole.
func (lw *lowerer) exportObject(n *sitter.Node) []*ir.Stmt {
	if lw.fn == nil || lw.fn.Func.Kind != ir.ModuleScope || n.NamedChildCount() != 1 {
		return nil
	}
	a := n.NamedChild(0)
	if a.Type() != "assignment_expression" {
		return nil
	}
	left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
	if left == nil || right == nil || strings.ReplaceAll(lw.text(left), " ", "") != "module.exports" {
		return nil
	}
	obj := unwrap(right)
	if obj.Type() != "object" {
		return nil
	}
	type entry struct {
		name string
		val  *sitter.Node
	}
	var entries []entry
	for _, c := range named(obj) {
		switch c.Type() {
		case "comment":
		case "shorthand_property_identifier":
			entries = append(entries, entry{lw.text(c), c})
		case "pair":
			k, v := c.ChildByFieldName("key"), c.ChildByFieldName("value")
			if k == nil || v == nil || k.Type() == "computed_property_name" {
				return nil
			}
			entries = append(entries, entry{strings.Trim(lw.text(k), `'"`), v})
		default:
			return nil
		}
	}
	if len(entries) == 0 {
		return nil
	}
	var out []*ir.Stmt
	for _, en := range entries {
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		s.Uses = e.expr(en.val)
		s.Defs = []ir.Def{{Path: en.name, Plain: true, Export: true}}
		if d := dotted(lw, unwrap(en.val)); d != "" && d != en.name {
			s.Alias = d
		}
		out = append(out, s)
	}
	return out
}

// headed lowers a compound statement of kind k whose header uses the
// expression in field and whose body is the field body (while, with).
func (lw *lowerer) headed(k ir.Kind, n *sitter.Node, field string) *ir.Stmt {
	s := lw.newStmt(k, n)
	e := &exprCtx{lw: lw, st: s}
	s.Uses = e.expr(n.ChildByFieldName(field))
	b := n.ChildByFieldName("body")
	header(s, b)
	s.Body = lw.body(b)
	return s
}

// enumDecl lowers a TypeScript enum as one statement defining its name
// whose uses are its members' initializers (golden/js/RULES.md, "Enums"):
// a member named bare or through the enum (B = A * 2, E.A) is the
// statement's own value, not a use.
func (lw *lowerer) enumDecl(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Simple, n)
	name := ""
	if nm := n.ChildByFieldName("name"); nm != nil {
		name = lw.text(nm)
	}
	own := map[string]bool{name: true}
	var inits []*sitter.Node
	if body := n.ChildByFieldName("body"); body != nil {
		for _, m := range named(body) {
			if m.Type() != "enum_assignment" {
				continue
			}
			if k := m.ChildByFieldName("name"); k != nil {
				own[strings.Trim(lw.text(k), `'"`)] = true
			}
			if v := m.ChildByFieldName("value"); v != nil {
				inits = append(inits, v)
			}
		}
	}
	e := &exprCtx{lw: lw, st: s}
	for _, v := range inits {
		for _, r := range e.expr(v) {
			if r.Call < 0 && r.Path != "" && own[strings.SplitN(r.Path, ".", 2)[0]] {
				continue
			}
			s.Uses = append(s.Uses, r)
		}
	}
	if name != "" {
		s.Defs = append(s.Defs, ir.Def{Path: lw.def(name), Plain: true})
	}
	return s
}

// markPlain marks the one definition of an expression statement that
// assigns a name outright (x = v;, x += v;) as Plain, as a declaration's
// is: a write of a module-level name the order analysis can count on to
// kill (a call of setMode(m) that runs mode = m; replaces mode). A
// logical assignment (x ??= v) may keep the old value and a chained or
// destructuring one defines several names: neither is marked.
func markPlain(lw *lowerer, n *sitter.Node, s *ir.Stmt) {
	x := n.NamedChild(0)
	if x == nil || n.NamedChildCount() != 1 || len(s.Defs) != 1 || s.Defs[0].May || s.Defs[0].MayKeep {
		return
	}
	a := unwrap(x)
	switch a.Type() {
	case "assignment_expression":
	case "augmented_assignment_expression":
		if o := a.ChildByFieldName("operator"); o == nil || lw.text(o) == "&&=" || lw.text(o) == "||=" || lw.text(o) == "??=" {
			return
		}
	default:
		return
	}
	if l := a.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
		s.Defs[0].Plain = true
	}
}
