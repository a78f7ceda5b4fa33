package web

import (
	"bytes"
	"fmt"
	"github.com/semantica/semantica/loaders"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// Budgets of the view, tokens.
const (
	// DefaultPackBudget is a pack's context budget when the page sets none.
	DefaultPackBudget = 4000
	// DefaultSliceBudget is a slice's output budget when the page sets
	// none: large, since a person reads the graph, not a model.
	DefaultSliceBudget = 8000
	// MaxViewBudget bounds any budget the page asks for.
	MaxViewBudget = 200000
	// symbolBudget is the budget of the slice a symbol's code panel
	// highlights (the pack's exploit lane slices the same way, depth 1).
	symbolBudget = 8000
	// maxCodeLines caps the code a panel shows (lines).
	maxCodeLines = 3000
	// GraphStatements bounds the statement nodes of a pack's graph in the
	// view (a printed pack keeps planner.MaxGraphStatements).
	GraphStatements = 1000
)

// Line is one line of code as the view shows it.
type Line struct {
	Row    int    `json:"row"` // 1-based source line, 0 for a line the optimizer wrote
	Text   string `json:"text"`
	Origin string `json:"origin,omitempty"` // slice, header, stub, ... (optimizer.Origin*); "" for a line outside the slice
	Why    string `json:"why,omitempty"`    // the reason the line is in the slice
}

// File is the code of one file.
type File struct {
	Path  string `json:"path"`
	Lines []Line `json:"lines"`
}

// Node is a statement of a slice or PDG.
type Node struct {
	ID       int64  `json:"id"` // Stmt.id
	File     string `json:"file"`
	Line     int    `json:"line"`
	EndLine  int    `json:"end_line"`
	Kind     string `json:"kind"`
	Text     string `json:"text"`
	Func     string `json:"func"`
	Target   bool   `json:"target,omitempty"` // a criterion statement
	Distance int    `json:"distance"`         // dependence edges from the criterion
	Level    int    `json:"level"`            // call edges from the criterion's function
}

// Edge is a dependence between two statements: To depends on From through
// an edge of kind DATA, CTRL, JUMP, SUMMARY, PARAM_IN, PARAM_OUT, GLOBAL
// (schema.cypher), or CALL (a call site and the def statement of its
// callee).
type Edge struct {
	From int64  `json:"from"`
	To   int64  `json:"to"`
	Kind string `json:"kind"`
	Var  string `json:"var,omitempty"`
}

// PackView is a retrieval pack with its whole visual graph.
type PackView struct {
	Query     string                          `json:"query"`
	Budget    planner.PackBudget              `json:"budget"`
	Context   string                          `json:"context"`
	Graph     planner.VisualGraph             `json:"visual_graph"`
	Selected  map[string][]planner.PackSymbol `json:"selected"`
	Dropped   []planner.PackSymbol            `json:"dropped"`
	Telemetry planner.PackTelemetry           `json:"telemetry"`
}

func (h *handler) pack(r *http.Request) (any, error) {
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if q == "" {
		return nil, bad("q (the question) is required")
	}
	budget, err := intArg(r, "budget", DefaultPackBudget, server.MinBudget, MaxViewBudget)
	if err != nil {
		return nil, err
	}
	var out *PackView
	err = h.sv.With(func(s *server.Snapshot, e *queries.Engine) error {
		p := &planner.Planner{Engine: e}
		pk, err := p.Pack(s.Text, &planner.PackRequest{Question: q, Budget: budget, Format: "text", Tokenizer: h.sv.Tok, GraphStatements: GraphStatements,
			Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: s.Source, Cache: s.Cache}})
		if err != nil {
			return &server.ArgError{Msg: err.Error()}
		}
		out = &PackView{Query: pk.Query, Budget: pk.Budget, Context: pk.Context, Graph: pk.VisualGraph,
			Selected: pk.Selected, Dropped: pk.Dropped, Telemetry: pk.Telemetry}
		return nil
	})
	return out, err
}

// Criterion is a slice's criterion as the page shows it.
type Criterion struct {
	File      string `json:"file"`
	Line      int    `json:"line"`
	Var       string `json:"var,omitempty"`
	Direction string `json:"direction"`
	Depth     int    `json:"depth"` // call depth the chosen plan ran at
}

// SliceView is a slice as the view draws it.
type SliceView struct {
	Criterion  Criterion `json:"criterion"`
	Nodes      []Node    `json:"nodes"`
	Edges      []Edge    `json:"edges"`
	Files      []File    `json:"files"`
	Explain    string    `json:"explain"` // EXPLAIN ANALYZE of the chosen plan
	Plan       string    `json:"plan"`
	Budget     int       `json:"budget"` // tokens
	Tokens     int       `json:"tokens"` // tokens of the formatted slice
	FullRows   int       `json:"full_rows"`
	Confidence float64   `json:"confidence"`
	Warnings   []string  `json:"warnings,omitempty"`
	MS         float64   `json:"ms"` // planning, queries and optimizer
}

func (h *handler) slice(r *http.Request) (any, error) {
	q := r.URL.Query()
	line, err := intArg(r, "line", 0, 1, 1<<30)
	if err != nil {
		return nil, err
	}
	budget, err := intArg(r, "budget", DefaultSliceBudget, server.MinBudget, MaxViewBudget)
	if err != nil {
		return nil, err
	}
	a := server.SliceArgs{File: q.Get("file"), Line: line, Var: strings.TrimSpace(q.Get("var")), Direction: q.Get("direction"), Format: "text"}
	if q.Get("depth") != "" {
		d, err := intArg(r, "depth", 0, 0, planner.MaxDepth)
		if err != nil {
			return nil, err
		}
		a.Depth = &d
	}
	var out *SliceView
	err = h.sv.With(func(s *server.Snapshot, e *queries.Engine) error {
		start := time.Now()
		req, err := h.sv.SliceRequest(s, a, budget)
		if err != nil {
			return err
		}
		p := &planner.Planner{Engine: e}
		pl, err := p.Plan(req)
		if err != nil {
			return err
		}
		if err := p.Execute(pl); err != nil {
			return err
		}
		ms := float64(time.Since(start).Microseconds()) / 1000
		nodes, edges, err := graphOf(e, pl.Stmts)
		if err != nil {
			return err
		}
		c := req.Criterion
		out = &SliceView{Criterion: Criterion{File: c.File, Line: c.Line, Var: c.Var, Direction: string(c.Direction), Depth: pl.Chosen.Shape.Depth}, Nodes: nodes, Edges: edges, Files: files(pl.Output),
			Explain: pl.Explain(planner.ExplainOptions{Analyze: true, Timings: true}), Plan: pl.Chosen.Name,
			Budget: budget, Tokens: pl.Tokens, FullRows: pl.FullRows, Confidence: pl.Output.Confidence,
			Warnings: append(append([]string{}, pl.Warnings...), pl.Output.Warnings...), MS: ms}
		return nil
	})
	return out, err
}

// files turns the optimizer's output into the view's code.
func files(o *optimizer.Output) []File {
	var out []File
	for _, f := range o.Files {
		vf := File{Path: f.Path}
		for _, l := range f.Lines {
			vf.Lines = append(vf.Lines, Line{Row: l.Row, Text: l.Text, Origin: l.Origin, Why: l.Why})
		}
		out = append(out, vf)
	}
	return out
}

// graphOf returns stmts as nodes and the dependence and call edges among
// them.
func graphOf(e *queries.Engine, stmts []queries.Stmt) ([]Node, []Edge, error) {
	nodes := make([]Node, 0, len(stmts))
	byDef := map[string]int64{} // file:line of a def statement -> its id
	for _, s := range stmts {
		nodes = append(nodes, Node{ID: s.ID, File: s.File, Line: s.Line, EndLine: s.EndLine, Kind: s.Kind, Text: s.Text,
			Func: s.Func, Target: s.Target, Distance: s.Distance, Level: s.Level})
		if s.Kind == "def" || s.Kind == "class" {
			byDef[s.File+":"+strconv.Itoa(s.Line)] = s.ID
		}
	}
	deps, err := e.Edges(stmts)
	if err != nil {
		return nil, nil, err
	}
	edges := make([]Edge, 0, len(deps))
	for _, d := range deps {
		edges = append(edges, Edge{From: d.From, To: d.To, Kind: d.Kind, Var: d.Var})
	}
	calls, err := e.Callees(stmts)
	if err != nil {
		return nil, nil, err
	}
	for _, c := range calls {
		if to, ok := byDef[c.File+":"+strconv.Itoa(c.Line)]; ok && to != c.Site {
			edges = append(edges, Edge{From: c.Site, To: to, Kind: "CALL", Var: c.QName})
		}
	}
	return nodes, edges, nil
}

// SymbolView is a symbol's code with the lines of its slice marked: the
// backward slice at call depth 1 from its last return (its last statement
// when it returns nothing), as the pack's exploit lane takes it.
type SymbolView struct {
	Symbol    queries.Symbol `json:"symbol"`
	Criterion int            `json:"criterion"` // line the slice starts from, 0 when none
	Mark      int            `json:"mark,omitempty"`
	Code      File           `json:"code"`
	Note      string         `json:"note,omitempty"` // why no line is marked, when none is
}

func (h *handler) symbol(r *http.Request) (any, error) {
	q := r.URL.Query()
	var out *SymbolView
	err := h.sv.With(func(s *server.Snapshot, e *queries.Engine) error {
		var sym queries.Symbol
		mark := 0
		switch {
		case q.Get("id") != "":
			id, err := strconv.ParseInt(q.Get("id"), 10, 64)
			if err != nil {
				return bad("id must be a symbol id, got %q", q.Get("id"))
			}
			got, ok, err := e.SymbolByID(id)
			if err != nil {
				return err
			}
			if !ok {
				return bad("no symbol with id %d in the index", id)
			}
			sym = got
		case q.Get("file") != "":
			line, err := intArg(r, "line", 1, 1, 1<<30)
			if err != nil {
				return err
			}
			file, err := s.Meta.RelPath(q.Get("file"))
			if err != nil {
				return &server.ArgError{Msg: err.Error()}
			}
			scopes, err := e.FileScopes(file)
			if err != nil {
				return err
			}
			got, ok := queries.Innermost(scopes, line)
			if !ok {
				return bad("file %s holds no scope at line %d (is it indexed?)", file, line)
			}
			sym, mark = got, line
		default:
			return bad("give id (a symbol id) or file and line")
		}
		if !sym.Defined() {
			return bad("%s is %s: it is not defined in the indexed code", sym.QName, sym.Kind)
		}
		code, err := sourceLines(s, sym.File, sym.Line, sym.EndLine)
		if err != nil {
			return err
		}
		out = &SymbolView{Symbol: sym, Mark: mark, Code: code}
		line, err := e.SymbolCriterion(sym.ID, true)
		if err != nil {
			out.Note = err.Error()
			return nil
		}
		out.Criterion = line
		depth := 1
		req, err := h.sv.SliceRequest(s, server.SliceArgs{File: sym.File, Line: line, Depth: &depth, Format: "text"}, symbolBudget)
		if err != nil {
			return err
		}
		p := &planner.Planner{Engine: e}
		pl, err := p.Plan(req)
		if err == nil {
			err = p.Execute(pl)
		}
		if err != nil {
			out.Note = "no slice: " + err.Error()
			return nil
		}
		why := map[int]Line{}
		for _, f := range pl.Output.Files {
			if f.Path != sym.File {
				continue
			}
			for _, l := range f.Lines {
				if l.Row > 0 && (l.Origin == optimizer.OriginSlice || l.Origin == optimizer.OriginHeader) {
					why[l.Row] = Line{Origin: l.Origin, Why: l.Why}
				}
			}
		}
		for i := range out.Code.Lines {
			if w, ok := why[out.Code.Lines[i].Row]; ok {
				out.Code.Lines[i].Origin, out.Code.Lines[i].Why = w.Origin, w.Why
			}
		}
		return nil
	})
	return out, err
}

// sourceLines reads lines first..last of an indexed file (at most
// maxCodeLines). Only files the index holds are read, and only as indexed.
func sourceLines(s *server.Snapshot, path string, first, last int) (File, error) {
	if _, ok := s.Meta.Files[path]; !ok {
		return File{}, bad("file %s is not in the index", path)
	}
	src, err := s.Source(path)
	if err != nil {
		return File{}, err
	}
	rows := bytes.Split(src, []byte("\n"))
	out := File{Path: path}
	if last-first+1 > maxCodeLines {
		last = first + maxCodeLines - 1
	}
	for i := max(first, 1); i <= last && i <= len(rows); i++ {
		out.Lines = append(out.Lines, Line{Row: i, Text: strings.TrimRight(string(rows[i-1]), "\r")})
	}
	return out, nil
}

func (h *handler) function(r *http.Request) (any, error) {
	spec := strings.TrimSpace(r.URL.Query().Get("symbol"))
	if spec == "" {
		return nil, bad("symbol is required: a qualified name or path/to/file.py:Class.method")
	}
	var out *FunctionView
	err := h.sv.With(func(s *server.Snapshot, e *queries.Engine) error {
		sym, err := e.ResolveSymbol(spec)
		if err != nil {
			return err
		}
		if !sym.Defined() {
			return bad("%s is %s: it is not defined in the indexed code", sym.QName, sym.Kind)
		}
		if out, err = functionView(s, e, sym); err != nil {
			return fmt.Errorf("function view of %s: %w", sym.QName, err)
		}
		return nil
	})
	return out, err
}
