package syntax

import (
	sitter "github.com/smacker/go-tree-sitter"

	"github.com/semantica/semantica/loaders/ir"
)

// Helpers the brace languages' front ends share for their outlines and
// their statements' spans.

// CloseClauses makes the last clause's closing brace x's tail; each
// clause's own brace is on the next clause's header row.
func CloseClauses(x *ir.OutlineNode) {
	if len(x.Clauses) == 0 {
		return
	}
	last := x.Clauses[len(x.Clauses)-1]
	for _, c := range x.Clauses {
		c.Tail = 0
	}
	if last.Body != nil && last.Body[len(last.Body)-1].End < x.End || last.Body == nil && last.HeadEnd < x.End {
		x.Tail = x.End
	} else {
		x.Tail = 0
	}
	for i, c := range x.Clauses {
		c.End = last.End
		if i+1 < len(x.Clauses) {
			c.End = x.Clauses[i+1].Start
		}
		if c.Body == nil {
			c.HeadEnd = c.End
			if i+1 < len(x.Clauses) {
				c.HeadEnd = max(c.Start, c.End-1)
			}
		}
	}
}

// TrimToCallbacks ends a simple statement that holds a function literal
// with a body on later lines (defer func() { … }()) where the first such
// literal's header ends: the body's lines are the literal's own
// statements.
func TrimToCallbacks(ss, defs []*ir.Stmt) {
	for _, s := range ss {
		if len(s.Body) > 0 || s.Handlers != nil || s.Kind == ir.DefStmt || s.Kind == ir.ClassStmt {
			continue
		}
		for _, d := range defs {
			if d.Func == nil || d.Func.Span.EndLine <= d.Span.EndLine {
				continue
			}
			if d.Span.Line >= s.Span.Line && d.Span.EndLine < s.Span.EndLine && d.Func.Span.EndLine <= s.Span.EndLine {
				s.Span.EndLine, s.Span.EndByte = d.Span.EndLine, d.Span.EndByte
				break
			}
		}
	}
}

// Hoisted lowers the statements ns with stmt, each preceded by the def
// statements of the function literals it holds: stmt appends those to
// *pending (which Hoisted empties per statement and restores after), and
// a statement spanning such a literal's body is trimmed to end where the
// literal's header does (TrimToCallbacks).
func Hoisted(ns []*sitter.Node, pending *[]*ir.Stmt, stmt func(*sitter.Node) []*ir.Stmt) []*ir.Stmt {
	var out []*ir.Stmt
	for _, c := range ns {
		saved := *pending
		*pending = nil
		ss := stmt(c)
		TrimToCallbacks(ss, *pending)
		out = append(out, *pending...)
		out = append(out, ss...)
		*pending = saved
	}
	return out
}
