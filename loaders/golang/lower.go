package golang

import (
	"context"
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Parser lowers Go source to the IR. It is not safe for concurrent use;
// make one per goroutine.
type Parser struct {
	p *sitter.Parser
}

// NewParser returns a Go parser.
func NewParser() *Parser {
	p := sitter.NewParser()
	p.SetLanguage(grammar())
	return &Parser{p: p}
}

// Close releases the tree-sitter parser.
func (p *Parser) Close() { p.p.Close() }

// MaxDepth bounds the nesting the lowering descends into, as
// python.MaxDepth does: a construct nested deeper is cut off and its
// lines reported as a parse error.
const MaxDepth = 5000

// Parse lowers src, the file at path (relative to the indexed root),
// named module (its directory's, Module). A file at the root is named by
// its package clause instead; a file of an external test package (package
// x_test) by its directory's name with _test appended, so that it is a
// package apart. Every file is marked ir.File.SharedModule: the files of
// one directory make one module. Imports keep their import paths until
// Link maps them to modules. A file with syntax errors is lowered as far
// as it parses, with File.Errors; the error is non-nil only when
// tree-sitter fails.
func (p *Parser) Parse(path, module string, isPackage bool, src []byte) (*ir.File, error) {
	tree, err := p.p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w", path, err)
	}
	defer tree.Close()
	root := tree.RootNode()
	pkgName, pkgLine := "", 1
	for _, c := range named(root) {
		if c.Type() == "package_clause" {
			pkgLine = line(c)
			if id := c.NamedChild(0); id != nil {
				pkgName = id.Content(src)
			}
			break
		}
	}
	if !strings.Contains(path, "/") && pkgName != "" {
		module = pkgName
	}
	if strings.HasSuffix(pkgName, "_test") && !strings.HasSuffix(module, "_test") {
		module += "_test"
	}
	f := &ir.File{Path: path, Module: module, IsPackage: isPackage, Src: src, Semantics: Semantics{}, SharedModule: true}
	last := int(root.EndPoint().Row) + 1
	if root.EndPoint().Column == 0 && last > 1 {
		last--
	}
	name := module
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		name = name[i+1:]
	}
	top := &ir.Func{Name: name, QName: module, Kind: ir.ModuleScope, Span: ir.Span{Line: 1, EndLine: last, EndByte: len(src)}}
	lw := &lowerer{src: src, file: f, anon: map[*ir.Func]int{}, guard: syntax.Guard{Max: MaxDepth}, pkgLine: pkgLine,
		types: newFileTypes()}
	f.Linking = lw.types
	fc := lw.enterFunc(top, nil)
	top.Body = lw.topLevel(root)
	lw.leaveFunc(fc)
	f.Top = top
	if root.HasError() {
		f.Errors = append(f.Errors, syntax.Errors(root)...)
	}
	f.Errors = append(f.Errors, lw.guard.Cut...)
	return f, nil
}

type lowerer struct {
	src     []byte
	file    *ir.File
	guard   syntax.Guard
	fn      *syntax.Scope    // the scope of names being lowered
	anon    map[*ir.Func]int // function literals made so far per scope (their names)
	pending []*ir.Stmt       // def statements of the function literals of the statement being lowered
	pkgLine int              // the package clause's line
	types   *fileTypes       // the file's type declarations, for Link
	// cases is the clause list of the innermost switch being lowered, for
	// fallthrough.
	clause *ir.Stmt
}

func (lw *lowerer) enter(n *sitter.Node) bool { return lw.guard.Enter(n) }
func (lw *lowerer) leave()                    { lw.guard.Leave() }
func (lw *lowerer) text(n *sitter.Node) string {
	if n == nil {
		return ""
	}
	return n.Content(lw.src)
}

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

// fieldAll returns every child of n under field name (a var_spec's names).
func fieldAll(n *sitter.Node, name string) []*sitter.Node {
	var out []*sitter.Node
	for i := 0; i < int(n.ChildCount()); i++ {
		if c := n.Child(i); c.IsNamed() && n.FieldNameForChild(i) == name {
			out = append(out, c)
		}
	}
	return out
}

func (lw *lowerer) newStmt(k ir.Kind, n *sitter.Node) *ir.Stmt {
	return &ir.Stmt{Kind: k, Span: ir.Span{Line: line(n), EndLine: endLine(n),
		StartByte: int(n.StartByte()), EndByte: int(n.EndByte())}}
}

// header ends s's span where its body (a block) starts.
func header(s *ir.Stmt, body *sitter.Node) {
	if body == nil {
		return
	}
	s.Span.EndByte = int(body.StartByte())
	s.Span.EndLine = max(line(body), s.Span.Line)
}

func (lw *lowerer) enterFunc(fn *ir.Func, names []string) *syntax.Scope {
	lw.fn = syntax.Enter(lw.fn, fn, names...)
	return lw.fn
}

func (lw *lowerer) leaveFunc(fc *syntax.Scope) { lw.fn = fc.Leave() }

// withBlock lowers fn inside a new block of the current function.
func (lw *lowerer) withBlock(fn func()) {
	lw.fn.Push()
	fn()
	lw.fn.Pop()
}

// declare binds name in the innermost block and returns its IR name:
// renamed name@at when an enclosing block of the same function declares
// it (Go's := and var in a block shadow the outer variable).
func (lw *lowerer) declare(name string, at int) string {
	return lw.fn.Declare(lw.fn.Innermost(), name, at)
}

// declaredHere reports whether the innermost block declares name.
func (lw *lowerer) declaredHere(name string) bool {
	_, ok := lw.fn.Innermost()[name]
	return ok
}

// resolve returns the IR name of name and where it is declared
// (syntax.Scope.Resolve): a name no scope of the file declares is one
// another file of the package declares, or a predeclared one.
func (lw *lowerer) resolve(name string) (string, int) { return lw.fn.Resolve(name) }

func (lw *lowerer) use(name string) string { return lw.fn.Use(name) }

// def is the IR name written for name, recording a write of an enclosing
// function's variable (nonlocal) or a package-level one (global: Go needs
// no declaration to assign one).
func (lw *lowerer) def(name string) string { return lw.fn.Def(name) }

// topLevel lowers a file's declarations. Each named type of the file and
// each receiver type of its methods is a class whose body holds the
// file's methods of that type: at the type's declaration when the file
// declares it, else at the package clause (an unscored line), since a
// method may be declared in another file than its type.
func (lw *lowerer) topLevel(root *sitter.Node) []*ir.Stmt {
	top := lw.fn.Func
	m := lw.fn.Blocks[0]
	classes := map[string]*ir.Stmt{}
	var order []string
	newClass := func(name string, at *sitter.Node, bases []string) *ir.Stmt {
		s := &ir.Stmt{Kind: ir.ClassStmt, Span: ir.Span{Line: lw.pkgLine, EndLine: lw.pkgLine}, Unscored: true}
		fn := &ir.Func{Name: name, QName: top.QName + "." + name, Kind: ir.ClassScope, Def: s, Parent: top, Bases: bases,
			Span: s.Span, Signature: "type " + name}
		if at != nil {
			s.Span = ir.Span{Line: line(at), EndLine: endLine(at), StartByte: int(at.StartByte()), EndByte: int(at.EndByte())}
			fn.Span = s.Span
			fn.Signature = oneLine(lw.text(at))
			if len(fn.Signature) > 200 {
				fn.Signature = fn.Signature[:200]
			}
		}
		s.Func = fn
		s.Defs = []ir.Def{{Path: name}}
		classes[name] = s
		order = append(order, name)
		return s
	}
	// Declared names first: a function may use a later declaration.
	for _, c := range named(root) {
		switch c.Type() {
		case "function_declaration":
			m[lw.text(c.ChildByFieldName("name"))] = lw.text(c.ChildByFieldName("name"))
		case "var_declaration", "const_declaration":
			for _, sp := range specs(c) {
				for _, nm := range fieldAll(sp, "name") {
					m[lw.text(nm)] = lw.text(nm)
				}
			}
		case "type_declaration":
			for _, sp := range named(c) {
				if sp.Type() != "type_spec" && sp.Type() != "type_alias" {
					continue
				}
				nm := lw.text(sp.ChildByFieldName("name"))
				m[nm] = nm
				t := sp.ChildByFieldName("type")
				lw.types.record(lw, nm, t)
				if t != nil && t.Type() == "interface_type" {
					continue
				}
				newClass(nm, sp, embedded(lw, sp.ChildByFieldName("type")))
			}
		}
	}
	var foreign []*ir.Stmt
	for _, c := range named(root) {
		if c.Type() != "method_declaration" {
			continue
		}
		t := receiverType(lw, c.ChildByFieldName("receiver"))
		if t == "" {
			continue
		}
		if _, ok := classes[t]; !ok {
			foreign = append(foreign, newClass(t, nil, nil))
		}
	}
	out := append([]*ir.Stmt(nil), foreign...)
	for _, c := range named(root) {
		switch c.Type() {
		case "package_clause", "comment":
		case "type_declaration":
			for _, sp := range named(c) {
				if sp.Type() != "type_spec" && sp.Type() != "type_alias" {
					continue
				}
				if s, ok := classes[lw.text(sp.ChildByFieldName("name"))]; ok && s.Span.StartByte == int(sp.StartByte()) && s.Span.Line == line(sp) {
					out = append(out, s)
				}
			}
		case "method_declaration":
			t := receiverType(lw, c.ChildByFieldName("receiver"))
			cls, ok := classes[t]
			if !ok {
				continue
			}
			saved := lw.pending
			lw.pending = nil
			s := lw.function(c, lw.text(c.ChildByFieldName("name")), c, cls.Func, c.ChildByFieldName("receiver"))
			cls.Func.Body = append(cls.Func.Body, lw.pending...)
			cls.Func.Body = append(cls.Func.Body, s)
			lw.pending = saved
		default:
			out = append(out, lw.stmts([]*sitter.Node{c})...)
		}
	}
	return out
}

// specs returns the specs of a var or const declaration, grouped or not.
func specs(n *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, c := range named(n) {
		switch c.Type() {
		case "var_spec", "const_spec":
			out = append(out, c)
		case "var_spec_list", "const_spec_list":
			out = append(out, specs(c)...)
		}
	}
	return out
}

// embedded lists the types a struct type embeds (its fields without a
// name), which promote their methods: the class's bases.
func embedded(lw *lowerer, t *sitter.Node) []string {
	if t == nil || t.Type() != "struct_type" {
		return nil
	}
	var out []string
	for _, fl := range named(t) {
		if fl.Type() != "field_declaration_list" {
			continue
		}
		for _, fd := range named(fl) {
			if fd.Type() != "field_declaration" || fd.ChildByFieldName("name") != nil {
				continue
			}
			if n := typeName(lw, fd.ChildByFieldName("type")); n != "" {
				out = append(out, n)
			}
		}
	}
	return out
}

// receiverType is the name of a method's receiver type (T for t *T, t T,
// t T[K]).
func receiverType(lw *lowerer, recv *sitter.Node) string {
	for _, p := range named(recv) {
		if p.Type() == "parameter_declaration" {
			n := typeName(lw, p.ChildByFieldName("type"))
			if i := strings.LastIndexByte(n, '.'); i >= 0 {
				n = n[i+1:]
			}
			return n
		}
	}
	return ""
}

// typeName is the dotted name a type names (T, *T, pkg.T, T[K]), "" for
// any other form.
func typeName(lw *lowerer, t *sitter.Node) string {
	for t != nil {
		switch t.Type() {
		case "type_identifier":
			return lw.text(t)
		case "qualified_type":
			return strings.ReplaceAll(lw.text(t), " ", "")
		case "pointer_type", "parenthesized_type":
			t = t.NamedChild(0)
		case "generic_type":
			t = t.ChildByFieldName("type")
		default:
			return ""
		}
	}
	return ""
}

// typeOrContainer is typeName, or for a slice, an array or a map of a
// named type its element type marked: "[]E", "map[K]V" (K or V "" when
// not named), so that Link types what ranging over it or indexing it
// yields. "" for any other type.
func typeOrContainer(lw *lowerer, t *sitter.Node) string {
	if n := typeName(lw, t); n != "" || t == nil {
		return n
	}
	switch t.Type() {
	case "slice_type", "array_type", "implicit_length_array_type":
		if e := typeName(lw, t.ChildByFieldName("element")); e != "" {
			return "[]" + e
		}
	case "map_type":
		k, v := typeName(lw, t.ChildByFieldName("key")), typeName(lw, t.ChildByFieldName("value"))
		if k != "" || v != "" {
			return "map[" + k + "]" + v
		}
	}
	return ""
}

// byValue reports whether a parameter of type t is a copy whose writes
// never reach the caller: a named type (a struct, unless Link finds it
// is an interface or a map, slice, pointer, channel or function type) or
// an array. Pointers, slices, maps, channels, functions and interfaces
// share what they point to.
func byValue(t *sitter.Node) bool {
	if t == nil {
		return false
	}
	switch t.Type() {
	case "type_identifier", "qualified_type", "array_type", "struct_type", "generic_type":
		return true
	}
	return false
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// stmts lowers a list of statements, each preceded by the definitions of
// the function literals it holds.
func (lw *lowerer) stmts(ns []*sitter.Node) []*ir.Stmt {
	return syntax.Hoisted(ns, &lw.pending, lw.stmt)
}

// body lowers a block in a new block scope.
func (lw *lowerer) body(n *sitter.Node) []*ir.Stmt {
	if n == nil {
		return nil
	}
	var out []*ir.Stmt
	lw.withBlock(func() {
		if n.Type() == "block" {
			out = lw.stmts(blockStmts(n))
		} else {
			out = lw.stmts([]*sitter.Node{n})
		}
	})
	return out
}

// blockStmts returns the statements of a block (a statement_list inside
// it in newer grammars, directly in older ones).
func blockStmts(n *sitter.Node) []*sitter.Node {
	var out []*sitter.Node
	for _, c := range named(n) {
		if c.Type() == "statement_list" {
			out = append(out, named(c)...)
			continue
		}
		out = append(out, c)
	}
	return out
}

func (lw *lowerer) stmt(n *sitter.Node) []*ir.Stmt {
	if !lw.enter(n) {
		return nil
	}
	defer lw.leave()
	switch n.Type() {
	case "comment", "empty_statement", "fallthrough_statement", "type_declaration", "package_clause":
		return nil
	case "expression_statement", "send_statement", "go_statement", "goto_statement":
		s := lw.newStmt(ir.Simple, n)
		if lw.isPanic(n) {
			s.Kind = ir.Raise // panic(v) leaves the function, running the deferred calls
		}
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	case "defer_statement":
		s := lw.newStmt(ir.Defer, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	case "short_var_declaration":
		return lw.shortVar(n)
	case "assignment_statement":
		return []*ir.Stmt{lw.assign(n)}
	case "inc_statement", "dec_statement":
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		e.target(n.NamedChild(0), true)
		return []*ir.Stmt{s}
	case "var_declaration", "const_declaration":
		var out []*ir.Stmt
		for _, sp := range specs(n) {
			out = append(out, lw.varSpec(sp, n))
		}
		return out
	case "return_statement":
		s := lw.newStmt(ir.Return, n)
		e := &exprCtx{lw: lw, st: s}
		var xs []*sitter.Node
		for _, c := range named(n) {
			if c.Type() == "expression_list" {
				xs = append(xs, named(c)...)
			} else if c.Type() != "comment" {
				xs = append(xs, c)
			}
		}
		nres := lw.fn.Func.Results
		var byPos [][]ir.Ref // each operand's uses
		for _, x := range xs {
			refs := e.expr(x)
			s.Uses = append(s.Uses, refs...)
			byPos = append(byPos, append([]ir.Ref{}, refs...))
			if nres > 1 && len(xs) == nres {
				s.ResultUses = append(s.ResultUses, refs)
			}
		}
		if res := lw.fn.Results; len(res) > 0 {
			if len(xs) == 0 { // a bare return returns the named results
				for _, r := range res {
					s.Uses = append(s.Uses, ir.PathRef(lw.use(r)))
					if nres > 1 && len(res) == nres {
						s.ResultUses = append(s.ResultUses, []ir.Ref{ir.PathRef(lw.use(r))})
					}
				}
			} else {
				// return total, applied assigns each named result from its
				// own operand (a parallel assignment: Def.Uses), so the
				// caller's result 1 does not read operand 0.
				for k, r := range res {
					d := ir.Def{Path: lw.use(r)}
					if len(xs) == len(res) {
						d.Uses = byPos[k]
					}
					s.Defs = append(s.Defs, d)
				}
			}
		}
		return []*ir.Stmt{s}
	case "break_statement", "continue_statement":
		k := ir.Break
		if n.Type() == "continue_statement" {
			k = ir.Continue
		}
		s := lw.newStmt(k, n)
		for _, c := range named(n) {
			if c.Type() == "label_name" {
				s.Target = lw.text(c)
			}
		}
		return []*ir.Stmt{s}
	case "block":
		return lw.body(n)
	case "if_statement":
		var s *ir.Stmt
		lw.withBlock(func() { s = lw.ifStmt(n, ir.If) })
		return []*ir.Stmt{s}
	case "for_statement":
		return []*ir.Stmt{lw.forStmt(n)}
	case "expression_switch_statement", "type_switch_statement", "select_statement":
		return []*ir.Stmt{lw.switchStmt(n)}
	case "labeled_statement":
		var inner *sitter.Node
		for _, c := range named(n) {
			if c.Type() != "label_name" && c.Type() != "comment" {
				inner = c
			}
		}
		if inner == nil {
			return nil
		}
		ss := lw.stmt(inner)
		if len(ss) > 0 {
			last := ss[len(ss)-1]
			switch last.Kind {
			case ir.For, ir.While, ir.Switch:
				last.Label = lw.text(n.ChildByFieldName("label"))
			}
		}
		return ss
	case "function_declaration":
		return []*ir.Stmt{lw.function(n, lw.text(n.ChildByFieldName("name")), n, lw.fn.Func, nil)}
	case "import_declaration":
		return lw.imports(n)
	case "ERROR":
		var out []*ir.Stmt
		for _, c := range named(n) {
			if strings.HasSuffix(c.Type(), "_statement") || strings.HasSuffix(c.Type(), "_declaration") {
				out = append(out, lw.stmt(c)...)
			}
		}
		return out
	}
	if strings.HasSuffix(n.Type(), "_statement") {
		s := lw.newStmt(ir.Simple, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			s.Uses = append(s.Uses, e.expr(c)...)
		}
		return []*ir.Stmt{s}
	}
	return nil
}

// isPanic reports whether expression statement n calls the predeclared
// panic.
func (lw *lowerer) isPanic(n *sitter.Node) bool {
	if n.Type() != "expression_statement" || n.NamedChildCount() != 1 {
		return false
	}
	c := n.NamedChild(0)
	if c.Type() != "call_expression" {
		return false
	}
	fn := c.ChildByFieldName("function")
	if fn == nil || fn.Type() != "identifier" || lw.text(fn) != "panic" {
		return false
	}
	_, where := lw.resolve("panic")
	return where == syntax.Nowhere
}

// listItems returns the expressions of an expression_list (or the node
// itself when it is a single expression).
func listItems(n *sitter.Node) []*sitter.Node {
	if n == nil {
		return nil
	}
	if n.Type() != "expression_list" {
		return []*sitter.Node{n}
	}
	var out []*sitter.Node
	for _, c := range named(n) {
		if c.Type() != "comment" {
			out = append(out, c)
		}
	}
	return out
}

// shortVar lowers a, b := x, y: the right side is read first, then each
// name not declared in the innermost block is declared (shadowing an
// outer one), the others assigned. x := func(...) {...} is a def
// statement of x.
func (lw *lowerer) shortVar(n *sitter.Node) []*ir.Stmt {
	left, right := listItems(n.ChildByFieldName("left")), listItems(n.ChildByFieldName("right"))
	if len(left) == 1 && len(right) == 1 && left[0].Type() == "identifier" && right[0].Type() == "func_literal" {
		name := lw.text(left[0])
		v := lw.declare(name, line(n))
		return []*ir.Stmt{lw.function(right[0], v, n, lw.fn.Func, nil)}
	}
	s := lw.newStmt(ir.Simple, n)
	e := &exprCtx{lw: lw, st: s}
	ops := make([][]ir.Ref, len(right))
	for i, r := range right {
		ops[i] = e.expr(r)
		s.Uses = append(s.Uses, ops[i]...)
	}
	targets := make([]string, len(left))
	for i, l := range left {
		name := lw.text(l)
		if l.Type() != "identifier" || name == "_" {
			continue
		}
		var v string
		if lw.declaredHere(name) {
			v = lw.def(name)
		} else {
			v = lw.declare(name, line(n))
		}
		targets[i] = v
		s.Defs = append(s.Defs, ir.Def{Path: v, Plain: len(left) == 1, Uses: byPosition(ops, len(left), i)})
		lw.takeResult(s, right, len(left), i, len(s.Defs)-1)
	}
	lw.noteTargets(s, right, targets)
	if len(left) == 1 && len(right) == 1 {
		if d := dotted(lw, right[0]); d != "" {
			s.Alias = d
		}
	}
	return []*ir.Stmt{s}
}

// assign lowers x = v, a, b = b, a and x op= v.
func (lw *lowerer) assign(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Simple, n)
	e := &exprCtx{lw: lw, st: s}
	op := "="
	if o := n.ChildByFieldName("operator"); o != nil {
		op = lw.text(o)
	}
	left, right := listItems(n.ChildByFieldName("left")), listItems(n.ChildByFieldName("right"))
	ops := make([][]ir.Ref, len(right))
	for i, r := range right {
		ops[i] = e.expr(r)
		s.Uses = append(s.Uses, ops[i]...)
	}
	targets := make([]string, len(left))
	for i, l := range left {
		before := len(s.Defs)
		e.target(l, op != "=")
		if l.Type() == "identifier" && lw.text(l) != "_" && len(s.Defs) > 0 {
			targets[i] = s.Defs[len(s.Defs)-1].Path
			if op == "=" && len(s.Defs) == before+1 {
				s.Defs[before].Uses = byPosition(ops, len(left), i)
			}
		}
		for d := before; d < len(s.Defs) && op == "="; d++ {
			lw.takeResult(s, right, len(left), i, d)
		}
	}
	if op == "=" {
		lw.noteTargets(s, right, targets)
	}
	if op == "=" && len(left) == 1 && len(right) == 1 && left[0].Type() == "identifier" {
		for i := range s.Defs {
			s.Defs[i].Plain = true
		}
		if d := dotted(lw, right[0]); d != "" {
			s.Alias = d
		}
	}
	return s
}

// varSpec lowers one spec of var or const (each spec line is a statement):
// its names defined from its values (or their zero values), with the
// declared type as a hint.
func (lw *lowerer) varSpec(sp, decl *sitter.Node) *ir.Stmt {
	names := fieldAll(sp, "name")
	values := listItems(sp.ChildByFieldName("value"))
	at := sp
	if decl != nil && line(decl) == line(sp) {
		at = decl
	}
	if len(names) == 1 && len(values) == 1 && values[0].Type() == "func_literal" {
		v := lw.text(names[0])
		if lw.fn.Func.Kind != ir.ModuleScope {
			v = lw.declare(v, line(sp))
		}
		return lw.function(values[0], v, at, lw.fn.Func, nil)
	}
	s := lw.newStmt(ir.Simple, at)
	s.Span.EndLine, s.Span.EndByte = endLine(sp), int(sp.EndByte())
	e := &exprCtx{lw: lw, st: s}
	ops := make([][]ir.Ref, len(values))
	for i, v := range values {
		ops[i] = e.expr(v)
		s.Uses = append(s.Uses, ops[i]...)
	}
	tn := typeOrContainer(lw, sp.ChildByFieldName("type"))
	targets := make([]string, len(names))
	for i, nm := range names {
		name := lw.text(nm)
		if name == "_" {
			continue
		}
		v := name
		if lw.fn.Func.Kind != ir.ModuleScope {
			v = lw.declare(name, line(sp))
		}
		targets[i] = v
		s.Defs = append(s.Defs, ir.Def{Path: v, Plain: len(names) == 1, Uses: byPosition(ops, len(names), i)})
		lw.takeResult(s, values, len(names), i, len(s.Defs)-1)
		if tn != "" {
			s.Types = append(s.Types, ir.TypeHint{Path: v, Type: tn})
		}
	}
	if len(names) == 1 && len(values) == 1 {
		if d := dotted(lw, values[0]); d != "" {
			s.Alias = d
		}
	}
	if tn == "" {
		lw.noteTargets(s, values, targets)
	}
	return s
}

// byPosition is what target i of n takes in a parallel assignment of n
// targets from n operands (a, b := x, y: Go rule 1 binds by position):
// operand i's uses, never nil; nil (everything the statement reads) for
// one target or a right-hand side of another length (a, b := f()).
func byPosition(ops [][]ir.Ref, n, i int) []ir.Ref {
	if n < 2 || len(ops) != n {
		return nil
	}
	return append([]ir.Ref{}, ops[i]...)
}

// takeResult marks definition d of s as taking result i of the call
// that is s's whole right-hand side, when n targets take that call's n
// results (a, b := f()).
func (lw *lowerer) takeResult(s *ir.Stmt, right []*sitter.Node, n, i, d int) {
	if n > 1 && len(right) == 1 && right[0].Type() == "call_expression" && len(s.Uses) == 1 && s.Uses[0].Call >= 0 {
		s.Defs[d].Result, s.Defs[d].Call = i+1, s.Uses[0].Call
	}
}

// noteTargets records, for Link, the targets of s position by position
// when its right-hand side is one call: they take the callee's declared
// result types.
func (lw *lowerer) noteTargets(s *ir.Stmt, right []*sitter.Node, targets []string) {
	if len(right) == 1 && right[0].Type() == "call_expression" && len(s.Uses) == 1 && s.Uses[0].Call >= 0 {
		lw.types.lhs[s] = targets
	}
}

// imports lowers an import declaration: one import statement per spec,
// binding its package name (the spec's name, else the path's last
// element; a dot import binds all the package's names; a blank import
// none). Link maps import paths to modules of the repository.
func (lw *lowerer) imports(n *sitter.Node) []*ir.Stmt {
	var out []*ir.Stmt
	var walk func(m *sitter.Node)
	walk = func(m *sitter.Node) {
		for _, c := range named(m) {
			switch c.Type() {
			case "import_spec_list":
				walk(c)
			case "import_spec":
				p := c.ChildByFieldName("path")
				if p == nil {
					continue
				}
				ipath := strings.Trim(lw.text(p), "\"`")
				local := ipath[strings.LastIndexByte(ipath, '/')+1:]
				if nm := c.ChildByFieldName("name"); nm != nil {
					local = lw.text(nm)
				}
				s := lw.newStmt(ir.Import, c)
				switch local {
				case "_":
					s.Import = &ir.ImportInfo{Module: ipath, Names: nil}
				case ".":
					s.Import = &ir.ImportInfo{From: ipath, Module: ipath, IsFrom: true, Names: []ir.ImportName{{Name: "*"}}}
				default:
					s.Import = &ir.ImportInfo{Module: ipath, Names: []ir.ImportName{{Name: ipath, Alias: local}}}
					s.Defs = []ir.Def{{Path: local}}
				}
				out = append(out, s)
			}
		}
	}
	walk(n)
	return out
}

func (lw *lowerer) ifStmt(n *sitter.Node, k ir.Kind) *ir.Stmt {
	s := lw.newStmt(k, n)
	e := &exprCtx{lw: lw, st: s}
	if init := n.ChildByFieldName("initializer"); init != nil {
		lw.header(s, init)
	}
	s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("condition"))...)
	b := n.ChildByFieldName("consequence")
	header(s, b)
	s.Body = lw.body(b)
	alt := n.ChildByFieldName("alternative")
	if alt == nil {
		return s
	}
	if alt.Type() == "if_statement" {
		if !lw.enter(alt) {
			return s
		}
		defer lw.leave()
		s.Else = lw.ifStmt(alt, ir.Elif)
		return s
	}
	el := lw.newStmt(ir.Else, alt)
	header(el, alt)
	el.Body = lw.body(alt)
	s.Else = el
	return s
}

// header lowers a simple statement of a header (an if, for or switch
// init, a for post statement) into s: its uses and definitions become
// s's, declared in the current block.
func (lw *lowerer) header(s *ir.Stmt, init *sitter.Node) {
	for _, x := range lw.stmt(init) {
		s.Uses = append(s.Uses, x.Uses...)
		for _, d := range x.Defs {
			d.Plain = false
			s.Defs = append(s.Defs, d)
		}
		off := len(s.Calls)
		s.Calls = append(s.Calls, x.Calls...)
		for i := len(s.Uses) - len(x.Uses); i < len(s.Uses); i++ {
			if s.Uses[i].Call >= 0 {
				s.Uses[i].Call += off
			}
		}
		s.Types = append(s.Types, x.Types...)
	}
}

// forStmt lowers every form of for: three-clause and range loops are one
// header statement (For), a condition-only or infinite loop a While.
func (lw *lowerer) forStmt(n *sitter.Node) *ir.Stmt {
	var s *ir.Stmt
	lw.withBlock(func() {
		b := n.ChildByFieldName("body")
		s = lw.newStmt(ir.While, n)
		e := &exprCtx{lw: lw, st: s}
		for _, c := range named(n) {
			if b != nil && c.Equal(b) {
				continue
			}
			switch c.Type() {
			case "for_clause":
				s.Kind = ir.For
				if init := c.ChildByFieldName("initializer"); init != nil {
					lw.header(s, init)
				}
				s.Uses = append(s.Uses, e.expr(c.ChildByFieldName("condition"))...)
				if up := c.ChildByFieldName("update"); up != nil {
					lw.header(s, up)
				}
			case "range_clause":
				s.Kind = ir.For
				s.Once = true // Go RULES.md rule 1: evaluated once, at the header
				right := c.ChildByFieldName("right")
				s.Uses = append(s.Uses, e.expr(right)...)
				declare := strings.Contains(lw.text(c), ":=")
				var over string
				if p, ok := e.path(right); ok && right.Type() != "index_expression" {
					over = p
				}
				var names []string // the targets' IR names, once declared
				for _, l := range listItems(c.ChildByFieldName("left")) {
					name := lw.text(l)
					if l.Type() == "identifier" && declare {
						if name != "_" {
							s.Defs = append(s.Defs, ir.Def{Path: lw.declare(name, line(n))})
						}
					} else {
						e.target(l, false)
					}
					if l.Type() == "identifier" && name != "_" {
						names = append(names, lw.use(name))
					} else {
						names = append(names, "")
					}
				}
				if over != "" {
					lw.types.ranges[s] = rangeOf{over: over, targets: names}
				}
			case "comment":
			default:
				s.Uses = append(s.Uses, e.expr(c)...)
			}
		}
		header(s, b)
		s.Body = lw.body(b)
	})
	return s
}

// switchStmt lowers an expression switch, a type switch and a select: the
// init statement and the tag (or the type switch's binding) belong to
// the switch line; each case is a clause tested in order, default taken
// when none matches; a clause falls through only when it ends in
// fallthrough.
func (lw *lowerer) switchStmt(n *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.Switch, n)
	lw.withBlock(func() {
		e := &exprCtx{lw: lw, st: s}
		if init := n.ChildByFieldName("initializer"); init != nil {
			lw.header(s, init)
		}
		s.Uses = append(s.Uses, e.expr(n.ChildByFieldName("value"))...)
		var bind []string
		if n.Type() == "type_switch_statement" {
			for _, a := range listItems(n.ChildByFieldName("alias")) {
				if nm := lw.text(a); nm != "" && nm != "_" {
					bind = append(bind, nm)
				}
			}
		}
		var first *sitter.Node
		var clauses []*sitter.Node
		for _, c := range named(n) {
			switch c.Type() {
			case "expression_case", "type_case", "default_case", "communication_case":
				clauses = append(clauses, c)
				if first == nil {
					first = c
				}
			}
		}
		if first != nil {
			s.Span.EndLine, s.Span.EndByte = max(s.Span.Line, line(first)-1), int(first.StartByte())
		}
		var bound []string
		for _, nm := range bind {
			v := lw.declare(nm, line(n))
			bound = append(bound, v)
			s.Defs = append(s.Defs, ir.Def{Path: v})
		}
		for _, cl := range clauses {
			c := lw.newStmt(ir.Case, cl)
			c.Default = cl.Type() == "default_case"
			var body []*sitter.Node
			lw.withBlock(func() {
				ce := &exprCtx{lw: lw, st: c}
				saved := lw.pending
				lw.pending = nil
				switch cl.Type() {
				case "expression_case":
					c.Uses = ce.expr(cl.ChildByFieldName("value"))
				case "communication_case":
					if comm := cl.ChildByFieldName("communication"); comm != nil {
						lw.header(c, comm)
					}
				}
				pend := lw.pending
				lw.pending = append(saved, pend...)
				for _, x := range named(cl) {
					switch {
					case x.Type() == "comment", cl.ChildByFieldName("value") != nil && x.Equal(cl.ChildByFieldName("value")),
						cl.ChildByFieldName("communication") != nil && x.Equal(cl.ChildByFieldName("communication")):
					case cl.Type() == "type_case" && isTypeNode(x):
					case x.Type() == "statement_list":
						body = append(body, named(x)...)
					default:
						body = append(body, x)
					}
				}
				if len(body) > 0 {
					if line(body[0]) > c.Span.Line {
						c.Span.EndLine = line(body[0]) - 1
					} else {
						c.Span.EndLine = c.Span.Line
					}
					c.Span.EndByte = int(body[0].StartByte())
					if last := body[len(body)-1]; last.Type() == "fallthrough_statement" {
						c.Fallthrough = true
					}
				}
				for i, v := range bound {
					// The type switch's binding, in each clause.
					lw.fn.Blocks[len(lw.fn.Blocks)-1][bind[i]] = v
				}
				c.Body = lw.stmts(body)
			})
			s.Handlers = append(s.Handlers, c)
		}
	})
	return s
}

func isTypeNode(n *sitter.Node) bool {
	switch n.Type() {
	case "type_identifier", "qualified_type", "pointer_type", "slice_type", "map_type", "array_type", "chan_type",
		"func_type", "interface_type", "struct_type", "generic_type", "nil", "parenthesized_type", "negated_type":
		return true
	}
	return false
}
