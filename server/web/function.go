package web

import (
	"fmt"
	"strings"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// MaxFunctionNodes bounds the CFG nodes (and PDG statements) the function
// view draws: a module scope of a generated file may hold tens of
// thousands of statements, which no one reads as a drawing.
const MaxFunctionNodes = 2000

// CFGNode is a node of a scope's control-flow graph: the entry (ID 0), the
// exit (ID 1), or a statement (ID ≥ 2; a statement of a finally clause has
// one node per place the clause's exits go on to, see pdg.CFG).
type CFGNode struct {
	ID   int    `json:"id"`
	Line int    `json:"line"` // 0 for the entry and exit
	Kind string `json:"kind"` // entry, exit, or the ir statement kind
	Text string `json:"text"` // the statement's first line
	Stmt int64  `json:"stmt"` // Stmt.id of the statement in the index, -1 when none matches
}

// CFGEdge is a CFG edge: Real when control can take it (reaching
// definitions flow along it), Ctrl when post-dominance and control
// dependence are computed on it (the augmented CFG of Ball and Horwitz
// 1993; an edge only Ctrl is non-executable).
type CFGEdge struct {
	From int  `json:"from"`
	To   int  `json:"to"`
	Real bool `json:"real"`
	Ctrl bool `json:"ctrl"`
}

// FunctionView is one scope drawn twice: its CFG, rebuilt from the indexed
// source by the Python front end and pdg.BuildCFG exactly as `index`
// builds it, and its PDG, read from the index: the scope's own statements
// (and its def statement, which holds the entry and formal-in vertices)
// with the dependence edges among them.
type FunctionView struct {
	Symbol   queries.Symbol `json:"symbol"`
	CFGNodes []CFGNode      `json:"cfg_nodes"`
	CFGEdges []CFGEdge      `json:"cfg_edges"`
	PDGNodes []Node         `json:"pdg_nodes"`
	PDGEdges []Edge         `json:"pdg_edges"`
	Code     File           `json:"code"`
}

func functionView(s *server.Snapshot, e *queries.Engine, sym queries.Symbol) (*FunctionView, error) {
	stmts, err := e.ScopeStmts(sym.ID)
	if err != nil {
		return nil, err
	}
	if len(stmts) > MaxFunctionNodes {
		return nil, bad("%s has %d statements of its own, more than the view draws (%d)", sym.QName, len(stmts), MaxFunctionNodes)
	}
	if len(stmts) > 0 && stmts[0].ScopeDef >= 0 {
		def, ok, err := e.Stmt(stmts[0].ScopeDef)
		if err != nil {
			return nil, err
		}
		if ok {
			stmts = append([]queries.Stmt{def}, stmts...)
		}
	}
	v := &FunctionView{Symbol: sym}
	if v.PDGNodes, v.PDGEdges, err = graphOf(e, stmts); err != nil {
		return nil, err
	}
	if v.Code, err = sourceLines(s, sym.File, sym.Line, sym.EndLine); err != nil {
		return nil, err
	}
	src, err := s.Source(sym.File)
	if err != nil {
		return nil, err
	}
	p := python.NewParser()
	defer p.Close()
	f, err := p.Parse(sym.File, "", strings.HasSuffix(sym.File, "__init__.py"), src)
	if err != nil {
		return nil, err
	}
	fn := f.Top
	if sym.Kind != "module" {
		fn = nil
		f.Top.Walk(func(x *ir.Func) {
			if fn == nil && x.Def != nil && x.Span.Line == sym.Line && x.Span.EndLine == sym.EndLine {
				fn = x
			}
		})
	}
	if fn == nil {
		return nil, fmt.Errorf("no scope at %s in the parsed source", sym.Place())
	}
	g := pdg.BuildCFG(fn.Body)
	if len(g.Nodes) > MaxFunctionNodes {
		return nil, bad("%s has %d CFG nodes, more than the view draws (%d)", sym.QName, len(g.Nodes), MaxFunctionNodes)
	}
	byLine := map[int]int64{}
	for _, st := range stmts {
		if _, dup := byLine[st.Line]; !dup {
			byLine[st.Line] = st.ID
		}
	}
	rows := strings.Split(string(src), "\n")
	for i, st := range g.Nodes {
		n := CFGNode{ID: i, Stmt: -1}
		switch {
		case i == pdg.Entry:
			n.Kind, n.Text = "entry", "entry "+sym.QName
		case i == pdg.Exit:
			n.Kind, n.Text = "exit", "exit"
		default:
			n.Kind, n.Line = string(st.Kind), st.Span.Line
			if st.Span.Line >= 1 && st.Span.Line <= len(rows) {
				n.Text = strings.TrimSpace(strings.TrimRight(rows[st.Span.Line-1], "\r"))
			}
			if id, ok := byLine[st.Span.Line]; ok {
				n.Stmt = id
			}
		}
		v.CFGNodes = append(v.CFGNodes, n)
		for _, ed := range g.Succ[i] {
			v.CFGEdges = append(v.CFGEdges, CFGEdge{From: i, To: ed.To, Real: ed.Real, Ctrl: ed.Ctrl})
		}
	}
	return v, nil
}
