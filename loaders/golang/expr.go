package golang

import (
	"strconv"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// exprCtx lowers the expressions of one statement, appending the calls it
// finds to the statement's call list.
type exprCtx struct {
	lw *lowerer
	st *ir.Stmt
	// cond is set while lowering a part of the expression that may not be
	// evaluated when the statement runs (the right operand of && and ||).
	cond bool
}

func (e *exprCtx) expr(n *sitter.Node) []ir.Ref { return e.add(nil, n) }

func (e *exprCtx) condAdd(out []ir.Ref, n *sitter.Node) []ir.Ref {
	was := e.cond
	e.cond = true
	out = e.add(out, n)
	e.cond = was
	return out
}

// firstArgWriters are the functions that may-define their first argument
// (golden/go/RULES.md rule 4).
var firstArgWriters = map[string]bool{
	"copy": true, "delete": true, "clear": true,
	"sort.Ints": true, "sort.Strings": true, "sort.Float64s": true, "sort.Slice": true, "sort.SliceStable": true,
	"sort.Sort": true, "sort.Stable": true, "slices.Sort": true, "slices.SortFunc": true, "slices.SortStableFunc": true,
	"slices.Reverse": true,
}

// sortCallbacks are the sorting functions that call their function
// argument at the statement with the elements of their first.
var sortCallbacks = map[string]bool{"sort.Slice": true, "sort.SliceStable": true, "slices.SortFunc": true, "slices.SortStableFunc": true}

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
		switch t := lw.text(n); t {
		case "", "_", "nil", "true", "false", "iota":
			return out
		default:
			return append(out, ir.PathRef(lw.use(t)))
		}
	case "selector_expression":
		if p, ok := e.path(n); ok {
			out = append(out, ir.PathRef(p))
			return e.indexUses(out, n)
		}
		return e.add(out, n.ChildByFieldName("operand"))
	case "index_expression":
		if p, ok := e.path(n); ok {
			out = append(out, ir.PathRef(p))
			return e.indexUses(out, n)
		}
		out = e.add(out, n.ChildByFieldName("operand"))
		return e.add(out, n.ChildByFieldName("index"))
	case "type_instantiation_expression":
		// g[r][c] (instIndex): the grid and its indices.
		if p, ok := e.path(n); ok {
			out = append(out, ir.PathRef(p))
			return e.indexUses(out, n)
		}
	case "call_expression":
		return append(out, e.call(n)...)
	case "func_literal":
		return append(out, ir.PathRef(lw.hoistFunc(n)))
	case "composite_literal":
		return append(out, e.composite(n)...)
	case "binary_expression":
		op := ""
		if o := n.ChildByFieldName("operator"); o != nil {
			op = lw.text(o)
		}
		out = e.add(out, n.ChildByFieldName("left"))
		if op == "&&" || op == "||" {
			return e.condAdd(out, n.ChildByFieldName("right"))
		}
		return e.add(out, n.ChildByFieldName("right"))
	case "type_assertion_expression":
		return e.add(out, n.ChildByFieldName("operand"))
	case "type_conversion_expression":
		// Max[Celsius](temps), a generic function given one type
		// argument, parses as a conversion to the generic type
		// Max[Celsius]: lowered as a call of Max, as T(x) is a call of T
		// (a conversion to a generic type then reads its operand, as an
		// unresolved call passes its argument on; go-v67/04).
		if t := n.ChildByFieldName("type"); t != nil && t.Type() == "generic_type" {
			if base := t.ChildByFieldName("type"); base != nil && base.Type() == "type_identifier" {
				if x := n.ChildByFieldName("operand"); x != nil {
					arg := ir.Arg{Uses: e.expr(x)}
					if x.Type() == "identifier" || x.Type() == "selector_expression" {
						if p, ok := e.path(x); ok {
							arg.Path = p
						}
					}
					name := e.lw.use(e.lw.text(base))
					e.st.Calls = append(e.st.Calls, ir.Call{Callee: name, CalleeUses: []ir.Ref{ir.PathRef(name)},
						Line: line(n), Cond: e.cond, Args: []ir.Arg{arg}})
					return append(out, ir.CallRef(len(e.st.Calls)-1))
				}
			}
		}
		return e.add(out, n.ChildByFieldName("operand"))
	case "keyed_element":
		// A struct literal's key is a field name, a map literal's an
		// expression (composite reads the keys it needs).
		kids := named(n)
		if len(kids) == 2 {
			return e.add(out, kids[1])
		}
	case "int_literal", "float_literal", "imaginary_literal", "rune_literal", "interpreted_string_literal",
		"raw_string_literal", "true", "false", "nil", "iota", "comment", "field_identifier", "type_identifier",
		"qualified_type", "pointer_type", "slice_type", "map_type", "array_type", "chan_type", "func_type",
		"interface_type", "struct_type", "generic_type", "type_arguments", "escape_sequence", "label_name",
		"package_identifier", "implicit_length_array_type", "parenthesized_type", "negated_type":
		return out
	}
	for _, c := range named(n) {
		out = e.add(out, c)
	}
	return out
}

// indexUses appends the uses of the indices along the chain n (a[i].b[j]
// uses i and j).
func (e *exprCtx) indexUses(out []ir.Ref, n *sitter.Node) []ir.Ref {
	for n != nil {
		switch n.Type() {
		case "selector_expression":
			n = n.ChildByFieldName("operand")
		case "index_expression":
			out = e.add(out, n.ChildByFieldName("index"))
			n = n.ChildByFieldName("operand")
		case "type_instantiation_expression":
			_, idx, ok := instIndex(n)
			if !ok {
				return out
			}
			for _, x := range idx {
				out = e.instIndexUses(out, x)
			}
			return out
		case "slice_expression":
			for _, f := range []string{"start", "end", "capacity"} {
				out = e.add(out, n.ChildByFieldName(f))
			}
			n = n.ChildByFieldName("operand")
		case "parenthesized_expression":
			n = n.NamedChild(0)
		case "unary_expression":
			if op := n.ChildByFieldName("operator"); op == nil || e.lw.text(op) != "*" {
				return out
			}
			n = n.ChildByFieldName("operand")
		default:
			return out
		}
	}
	return out
}

// path returns the access path (at most name.field, indices stripped to
// their base) of a chain of selectors, indexing, slicing and
// dereferences over a name, and whether n is one.
func (e *exprCtx) path(n *sitter.Node) (string, bool) {
	var chain []*sitter.Node
	var inst *sitter.Node // the base of g[r][c] (instIndex)
	for n != nil && n.Type() != "identifier" {
		if base, _, ok := instIndex(n); ok {
			inst = base
			break
		}
		chain = append(chain, n)
		switch n.Type() {
		case "selector_expression":
			n = n.ChildByFieldName("operand")
		case "index_expression", "slice_expression":
			n = n.ChildByFieldName("operand")
		case "parenthesized_expression":
			if n.NamedChildCount() != 1 {
				return "", false
			}
			n = n.NamedChild(0)
		case "unary_expression":
			if op := n.ChildByFieldName("operator"); op == nil || e.lw.text(op) != "*" {
				return "", false
			}
			n = n.ChildByFieldName("operand")
		default:
			return "", false
		}
	}
	if n == nil {
		return "", false
	}
	if inst != nil {
		// Indexed, so no field of what the chain reaches extends it.
		return e.typeNamePath(inst), true
	}
	p := e.lw.text(n)
	if p == "" || p == "_" || p == "nil" {
		return "", false
	}
	p = e.lw.use(p)
	subscripted := false
	for k := len(chain) - 1; k >= 0; k-- {
		switch c := chain[k]; c.Type() {
		case "selector_expression":
			if a := e.lw.text(c.ChildByFieldName("field")); !strings.Contains(p, ".") && !subscripted && a != "" {
				p += "." + a
			}
		case "index_expression", "slice_expression":
			subscripted = true
		}
	}
	return p, true
}

// instIndex reads g[r][c] and m[a[i]] when every index is a name or such
// an index itself: tree-sitter-go parses them as the instantiation of a
// generic type (type_instantiation_expression), which reads and writes
// nothing as it stands: g[r][c] as the generic_type g[r] given the type
// argument c, m[a[i]] as m given the type argument a[i] (a generic_type).
// It returns the base (a type_identifier, or a qualified_type for
// a.b[i][j]) and the indices in order, each a type_identifier,
// qualified_type or generic_type (a nested index, instIndexUses); ok is
// false for any other shape (a real instantiation's arguments are types
// such as []int or map[K]V), and for m[x] with a plain name x, which is
// an instantiation of m as far as the syntax tells (Max[int]).
func instIndex(n *sitter.Node) (base *sitter.Node, idx []*sitter.Node, ok bool) {
	if n == nil || n.Type() != "type_instantiation_expression" {
		return nil, nil, false
	}
	typ := n.ChildByFieldName("type")
	if typ == nil {
		return nil, nil, false
	}
	nested := false
	switch {
	case typ.Type() == "generic_type":
		base = typ.ChildByFieldName("type")
		args := typ.ChildByFieldName("type_arguments")
		if base == nil || args == nil || !nameLike(base) {
			return nil, nil, false
		}
		for _, a := range named(args) {
			if a.Type() == "type_elem" && a.NamedChildCount() == 1 {
				a = a.NamedChild(0)
			}
			idx = append(idx, a)
		}
	case nameLike(typ):
		base = typ
	default:
		return nil, nil, false
	}
	for _, a := range named(n) {
		if a.Equal(typ) {
			continue
		}
		if a.Type() == "type_elem" && a.NamedChildCount() == 1 {
			a = a.NamedChild(0)
		}
		idx = append(idx, a)
	}
	for _, a := range idx {
		switch {
		case nameLike(a):
		case genericIndex(a):
			nested = true
		default:
			return nil, nil, false
		}
	}
	if typ.Type() != "generic_type" && (!nested || len(idx) != 1) {
		return nil, nil, false
	}
	return base, idx, len(idx) > 0
}

// genericIndex reports whether a generic_type that instIndex meets as an
// index reads as a[i] (or a[i][j], a[b[i]]): a name given names or such
// indices.
func genericIndex(n *sitter.Node) bool {
	if n.Type() != "generic_type" {
		return false
	}
	base, args := n.ChildByFieldName("type"), n.ChildByFieldName("type_arguments")
	if base == nil || args == nil || !nameLike(base) || args.NamedChildCount() != 1 {
		return false
	}
	a := args.NamedChild(0)
	if a.Type() == "type_elem" && a.NamedChildCount() == 1 {
		a = a.NamedChild(0)
	}
	return nameLike(a) || genericIndex(a)
}

// instIndexUses appends what an index instIndex found reads: the name, or
// for a nested index a[i] the container a and what its index reads.
func (e *exprCtx) instIndexUses(out []ir.Ref, n *sitter.Node) []ir.Ref {
	if n.Type() != "generic_type" {
		return append(out, ir.PathRef(e.typeNamePath(n)))
	}
	out = append(out, ir.PathRef(e.typeNamePath(n.ChildByFieldName("type"))))
	a := n.ChildByFieldName("type_arguments").NamedChild(0)
	if a.Type() == "type_elem" && a.NamedChildCount() == 1 {
		a = a.NamedChild(0)
	}
	return e.instIndexUses(out, a)
}

// nameLike reports whether a type node instIndex meets is a name (c) or a
// package-qualified name (p.x), as an index or a base may be.
func nameLike(n *sitter.Node) bool {
	return n.Type() == "type_identifier" || n.Type() == "qualified_type"
}

// typeNamePath returns the access path a name that instIndex found is
// read as: the name, or p.x for a qualified name, its first part resolved
// as a name (lowerer.use).
func (e *exprCtx) typeNamePath(n *sitter.Node) string {
	if n.Type() == "qualified_type" {
		pkg, name := n.ChildByFieldName("package"), n.ChildByFieldName("name")
		if pkg != nil && name != nil {
			return e.lw.use(e.lw.text(pkg)) + "." + e.lw.text(name)
		}
	}
	return e.lw.use(e.lw.text(n))
}

// dotted returns the text of a chain of names (a, a.b.c; the first
// resolved as a name), "" for any other expression.
func dotted(lw *lowerer, n *sitter.Node) string {
	var parts []string
	for n != nil {
		switch n.Type() {
		case "identifier", "type_identifier", "package_identifier":
			t := lw.text(n)
			if t == "" {
				return ""
			}
			parts = append(parts, lw.use(t))
			for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
				parts[i], parts[j] = parts[j], parts[i]
			}
			return strings.Join(parts, ".")
		case "selector_expression":
			f := n.ChildByFieldName("field")
			if f == nil {
				return ""
			}
			parts = append(parts, lw.text(f))
			n = n.ChildByFieldName("operand")
		case "qualified_type":
			return strings.ReplaceAll(lw.text(n), " ", "")
		default:
			return ""
		}
	}
	return ""
}

// call lowers a call and returns the uses of its value.
func (e *exprCtx) call(n *sitter.Node) []ir.Ref {
	lw := e.lw
	fn := n.ChildByFieldName("function")
	for fn != nil && fn.Type() == "parenthesized_expression" && fn.NamedChildCount() == 1 {
		fn = fn.NamedChild(0)
	}
	c := ir.Call{Line: line(n)}
	switch {
	case fn == nil:
	case fn.Type() == "identifier":
		c.Callee = lw.use(lw.text(fn))
		c.CalleeUses = []ir.Ref{ir.PathRef(c.Callee)}
	case fn.Type() == "selector_expression":
		c.Method = lw.text(fn.ChildByFieldName("field"))
		if d := dotted(lw, fn); d != "" {
			c.Callee = d
		}
		if obj := fn.ChildByFieldName("operand"); obj != nil {
			if p, ok := e.path(obj); ok {
				c.RecvPath = p
			}
			c.Receiver = e.expr(obj)
		}
	case fn.Type() == "func_literal":
		c.Callee = lw.hoistFunc(fn)
		c.CalleeUses = []ir.Ref{ir.PathRef(c.Callee)}
	default:
		c.CalleeUses = e.expr(fn)
	}
	var fnArg string
	if args := n.ChildByFieldName("arguments"); args != nil {
		for _, a := range named(args) {
			// A type argument (make([]int, n), new(T)) binds no parameter;
			// nil is a value here, holding its position.
			if a.Type() == "comment" || isTypeNode(a) && a.Type() != "nil" {
				continue
			}
			var arg ir.Arg
			x := a
			if a.Type() == "variadic_argument" {
				arg.Star = 1
				if a.NamedChildCount() > 0 {
					x = a.NamedChild(0)
				}
			}
			arg.Uses = e.expr(x)
			switch x.Type() {
			case "int_literal":
				arg.Const = ir.ConstInt(lw.text(x))
			case "interpreted_string_literal", "raw_string_literal":
				if v, err := strconv.Unquote(lw.text(x)); err == nil {
					arg.Const = ir.ConstStr(v)
				}
			case "identifier", "selector_expression":
				if p, ok := e.path(x); ok {
					arg.Path = p
				}
			case "unary_expression":
				// &x passed to a parameter of the repository: the
				// callee's writes through it are may-definitions of x.
				if op := x.ChildByFieldName("operator"); op != nil && lw.text(op) == "&" {
					if p, ok := e.path(x.ChildByFieldName("operand")); ok {
						arg.Path = p
					}
				}
			case "func_literal":
				if len(arg.Uses) == 1 && arg.Uses[0].IsPath() {
					fnArg = arg.Uses[0].Path
				}
			}
			c.Args = append(c.Args, arg)
		}
	}
	c.Cond = e.cond
	if firstArgWriters[c.Callee] && len(c.Args) > 0 && c.Args[0].Path != "" {
		e.st.Defs = append(e.st.Defs, ir.Def{Path: c.Args[0].Path, May: true})
	}
	e.st.Calls = append(e.st.Calls, c)
	out := []ir.Ref{ir.CallRef(len(e.st.Calls) - 1)}
	if sortCallbacks[c.Callee] && fnArg != "" && len(c.Args) > 0 {
		// sort.Slice(xs, func(i, j int) bool {...}): the literal runs here.
		elems := append([]ir.Ref(nil), c.Args[0].Uses...)
		cb := ir.Call{Callee: fnArg, CalleeUses: []ir.Ref{ir.PathRef(fnArg)}, Line: c.Line, Cond: e.cond,
			Args: []ir.Arg{{Uses: elems}, {Uses: elems}}}
		e.st.Calls = append(e.st.Calls, cb)
		// Its results decide the order written into the first argument.
		out = append(out, ir.CallRef(len(e.st.Calls)-1))
	}
	return out
}

// composite lowers a composite literal. One of a named type (T{...},
// pkg.T{...}) is a call of the type with its elements as arguments, so
// that a variable it initializes is known to hold a T (its methods
// resolve); any other (slices, maps, anonymous structs) reads its
// elements.
func (e *exprCtx) composite(n *sitter.Node) []ir.Ref {
	lw := e.lw
	t := n.ChildByFieldName("type")
	body := n.ChildByFieldName("body")
	isMap := t != nil && t.Type() == "map_type"
	var elems [][]ir.Ref
	var walk func(b *sitter.Node)
	walk = func(b *sitter.Node) {
		for _, el := range named(b) {
			switch el.Type() {
			case "keyed_element":
				kids := named(el)
				if len(kids) == 2 {
					if isMap {
						elems = append(elems, e.elem(kids[0]))
					}
					elems = append(elems, e.elem(kids[1]))
				}
			case "literal_element":
				elems = append(elems, e.elem(el))
			case "comment":
			default:
				elems = append(elems, e.expr(el))
			}
		}
	}
	walk(body)
	name := ""
	if t != nil && (t.Type() == "type_identifier" || t.Type() == "qualified_type" || t.Type() == "generic_type") {
		name = typeName(lw, t)
		if t.Type() == "type_identifier" {
			name = lw.use(name)
		}
	}
	if name == "" {
		var out []ir.Ref
		for _, u := range elems {
			out = append(out, u...)
		}
		return out
	}
	c := ir.Call{Callee: name, Line: line(n), Cond: e.cond}
	for _, u := range elems {
		c.Args = append(c.Args, ir.Arg{Uses: u})
	}
	e.st.Calls = append(e.st.Calls, c)
	return []ir.Ref{ir.CallRef(len(e.st.Calls) - 1)}
}

// elem lowers one element of a composite literal (a literal_element
// holds an expression or a nested literal_value).
func (e *exprCtx) elem(n *sitter.Node) []ir.Ref {
	if n.Type() == "literal_element" && n.NamedChildCount() == 1 {
		n = n.NamedChild(0)
	}
	if n.Type() == "literal_value" {
		var out []ir.Ref
		for _, c := range named(n) {
			switch c.Type() {
			case "keyed_element":
				if kids := named(c); len(kids) == 2 {
					out = append(out, e.elem(kids[1])...)
				}
			case "literal_element":
				out = append(out, e.elem(c)...)
			}
		}
		return out
	}
	return e.expr(n)
}

// target lowers an assignment target: a name or name.field is a
// definition; s[i] = v, m[k] = v and *p = v use the container (and the
// index) and may-define it; a longer chain a.b.c = v uses and
// may-defines a.b. When aug is true (x += 1, x++) the target is also
// used.
func (e *exprCtx) target(n *sitter.Node, aug bool) {
	if n == nil || !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	lw := e.lw
	switch n.Type() {
	case "identifier":
		t := lw.text(n)
		if t == "" || t == "_" {
			return
		}
		name := lw.def(t)
		if aug {
			e.st.Uses = append(e.st.Uses, ir.PathRef(name))
		}
		e.st.Defs = append(e.st.Defs, ir.Def{Path: name})
	case "selector_expression":
		p, ok := e.path(n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n.ChildByFieldName("operand"))...)
			return
		}
		e.st.Uses = e.indexUses(e.st.Uses, n)
		obj := n.ChildByFieldName("operand")
		direct := obj != nil && obj.Type() == "identifier"
		if aug {
			e.st.Uses = append(e.st.Uses, ir.PathRef(p))
		}
		if direct {
			e.st.Defs = append(e.st.Defs, ir.Def{Path: p})
		} else {
			e.st.Uses = append(e.st.Uses, ir.PathRef(p))
			e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
		}
	case "index_expression", "unary_expression", "parenthesized_expression", "type_instantiation_expression":
		p, ok := e.path(n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n)...)
			return
		}
		e.st.Uses = e.indexUses(e.st.Uses, n)
		e.st.Uses = append(e.st.Uses, ir.PathRef(p))
		e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
	default:
		e.st.Uses = append(e.st.Uses, e.expr(n)...)
	}
}
