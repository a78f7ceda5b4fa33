package server

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Server is the MCP server: the Service's operations as tools, with one
// Session of state per MCP session.
type Server struct {
	Service  *Service
	sessions Sessions
	mcp      *mcp.Server
}

// Tools are the names of the tools, in the order they are listed.
var Tools = []string{"slice", "explain", "search", "pack", "symbol_find", "symbol_get", "symbol_slice",
	"callers", "callees", "impact", "cypher", "schema", "stats"}

// New builds the MCP server of sv; version is reported to clients.
func New(sv *Service, version string) *Server {
	s := &Server{Service: sv}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "semantica", Title: "Semantica: program slices within a token budget", Version: version},
		&mcp.ServerOptions{Instructions: instructions})
	add(s, "slice", "Program slice of one line: the statements a line depends on (backward) or that depend on it (forward), "+
		"across functions, as whole readable code with stubs for what is left out and a comment saying why each line is there. "+
		"Fits the budget. Use it before editing a line, to see everything that decides its value.",
		func(ctx context.Context, _ *Session, a SliceArgs) (*Answer, error) { return sv.Slice(ctx, a) })
	add(s, "explain", "How the slice planner chooses among slice plans for a line under the budget (EXPLAIN): estimated vs actual rows "+
		"and tokens per plan; analyze=true runs the chosen plan.",
		func(ctx context.Context, _ *Session, a ExplainArgs) (*Answer, error) { return sv.Explain(ctx, a) })
	add(s, "search", "Rank the repository's functions, classes and modules for a question or identifiers (BM25). "+
		"Returns qualified names with file:line spans, paged with a cursor. Follow with symbol_get or pack.",
		func(ctx context.Context, _ *Session, a SearchArgs) (*Answer, error) { return sv.Search(ctx, a) })
	add(s, "pack", "Context for a question within the budget: the best-matching symbols with the code their results depend on, "+
		"plus stubs of related symbols in other modules. Use it when you do not yet know where the relevant code is.",
		func(ctx context.Context, _ *Session, a PackArgs) (*Answer, error) { return sv.Pack(ctx, a) })
	add(s, "symbol_find", "Find functions, classes, methods or modules by name or glob (load_*, *Parser, pkg.mod.*.get), "+
		"most called first, with file:line spans and signatures; paged with a cursor.",
		func(ctx context.Context, _ *Session, a SymbolFindArgs) (*Answer, error) { return sv.SymbolFind(ctx, a) })
	add(s, "symbol_get", "The full code of one symbol (path/to/file.py:Class.method or a qualified name) with its etag. "+
		"Pass the etag you hold to get UNCHANGED instead of the code again. Long symbols continue with a cursor.",
		func(ctx context.Context, sess *Session, a SymbolGetArgs) (*Answer, error) {
			return sv.SymbolGet(ctx, sess, a)
		})
	add(s, "symbol_slice", "Slice of a whole function: backward from its last return (what its result depends on), "+
		"or forward from its def line (what its parameters affect).",
		func(ctx context.Context, _ *Session, a SymbolSliceArgs) (*Answer, error) {
			return sv.SymbolSlice(ctx, a)
		})
	add(s, "callers", "Who calls a symbol, transitively up to depth calls, nearest first, with call lines and the path; paged.",
		func(ctx context.Context, _ *Session, a CallArgs) (*Answer, error) { return sv.Calls(ctx, a, true) })
	add(s, "callees", "What a symbol calls, transitively up to depth calls (library and builtin callees included), with call lines; paged.",
		func(ctx context.Context, _ *Session, a CallArgs) (*Answer, error) { return sv.Calls(ctx, a, false) })
	add(s, "impact", "What a change to a symbol or line affects: its transitive callers and the forward slice of the line as code "+
		"(for a function, from its last return: what its callers do with its result; for a class, from its def line). "+
		"Use it before changing a signature or a return value.",
		func(ctx context.Context, _ *Session, a ImpactArgs) (*Answer, error) { return sv.Impact(ctx, a) })
	add(s, "diff_context", "What the current change affects and what to read to review it: the change read from git (default: the "+
		"work tree, uncommitted and untracked files included, against the merge base with main) mapped to statements; the "+
		"changed functions in full, then code reached by the change's forward slice (affected), its backward slice "+
		"(dependency), direct callers and callees, and tests, best first, with signatures for what does not fit. "+
		"Files changed since the index are named stale and left out.",
		func(ctx context.Context, _ *Session, a DiffContextArgs) (*Answer, error) {
			return sv.DiffContext(ctx, a)
		})
	add(s, "cypher", "Run one read-only Cypher query on the dependence graph (tables in the schema tool). "+
		"Writes, file access and extensions are refused; time and memory are limited; rows are paged.",
		func(ctx context.Context, _ *Session, a CypherArgs) (*Answer, error) { return sv.Cypher(ctx, a) })
	add(s, "schema", "The graph schema the cypher tool queries: node and relationship tables with a comment per column.",
		func(ctx context.Context, _ *Session, a SchemaArgs) (*Answer, error) { return sv.Schema(ctx, a) })
	add(s, "stats", "Figures of the open index (files, statements, functions, edges, when built) and of this session "+
		"(answers, tokens served, code repeated as references, session budget left).",
		func(ctx context.Context, sess *Session, _ struct{}) (*Answer, error) { return sv.Stats(ctx, sess) })
	return s
}

const instructions = "Semantica answers which code matters for a line, a symbol or a question, within a token budget " +
	"(every tool takes budget, default 2000 tokens, never exceeded). Start with search, symbol_find or pack; read code " +
	"with symbol_get (keep its etag) or slice; check a change with impact and callers. Code this session already " +
	"received unchanged comes back as a one-line reference to the answer that sent it (fresh=true sends it again)."

// MCP returns the SDK server, to run on any transport.
func (s *Server) MCP() *mcp.Server { return s.mcp }

// ServeStdio serves one client on standard input and output until it
// disconnects or ctx ends.
func (s *Server) ServeStdio(ctx context.Context) error {
	return s.mcp.Run(ctx, &mcp.StdioTransport{})
}

// Handler serves MCP's streamable HTTP transport (sessions by the
// Mcp-Session-Id header).
func (s *Server) Handler() http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, nil)
}

// add registers one tool whose handler returns an Answer; the answer is
// finished (numbered, delta-compressed, held to its budget) for the
// calling session.
func add[In any](s *Server, name, desc string, h func(context.Context, *Session, In) (*Answer, error)) {
	mcp.AddTool(s.mcp, &mcp.Tool{Name: name, Description: desc},
		func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
			sess, created := s.sessions.Get(req.Session)
			if created && req.Session != nil {
				// Forget the session's state when its connection ends.
				go func(ss *mcp.ServerSession) {
					_ = ss.Wait()
					s.sessions.Forget(ss)
				}(req.Session)
			}
			if s.Service.SessionBudget > 0 && sess.spent() >= s.Service.SessionBudget && codeTool(name) {
				return textResult(fmt.Sprintf("session budget spent: this session was served %d of its %d tokens, so no more code is sent "+
					"(start a new session to continue). Summary: %s\n", sess.spent(), s.Service.SessionBudget, sess.Summary())), nil, nil
			}
			ans, err := h(ctx, sess, in)
			if err != nil {
				var ae *ArgError
				if errors.As(err, &ae) {
					return errorResult(name + ": " + ae.Msg), nil, nil
				}
				return errorResult(name + ": " + err.Error()), nil, nil
			}
			return textResult(s.Service.Finish(sess, name, ans)), nil, nil
		})
}

// codeTool reports whether a tool serves code (subject to the session
// budget).
func codeTool(name string) bool {
	switch name {
	case "slice", "pack", "symbol_get", "symbol_slice", "impact", "diff_context":
		return true
	}
	return false
}

func textResult(t string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: t}}}
}

func errorResult(t string) *mcp.CallToolResult {
	r := textResult(t)
	r.IsError = true
	return r
}

// Finish turns an answer's body into the text sent: a header line with
// its number (the reference later answers use), the delta against what
// the session has (code answers), and the budget held, cutting lines from
// the end when the body ran over. sess may be nil (the CLI).
func (sv *Service) Finish(sess *Session, tool string, ans *Answer) string {
	budget := ans.Budget
	if budget == 0 {
		budget = DefaultBudget
	}
	if sess != nil && sv.SessionBudget > 0 && ans.Code {
		budget = max(MinBudget, min(budget, sv.SessionBudget-sess.spent()))
	}
	n := 0
	if sess != nil {
		n = sess.begin(tool)
	}
	text, replaced := ans.Text, 0
	var sent []sentUnit
	if sess != nil && ans.Code {
		text, replaced, sent = sess.deltaUnits(text, n, ans.Fresh)
	}
	var foot string
	if replaced > 0 {
		foot = fmt.Sprintf("(%d code unit(s) this session already received unchanged are shown as references to earlier answers; fresh=true sends them again)\n", replaced)
	}
	head := func(used int) string {
		h := tool
		if n > 0 {
			h = fmt.Sprintf("answer #%d · %s", n, tool)
		}
		h += fmt.Sprintf(" · %d/%d tokens", used, budget)
		if ans.Note != "" {
			h += " · " + ans.Note
		}
		return h + "\n"
	}
	out := head(budget) + text + foot
	used := sv.Tok.Count(out)
	kept := -1 // lines of out kept by fit; -1: all
	if used > budget {
		whole := out
		out = sv.fit(out, budget)
		used = sv.Tok.Count(out)
		kept = commonLines(whole, out)
	}
	// The session has what the client receives: the code units (and
	// symbol_get's whole symbol) of an answer cut at its budget only up to
	// the cut. The header is the first line.
	if sess != nil {
		for _, u := range sent {
			if kept < 0 || 1+u.end <= kept {
				sess.record(u.key, n)
			}
		}
		if kept < 0 {
			for _, k := range ans.keys {
				sess.record(k, n)
			}
		}
	}
	// The header's count: the final text with its own count in it.
	// Writing the count can change it (a shorter number, other merges):
	// recount until the header states the count of the text it heads (in
	// practice once or twice).
	final, nf := out, used
	if rest, ok := strings.CutPrefix(out, head(budget)); ok {
		for i := 0; i < 3; i++ {
			cand := head(used) + rest
			n := sv.Tok.Count(cand)
			if n > budget {
				break
			}
			final, nf = cand, n
			if n == used {
				break
			}
			used = n
		}
	}
	if sess != nil {
		target := ""
		if ans.Code {
			target = ans.Target
		}
		sess.served(nf, target)
	}
	return final
}

// commonLines counts the leading lines a and b share.
func commonLines(a, b string) int {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	n := 0
	for n < len(la) && n < len(lb) && la[n] == lb[n] {
		n++
	}
	return n
}

// fit cuts text to budget tokens at a line boundary, closing an open
// markdown fence and saying what was cut.
func (sv *Service) fit(text string, budget int) string {
	if sv.Tok.Count(text) <= budget {
		return text
	}
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	cut := func(k int) string {
		var b strings.Builder
		fence := false
		for _, l := range lines[:k] {
			if strings.HasPrefix(l, "```") {
				fence = !fence
			}
			b.WriteString(l + "\n")
		}
		if fence {
			b.WriteString("```\n")
		}
		fmt.Fprintf(&b, "[cut at the budget of %d tokens: %d more line(s); ask with a larger budget or a narrower request]\n", budget, len(lines)-k)
		return b.String()
	}
	lo, hi := 0, len(lines) // largest k with cut(k) within budget
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if sv.Tok.Count(cut(mid)) <= budget {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return cut(lo)
}
