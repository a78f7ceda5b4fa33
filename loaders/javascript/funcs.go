package javascript

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// funcDef lowers a function (declaration, expression or arrow function,
// or a class's method when method is set) named name as a def statement
// spanning at's header. Parameter defaults are uses of the def
// statement; a destructured parameter is a parameter $argN whose names a
// first statement of the body, on the def line, defines from it, each
// default of its pattern a statement after it, on that line too, that
// rebinds the names it defaults (bindDefault); in an object pattern, the
// statement of a key's default that binds a plain name carries the
// parameter and key (ir.Stmt.KeyDefault).
func (lw *lowerer) funcDef(n *sitter.Node, name string, at *sitter.Node) *ir.Stmt {
	return lw.function(n, name, at, false, false)
}

func (lw *lowerer) function(n *sitter.Node, name string, at *sitter.Node, method, static bool) *ir.Stmt {
	fields, fieldReads := lw.fields, lw.fieldReads
	lw.fields, lw.fieldReads = nil, nil
	s := lw.newStmt(ir.DefStmt, at)
	body := n.ChildByFieldName("body")
	header(s, body)
	parent := lw.fn.Func
	fn := &ir.Func{Name: name, QName: parent.QName + "." + name, Kind: ir.FunctionScope, Def: s, Parent: parent,
		Span:     ir.Span{Line: line(at), EndLine: endLine(at), StartByte: int(at.StartByte()), EndByte: int(at.EndByte())},
		IsMethod: method, Static: method && static}
	e := &exprCtx{lw: lw, st: s}
	var params []ir.Param
	if method && !static {
		params = append(params, ir.Param{Name: "this"})
	}
	var destructured []*sitter.Node
	var destructuredAt []int
	addParam := func(p ir.Param, pattern *sitter.Node) {
		if pattern != nil {
			p.Name = fmt.Sprintf("$arg%d", len(params))
			destructured = append(destructured, pattern)
			destructuredAt = append(destructuredAt, len(params))
		}
		params = append(params, p)
	}
	if ps := n.ChildByFieldName("parameters"); ps != nil {
		for _, c := range named(ps) {
			lw.param(c, e, addParam)
		}
	} else if p := n.ChildByFieldName("parameter"); p != nil {
		lw.param(p, e, addParam)
	}
	fn.Params = params
	sigEnd := s.Span.EndByte
	if body == nil {
		sigEnd = int(n.EndByte())
	}
	fn.Signature = oneLine(string(lw.src[int(at.StartByte()):max(int(at.StartByte()), sigEnd)]))
	fn.Signature = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(fn.Signature), "=>"))
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.Child(i).Type() == "async" {
			fn.Async = true
		}
	}
	if name != "" {
		s.Defs = append(s.Defs, ir.Def{Path: name})
	}
	s.Func = fn
	// A parameter named like a name a field initialiser reads is
	// renamed: the initialiser reads the class body's name (js-v20/06:
	// retries = retries; beside constructor(base, retries)).
	shadowed := map[string]string{}
	if fields != nil {
		for k, p := range params {
			if k > 0 && fieldReads[p.Name] {
				shadowed[p.Name] = fmt.Sprintf("%s@%d", p.Name, line(at))
				params[k].Name = shadowed[p.Name]
			}
		}
		fn.Params = params
	}
	fc := lw.enterFunc(fn, params, body)
	for orig, renamed := range shadowed {
		delete(fc.Blocks[0], renamed)
		fc.Blocks[0][orig] = renamed
	}
	saved := lw.pending
	lw.pending = nil
	for k, pat := range destructured {
		ds := lw.newStmt(ir.Simple, pat)
		ds.Span.Line, ds.Span.EndLine = s.Span.Line, s.Span.Line
		for _, nm := range patternNames(lw, pat) {
			fc.Blocks[0][nm] = nm
		}
		var defaults []*ir.Stmt
		pe := &exprCtx{lw: lw, st: ds, defaults: &defaults}
		pi := destructuredAt[k]
		ds.Uses = append(ds.Uses, ir.PathRef(params[pi].Name))
		if params[pi].Star == 0 && pat.Type() == "object_pattern" && lw.enter(pat) {
			// One level of object pattern: the statement of each default
			// of a key that binds a plain name says which parameter and
			// key it defaults (ir.Stmt.KeyDefault), so that the graph
			// reads the default only when a call may leave the key
			// undefined.
			for _, c := range named(pat) {
				pe.keyDefault = nil
				if key, ok := defaultedKey(lw, c); ok {
					pe.keyDefault = &ir.KeyDefault{Param: pi, Key: key}
				}
				pe.target(c, false, true)
			}
			pe.keyDefault = nil
			lw.leave()
		} else {
			pe.target(pat, false, true)
		}
		fn.Body = append(append(fn.Body, ds), defaults...)
	}
	switch {
	case body == nil:
	case body.Type() == "statement_block":
		var init []*ir.Stmt
		if method && !static && name == "constructor" {
			init = lw.parameterProperties(n, s)
		}
		stmts := lw.stmts(named(body))
		if fields != nil {
			for orig := range shadowed {
				delete(fc.Blocks[0], orig)
			}
			init = append(init, fields()...)
			for orig, renamed := range shadowed {
				fc.Blocks[0][orig] = renamed
			}
		}
		if len(init) > 0 {
			// Parameter properties, then instance fields, are initialised
			// when the constructor starts, in a derived class when its
			// super(...) returns (as TypeScript emits them).
			at := 0
			if len(stmts) > 0 && len(stmts[0].Calls) > 0 && stmts[0].Calls[0].Super && stmts[0].Calls[0].Method == "constructor" {
				at = 1
			}
			stmts = append(stmts[:at:at], append(init, stmts[at:]...)...)
		}
		fn.Body = append(fn.Body, stmts...)
	default:
		// An arrow function's expression body is its return value.
		r := lw.newStmt(ir.Return, body)
		re := &exprCtx{lw: lw, st: r}
		r.Uses = re.expr(body)
		fn.Body = append(fn.Body, lw.pending...)
		lw.pending = nil
		fn.Body = append(fn.Body, r)
	}
	lw.pending = saved
	lw.leaveFunc(fc)
	return s
}

// parameterProperties lowers TypeScript's parameter properties of the
// constructor n (def statement def): each parameter written with an
// accessibility modifier, readonly or override is also the assignment
// this.name = name, one statement per parameter on the def line
// (golden/js/RULES.md, "Parameter properties"), so that a read of
// this.name depends on that parameter alone.
func (lw *lowerer) parameterProperties(n *sitter.Node, def *ir.Stmt) []*ir.Stmt {
	ps := n.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	var out []*ir.Stmt
	for _, c := range named(ps) {
		if c.Type() != "required_parameter" && c.Type() != "optional_parameter" {
			continue
		}
		pat := c.ChildByFieldName("pattern")
		if pat == nil || pat.Type() != "identifier" ||
			!hasChild(c, "accessibility_modifier") && !hasChild(c, "readonly") && !hasChild(c, "override_modifier") {
			continue
		}
		name := lw.text(pat)
		st := lw.newStmt(ir.Simple, c)
		st.Span.Line, st.Span.EndLine = def.Span.Line, def.Span.Line
		st.Uses = []ir.Ref{ir.PathRef(lw.use(name))}
		st.Defs = []ir.Def{{Path: lw.use("this") + "." + name}}
		out = append(out, st)
	}
	return out
}

// param lowers one formal parameter.
func (lw *lowerer) param(c *sitter.Node, e *exprCtx, add func(ir.Param, *sitter.Node)) {
	switch c.Type() {
	case "identifier":
		add(ir.Param{Name: lw.text(c)}, nil)
	case "required_parameter", "optional_parameter":
		pat := c.ChildByFieldName("pattern")
		if pat == nil {
			return
		}
		p := ir.Param{}
		if v := c.ChildByFieldName("value"); v != nil {
			p.HasDefault, p.DefaultUses = true, e.expr(v)
		}
		if t := c.ChildByFieldName("type"); t != nil {
			p.Type = typeName(lw, t)
		}
		switch pat.Type() {
		case "identifier":
			p.Name = lw.text(pat)
			add(p, nil)
		case "this":
		case "rest_pattern":
			if x := pat.NamedChild(0); x != nil && x.Type() == "identifier" {
				p.Name, p.Star = lw.text(x), 1
				add(p, nil)
			} else if x != nil {
				p.Star = 1
				add(p, x)
			}
		default:
			add(p, pat)
		}
	case "assignment_pattern":
		left, right := c.ChildByFieldName("left"), c.ChildByFieldName("right")
		p := ir.Param{HasDefault: true, DefaultUses: e.expr(right)}
		if left != nil && left.Type() == "identifier" {
			p.Name = lw.text(left)
			add(p, nil)
		} else if left != nil {
			add(p, left)
		}
	case "rest_pattern":
		if x := c.NamedChild(0); x != nil && x.Type() == "identifier" {
			add(ir.Param{Name: lw.text(x), Star: 1}, nil)
		} else if x != nil {
			add(ir.Param{Star: 1}, x)
		}
	case "object_pattern", "array_pattern":
		add(ir.Param{}, c)
	}
}

// typeName is the dotted name a type annotation names (x: Flask, x:
// Flask | null), "" for any other form.
func typeName(lw *lowerer, t *sitter.Node) string {
	if t.Type() == "type_annotation" && t.NamedChildCount() > 0 {
		t = t.NamedChild(0)
	}
	switch t.Type() {
	case "type_identifier":
		return lw.text(t)
	case "nested_type_identifier":
		return strings.ReplaceAll(lw.text(t), " ", "")
	case "union_type":
		var names []string
		for _, c := range named(t) {
			if c.Type() == "literal_type" || c.Type() == "predefined_type" {
				continue
			}
			names = append(names, typeName(lw, c))
		}
		if len(names) == 1 {
			return names[0]
		}
	}
	return ""
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// classDef lowers a class (declaration or expression) named name: its
// fields are statements of the class body defining their names, its
// methods def statements of methods receiving this.
func (lw *lowerer) classDef(n *sitter.Node, name string, at *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.ClassStmt, at)
	body := n.ChildByFieldName("body")
	header(s, body)
	parent := lw.fn.Func
	cls := &ir.Func{Name: name, QName: parent.QName + "." + name, Kind: ir.ClassScope, Def: s, Parent: parent,
		Span: ir.Span{Line: line(at), EndLine: endLine(at), StartByte: int(at.StartByte()), EndByte: int(at.EndByte())}}
	e := &exprCtx{lw: lw, st: s}
	for _, c := range named(n) {
		if c.Type() != "class_heritage" {
			continue
		}
		for _, h := range named(c) {
			var v *sitter.Node
			switch h.Type() {
			case "extends_clause":
				v = h.ChildByFieldName("value")
				if v == nil && h.NamedChildCount() > 0 {
					v = h.NamedChild(0)
				}
			case "implements_clause":
				continue
			default:
				v = h // JavaScript: class_heritage holds the expression itself
			}
			if v == nil {
				continue
			}
			if d := dotted(lw, v); d != "" {
				cls.Bases = append(cls.Bases, d)
			}
			s.Uses = append(s.Uses, e.expr(v)...)
		}
	}
	cls.Signature = oneLine(string(lw.src[int(at.StartByte()):max(int(at.StartByte()), s.Span.EndByte)]))
	s.Defs = append(s.Defs, ir.Def{Path: name})
	s.Func = cls
	if body == nil {
		return s
	}
	fc := syntax.Enter(lw.fn, cls)
	lw.fn = fc
	saved := lw.pending
	// Instance fields (golden/js/RULES.md, choice 2): each initialiser
	// is a definition of this.name made by every new, lowered as a
	// statement of the constructor on the field's line; a class with
	// fields and no constructor gets one (passing its arguments to the
	// base's constructor when it extends one).
	var fieldNodes []*sitter.Node
	var ctor *sitter.Node
	for _, m := range named(body) {
		switch m.Type() {
		case "public_field_definition", "field_definition":
			if !hasChild(m, "static") && fieldName(lw, m) != "" {
				fieldNodes = append(fieldNodes, m)
			}
		case "method_definition":
			if nm := m.ChildByFieldName("name"); nm != nil && lw.text(nm) == "constructor" && !hasChild(m, "static") {
				ctor = m
			}
		}
	}
	fieldInit := func() []*ir.Stmt {
		var out []*ir.Stmt
		for _, m := range fieldNodes {
			fs := lw.newStmt(ir.Simple, m)
			fe := &exprCtx{lw: lw, st: fs}
			saved := lw.pending
			lw.pending = nil
			if v := m.ChildByFieldName("value"); v != nil && !isFuncExpr(unwrap(v)) {
				fs.Uses = fe.expr(v)
			}
			fs.Defs = []ir.Def{{Path: lw.use("this") + "." + fieldName(lw, m)}}
			out = append(out, lw.pending...) // functions its initialiser creates
			out = append(out, fs)
			lw.pending = saved
		}
		return out
	}
	// The names the initialisers read (identifiers anywhere in them).
	fieldReads := map[string]bool{}
	var idents func(n *sitter.Node)
	idents = func(n *sitter.Node) {
		if n == nil {
			return
		}
		if n.Type() == "identifier" {
			fieldReads[lw.text(n)] = true
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			idents(n.NamedChild(i))
		}
	}
	for _, m := range fieldNodes {
		if v := m.ChildByFieldName("value"); v != nil && !isFuncExpr(unwrap(v)) {
			idents(v)
		}
	}
	if ctor == nil && len(fieldNodes) > 0 {
		cls.Body = append(cls.Body, lw.syntheticCtor(cls, len(cls.Bases) > 0, fieldInit, at))
	}
	for _, m := range named(body) {
		lw.pending = nil
		var out []*ir.Stmt
		switch m.Type() {
		case "method_definition", "abstract_method_definition":
			nm := m.ChildByFieldName("name")
			if nm == nil || m.ChildByFieldName("body") == nil {
				continue
			}
			static, accessor := false, ""
			for i := 0; i < int(m.ChildCount()); i++ {
				switch m.Child(i).Type() {
				case "static":
					static = true
				case "get", "set":
					accessor = m.Child(i).Type()
				}
			}
			if m == ctor || ctor != nil && m.Equal(ctor) {
				lw.fields, lw.fieldReads = fieldInit, fieldReads
			}
			fs := lw.function(m, strings.Trim(lw.text(nm), `'"`), m, true, static)
			if !static {
				fs.Func.Accessor = accessor
			}
			out = append(out, fs)
		case "public_field_definition", "field_definition":
			if !hasChild(m, "static") {
				// An instance field: its initialiser runs in the
				// constructor; an arrow function stored in it is also a
				// method (obj.handle(3) calls it).
				if v := m.ChildByFieldName("value"); v != nil && isFuncExpr(unwrap(v)) && fieldName(lw, m) != "" {
					out = append(out, lw.function(unwrap(v), fieldName(lw, m), m, true, false))
				}
				break
			}
			fs := lw.newStmt(ir.Simple, m)
			fe := &exprCtx{lw: lw, st: fs}
			prop := m.ChildByFieldName("name")
			if prop == nil {
				prop = m.ChildByFieldName("property")
			}
			if v := m.ChildByFieldName("value"); v != nil {
				if u := unwrap(v); u.Type() == "arrow_function" || u.Type() == "function_expression" || u.Type() == "function" {
					if prop != nil {
						out = append(out, lw.function(u, strings.Trim(lw.text(prop), `'"#`), m, true, false))
						break
					}
				}
				fs.Uses = fe.expr(v)
			}
			if prop != nil {
				fs.Defs = append(fs.Defs, ir.Def{Path: strings.Trim(lw.text(prop), `'"`), Plain: true, Static: true})
			}
			out = append(out, fs)
		default:
			continue
		}
		cls.Body = append(cls.Body, lw.pending...)
		cls.Body = append(cls.Body, out...)
	}
	lw.pending = saved
	lw.fn = fc.Parent // a class body writes no enclosing name: nothing to Leave
	return s
}

// hoistFunc makes the def statement of function expression n, named
// <fnN> (N counts the anonymous functions of the enclosing scope from 1),
// to be placed before the statement being lowered; it returns the name.
func (lw *lowerer) hoistFunc(n *sitter.Node) string {
	parent := lw.fn.Func
	lw.anon[parent]++
	name := fmt.Sprintf("<fn%d>", lw.anon[parent])
	var s *ir.Stmt
	if n.Type() == "class" {
		s = lw.classDef(n, name, n)
	} else {
		s = lw.function(n, name, n, false, false)
	}
	lw.pending = append(lw.pending, s)
	return name
}

func hasChild(n *sitter.Node, typ string) bool {
	for i := 0; i < int(n.ChildCount()); i++ {
		if n.Child(i).Type() == typ {
			return true
		}
	}
	return false
}

// fieldName is the name of a class field ("" for a computed one).
func fieldName(lw *lowerer, m *sitter.Node) string {
	prop := m.ChildByFieldName("name")
	if prop == nil {
		prop = m.ChildByFieldName("property")
	}
	if prop == nil || prop.Type() == "computed_property_name" {
		return ""
	}
	return strings.Trim(lw.text(prop), `'"`) // #x stays #x: this.#x is its path (golden/js/RULES.md)
}

// syntheticCtor makes the constructor JavaScript gives a class that
// declares none, for a class with instance fields: a method constructor
// on the class's line whose body initialises the fields, after
// super(...args) when the class extends another.
func (lw *lowerer) syntheticCtor(cls *ir.Func, derived bool, fields func() []*ir.Stmt, at *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.DefStmt, at)
	s.Span.EndLine, s.Span.EndByte = s.Span.Line, s.Span.StartByte
	fn := &ir.Func{Name: "constructor", QName: cls.QName + ".constructor", Kind: ir.FunctionScope, Def: s, Parent: cls,
		Span: cls.Span, IsMethod: true, Signature: "constructor(...args)"}
	fn.Params = []ir.Param{{Name: "this"}}
	if derived {
		fn.Params = append(fn.Params, ir.Param{Name: "args", Star: 1})
	}
	s.Defs = []ir.Def{{Path: "constructor"}}
	s.Func = fn
	fc := lw.enterFunc(fn, fn.Params, nil)
	if derived {
		sup := lw.newStmt(ir.Simple, at)
		sup.Span.EndLine, sup.Span.EndByte = sup.Span.Line, sup.Span.StartByte
		sup.Calls = []ir.Call{{Callee: "super().constructor", Method: "constructor", Super: true, Line: sup.Span.Line,
			Args: []ir.Arg{{Star: 1, Uses: []ir.Ref{ir.PathRef("args")}, Path: "args"}}}}
		sup.Uses = []ir.Ref{ir.CallRef(0)}
		fn.Body = append(fn.Body, sup)
	}
	fn.Body = append(fn.Body, fields()...)
	lw.leaveFunc(fc)
	return s
}
