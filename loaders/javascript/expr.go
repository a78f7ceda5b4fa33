package javascript

import (
	"slices"
	"strings"
	"unicode"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// exprCtx lowers the expressions of one statement, appending the calls it
// finds to the statement's call list.
type exprCtx struct {
	lw *lowerer
	st *ir.Stmt
	// cond is set while lowering a part of the expression that may not be
	// evaluated when the statement runs (after &&, ||, ??, a branch of ?:).
	cond bool
	// defaults, when set, receives the statements that a binding
	// pattern's default values lower to (bindDefault), which the caller
	// places right after the statement binding the pattern; when nil a
	// default's uses are the statement's own.
	defaults *[]*ir.Stmt
	// keyDefault, when set, names the parameter and key of the pattern
	// element being lowered (one key of a parameter's object pattern,
	// binding a plain name): bindDefault marks the statement of its
	// default with it (ir.Stmt.KeyDefault).
	keyDefault *ir.KeyDefault
}

func (e *exprCtx) expr(n *sitter.Node) []ir.Ref { return e.add(nil, n) }

func (e *exprCtx) condAdd(out []ir.Ref, n *sitter.Node) []ir.Ref {
	was := e.cond
	e.cond = true
	out = e.add(out, n)
	e.cond = was
	return out
}

// callbackMethods are the methods of Array (and Map and Set's forEach)
// that call a function argument at the statement on the receiver's
// elements (golden/js/RULES.md): the value is whether the method's
// result holds what the function returns, or is chosen or ordered by it
// (sort returns its receiver in the comparator's order, and its
// may-definition of the receiver, rule 4, depends on it too).
var callbackMethods = map[string]bool{
	"forEach": false, "map": true, "flatMap": true, "filter": true, "reduce": true, "reduceRight": true,
	"some": true, "every": true, "find": true, "findIndex": true, "findLast": true, "findLastIndex": true, "sort": true,
}

func (e *exprCtx) add(out []ir.Ref, n *sitter.Node) []ir.Ref {
	if n == nil {
		return out
	}
	lw := e.lw
	if !lw.enter(n) {
		return out
	}
	defer lw.leave()
	switch n.Type() {
	case "identifier":
		t := lw.text(n)
		if t == "" || t == "undefined" {
			return out
		}
		return append(out, ir.PathRef(lw.use(t)))
	case "this":
		return append(out, ir.PathRef(lw.use("this")))
	case "shorthand_property_identifier":
		return append(out, ir.PathRef(lw.use(lw.text(n))))
	case "member_expression":
		if p, ok := e.path(n); ok {
			out = append(out, ir.PathRef(p))
			return e.indexUses(out, n)
		}
		obj := n.ChildByFieldName("object")
		for obj != nil && obj.Type() == "member_expression" {
			if _, ok := e.path(obj); ok {
				break
			}
			obj = obj.ChildByFieldName("object")
		}
		return e.add(out, obj)
	case "subscript_expression":
		if p, ok := e.path(n); ok {
			out = append(out, ir.PathRef(p))
			return e.indexUses(out, n)
		}
		out = e.add(out, n.ChildByFieldName("object"))
		return e.add(out, n.ChildByFieldName("index"))
	case "call_expression":
		return append(out, e.call(n, false)...)
	case "new_expression":
		return append(out, e.call(n, true)...)
	case "arrow_function", "function_expression", "function", "generator_function", "class":
		return append(out, ir.PathRef(lw.hoistFunc(n)))
	case "assignment_expression":
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if items, values, ok := parallel(left, right); ok {
			// [a, b] = [b, a]: each name is made from its own element.
			first, elems := len(e.st.Defs), e.elems(values)
			for _, r := range elems {
				out = append(out, r...)
				e.st.Uses = append(e.st.Uses, r...)
			}
			e.target(left, false, false)
			e.bindElems(items, elems, first)
			return out
		}
		refs := e.expr(right)
		out = append(out, refs...)
		e.st.Uses = append(e.st.Uses, refs...)
		if left != nil && left.Type() == "identifier" && right != nil {
			if d := dotted(lw, unwrap(right)); d != "" {
				e.st.Alias = d
			}
		}
		k := len(e.st.Defs)
		e.target(left, false, false)
		if left != nil && left.Type() == "identifier" && len(e.st.Defs) == k+1 && mayBe(lw, right, lw.text(left)) {
			e.st.Defs[k].MayKeep = true // opts = opts || {}
		}
		return out
	case "augmented_assignment_expression":
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		op := ""
		if o := n.ChildByFieldName("operator"); o != nil {
			op = lw.text(o)
		}
		var refs []ir.Ref
		if op == "&&=" || op == "||=" || op == "??=" {
			refs = e.condAdd(nil, right)
		} else {
			refs = e.expr(right)
		}
		e.st.Uses = append(e.st.Uses, refs...)
		k := len(e.st.Defs)
		e.target(left, true, false)
		if (op == "&&=" || op == "||=" || op == "??=") && len(e.st.Defs) == k+1 {
			e.st.Defs[k].MayKeep = true // opts ??= {} keeps an object already there
		}
		if p, ok := e.path(left); ok {
			out = append(out, ir.PathRef(p))
		}
		return append(out, refs...)
	case "update_expression":
		arg := n.ChildByFieldName("argument")
		e.target(arg, true, false)
		if p, ok := e.path(arg); ok {
			out = append(out, ir.PathRef(p))
		}
		return out
	case "unary_expression":
		if o := n.ChildByFieldName("operator"); o != nil && lw.text(o) == "delete" {
			// delete o.p, delete o[k]: a use of o (and k) and a
			// may-definition of o (golden/js/RULES.md rule 2, as d[k] = v).
			arg := unwrap(n.ChildByFieldName("argument"))
			if arg != nil && (arg.Type() == "member_expression" || arg.Type() == "subscript_expression") {
				if p, ok := e.path(arg.ChildByFieldName("object")); ok {
					e.st.Uses = e.indexUses(append(e.st.Uses, ir.PathRef(p)), arg)
					e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
					return append(out, ir.PathRef(p))
				}
			}
		}
	case "ternary_expression":
		out = e.add(out, n.ChildByFieldName("condition"))
		out = e.condAdd(out, n.ChildByFieldName("consequence"))
		return e.condAdd(out, n.ChildByFieldName("alternative"))
	case "binary_expression":
		op := ""
		if o := n.ChildByFieldName("operator"); o != nil {
			op = lw.text(o)
		}
		out = e.add(out, n.ChildByFieldName("left"))
		if op == "&&" || op == "||" || op == "??" {
			return e.condAdd(out, n.ChildByFieldName("right"))
		}
		return e.add(out, n.ChildByFieldName("right"))
	case "yield_expression":
		e.st.Yields = true
	case "as_expression", "satisfies_expression", "non_null_expression":
		if n.NamedChildCount() > 0 {
			return e.add(out, n.NamedChild(0))
		}
		return out
	case "type_assertion":
		if n.NamedChildCount() > 0 {
			return e.add(out, n.NamedChild(int(n.NamedChildCount())-1))
		}
		return out
	case "pair":
		if k := n.ChildByFieldName("key"); k != nil && k.Type() == "computed_property_name" {
			out = e.add(out, k)
		}
		return e.add(out, n.ChildByFieldName("value"))
	case "method_definition":
		return append(out, ir.PathRef(lw.hoistFunc(n)))
	case "string", "number", "regex", "true", "false", "null", "comment", "property_identifier",
		"private_property_identifier", "type_arguments", "type_annotation", "predefined_type", "type_identifier",
		"statement_identifier", "meta_property", "super", "import", "string_fragment", "escape_sequence",
		"jsx_text", "html_character_reference":
		return out
	}
	for _, c := range named(n) {
		out = e.add(out, c)
	}
	return out
}

// indexUses appends the uses of the subscript indices along the chain n
// (a[i].b[j] uses i and j).
func (e *exprCtx) indexUses(out []ir.Ref, n *sitter.Node) []ir.Ref {
	for n != nil {
		switch n.Type() {
		case "member_expression":
			n = n.ChildByFieldName("object")
		case "subscript_expression":
			out = e.add(out, n.ChildByFieldName("index"))
			n = n.ChildByFieldName("object")
		case "parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression":
			n = n.NamedChild(0)
		case "type_assertion":
			n = n.NamedChild(int(n.NamedChildCount()) - 1)
		default:
			return out
		}
	}
	return out
}

// path returns the access path (at most name.prop, subscripts stripped
// to their base) of a chain of member and subscript expressions over a
// name or this, and whether n is one.
func (e *exprCtx) path(n *sitter.Node) (string, bool) {
	var chain []*sitter.Node
	for n != nil && n.Type() != "identifier" && n.Type() != "this" {
		chain = append(chain, n)
		switch n.Type() {
		case "member_expression":
			if n.ChildByFieldName("property") == nil {
				return "", false
			}
			n = n.ChildByFieldName("object")
		case "subscript_expression":
			n = n.ChildByFieldName("object")
		case "parenthesized_expression", "non_null_expression":
			if n.NamedChildCount() != 1 {
				return "", false
			}
			n = n.NamedChild(0)
		case "as_expression", "satisfies_expression":
			// (o as Dims).w is o.w (golden/js/RULES.md: TypeScript's
			// type-only syntax is transparent): the expression, then
			// the type.
			if n.NamedChildCount() == 0 {
				return "", false
			}
			n = n.NamedChild(0)
		case "type_assertion":
			// <Dims>o: the type arguments, then the expression.
			if n.NamedChildCount() == 0 {
				return "", false
			}
			n = n.NamedChild(int(n.NamedChildCount()) - 1)
		default:
			return "", false
		}
	}
	if n == nil {
		return "", false
	}
	p := e.lw.text(n)
	if p == "" || p == "undefined" {
		return "", false
	}
	namespace := e.lw.namespaces[p]
	p = e.lw.use(p)
	subscripted := false
	for k := len(chain) - 1; k >= 0; k-- {
		switch c := chain[k]; c.Type() {
		case "member_expression":
			if a := e.lw.text(c.ChildByFieldName("property")); !strings.Contains(p, ".") && !subscripted && a != "" {
				p += "." + a
			}
		case "subscript_expression":
			// ns["RATE"] on a namespace import is the member ns.RATE
			// (the module's export of that name; js-v74/12).
			if key, ok := constKey(e.lw, c.ChildByFieldName("index")); ok && namespace && k == len(chain)-1 {
				p += "." + key
				continue
			}
			subscripted = true
		}
	}
	return p, true
}

// constKey returns the text of n when it is a string literal spelling an
// identifier ("RATE", 'RATE'), the key of a member written as a subscript.
func constKey(lw *lowerer, n *sitter.Node) (string, bool) {
	if n == nil || n.Type() != "string" {
		return "", false
	}
	t := lw.text(n)
	if len(t) < 3 {
		return "", false
	}
	t = t[1 : len(t)-1]
	for i, r := range t {
		if !(r == '_' || r == '$' || unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r)) {
			return "", false
		}
	}
	return t, true
}

// dotted returns the text of a chain of names (a, this.a, a.b.c; the
// first resolved as a name), "" for any other expression.
func dotted(lw *lowerer, n *sitter.Node) string {
	var parts []string
	for n != nil {
		switch n.Type() {
		case "identifier", "this":
			t := lw.text(n)
			if t == "" {
				return ""
			}
			parts = append(parts, lw.use(t))
			for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
				parts[i], parts[j] = parts[j], parts[i]
			}
			return strings.Join(parts, ".")
		case "member_expression":
			p := n.ChildByFieldName("property")
			if p == nil || p.Type() != "property_identifier" {
				return ""
			}
			parts = append(parts, lw.text(p))
			n = n.ChildByFieldName("object")
		case "parenthesized_expression", "non_null_expression", "as_expression", "satisfies_expression":
			// Transparent: (o as Dims).area() calls o's area.
			if n.NamedChildCount() == 0 {
				return ""
			}
			n = n.NamedChild(0)
		default:
			return ""
		}
	}
	return ""
}

// call lowers a call (or new C(...), isNew) and returns the uses of its
// value: the call's result, and for an Array method calling a function
// argument (callbackMethods) the results of that function's call too.
func (e *exprCtx) call(n *sitter.Node, isNew bool) []ir.Ref {
	lw := e.lw
	field := "function"
	if isNew {
		field = "constructor"
	}
	fn := unwrap(n.ChildByFieldName(field))
	args := n.ChildByFieldName("arguments")
	c := ir.Call{Line: line(n)}
	switch {
	case fn == nil:
	case fn.Type() == "identifier":
		c.Callee = lw.use(lw.text(fn))
		c.CalleeUses = []ir.Ref{ir.PathRef(c.Callee)}
	case fn.Type() == "super":
		c.Callee, c.Method, c.Super = "super().constructor", "constructor", true
	case fn.Type() == "member_expression":
		obj := unwrap(fn.ChildByFieldName("object"))
		if p := fn.ChildByFieldName("property"); p != nil {
			c.Method = lw.text(p)
		}
		if obj != nil && obj.Type() == "super" {
			c.Callee, c.Super = "super()."+c.Method, true
			break
		}
		if d := dotted(lw, fn); d != "" {
			c.Callee = d
		}
		if obj != nil {
			if p, ok := e.path(obj); ok {
				c.RecvPath = p
			}
			c.Receiver = e.expr(obj)
		}
	case fn.Type() == "arrow_function" || fn.Type() == "function_expression" || fn.Type() == "function":
		c.Callee = lw.hoistFunc(fn)
		c.CalleeUses = []ir.Ref{ir.PathRef(c.Callee)}
	case fn.Type() == "import":
	default:
		c.CalleeUses = e.expr(fn)
	}
	var fnArgs []string // names of the function arguments
	var argNodes []*sitter.Node
	if args != nil && args.Type() == "arguments" {
		for _, a := range named(args) {
			if a.Type() == "comment" {
				continue
			}
			argNodes = append(argNodes, a)
		}
	} else if args != nil {
		argNodes = append(argNodes, args) // a tagged template
	}
	for _, a := range argNodes {
		var arg ir.Arg
		x := a
		if a.Type() == "spread_element" {
			arg.Star = 1
			if a.NamedChildCount() > 0 {
				x = a.NamedChild(0)
			}
		}
		ux := unwrap(x)
		arg.Uses = e.expr(x)
		switch ux.Type() {
		case "number":
			arg.Const = ir.ConstInt(lw.text(ux))
		case "string":
			if v, ok := stringValue(lw, ux); ok {
				arg.Const = ir.ConstStr(v)
			}
		case "undefined":
			arg.Undefined = arg.Star == 0
		case "identifier":
			arg.Undefined = arg.Star == 0 && lw.text(ux) == "undefined"
		}
		if arg.Star == 0 && ux.Type() == "object" {
			arg.Object = true
			arg.Keys, arg.Spread = objectKeys(lw, ux)
		}
		if p, ok := e.path(ux); ok && ux.Type() != "subscript_expression" {
			arg.Path = p
		}
		if ux.Type() == "identifier" || isFuncExpr(ux) {
			if len(arg.Uses) == 1 && arg.Uses[0].IsPath() {
				fnArgs = append(fnArgs, arg.Uses[0].Path)
			}
		}
		c.Args = append(c.Args, arg)
	}
	c.Cond = e.cond
	if c.Callee == "Object.assign" && len(c.Args) > 0 && c.Args[0].Path != "" {
		// Object.assign(t, ...) copies into t: a may-definition of t.
		e.st.Defs = append(e.st.Defs, ir.Def{Path: c.Args[0].Path, May: true})
	}
	e.st.Calls = append(e.st.Calls, c)
	out := []ir.Ref{ir.CallRef(len(e.st.Calls) - 1)}
	results, ok := callbackMethods[c.Method]
	if !ok || c.Super || len(c.Receiver) == 0 || len(fnArgs) == 0 {
		return out
	}
	// xs.forEach(f), xs.map((x) => ...): f is called here on the
	// receiver's elements (reduce: with the accumulator first).
	recv := append([]ir.Ref(nil), c.Receiver...)
	f := fnArgs[0]
	if len(c.Args) == 0 || len(c.Args[0].Uses) != 1 || c.Args[0].Uses[0].Path != f {
		return out
	}
	cb := ir.Call{Callee: f, CalleeUses: []ir.Ref{ir.PathRef(f)}, Line: c.Line, Cond: e.cond}
	switch c.Method {
	case "reduce", "reduceRight":
		var init []ir.Ref
		if len(c.Args) > 1 {
			init = c.Args[1].Uses
		}
		cb.Args = []ir.Arg{{Uses: append(init, recv...)}, {Uses: recv}}
	case "sort":
		cb.Args = []ir.Arg{{Uses: recv}, {Uses: recv}}
	default:
		cb.Args = []ir.Arg{{Uses: recv}}
	}
	e.st.Calls = append(e.st.Calls, cb)
	if results {
		out = append(out, ir.CallRef(len(e.st.Calls)-1))
	}
	return out
}

// objectKeys returns the property keys object literal n writes out with
// a value, in source order (ir.Arg.Keys), and whether it may give any key
// any value (ir.Arg.Spread): it has a spread element (...o), or a key
// propertyKey cannot name ([k]: v, a number, a string with escapes). A
// key whose last value is the literal undefined, or a getter or setter
// (whose value is the getter's result), is not among the keys; nor is
// __proto__, which may set the prototype rather than a property.
func objectKeys(lw *lowerer, n *sitter.Node) (keys []string, spread bool) {
	for _, c := range named(n) {
		var key string
		value := true
		switch c.Type() {
		case "shorthand_property_identifier":
			key = lw.text(c)
			value = key != "undefined"
		case "pair", "method_definition":
			field := "key"
			if c.Type() == "method_definition" {
				field = "name"
				value = !hasChild(c, "get") && !hasChild(c, "set")
			}
			k, ok := propertyKey(lw, c.ChildByFieldName(field))
			if !ok {
				spread = true
				continue
			}
			key = k
			if c.Type() == "pair" {
				v := unwrap(c.ChildByFieldName("value"))
				value = v != nil && v.Type() != "undefined" && !(v.Type() == "identifier" && lw.text(v) == "undefined")
			}
		case "spread_element":
			spread = true
			continue
		default:
			continue
		}
		keys = slices.DeleteFunc(keys, func(k string) bool { return k == key })
		if value && key != "__proto__" {
			keys = append(keys, key)
		}
	}
	return keys, spread
}

// propertyKey is the key a property name written in an object literal
// or pattern names: an identifier, or a string without escapes; false
// for any other (computed, a number, a string with escapes).
func propertyKey(lw *lowerer, k *sitter.Node) (string, bool) {
	if k == nil {
		return "", false
	}
	switch k.Type() {
	case "property_identifier":
		return lw.text(k), true
	case "string":
		for _, c := range named(k) {
			if c.Type() != "string_fragment" {
				return "", false
			}
		}
		return stringValue(lw, k)
	}
	return "", false
}

// defaultedKey is the key of element c of a parameter's object pattern
// when c gives a plain name a default ({ k = d }, { k: name = d }); false
// for any other element (no default, a nested pattern, a key propertyKey
// cannot name).
func defaultedKey(lw *lowerer, c *sitter.Node) (string, bool) {
	switch c.Type() {
	case "object_assignment_pattern":
		if left := c.ChildByFieldName("left"); left != nil && left.Type() == "shorthand_property_identifier_pattern" {
			return lw.text(left), true
		}
	case "pair_pattern":
		v := c.ChildByFieldName("value")
		if v == nil || v.Type() != "assignment_pattern" {
			return "", false
		}
		if left := v.ChildByFieldName("left"); left != nil && left.Type() == "identifier" {
			return propertyKey(lw, c.ChildByFieldName("key"))
		}
	}
	return "", false
}

func isFuncExpr(n *sitter.Node) bool {
	switch n.Type() {
	case "arrow_function", "function_expression", "function", "generator_function":
		return true
	}
	return false
}

// target lowers an assignment or binding target: names and name.prop paths
// are definitions; a[k] = v uses a and k and may-defines a; a longer chain
// a.b.c = v uses and may-defines a.b; patterns bind each of their names
// (defaults are uses that may not run: with e.defaults set, uses of a
// statement of their own that rebinds only the names they default,
// bindDefault). When aug is true (x += 1, x++) the target is also used.
func (e *exprCtx) target(n *sitter.Node, aug, decl bool) {
	if n == nil || !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	lw := e.lw
	switch n.Type() {
	case "identifier", "shorthand_property_identifier_pattern":
		t := lw.text(n)
		if t == "" {
			return
		}
		name := lw.def(t)
		if aug {
			e.st.Uses = append(e.st.Uses, ir.PathRef(name))
		}
		e.st.Defs = append(e.st.Defs, ir.Def{Path: name})
	case "member_expression":
		p, ok := e.path(n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n.ChildByFieldName("object"))...)
			return
		}
		e.st.Uses = e.indexUses(e.st.Uses, n)
		obj := unwrap(n.ChildByFieldName("object"))
		direct := obj != nil && (obj.Type() == "identifier" || obj.Type() == "this")
		if aug {
			e.st.Uses = append(e.st.Uses, ir.PathRef(p))
		}
		if direct {
			e.st.Defs = append(e.st.Defs, ir.Def{Path: p})
		} else {
			e.st.Uses = append(e.st.Uses, ir.PathRef(p))
			e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
		}
	case "subscript_expression":
		p, ok := e.path(n)
		e.st.Uses = e.indexUses(e.st.Uses, n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n.ChildByFieldName("object"))...)
			return
		}
		e.st.Uses = append(e.st.Uses, ir.PathRef(p))
		e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
	case "object_pattern", "array_pattern":
		for _, c := range named(n) {
			e.target(c, aug, decl)
		}
	case "pair_pattern":
		if k := n.ChildByFieldName("key"); k != nil && k.Type() == "computed_property_name" {
			e.st.Uses = append(e.st.Uses, e.expr(k)...)
		}
		e.target(n.ChildByFieldName("value"), aug, decl)
	case "assignment_pattern", "object_assignment_pattern":
		if e.defaults != nil {
			e.bindDefault(n, aug, decl)
			return
		}
		e.st.Uses = append(e.st.Uses, e.condAdd(nil, n.ChildByFieldName("right"))...)
		e.target(n.ChildByFieldName("left"), aug, decl)
	case "rest_pattern", "parenthesized_expression", "non_null_expression", "as_expression":
		if n.NamedChildCount() > 0 {
			e.target(n.NamedChild(0), aug, decl)
		}
	case "comment":
	default:
		e.st.Uses = append(e.st.Uses, e.expr(n)...)
	}
}

// bindDefault lowers a pattern element with a default value, x = d in
// const {x = d} = o (also [x = d], {k: {y, z} = d}, a parameter's or a
// for...of target's pattern): the holding statement binds the names of
// the element from the source, then a statement of its own, on the same
// line and appended to e.defaults, rebinds them from their value and the
// default, which JavaScript evaluates only when that value is undefined.
// A default thus belongs to the names it defaults and to no other name
// of the pattern (golden/js/RULES.md rule 1: each bound name is defined
// separately from the matching part of the source, the defaults being
// uses on that line, rule 5; slicing-rules.md rule 16: a name the
// criterion's value does not depend on does not seed its slice). The
// statements of defaults nested inside the element come after its own, in
// the order JavaScript evaluates them. A default that reads nothing (a
// literal) needs no statement; one of an element that binds nothing stays
// a use of the holding statement.
func (e *exprCtx) bindDefault(n *sitter.Node, aug, decl bool) {
	at := len(*e.defaults)
	first := len(e.st.Defs)
	e.target(n.ChildByFieldName("left"), aug, decl)
	right := n.ChildByFieldName("right")
	bound := e.st.Defs[first:]
	if len(bound) == 0 {
		e.st.Uses = append(e.st.Uses, e.condAdd(nil, right)...)
		return
	}
	d := &ir.Stmt{Kind: ir.Simple, Span: e.st.Span}
	de := &exprCtx{lw: e.lw, st: d}
	uses := de.condAdd(nil, right)
	if len(uses) == 0 && len(d.Calls) == 0 && len(d.Defs) == 0 {
		return
	}
	seen := map[string]bool{}
	for _, b := range bound {
		if !seen[b.Path] {
			seen[b.Path] = true
			d.Uses = append(d.Uses, ir.PathRef(b.Path))
			d.Defs = append(d.Defs, ir.Def{Path: b.Path, May: b.May})
		}
	}
	if e.keyDefault != nil {
		kd := *e.keyDefault
		kd.From = len(d.Uses)
		d.KeyDefault = &kd
	}
	d.Uses = append(d.Uses, uses...)
	*e.defaults = append((*e.defaults)[:at], append([]*ir.Stmt{d}, (*e.defaults)[at:]...)...)
}

// mayBe reports whether expression n may evaluate to the object the
// plain name holds: the name itself, an operand of ||, && or ??, or a
// branch of a conditional expression (opts || {}, x ? opts : {}).
func mayBe(lw *lowerer, n *sitter.Node, name string) bool {
	n = unwrap(n)
	if n == nil {
		return false
	}
	switch n.Type() {
	case "identifier":
		return lw.text(n) == name
	case "binary_expression":
		op := n.ChildByFieldName("operator")
		if op == nil {
			return false
		}
		switch lw.text(op) {
		case "||", "&&", "??":
			return mayBe(lw, n.ChildByFieldName("left"), name) || mayBe(lw, n.ChildByFieldName("right"), name)
		}
	case "ternary_expression":
		return mayBe(lw, n.ChildByFieldName("consequence"), name) || mayBe(lw, n.ChildByFieldName("alternative"), name)
	}
	return false
}

// parallel reports whether left = right binds names or paths of names one
// to one with the elements of an array literal written out ([a, b] =
// [b, a]; const [x, y] = [p, q]): no hole, spread, rest or default on
// either side. It returns the pattern's items and the literal's elements,
// in order.
func parallel(left, right *sitter.Node) (items, values []*sitter.Node, ok bool) {
	right = unwrap(right)
	if left == nil || right == nil || left.Type() != "array_pattern" || right.Type() != "array" {
		return nil, nil, false
	}
	items, ok1 := arrayItems(left)
	values, ok2 := arrayItems(right)
	if !ok1 || !ok2 || len(items) < 2 || len(items) != len(values) {
		return nil, nil, false
	}
	for _, it := range items {
		switch it.Type() {
		case "identifier":
		case "member_expression":
			if o := unwrap(it.ChildByFieldName("object")); o == nil || o.Type() != "identifier" && o.Type() != "this" {
				return nil, nil, false
			}
		default:
			return nil, nil, false
		}
	}
	for _, v := range values {
		if v.Type() == "spread_element" {
			return nil, nil, false
		}
	}
	return items, values, true
}

// arrayItems returns the elements of an array or array pattern, false
// when it has a hole ([, b]) or a comment, which would shift the pairing.
func arrayItems(n *sitter.Node) ([]*sitter.Node, bool) {
	var out []*sitter.Node
	pending := false // an element seen since the last comma
	for i := 0; i < int(n.ChildCount()); i++ {
		c := n.Child(i)
		switch {
		case c.Type() == "comment":
			return nil, false
		case c.Type() == ",":
			if !pending {
				return nil, false
			}
			pending = false
		case c.IsNamed():
			out = append(out, c)
			pending = true
		}
	}
	return out, true
}

// elems lowers each element of an array literal on its own, in order.
func (e *exprCtx) elems(values []*sitter.Node) [][]ir.Ref {
	out := make([][]ir.Ref, len(values))
	for k, v := range values {
		out[k] = append([]ir.Ref{}, e.expr(v)...)
	}
	return out
}

// bindElems gives the definitions the pattern items made, from index
// first of the statement's Defs, what their own elements read
// (ir.Def.Uses): after [lo, hi] = [hi, lo], lo comes from the old hi alone
// (golden/js/RULES.md rule 1, slicing-rules.md rule 16). It leaves the
// definitions alone unless each item made exactly one, of its own path.
func (e *exprCtx) bindElems(items []*sitter.Node, elems [][]ir.Ref, first int) {
	if len(e.st.Defs)-first != len(items) {
		return
	}
	for k, it := range items {
		if p, ok := e.path(it); !ok || p != e.st.Defs[first+k].Path {
			return
		}
	}
	for k := range items {
		e.st.Defs[first+k].Uses = elems[k]
	}
}
