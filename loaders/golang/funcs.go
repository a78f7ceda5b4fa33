package golang

import (
	"fmt"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// function lowers a function declaration, a method declaration (recv is
// its receiver list) or a function literal named name, whose def
// statement spans at's header, in scope parent. The receiver is the
// first parameter (the IR's convention); parameters and named results
// are declared in the function's first block, and a first statement on
// the def line defines the named results (their zero values).
func (lw *lowerer) function(n *sitter.Node, name string, at *sitter.Node, parent *ir.Func, recv *sitter.Node) *ir.Stmt {
	s := lw.newStmt(ir.DefStmt, at)
	body := n.ChildByFieldName("body")
	header(s, body)
	fn := &ir.Func{Name: name, QName: parent.QName + "." + name, Kind: ir.FunctionScope, Def: s, Parent: parent,
		Span:     ir.Span{Line: line(at), EndLine: endLine(n), StartByte: int(at.StartByte()), EndByte: int(n.EndByte())},
		IsMethod: recv != nil}
	if at.EndByte() > n.EndByte() {
		fn.Span.EndLine, fn.Span.EndByte = endLine(at), int(at.EndByte())
	}
	var params []ir.Param
	if recv != nil {
		for _, p := range named(recv) {
			if p.Type() != "parameter_declaration" {
				continue
			}
			pr := ir.Param{Name: "$recv", Type: typeName(lw, p.ChildByFieldName("type")), Value: byValue(p.ChildByFieldName("type"))}
			if nm := p.ChildByFieldName("name"); nm != nil && lw.text(nm) != "_" {
				pr.Name = lw.text(nm)
			}
			params = append(params, pr)
		}
	}
	for _, p := range named(n.ChildByFieldName("parameters")) {
		t := p.ChildByFieldName("type")
		star := 0
		switch p.Type() {
		case "parameter_declaration":
		case "variadic_parameter_declaration":
			star = 1
		default:
			continue
		}
		names := fieldAll(p, "name")
		if len(names) == 0 {
			params = append(params, ir.Param{Name: fmt.Sprintf("$arg%d", len(params)), Star: star, Type: paramType(lw, t, star), Value: byValue(t)})
			continue
		}
		for _, nm := range names {
			pn := lw.text(nm)
			if pn == "_" {
				pn = fmt.Sprintf("$arg%d", len(params))
			}
			params = append(params, ir.Param{Name: pn, Star: star, Type: paramType(lw, t, star), Value: star == 0 && byValue(t)})
		}
	}
	fn.Params = params
	var results, resultTypes []string
	if r := n.ChildByFieldName("result"); r != nil && r.Type() == "parameter_list" {
		for _, p := range named(r) {
			if p.Type() != "parameter_declaration" {
				continue
			}
			t := typeOrContainer(lw, p.ChildByFieldName("type"))
			names := fieldAll(p, "name")
			if len(names) == 0 {
				resultTypes = append(resultTypes, t)
			}
			for _, nm := range names {
				resultTypes = append(resultTypes, t)
				if t := lw.text(nm); t != "_" {
					results = append(results, t)
				}
			}
		}
	} else if r != nil {
		resultTypes = []string{typeOrContainer(lw, r)}
	}
	lw.types.results[fn.QName] = resultTypes
	if len(resultTypes) > 1 {
		fn.Results = len(resultTypes)
	}
	sigEnd := s.Span.EndByte
	if body == nil {
		sigEnd = int(n.EndByte())
	}
	fn.Signature = oneLine(string(lw.src[int(at.StartByte()):max(int(at.StartByte()), sigEnd)]))
	if name != "" && recv == nil {
		s.Defs = append(s.Defs, ir.Def{Path: name})
	}
	s.Func = fn
	names := make([]string, 0, len(params)+len(results))
	for _, p := range params {
		names = append(names, p.Name)
	}
	fc := lw.enterFunc(fn, append(names, results...))
	fc.Results = results
	saved := lw.pending
	lw.pending = nil
	if len(results) > 0 {
		rs := &ir.Stmt{Kind: ir.Simple, Span: ir.Span{Line: s.Span.Line, EndLine: s.Span.Line, StartByte: s.Span.StartByte, EndByte: s.Span.StartByte}}
		for _, r := range results {
			rs.Defs = append(rs.Defs, ir.Def{Path: r})
		}
		fn.Body = append(fn.Body, rs)
	}
	if body != nil {
		fn.Body = append(fn.Body, lw.stmts(blockStmts(body))...)
	}
	if len(results) > 0 && hasDefer(fn) {
		// The named results are the function's value after every deferred
		// call ran: a deferred statement registered first (so run last),
		// on the def line, reads them and passes them out (Yields).
		out := &ir.Stmt{Kind: ir.Defer, Span: ir.Span{Line: s.Span.Line, EndLine: s.Span.Line, StartByte: s.Span.StartByte, EndByte: s.Span.StartByte}, Yields: true}
		for _, r := range results {
			out.Uses = append(out.Uses, ir.PathRef(r))
			if fn.Results > 1 && len(results) == fn.Results {
				out.ResultUses = append(out.ResultUses, []ir.Ref{ir.PathRef(r)})
			}
		}
		fn.Body = append(fn.Body[:1:1], append([]*ir.Stmt{out}, fn.Body[1:]...)...)
	}
	lw.pending = saved
	lw.leaveFunc(fc)
	return s
}

// hoistFunc lowers a function literal met inside an expression as a def
// statement of its own, named <fnN> (N counts the literals of the
// enclosing scope from 1), placed before the statement that holds it, and
// returns that name.
func (lw *lowerer) hoistFunc(n *sitter.Node) string {
	scope := lw.fn.Func
	lw.anon[scope]++
	name := fmt.Sprintf("<fn%d>", lw.anon[scope])
	s := lw.function(n, name, n, scope, nil)
	s.Span.Line = line(n)
	lw.pending = append(lw.pending, s)
	return name
}

// hasDefer reports whether fn's own body holds a defer statement.
func hasDefer(fn *ir.Func) bool {
	found := false
	fn.Stmts(func(s *ir.Stmt) { found = found || s.Kind == ir.Defer })
	return found
}

// paramType is the type a parameter declares (typeOrContainer); a
// variadic one (xs ...T) holds a []T.
func paramType(lw *lowerer, t *sitter.Node, star int) string {
	if star == 1 {
		if n := typeName(lw, t); n != "" {
			return "[]" + n
		}
	}
	return typeOrContainer(lw, t)
}
