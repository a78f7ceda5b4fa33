package python

import (
	"fmt"
	"slices"
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
	// local holds the names bound inside the expression (comprehension
	// targets, lambda parameters) with the uses that stand for them: a
	// comprehension variable stands for its iterable, a lambda parameter
	// for nothing. Nested lambdas and comprehensions share it.
	local    *locals
	inLambda bool
	// noKeys keeps subscripted uses plain (an assignment's target d[k]
	// is a store, described by its Def).
	noKeys bool
	// cond is set while lowering a part of the expression that may not be
	// evaluated when the statement runs: its calls get ir.Call.Cond.
	cond bool
}

// condAdd lowers n as a part that may not be evaluated (condAdd of a
// boolean operator's later operand, a conditional expression's branch).
func (e *exprCtx) condAdd(out []ir.Ref, n *sitter.Node) []ir.Ref {
	was := e.cond
	e.cond = true
	out = e.add(out, n)
	e.cond = was
	return out
}

// locals is a scoped table of names: a nested lambda or comprehension binds
// into it and undoes its bindings when done, so that nesting costs nothing
// per level (copying the table per level made nesting quadratic).
type locals struct {
	m    map[string][]ir.Ref
	undo []undoRec
}

type undoRec struct {
	name string
	refs []ir.Ref
	had  bool
}

// nested returns the context of a lambda or comprehension inside e's
// expression, sharing e's names, and the function that undoes its
// bindings.
func (e *exprCtx) nested(inLambda bool) (*exprCtx, func()) {
	if e.local == nil {
		e.local = &locals{m: map[string][]ir.Ref{}}
	}
	t, mark := e.local, len(e.local.undo)
	return &exprCtx{lw: e.lw, st: e.st, local: t, inLambda: inLambda, cond: e.cond}, func() {
		for i := len(t.undo) - 1; i >= mark; i-- {
			u := t.undo[i]
			if u.had {
				t.m[u.name] = u.refs
			} else {
				delete(t.m, u.name)
			}
		}
		t.undo = t.undo[:mark]
	}
}

func (e *exprCtx) bind(name string, refs []ir.Ref) {
	if e.local == nil {
		e.local = &locals{m: map[string][]ir.Ref{}}
	}
	old, had := e.local.m[name]
	e.local.undo = append(e.local.undo, undoRec{name, old, had})
	e.local.m[name] = refs
}

// lookup returns the uses a locally bound name stands for. A name bound
// to itself (a lambda's parameter inside its own scope, shadowing a
// comprehension variable of the same name) is no local: it is the
// scope's own name.
func (e *exprCtx) lookup(n string) ([]ir.Ref, bool) {
	if e.local == nil {
		return nil, false
	}
	refs, ok := e.local.m[n]
	if ok && len(refs) == 1 && refs[0].IsPath() && refs[0].Path == n {
		return nil, false
	}
	return refs, ok
}

func (e *exprCtx) name(n string) []ir.Ref {
	if refs, ok := e.lookup(n); ok {
		return refs
	}
	return []ir.Ref{ir.PathRef(n)}
}

// path returns the access path (at most name.attr, subscripts stripped to
// their base) of an expression that is a name chain, and whether it is one.
// It walks the chain in a loop: a chain of any length costs its length.
func (e *exprCtx) path(n *sitter.Node) (string, bool) {
	var chain []*sitter.Node // attribute, subscript and parenthesized nodes above the name
	for n != nil && n.Type() != "identifier" {
		chain = append(chain, n)
		switch n.Type() {
		case "attribute":
			if n.ChildByFieldName("attribute") == nil {
				return "", false
			}
			n = n.ChildByFieldName("object")
		case "subscript":
			n = n.ChildByFieldName("value")
		case "parenthesized_expression":
			if n.NamedChildCount() != 1 {
				return "", false
			}
			n = n.NamedChild(0)
		default:
			return "", false
		}
	}
	if n == nil {
		return "", false
	}
	// A missing identifier (inserted by error recovery) names nothing.
	p := e.lw.text(n)
	if p == "" {
		return "", false
	}
	// Back up the chain: an attribute extends the path when the path is a
	// bare name and its object, through attributes, is no subscript
	// (d[k].x uses d).
	subscripted := false
	for k := len(chain) - 1; k >= 0; k-- {
		switch c := chain[k]; c.Type() {
		case "attribute":
			if a := e.lw.text(c.ChildByFieldName("attribute")); !strings.Contains(p, ".") && !subscripted && a != "" {
				p += "." + a
			}
		case "subscript":
			subscripted = true
		default:
			subscripted = false
		}
	}
	return p, true
}

func (e *exprCtx) rootLocal(p string) ([]ir.Ref, bool) {
	root := strings.SplitN(p, ".", 2)[0]
	return e.lookup(root)
}

// expr returns what evaluating n uses.
func (e *exprCtx) expr(n *sitter.Node) []ir.Ref {
	return e.add(nil, n)
}

// add appends what evaluating n uses to out. Nested expressions append to
// the same slice, so that a chain of n operators costs O(n), not O(n²).
func (e *exprCtx) add(out []ir.Ref, n *sitter.Node) []ir.Ref {
	if n == nil {
		return out
	}
	if !e.lw.enter(n) {
		return out
	}
	defer e.lw.leave()
	switch n.Type() {
	case "identifier":
		if t := e.lw.text(n); t != "" {
			return append(out, e.name(t)...)
		}
		return out
	case "attribute":
		if p, ok := e.path(n); ok {
			if refs, local := e.rootLocal(p); local {
				return append(out, refs...)
			}
			out = append(out, ir.PathRef(p))
			// subscripts inside the chain are evaluated too
			return e.subscriptIndexUses(out, n)
		}
		obj := n.ChildByFieldName("object")
		if n.ChildByFieldName("attribute") != nil {
			// No object below n in the chain of attributes has a path
			// either: lower the first one that is no attribute.
			for obj != nil && obj.Type() == "attribute" && obj.ChildByFieldName("attribute") != nil {
				obj = obj.ChildByFieldName("object")
			}
		}
		return e.add(out, obj)
	case "subscript":
		if !e.noKeys {
			if ref, keys, ok := e.keyed(n); ok {
				e.st.Subscripts = append(e.st.Subscripts, ir.Subscript{Keys: keys})
				ref.Sub = len(e.st.Subscripts)
				out = append(out, ref)
				return e.subscriptIndexUses(out, n)
			}
		}
		// The chain's base, then each level's keys, innermost first: in a
		// loop, so that a chain of n subscripts costs n.
		var chain []*sitter.Node
		for n != nil && n.Type() == "subscript" {
			chain = append(chain, n)
			n = n.ChildByFieldName("value")
		}
		out = e.add(out, n)
		for k := len(chain) - 1; k >= 0; k-- {
			v := chain[k].ChildByFieldName("value")
			for _, c := range named(chain[k]) {
				if !same(c, v) {
					out = e.add(out, c)
				}
			}
		}
		return out
	case "call":
		return append(out, e.call(n)...)
	case "lambda":
		return append(out, e.lambda(n)...)
	case "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
		return append(out, e.comprehension(n)...)
	case "named_expression":
		// (x := v) defines x and has v's value: the expression uses what v
		// uses, not x, which the statement defines (a use of x here would
		// make `while (line := next(it, None)):` read the line = None
		// before the loop, which its own definition kills on every path).
		out = e.add(out, n.ChildByFieldName("value"))
		if nm := n.ChildByFieldName("name"); nm != nil && e.lw.text(nm) != "" {
			e.st.Defs = append(e.st.Defs, ir.Def{Path: e.lw.text(nm)})
		}
		return out
	case "keyword_argument":
		return e.add(out, n.ChildByFieldName("value"))
	case "string", "concatenated_string":
		e.walkInterpolations(n, &out)
		return out
	case "boolean_operator":
		// a or b or c nests to the left in the syntax tree but is one flat
		// operation in Python (CPython compiles any length of it): walk
		// the left spine in a loop instead of nesting a level per operand.
		var rights []*sitter.Node
		m := n
		for m != nil && m.Type() == "boolean_operator" {
			rights = append(rights, m.ChildByFieldName("right"))
			m = m.ChildByFieldName("left")
		}
		out = e.add(out, m)
		for i := len(rights) - 1; i >= 0; i-- {
			out = e.condAdd(out, rights[i])
		}
		return out
	case "comparison_operator":
		// a < b < c: c is evaluated only when a < b holds.
		for i, ch := range named(n) {
			if i >= 2 {
				out = e.condAdd(out, ch)
			} else {
				out = e.add(out, ch)
			}
		}
		return out
	case "conditional_expression":
		// a if c else b: c runs, one of a and b.
		for i, ch := range named(n) {
			if i == 1 {
				out = e.add(out, ch)
			} else {
				out = e.condAdd(out, ch)
			}
		}
		return out
	case "integer", "float", "true", "false", "none", "ellipsis", "comment", "type":
		return out
	case "yield":
		if !e.inLambda {
			e.st.Yields = true
		}
	}
	for _, ch := range named(n) {
		out = e.add(out, ch)
	}
	return out
}

// subscriptIndexUses appends the uses of the subscript indices along the
// chain n (a[i].b[j].c uses i and j), outermost first.
func (e *exprCtx) subscriptIndexUses(out []ir.Ref, n *sitter.Node) []ir.Ref {
	for n != nil {
		for n != nil && n.Type() == "attribute" {
			n = n.ChildByFieldName("object")
		}
		if n == nil || n.Type() != "subscript" {
			break
		}
		v := n.ChildByFieldName("value")
		for _, c := range named(n) {
			if !same(c, v) {
				out = e.add(out, c)
			}
		}
		n = v
	}
	return out
}

func (e *exprCtx) walkInterpolations(n *sitter.Node, out *[]ir.Ref) {
	if !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	for _, c := range named(n) {
		switch c.Type() {
		case "interpolation", "format_expression":
			if x := c.ChildByFieldName("expression"); x != nil {
				*out = e.add(*out, x)
			} else if c.NamedChildCount() > 0 {
				*out = e.add(*out, c.NamedChild(0))
			}
			// A format spec may hold replacement fields of its own:
			// f"{v:.{precision}f}" reads precision.
			if spec := c.ChildByFieldName("format_specifier"); spec != nil {
				e.walkInterpolations(spec, out)
			}
		case "string":
			e.walkInterpolations(c, out)
		}
	}
}

func (e *exprCtx) call(n *sitter.Node) []ir.Ref {
	fn := n.ChildByFieldName("function")
	args := n.ChildByFieldName("arguments")
	c := ir.Call{Line: line(n)}
	switch {
	case fn == nil:
	case fn.Type() == "identifier" && e.lw.text(fn) == "": // missing identifier
	case fn.Type() == "identifier":
		c.Callee = e.lw.text(fn)
		if refs, local := e.lookup(c.Callee); local {
			c.Callee = ""
			c.CalleeUses = refs
		} else {
			c.CalleeUses = []ir.Ref{ir.PathRef(c.Callee)}
		}
	case fn.Type() == "attribute":
		obj := fn.ChildByFieldName("object")
		attr := fn.ChildByFieldName("attribute")
		if attr != nil {
			c.Method = e.lw.text(attr)
		}
		if d := dotted(e.lw, fn); d != "" {
			c.Callee = d
		} else if obj != nil && obj.Type() == "call" && isName(e.lw, obj.ChildByFieldName("function"), "super") {
			c.Callee, c.Super = "super()."+c.Method, true
		}
		if obj != nil {
			if p, ok := e.path(obj); ok {
				if _, local := e.rootLocal(p); !local {
					c.RecvPath = p
				}
			}
			c.Receiver = e.expr(obj)
		}
	default:
		c.CalleeUses = e.expr(fn)
	}
	if args != nil {
		if args.Type() == "generator_expression" {
			c.Args = append(c.Args, ir.Arg{Uses: e.expr(args)})
		} else {
			for _, a := range named(args) {
				var arg ir.Arg
				x := a
				switch a.Type() {
				case "comment":
					continue
				case "keyword_argument":
					if nm := a.ChildByFieldName("name"); nm != nil {
						arg.Keyword = e.lw.text(nm)
					}
					x = a.ChildByFieldName("value")
				case "list_splat":
					arg.Star = 1
					x = a.NamedChild(0)
				case "dictionary_splat":
					arg.Star = 2
					x = a.NamedChild(0)
				}
				if x == nil {
					continue
				}
				arg.Uses = e.expr(x)
				if arg.Star == 0 {
					arg.Const = e.lw.constOf(x)
				}
				if p, ok := e.path(x); ok && x.Type() != "subscript" {
					if _, local := e.rootLocal(p); !local {
						arg.Path = p
					}
				}
				c.Args = append(c.Args, arg)
			}
		}
	}
	if e.inLambda {
		// A lambda body does not run when the statement does: keep its
		// uses, drop the call.
		var out []ir.Ref
		out = append(out, c.CalleeUses...)
		out = append(out, c.Receiver...)
		for _, a := range c.Args {
			out = append(out, a.Uses...)
		}
		return out
	}
	c.Cond = e.cond
	e.st.Calls = append(e.st.Calls, c)
	return []ir.Ref{ir.CallRef(len(e.st.Calls) - 1)}
}

func (e *exprCtx) lambda(n *sitter.Node) []ir.Ref {
	var params []ir.Param
	if ps := n.ChildByFieldName("parameters"); ps != nil {
		params = e.lw.params(ps, e) // defaults are evaluated outside the lambda
	}
	var defaults []ir.Ref
	for _, p := range params {
		defaults = append(defaults, p.DefaultUses...)
	}
	if e.lw.scope == nil {
		// No scope to make it in: its parameters masked, its body's uses
		// are the statement's own and its calls are dropped.
		inner, done := e.nested(true)
		defer done()
		for _, p := range params {
			inner.bind(p.Name, nil)
		}
		return append(defaults, inner.expr(n.ChildByFieldName("body"))...)
	}
	fn := e.lw.lambdaScope(e, n, params)
	fn.Held = append(defaults, freeUses(fn)...)
	e.st.Lambdas = append(e.st.Lambdas, fn)
	return []ir.Ref{ir.LambdaRef(len(e.st.Lambdas) - 1)}
}

// lambdaScope makes the scope of lambda n, met in e's expression, whose
// parameters are params: a function named <lambdaN> in the scope being
// lowered, whose body is one return statement of the lambda's body
// expression, lowered once, with the parameters as the scope's own names
// (they shadow the comprehension variables of e, which the body sees as
// e does) and its calls kept (they run when the lambda is called).
func (lw *lowerer) lambdaScope(e *exprCtx, n *sitter.Node, params []ir.Param) *ir.Func {
	parent := lw.scope
	if lw.lambdas == nil {
		lw.lambdas = map[*ir.Func]int{}
	}
	lw.lambdas[parent]++
	name := fmt.Sprintf("<lambda%d>", lw.lambdas[parent])
	fn := &ir.Func{Name: name, QName: parent.QName + "." + name, Kind: ir.FunctionScope, Parent: parent,
		Params: params, Lambda: true,
		Span: ir.Span{Line: line(n), EndLine: endLine(n), StartByte: int(n.StartByte()), EndByte: int(n.EndByte())}}
	body := n.ChildByFieldName("body")
	if body == nil {
		fn.Signature = oneLine(lw.text(n))
		return fn
	}
	fn.Signature = strings.TrimRight(oneLine(string(lw.src[n.StartByte():body.StartByte()])), ": ")
	ret := lw.newStmt(ir.Return, body)
	defer func(outer *ir.Func) { lw.scope = outer }(lw.scope)
	lw.scope = fn
	inner, done := (&exprCtx{lw: lw, st: ret, local: e.local}).nested(false)
	defer done()
	for _, p := range params {
		inner.bind(p.Name, []ir.Ref{ir.PathRef(p.Name)})
	}
	ret.Uses = inner.expr(body)
	fn.Body = []*ir.Stmt{ret}
	return fn
}

// freeUses lists, once each, the access paths lambda fn's body reads that
// are not its parameters: in its uses and in its calls' callees, receivers
// and arguments (calls reduced to their operands), and those of the
// lambdas in it (their Held). A lambda's free uses are built from its
// nested lambdas', so a chain of nested lambdas costs its length, not its
// square.
func freeUses(fn *ir.Func) []ir.Ref {
	params := map[string]bool{}
	for _, p := range fn.Params {
		params[p.Name] = true
	}
	var out []ir.Ref
	seen := map[string]bool{}
	for _, s := range fn.Body {
		var add func(refs []ir.Ref)
		add = func(refs []ir.Ref) {
			for _, r := range refs {
				if k := r.Lambda(); k >= 0 && k < len(s.Lambdas) {
					add(s.Lambdas[k].Held)
					continue
				}
				if !r.IsPath() || seen[r.Path] {
					continue
				}
				root, _, _ := strings.Cut(r.Path, ".")
				if !params[root] {
					seen[r.Path] = true
					out = append(out, ir.PathRef(r.Path)) // its keys index the body's Subscripts
				}
			}
		}
		s.EachRefs(add)
	}
	return out
}

// comprehension lowers a comprehension: its targets are local and stand for
// the uses of their iterables. The uses are returned once each: the body
// repeats its variables' iterables, and without that a comprehension nested
// in the iterable of another doubled its uses per level.
func (e *exprCtx) comprehension(n *sitter.Node) []ir.Ref {
	inner, done := e.nested(e.inLambda)
	defer done()
	var out []ir.Ref
	var body []*sitter.Node
	first := true
	for _, c := range named(n) {
		switch c.Type() {
		case "for_in_clause":
			// Only the first iterable is evaluated whenever the
			// comprehension is; the rest runs once per element, if any.
			inner.cond = e.cond || !first
			first = false
			iter := inner.expr(c.ChildByFieldName("right"))
			inner.cond = true
			out = append(out, iter...)
			for _, name := range targetNames(e.lw, c.ChildByFieldName("left")) {
				inner.bind(name, iter)
			}
		case "if_clause":
			for j := 0; j < int(c.NamedChildCount()); j++ {
				out = append(out, inner.expr(c.NamedChild(j))...)
			}
		case "comment":
		default:
			body = append(body, c)
		}
	}
	inner.cond = true
	for _, b := range body {
		out = append(out, inner.expr(b)...)
	}
	return uniqRefs(out)
}

// uniqRefs drops repeated refs, keeping the first of each in order.
func uniqRefs(refs []ir.Ref) []ir.Ref {
	seen := make(map[ir.Ref]bool, len(refs))
	out := refs[:0]
	for _, r := range refs {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	return out
}

// targetNames lists the plain names bound by a target pattern.
func targetNames(lw *lowerer, n *sitter.Node) []string {
	if n == nil || !lw.enter(n) {
		return nil
	}
	defer lw.leave()
	switch n.Type() {
	case "identifier":
		if t := lw.text(n); t != "" {
			return []string{t}
		}
		return nil
	case "attribute", "subscript":
		return nil
	}
	var out []string
	for _, ch := range named(n) {
		out = append(out, targetNames(lw, ch)...)
	}
	return out
}

// target lowers an assignment target: plain names and name.attr paths are
// definitions; d[k] = v uses d and k and may-defines d (rules 2–3); a longer
// chain a.b.c = v may-defines a.b. When aug is true (x += 1) the target is
// also used.
func (e *exprCtx) target(n *sitter.Node, aug bool) {
	if n == nil || !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	switch n.Type() {
	case "identifier":
		name := e.lw.text(n)
		if name == "" { // missing identifier
			return
		}
		if aug {
			e.st.Uses = append(e.st.Uses, ir.PathRef(name))
		}
		e.st.Defs = append(e.st.Defs, ir.Def{Path: name, MayKeep: aug})
	case "attribute":
		p, ok := e.path(n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n.ChildByFieldName("object"))...)
			return
		}
		e.st.Uses = append(e.st.Uses, e.subscriptIndexUses(nil, n)...)
		obj := n.ChildByFieldName("object")
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
	case "subscript":
		v := n.ChildByFieldName("value")
		if ref, keys, ok := e.keyed(n); ok {
			// d[k] = v: a use of d and k, and a may-definition of d, both
			// through the keys.
			e.st.Subscripts = append(e.st.Subscripts, ir.Subscript{Keys: keys})
			ref.Sub = len(e.st.Subscripts)
			e.st.Uses = e.subscriptIndexUses(append(e.st.Uses, ref), n)
			e.st.Defs = append(e.st.Defs, ir.Def{Path: ref.Path, May: true, Sub: ref.Sub})
			return
		}
		e.noKeys = true
		e.st.Uses = append(e.st.Uses, e.expr(n)...)
		e.noKeys = false
		if p, ok := e.path(v); ok {
			e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
		}
	case "pattern_list", "tuple_pattern", "list_pattern", "expression_list", "tuple", "list",
		"parenthesized_expression", "list_splat_pattern", "list_splat":
		for _, ch := range named(n) {
			e.target(ch, aug)
		}
	default:
		e.st.Uses = append(e.st.Uses, e.expr(n)...)
	}
}

// delTarget lowers one target of a del statement. del d[k] changes the
// object d as d[k] = v does (rule 2; dict.pop is a mutator under rule 4):
// a use of d and k and a may-definition of d. del obj.x uses obj and
// may-defines the path obj.x (a class attribute of the same name may
// show through afterwards, so it kills nothing). del x of a plain name
// stays a use of x: the rules do not say what unbinding defines.
func (e *exprCtx) delTarget(n *sitter.Node) {
	if n == nil || !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	switch n.Type() {
	case "subscript":
		e.target(n, false)
	case "attribute":
		p, ok := e.path(n)
		if !ok {
			e.st.Uses = append(e.st.Uses, e.expr(n)...)
			return
		}
		e.st.Uses = append(e.st.Uses, e.expr(n.ChildByFieldName("object"))...)
		e.st.Defs = append(e.st.Defs, ir.Def{Path: p, May: true})
	case "expression_list", "tuple", "list", "parenthesized_expression":
		for _, ch := range named(n) {
			e.delTarget(ch)
		}
	default:
		e.st.Uses = append(e.st.Uses, e.expr(n)...)
	}
}

// pattern lowers a match-case pattern: capture names are definitions, dotted
// value patterns and class names are uses.
func (e *exprCtx) pattern(n *sitter.Node) {
	if !e.lw.enter(n) {
		return
	}
	defer e.lw.leave()
	switch n.Type() {
	case "dotted_name":
		parts := dottedParts(e.lw, n)
		switch {
		case len(parts) == 0:
		case len(parts) == 1:
			if parts[0] != "_" {
				e.st.Defs = append(e.st.Defs, ir.Def{Path: parts[0]})
			}
		default:
			e.st.Uses = append(e.st.Uses, ir.PathRef(parts[0]+"."+parts[1]))
		}
		return
	case "identifier":
		if t := e.lw.text(n); t != "_" && t != "" {
			e.st.Defs = append(e.st.Defs, ir.Def{Path: t})
		}
		return
	case "class_pattern":
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			if i == 0 && c.Type() == "dotted_name" {
				if parts := dottedParts(e.lw, c); len(parts) > 0 {
					p := parts[0]
					if len(parts) > 1 {
						p += "." + parts[1]
					}
					e.st.Uses = append(e.st.Uses, ir.PathRef(p))
				}
				continue
			}
			e.pattern(c)
		}
		return
	case "keyword_pattern":
		for i := 1; i < int(n.NamedChildCount()); i++ {
			e.pattern(n.NamedChild(i))
		}
		return
	case "string", "integer", "float", "true", "false", "none", "comment":
		return
	}
	for _, ch := range named(n) {
		e.pattern(ch)
	}
}

// maxKeyDepth bounds the keys of a subscript chain and the nesting of a
// container literal that the points-to analysis tells apart by key: a
// longer chain is a plain use, a deeper literal an expression stored
// under the key path that reaches it (its key paths are strings, so that
// a bound keeps their cost linear in the input).
const maxKeyDepth = 4

// keyed describes subscript chain n (d["a"][k]) whose base is a name of
// the enclosing scopes (not a comprehension variable or lambda parameter):
// the use of the base and its keys, innermost first. A key is a constant
// (an int or str literal), a name or name.attr, or unknown.
func (e *exprCtx) keyed(n *sitter.Node) (ir.Ref, []ir.Key, bool) {
	var keys []ir.Key
	for n != nil && n.Type() == "subscript" {
		if len(keys) == maxKeyDepth {
			return ir.Ref{}, nil, false
		}
		v := n.ChildByFieldName("value")
		var key *sitter.Node
		count := 0
		for _, c := range named(n) {
			if !same(c, v) && c.Type() != "comment" {
				key = c
				count++
			}
		}
		var k ir.Key
		if count == 1 && key.Type() == "slice" {
			k.Lo, k.Hi, k.Slice = sliceBounds(e.lw.text(key))
		} else if count == 1 {
			if k.Const = e.lw.constOf(key); k.Const == "" && (key.Type() == "identifier" || key.Type() == "attribute") {
				if p, ok := e.path(key); ok && key.Type() != "subscript" {
					if _, local := e.rootLocal(p); !local {
						k.Path = p
					}
				}
			}
		}
		keys = append(keys, k)
		n = v
	}
	if n == nil || n.Type() != "identifier" || len(keys) == 0 {
		return ir.Ref{}, nil, false
	}
	name := e.lw.text(n)
	if _, local := e.lookup(name); local || name == "" {
		return ir.Ref{}, nil, false
	}
	slices.Reverse(keys)
	return ir.PathRef(name), keys, true
}

// sliceBounds parses the text of a slice key with constant bounds
// ("1:3", ":2", "1:"): lo, hi (-1 when open) and whether it is one.
func sliceBounds(text string) (lo, hi int, ok bool) {
	parts := strings.Split(text, ":")
	if len(parts) != 2 {
		return 0, 0, false
	}
	bound := func(t string, open int) (int, bool) {
		t = strings.TrimSpace(t)
		if t == "" {
			return open, true
		}
		v, err := strconv.Atoi(t)
		return v, err == nil && v >= 0 && !strings.ContainsAny(t, "+-")
	}
	lo, ok1 := bound(parts[0], 0)
	hi, ok2 := bound(parts[1], -1)
	return lo, hi, ok1 && ok2
}

// shaped lowers a container literal with constant keys (a dict, list or
// tuple, nested or not) as expr does, and returns its Shape; any other
// expression, or a literal with a computed key or a * or ** entry, has
// none (its uses are the same either way).
func (e *exprCtx) shaped(n *sitter.Node) ([]ir.Ref, *ir.Shape) {
	return e.shapedAt(n, 0)
}

func (e *exprCtx) shapedAt(n *sitter.Node, depth int) ([]ir.Ref, *ir.Shape) {
	if depth == maxKeyDepth {
		return e.add(nil, n), nil
	}
	if n == nil || !e.lw.enter(n) {
		return nil, nil
	}
	defer e.lw.leave()
	switch n.Type() {
	case "parenthesized_expression":
		if n.NamedChildCount() == 1 {
			return e.shapedAt(n.NamedChild(0), depth)
		}
	case "dictionary", "list", "tuple":
		var out []ir.Ref
		sh := &ir.Shape{}
		ok := true
		idx := 0
		for _, c := range named(n) {
			var key string
			value := c
			switch {
			case c.Type() == "comment":
				continue
			case n.Type() == "dictionary" && c.Type() == "pair":
				k := c.ChildByFieldName("key")
				value = c.ChildByFieldName("value")
				if key = e.lw.constOf(k); key == "" {
					ok = false
					out = e.add(out, k)
				}
			case n.Type() != "dictionary" && c.Type() != "list_splat" && c.Type() != "parenthesized_list_splat":
				key = ir.ConstInt(strconv.Itoa(idx))
				idx++
			default:
				ok = false
			}
			refs, inner := e.shapedAt(value, depth+1)
			out = append(out, refs...)
			sh.Entries = append(sh.Entries, ir.Entry{Key: key, Uses: refs, Inner: inner})
		}
		if !ok {
			sh = nil
		}
		return out, sh
	}
	return e.add(nil, n), nil
}
