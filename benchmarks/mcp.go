package benchmarks

import (
	"context"
	"fmt"
	"github.com/semantica/semantica/schema/tokens"
	"io"
	"math/rand"
	"regexp"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/server"
)

// MCPOptions configures the MCP server benchmark.
type MCPOptions struct {
	DBDir    string
	Requests int // per tool (pack: a fifth of it, at least 5)
	Tasks    int // tasks of the replayed agent session
	Seed     int64
	Budget   int // budget of every call, tokens
}

// MCPRow is the latency of one tool, in ms, measured at the client.
type MCPRow struct {
	Tool     string  `json:"tool"`
	Requests int     `json:"requests"`
	Errors   int     `json:"errors"`
	P50      float64 `json:"p50_ms"`
	P95      float64 `json:"p95_ms"`
	Max      float64 `json:"max_ms"`
	MaxTok   int     `json:"max_tokens"` // largest answer, tokens
}

// ReplayReport is the replayed agent session.
type ReplayReport struct {
	Tasks int `json:"tasks"`
	Calls int `json:"calls"`
	// Repeats are symbol_get calls of a symbol the session already
	// received; Unchanged of them answered UNCHANGED (no code).
	Repeats   int     `json:"repeats"`
	Unchanged int     `json:"unchanged"`
	HitRate   float64 `json:"unchanged_hit_rate"`
	// Tokens served with delta context, and by the same calls with
	// fresh=true (no delta) in another session.
	Tokens      int     `json:"tokens"`
	TokensFresh int     `json:"tokens_fresh"`
	Saved       float64 `json:"tokens_saved"`
	References  int     `json:"references"` // code units replaced by references
}

// MCPReport is the MCP benchmark's result.
type MCPReport struct {
	Options  MCPOptions   `json:"options"`
	OpenMS   float64      `json:"open_ms"` // opening the index and the tokenizer, loading the symbol table
	Rows     []MCPRow     `json:"rows"`
	Replay   ReplayReport `json:"replay"`
	Overruns int          `json:"overruns"` // answers over their budget
	FirstErr string       `json:"first_error,omitempty"`
}

// RunMCP starts the MCP server in process on the index (in-memory
// transport, the SDK's client), then measures per tool the latency of
// opt.Requests calls — slice (depth 3, criteria of SampleCriteria),
// symbol_get, callers (depth 1) and search (of functions sampled with a
// seed) and pack (their first docstring lines) — with the index open,
// and replays an agent session (replayTask per task). Every answer is
// counted against its budget.
func RunMCP(ctx context.Context, opt MCPOptions) (*MCPReport, error) {
	if opt.Requests <= 0 || opt.Tasks < 0 {
		return nil, fmt.Errorf("bench mcp: requests must be positive")
	}
	if opt.Budget == 0 {
		opt.Budget = server.DefaultBudget
	}
	rep := &MCPReport{Options: opt}
	start := time.Now()
	tok, err := tokens.NewTokenizer(tokens.DefaultTokenizer)
	if err != nil {
		return nil, err
	}
	ix, err := server.OpenIndex(opt.DBDir, server.IndexOptions{SymbolTable: true})
	if err != nil {
		return nil, err
	}
	defer ix.Close()
	if err := ix.Warm(); err != nil {
		return nil, err
	}
	rep.OpenMS = msSince(start)
	sv := &server.Service{Index: ix, Tok: tok}
	srv := server.New(sv, "bench")

	// Sample the targets with a plain connection.
	bi, err := openBench(opt.DBDir)
	if err != nil {
		return nil, err
	}
	crits, err := SampleCriteria(bi.db, opt.Requests, opt.Seed)
	if err != nil {
		bi.db.Close()
		return nil, err
	}
	funcs, err := sampleFuncs(bi.db, max(opt.Requests, opt.Tasks), opt.Seed)
	bi.db.Close()
	if err != nil {
		return nil, err
	}
	if len(crits) == 0 || len(funcs) == 0 {
		return nil, fmt.Errorf("bench mcp: the index at %s has no criteria or functions", opt.DBDir)
	}

	connect := func() (*mcp.ClientSession, error) {
		ct, st := mcp.NewInMemoryTransports()
		if _, err := srv.MCP().Connect(ctx, st, nil); err != nil {
			return nil, err
		}
		cl := mcp.NewClient(&mcp.Implementation{Name: "bench", Version: "1"}, nil)
		return cl.Connect(ctx, ct, nil)
	}
	cs, err := connect()
	if err != nil {
		return nil, err
	}
	defer cs.Close()
	call := func(cs *mcp.ClientSession, tool string, args map[string]any) (string, float64, error) {
		t0 := time.Now()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		ms := msSince(t0)
		if err != nil {
			return "", ms, err
		}
		text := ""
		for _, c := range res.Content {
			if t, ok := c.(*mcp.TextContent); ok {
				text += t.Text
			}
		}
		if res.IsError {
			return text, ms, fmt.Errorf("%s", text)
		}
		if b, ok := args["budget"].(int); ok && tok.Count(text) > b {
			rep.Overruns++
		}
		return text, ms, nil
	}
	measure := func(tool string, n int, args func(i int) map[string]any) {
		row := MCPRow{Tool: tool}
		var ms []float64
		for i := 0; i < n; i++ {
			a := args(i)
			a["budget"] = opt.Budget
			a["fresh"] = true
			if tool == "search" || tool == "callers" {
				delete(a, "fresh")
			}
			text, t, err := call(cs, tool, a)
			row.Requests++
			ms = append(ms, t)
			if err != nil {
				row.Errors++
				if rep.FirstErr == "" {
					rep.FirstErr = tool + ": " + err.Error()
				}
				continue
			}
			row.MaxTok = max(row.MaxTok, tok.Count(text))
		}
		row.P50, row.P95, row.Max = percentile(ms, 0.5), percentile(ms, 0.95), percentile(ms, 1)
		rep.Rows = append(rep.Rows, row)
	}
	measure("slice", opt.Requests, func(i int) map[string]any {
		c := crits[i%len(crits)]
		return map[string]any{"file": c.File, "line": c.Line, "var": c.Var, "depth": 3}
	})
	measure("symbol_get", opt.Requests, func(i int) map[string]any {
		return map[string]any{"symbol": funcs[i%len(funcs)].spec}
	})
	measure("callers", opt.Requests, func(i int) map[string]any {
		return map[string]any{"symbol": funcs[i%len(funcs)].spec}
	})
	measure("search", opt.Requests, func(i int) map[string]any {
		return map[string]any{"query": funcs[i%len(funcs)].question()}
	})
	measure("pack", max(5, opt.Requests/5), func(i int) map[string]any {
		return map[string]any{"question": funcs[i%len(funcs)].question()}
	})

	// The replayed agent session, then the same calls with fresh=true in
	// a session of their own.
	delta, err := connect()
	if err != nil {
		return nil, err
	}
	defer delta.Close()
	full, err := connect()
	if err != nil {
		return nil, err
	}
	defer full.Close()
	r := &rep.Replay
	r.Tasks = min(opt.Tasks, len(funcs))
	etagRE := regexp.MustCompile(`etag=([0-9a-f]{16})`)
	got := map[string]string{} // symbol spec -> etag held
	for i := 0; i < r.Tasks; i++ {
		for _, step := range replayTask(funcs[i], funcs[(i+1)%len(funcs)]) {
			a := map[string]any{"budget": opt.Budget}
			for k, v := range step.args {
				a[k] = v
			}
			if step.tool == "symbol_get" && step.withEtag {
				a["etag"] = got[step.args["symbol"].(string)]
			}
			text, _, err := call(delta, step.tool, a)
			r.Calls++
			if err != nil {
				if rep.FirstErr == "" {
					rep.FirstErr = "replay " + step.tool + ": " + err.Error()
				}
				continue
			}
			r.Tokens += tok.Count(text)
			r.References += strings.Count(text, "# unchanged, sent in answer #")
			if step.tool == "symbol_get" {
				spec := step.args["symbol"].(string)
				if _, ok := got[spec]; ok {
					r.Repeats++
					if strings.HasPrefix(text[strings.Index(text, "\n")+1:], "UNCHANGED") {
						r.Unchanged++
					}
				}
				if m := etagRE.FindStringSubmatch(text); m != nil {
					got[spec] = m[1]
				}
			}
			a["fresh"] = true
			delete(a, "etag")
			if text, _, err := call(full, step.tool, a); err == nil {
				r.TokensFresh += tok.Count(text)
			}
		}
	}
	if r.Repeats > 0 {
		r.HitRate = round(float64(r.Unchanged) / float64(r.Repeats))
	}
	if r.TokensFresh > 0 {
		r.Saved = round(1 - float64(r.Tokens)/float64(r.TokensFresh))
	}
	return rep, nil
}

type benchFunc struct {
	spec, name, doc string
}

func (f benchFunc) question() string {
	if f.doc != "" {
		return f.doc
	}
	return strings.ReplaceAll(f.name, "_", " ")
}

// sampleFuncs draws n functions and methods (seeded), named as an agent
// names them: file:Class.method.
func sampleFuncs(db *queries.DB, n int, seed int64) ([]benchFunc, error) {
	rows, err := db.Query(`MATCH (f:Func), (fi:File {path: f.file}) WHERE f.kind IN ['function', 'method'] AND f.stmts > 1
		RETURN f.file, fi.module, f.qname, f.name, f.doc, f.line ORDER BY f.id`, nil)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewSource(seed))
	r.Shuffle(len(rows.Data), func(i, j int) { rows.Data[i], rows.Data[j] = rows.Data[j], rows.Data[i] })
	defs := map[string]int{} // qname -> definitions (a name defined twice in a module, under if/else)
	for _, row := range rows.Data {
		defs[row[2].(string)]++
	}
	var out []benchFunc
	for _, row := range rows.Data {
		if len(out) == n {
			break
		}
		file, mod, qn := row[0].(string), row[1].(string), row[2].(string)
		spec := file + ":" + strings.TrimPrefix(qn, mod+".")
		if defs[qn] > 1 {
			spec = fmt.Sprintf("%s:%d", file, row[5].(int64)+1) // the line after the def: inside it
		}
		doc, _ := row[4].(string)
		out = append(out, benchFunc{spec: spec, name: row[3].(string), doc: doc})
	}
	return out, nil
}

type replayStep struct {
	tool     string
	args     map[string]any
	withEtag bool
}

// replayTask is one task of the replayed agent session, the pattern of an
// agent fixing something in f: search for it, read it, slice its last
// line, list its callers, read a neighbour g, re-read f before editing
// (once with the etag it holds, once without), slice the same line again.
func replayTask(f, g benchFunc) []replayStep {
	sym := func(s benchFunc) map[string]any { return map[string]any{"symbol": s.spec} }
	return []replayStep{
		{tool: "search", args: map[string]any{"query": f.question()}},
		{tool: "symbol_get", args: sym(f)},
		{tool: "symbol_slice", args: sym(f)},
		{tool: "callers", args: sym(f)},
		{tool: "symbol_get", args: sym(g)},
		{tool: "symbol_get", args: sym(f), withEtag: true},
		{tool: "symbol_get", args: sym(f)},
		{tool: "symbol_slice", args: sym(f)},
	}
}

// WriteText prints the report.
func (rep *MCPReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "MCP server benchmark: %s, budget %d tokens, index, tokenizer and symbol table opened in %.0f ms\n", rep.Options.DBDir, rep.Options.Budget, rep.OpenMS)
	fmt.Fprintf(w, "%-12s %8s %6s %9s %9s %9s %10s\n", "tool", "requests", "errors", "p50 ms", "p95 ms", "max ms", "max tokens")
	for _, r := range rep.Rows {
		fmt.Fprintf(w, "%-12s %8d %6d %9.1f %9.1f %9.1f %10d\n", r.Tool, r.Requests, r.Errors, r.P50, r.P95, r.Max, r.MaxTok)
	}
	r := rep.Replay
	fmt.Fprintf(w, "replayed agent session: %d tasks, %d calls; symbol_get repeats %d, UNCHANGED %d (hit rate %.2f); %d code units as references; tokens %d with delta vs %d fresh (%.0f%% saved)\n",
		r.Tasks, r.Calls, r.Repeats, r.Unchanged, r.HitRate, r.References, r.Tokens, r.TokensFresh, 100*r.Saved)
	fmt.Fprintf(w, "answers over budget: %d\n", rep.Overruns)
	if rep.FirstErr != "" {
		fmt.Fprintf(w, "first error: %s\n", rep.FirstErr)
	}
}

// Errors counts failed requests.
func (rep *MCPReport) Errors() int {
	n := 0
	for _, r := range rep.Rows {
		n += r.Errors
	}
	return n
}
