// Package syntax holds what the tree-sitter front ends (loaders/python,
// loaders/javascript) share and is not the IR: the nesting guard of a
// lowering, the walk that lists a tree's syntax errors, and the matching
// of a call's dotted callee text against a language's table of calls
// that perform I/O.
package syntax

import (
	"fmt"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// Errors lists the ERROR and MISSING nodes under root in source order,
// lines 1-based, with an explicit stack: error regions can sit any depth
// down, and recursion would grow the Go stack with them.
func Errors(root *sitter.Node) []ir.ParseError {
	var out []ir.ParseError
	stack := []*sitter.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.IsError() || n.IsMissing() {
			msg := "syntax error"
			if n.IsMissing() {
				msg = "missing " + n.Type()
			}
			out = append(out, ir.ParseError{Line: int(n.StartPoint().Row) + 1, EndLine: int(n.EndPoint().Row) + 1, Message: msg})
			continue
		}
		if !n.HasError() {
			continue
		}
		for i := int(n.ChildCount()) - 1; i >= 0; i-- {
			stack = append(stack, n.Child(i))
		}
	}
	return out
}

// MatchCall reports whether callee, a call's dotted callee text, matches
// an entry of table: it equals the entry, starts with an entry ending in
// "." (a module's functions), or, for an entry starting with ".", ends
// with it (a method of that name on any receiver).
func MatchCall(table []string, callee string) bool {
	for _, e := range table {
		switch {
		case strings.HasPrefix(e, "."):
			if strings.HasSuffix(callee, e) {
				return true
			}
		case strings.HasSuffix(e, "."):
			if strings.HasPrefix(callee, e) {
				return true
			}
		case callee == e:
			return true
		}
	}
	return false
}

// Guard bounds how many levels of nested syntax a lowering descends
// into, so that its recursion (and the graph build's over what it makes)
// stays bounded: a Go stack overflow is fatal. Enter refuses at Max
// levels and records the refused construct's lines in Cut, merged with
// the previous region when they overlap or touch (one region per cut-off
// construct); each successful Enter is paired with a Leave.
type Guard struct {
	Max   int
	Depth int
	Cut   []ir.ParseError
}

// Enter descends one level into n, or refuses at Max (see Guard).
func (g *Guard) Enter(n *sitter.Node) bool {
	if g.Depth < g.Max {
		g.Depth++
		return true
	}
	l, el := int(n.StartPoint().Row)+1, int(n.EndPoint().Row)+1
	if k := len(g.Cut) - 1; k >= 0 && l <= g.Cut[k].EndLine+1 && el+1 >= g.Cut[k].Line {
		g.Cut[k].Line = min(g.Cut[k].Line, l)
		g.Cut[k].EndLine = max(g.Cut[k].EndLine, el)
		return false
	}
	g.Cut = append(g.Cut, ir.ParseError{Line: l, EndLine: el,
		Message: fmt.Sprintf("nested more than %d levels deep: not lowered", g.Max)})
	return false
}

// Leave ends a level Enter began.
func (g *Guard) Leave() { g.Depth-- }
