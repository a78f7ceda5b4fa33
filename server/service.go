package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/schema/tokens"
	"math"
	"regexp"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/planner"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// Service answers requests over one Index: the operations behind the MCP
// tools and the CLI's symbol commands. Every operation returns formatted
// text that fits the request's budget (tokens of Tok). Safe for concurrent
// use: each request takes its own Kùzu connection from the snapshot.
type Service struct {
	Index *Index
	Tok   *tokens.Tokenizer
	// SessionBudget, when > 0, is the tokens a session may be served; past
	// it, code tools answer with the reason and a summary instead of code.
	SessionBudget int
	// Cypher limits of the cypher tool (queries.Limits defaults when 0).
	Limits queries.Limits
	// Now stamps recency for the planner (time.Now when nil).
	Now func() time.Time
}

// Budget bounds, tokens.
const (
	DefaultBudget = 2000
	MinBudget     = 100
	MaxBudget     = 100000
	// reserve is what the header and footer of an answer may take; the
	// body gets the rest of the budget.
	reserve = 60
)

// ArgError is a bad argument: the tool answers with it as a tool error.
type ArgError struct{ Msg string }

func (e *ArgError) Error() string { return e.Msg }

func argErr(format string, a ...any) error { return &ArgError{fmt.Sprintf(format, a...)} }

// Answer is the body of one answer before the server adds its header.
type Answer struct {
	Text   string
	Code   bool   // holds code: subject to delta context and the session budget
	Target string // what the code is about, for the session summary
	Fresh  bool   // send code even if the session has seen it
	Note   string // one line added to the header (plan, counts)
	Budget int    // tokens the whole answer may take
	// keys are code units the answer sends in full, recorded under its
	// number once it is final (symbol_get's whole symbol).
	keys []string
	// files are the files whose code the answer shows.
	files []string
}

func (sv *Service) now() time.Time {
	if sv.Now != nil {
		return sv.Now()
	}
	return time.Now()
}

// With runs f on the current snapshot with one of its connections: the
// way another front end over the service (the web view) queries the index.
// The error is f's, or the snapshot's when it cannot be opened.
func (sv *Service) With(f func(s *Snapshot, e *queries.Engine) error) error { return sv.with(f) }

// SliceRequest checks a's arguments against snapshot s (format, direction,
// line, depth, file) and returns the planner's request for a slice whose
// output may take body tokens. Errors are *ArgError.
func (sv *Service) SliceRequest(s *Snapshot, a SliceArgs, body int) (*planner.Request, error) {
	return a.request(sv, s, body)
}

// IsArgError reports whether err is the caller's fault: a bad argument, an
// unknown or ambiguous symbol, a line that holds no statement.
func IsArgError(err error) bool {
	var ae *ArgError
	var nf *queries.NotFoundError
	var am *queries.AmbiguousError
	var ce *queries.CriterionError
	return errors.As(err, &ae) || errors.As(err, &nf) || errors.As(err, &am) || errors.As(err, &ce)
}

// with runs f on the current snapshot with one connection.
func (sv *Service) with(f func(s *Snapshot, e *queries.Engine) error) error {
	s, release, err := sv.Index.Acquire()
	if err != nil {
		return err
	}
	defer release()
	c := s.Conn()
	defer s.PutConn(c)
	syms, err := s.Symbols(c)
	if err != nil {
		return err
	}
	return f(s, &queries.Engine{DB: c, Memo: s.Memo, Symbols: syms})
}

func checkBudget(b int) (int, error) {
	if b == 0 {
		return DefaultBudget, nil
	}
	if b < MinBudget || b > MaxBudget {
		return 0, argErr("budget must be %d to %d tokens, got %d", MinBudget, MaxBudget, b)
	}
	return b, nil
}

// SliceArgs are the arguments of a slice.
type SliceArgs struct {
	File      string `json:"file" jsonschema:"file path relative to the indexed root, e.g. pkg/mod.py"`
	Line      int    `json:"line" jsonschema:"1-based line of the criterion statement"`
	Var       string `json:"var,omitempty" jsonschema:"variable (name or name.attr) of the criterion; default: every name on the line"`
	Direction string `json:"direction,omitempty" jsonschema:"backward (what the line depends on; default), forward (what depends on it) or both"`
	Depth     *int   `json:"depth,omitempty" jsonschema:"call depth 0-5; default: the planner starts at 3 and may go to 5 when the slice is small"`
	Budget    int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens (cl100k_base); default 2000"`
	Format    string `json:"format,omitempty" jsonschema:"markdown (default), text (with line numbers) or ultracompact"`
	Fresh     bool   `json:"fresh,omitempty" jsonschema:"send all code even if this session already received it"`
}

func (a *SliceArgs) request(sv *Service, s *Snapshot, body int) (*planner.Request, error) {
	if a.Format == "" {
		a.Format = "markdown"
	}
	if a.Format != "markdown" && a.Format != "text" && a.Format != "ultracompact" {
		return nil, argErr("unknown format %q (want markdown, text or ultracompact)", a.Format)
	}
	if a.Direction == "" {
		a.Direction = "backward"
	}
	dir, err := queries.ParseDirection(a.Direction)
	if err != nil {
		return nil, &ArgError{err.Error()}
	}
	if a.Line <= 0 {
		return nil, argErr("line must be 1 or more, got %d", a.Line)
	}
	if strings.TrimSpace(a.File) == "" {
		return nil, argErr("file is required")
	}
	depth, exact := planner.DefaultDepth, false
	if a.Depth != nil {
		if *a.Depth < 0 || *a.Depth > planner.MaxDepth {
			return nil, argErr("depth must be 0 to %d, got %d", planner.MaxDepth, *a.Depth)
		}
		depth, exact = *a.Depth, true
	}
	file, err := s.Meta.RelPath(a.File)
	if err != nil {
		return nil, err
	}
	return &planner.Request{
		Criterion: queries.Criterion{File: file, Line: a.Line, Var: a.Var, Direction: dir, Depth: depth},
		Budget:    body, Format: a.Format, Weights: planner.DefaultWeights, Now: sv.now(), SigDistance: 3,
		Tokenizer: sv.Tok, ExactDepth: exact, Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: s.Source, Cache: s.Cache},
	}, nil
}

// Slice answers the program slice of a line within the budget.
func (sv *Service) Slice(ctx context.Context, a SliceArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	var ans *Answer
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		req, err := a.request(sv, s, budget-reserve)
		if err != nil {
			return err
		}
		if ans, err = runSlice(e, req); err != nil {
			var cb *planner.CriterionBudgetError
			if errors.As(err, &cb) {
				// In the units of the tool's budget: the planner had it less
				// the header's reserve.
				if cb.Need > 0 {
					return argErr("budget of %d tokens cannot hold the criterion's statement: it needs %d; use budget %d or more", budget, cb.Need+reserve, cb.Need+reserve)
				}
				return argErr("budget of %d tokens cannot hold the criterion's statement; use a larger budget", budget)
			}
			return err
		}
		return s.CheckFresh(ans.files)
	})
	if ans != nil {
		ans.Fresh, ans.Budget = a.Fresh, budget
	}
	return ans, err
}

func runSlice(e *queries.Engine, req *planner.Request) (*Answer, error) {
	p := &planner.Planner{Engine: e}
	pl, err := p.Plan(req)
	if err != nil {
		return nil, err
	}
	if err := p.Execute(pl); err != nil {
		return nil, err
	}
	c := req.Criterion
	v := ""
	if c.Var != "" {
		v = " var " + c.Var
	}
	note := fmt.Sprintf("%s slice of %s:%d%s, depth %d, plan %s: %d of %d statements, confidence %.2f",
		c.Direction, c.File, c.Line, v, pl.Chosen.Shape.Depth, pl.Chosen.Name, len(pl.Stmts), pl.FullRows, pl.Output.Confidence)
	text := pl.Text
	for _, w := range append(append([]string{}, pl.Warnings...), pl.Output.Warnings...) {
		text += "# warning: " + w + "\n"
	}
	ans := &Answer{Text: text, Code: true, Target: fmt.Sprintf("slice %s:%d", c.File, c.Line), Note: note}
	for _, f := range pl.Output.Files {
		ans.files = append(ans.files, f.Path)
	}
	return ans, nil
}

// ExplainArgs are the arguments of explain: a slice's, without fresh
// (explain sends no code).
type ExplainArgs struct {
	File      string `json:"file" jsonschema:"file path relative to the indexed root, e.g. pkg/mod.py"`
	Line      int    `json:"line" jsonschema:"1-based line of the criterion statement"`
	Var       string `json:"var,omitempty" jsonschema:"variable (name or name.attr) of the criterion; default: every name on the line"`
	Direction string `json:"direction,omitempty" jsonschema:"backward (default), forward or both"`
	Depth     *int   `json:"depth,omitempty" jsonschema:"call depth 0-5; default: the planner starts at 3 and may go to 5 when the slice is small"`
	Budget    int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens, and the budget the plans are costed for; default 2000"`
	Format    string `json:"format,omitempty" jsonschema:"output format the plans are costed for: markdown (default), text or ultracompact"`
	Analyze   bool   `json:"analyze,omitempty" jsonschema:"run the chosen plan and show actual rows, tokens and milliseconds per step"`
	Cypher    bool   `json:"cypher,omitempty" jsonschema:"show the Cypher text of the chosen plan's queries"`
}

// Explain answers how the planner chooses a slice plan (EXPLAIN; ANALYZE
// with Analyze).
func (sv *Service) Explain(ctx context.Context, a ExplainArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	var text string
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		sa := SliceArgs{File: a.File, Line: a.Line, Var: a.Var, Direction: a.Direction, Depth: a.Depth, Format: a.Format}
		req, err := sa.request(sv, s, budget-reserve)
		if err != nil {
			return err
		}
		p := &planner.Planner{Engine: e}
		pl, err := p.Plan(req)
		if err != nil {
			return err
		}
		if a.Analyze {
			if err := p.Execute(pl); err != nil {
				return err
			}
		}
		text = pl.Explain(planner.ExplainOptions{Analyze: a.Analyze, Timings: true, Cypher: a.Cypher})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Answer{Budget: budget, Text: text}, nil
}

// Cursors page long lists: "<hash>.<offset>", the hash of the request's
// arguments (without cursor and budget), so a cursor fits only the list it
// came from.
func cursorHash(parts ...any) string {
	h := sha256.Sum256([]byte(fmt.Sprint(parts...)))
	return hex.EncodeToString(h[:4])
}

func parseCursor(cursor, hash string) (int, error) {
	if cursor == "" {
		return 0, nil
	}
	h, off, ok := strings.Cut(cursor, ".")
	n, err := strconv.Atoi(off)
	if !ok || err != nil || n < 0 {
		return 0, argErr("bad cursor %q: pass the cursor of a previous answer unchanged", cursor)
	}
	if h != hash {
		return 0, argErr("cursor %q belongs to another request: repeat the arguments of the answer that gave it", cursor)
	}
	return n, nil
}

// page renders items[offset:] one entry each until the body budget or
// limit is reached, and ends with the cursor of the next page.
func (sv *Service) page(title string, items []string, offset, limit, body int, hash string, more bool) string {
	var b strings.Builder
	total := fmt.Sprint(len(items))
	if more {
		total += "+"
	}
	fmt.Fprintf(&b, "%s (%s)\n", title, total)
	used := sv.Tok.Count(b.String())
	i := offset
	for ; i < len(items) && i < offset+limit; i++ {
		item := items[i]
		n := sv.Tok.Count(item) + 1
		if used+n > body-25 {
			if i > offset {
				break
			}
			// An item longer than the page is cut, so that the page and
			// its cursor still fit and paging goes on.
			item = sv.shorten(item, body-25-used-1)
			n = sv.Tok.Count(item) + 1
		}
		b.WriteString(item)
		b.WriteByte('\n')
		used += n
	}
	if offset >= len(items) && len(items) > 0 {
		b.WriteString("(no more items)\n")
	}
	if i < len(items) {
		fmt.Fprintf(&b, "items %d-%d of %s; next page: cursor=%s.%d\n", offset+1, i, total, hash, i)
	} else if offset > 0 && offset < len(items) {
		fmt.Fprintf(&b, "items %d-%d of %s (last page)\n", offset+1, i, total)
	}
	return b.String()
}

// shorten cuts s to at most limit tokens (at least a few characters), ending
// it with "…".
func (sv *Service) shorten(s string, limit int) string {
	r := []rune(s)
	lo, hi := min(8, len(r)), len(r) // largest k with r[:k]+"…" within limit
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if sv.Tok.Count(string(r[:mid])+"…") <= limit {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}

// paging validates a list request: its budget (tokens), its page size
// (default def) and its cursor, which must come from a request with the
// same key; it returns the offset and the cursor hash of the next pages.
func paging(budget, limit, def int, cursor string, key ...any) (b, l, off int, hash string, err error) {
	if b, err = checkBudget(budget); err != nil {
		return
	}
	if l, err = checkLimit(limit, def); err != nil {
		return
	}
	hash = cursorHash(key...)
	off, err = parseCursor(cursor, hash)
	return
}

func checkLimit(l, def int) (int, error) {
	if l == 0 {
		return def, nil
	}
	if l < 1 || l > 500 {
		return 0, argErr("limit must be 1 to 500, got %d", l)
	}
	return l, nil
}

// SearchArgs are the arguments of search.
type SearchArgs struct {
	Query  string `json:"query" jsonschema:"a question, bug report or identifiers: its exact mentions of code (names, Class.method, paths, traceback frames, code lines, messages) are matched first, then BM25 over symbol names, words, signatures, docstrings, string literals, paths and code; each symbol says why"`
	Limit  int    `json:"limit,omitempty" jsonschema:"symbols per page (default 20, at most 500)"`
	Cursor string `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, for the next page"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
}

// maxSearchHits bounds a search's candidate list.
const maxSearchHits = 1000

// Search ranks the repository's symbols for a question.
func (sv *Service) Search(ctx context.Context, a SearchArgs) (*Answer, error) {
	if strings.TrimSpace(a.Query) == "" {
		return nil, argErr("query is required")
	}
	budget, limit, off, hash, err := paging(a.Budget, a.Limit, 20, a.Cursor, "search", a.Query)
	if err != nil {
		return nil, err
	}
	var items []string
	more := false
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		rt, err := (&planner.Planner{Engine: e}).Retrieve(s.Text, a.Query, min(maxSearchHits, off+limit+1))
		if err != nil {
			return &ArgError{err.Error()}
		}
		hits := rt.Candidates
		more = len(hits) > off+limit
		for i, h := range hits {
			items = append(items, fmt.Sprintf("%d. %s (%s) %s:%d-%d score %.2f: %s", i+1, h.QName, h.Kind, h.File, h.Line, h.EndLine, h.Score,
				strings.Join(h.Why, "; ")))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	// The extra hit (past off+limit) stays: it makes page give the cursor.
	return &Answer{Budget: budget, Text: sv.page(fmt.Sprintf("symbols for %q", a.Query), items, off, limit, budget-reserve, hash, more)}, nil
}

// PackArgs are the arguments of pack.
type PackArgs struct {
	Question string `json:"question" jsonschema:"what the agent needs to understand or change, in words or identifiers"`
	Budget   int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
	Format   string `json:"format,omitempty" jsonschema:"markdown (default) or text (with line numbers)"`
	Fresh    bool   `json:"fresh,omitempty" jsonschema:"send all code even if this session already received it"`
}

// Pack answers a retrieval pack: BM25 seeds expanded through the graph,
// their slices as code, lower-ranked symbols of other modules as stubs.
func (sv *Service) Pack(ctx context.Context, a PackArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	if a.Format == "" {
		a.Format = "markdown"
	}
	if a.Format != "markdown" && a.Format != "text" {
		return nil, argErr("unknown format %q (want markdown or text)", a.Format)
	}
	if strings.TrimSpace(a.Question) == "" {
		return nil, argErr("question is required")
	}
	var ans *Answer
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		p := &planner.Planner{Engine: e}
		// The header line (its note lists the selected symbols) takes up
		// to reserve+40 tokens; at the smallest budgets the context still
		// gets half of what is left over the reserve (Finish cuts the rest).
		body := max(budget-reserve-40, (budget-reserve)/2)
		pk, err := p.Pack(s.Text, &planner.PackRequest{Question: a.Question, Budget: body,
			Format: a.Format, Tokenizer: sv.Tok, Optimizer: optimizer.Input{Language: loaders.Languages{}, Source: s.Source, Cache: s.Cache}})
		if err != nil {
			return &ArgError{err.Error()}
		}
		var files []string
		for _, lane := range []string{"exploit", "explore"} {
			for _, sym := range pk.Selected[lane] {
				files = append(files, sym.File)
			}
		}
		if err := s.CheckFresh(files); err != nil {
			return err
		}
		var names []string
		for _, lane := range []string{"exploit", "explore"} {
			for _, sym := range pk.Selected[lane] {
				names = append(names, sym.QName)
			}
		}
		sel := strings.Join(names, ", ")
		if len(sel) > 160 {
			sel = sel[:157] + "..."
		}
		note := fmt.Sprintf("pack of %d exploit and %d explore symbols: %s", len(pk.Selected["exploit"]), len(pk.Selected["explore"]), sel)
		if pk.Telemetry.TimedOut {
			note += fmt.Sprintf("; stopped after %v with candidates left", planner.DefaultPackTimeLimit)
		}
		ans = &Answer{Budget: budget, Text: pk.Context, Code: true, Fresh: a.Fresh, Target: "pack " + strconv.Quote(a.Question), Note: note}
		return nil
	})
	return ans, err
}

// SymbolFindArgs are the arguments of symbol_find.
type SymbolFindArgs struct {
	Pattern string `json:"pattern" jsonschema:"a name (exact, else substring), or a glob with * ? [..]; with a dot it matches qualified names (pkg.mod.*.load*)"`
	Kind    string `json:"kind,omitempty" jsonschema:"only this kind: module, class, function, method (external, builtin, unresolved for callees outside the repository)"`
	Limit   int    `json:"limit,omitempty" jsonschema:"symbols per page (default 50, at most 500)"`
	Cursor  string `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, for the next page"`
	Budget  int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
}

// maxFound bounds symbol_find's list.
const maxFound = 2000

// SymbolFind lists the symbols matching a name or glob, most called first.
func (sv *Service) SymbolFind(ctx context.Context, a SymbolFindArgs) (*Answer, error) {
	budget, limit, off, hash, err := paging(a.Budget, a.Limit, 50, a.Cursor, "symbol_find", a.Pattern, a.Kind)
	if err != nil {
		return nil, err
	}
	var kinds []string
	if a.Kind != "" {
		kinds = []string{a.Kind}
	}
	var items []string
	more := false
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		syms, err := e.FindSymbols(a.Pattern, kinds, maxFound+1)
		if err != nil {
			return &ArgError{err.Error()}
		}
		if len(syms) > maxFound {
			syms, more = syms[:maxFound], true
		}
		for _, sym := range syms {
			items = append(items, symbolLine(sym))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Answer{Budget: budget, Text: sv.page(fmt.Sprintf("symbols matching %q", a.Pattern), items, off, limit, budget-reserve, hash, more)}, nil
}

// symbolLine is one symbol in a list: where it is, how often it is
// called, and its signature's first line.
func symbolLine(s queries.Symbol) string {
	line := fmt.Sprintf("%s (%s) %s", s.QName, s.Kind, s.Place())
	if s.Defined() {
		line += fmt.Sprintf(" calls_in %d", s.CallsIn)
	}
	if sig := firstLine(s.Signature); sig != "" && s.Kind != "module" {
		if len(sig) > 100 {
			sig = sig[:97] + "..."
		}
		line += "  " + sig
	}
	return line
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// resolve finds a symbol; ambiguity and absence are argument errors that
// list the candidates.
func resolve(e *queries.Engine, spec string) (queries.Symbol, error) {
	sym, err := e.ResolveSymbol(spec)
	var amb *queries.AmbiguousError
	var nf *queries.NotFoundError
	if errors.As(err, &amb) || errors.As(err, &nf) {
		return sym, &ArgError{err.Error()}
	}
	return sym, err
}

// SymbolGetArgs are the arguments of symbol_get.
type SymbolGetArgs struct {
	Symbol string `json:"symbol" jsonschema:"path/to/file.py:Class.method, a qualified name (pkg.mod.Class.method), a unique suffix (Class.method), or path/to/file.py:LINE for the scope around a line"`
	Etag   string `json:"etag,omitempty" jsonschema:"etag of the code you already have: if it still matches, the answer is UNCHANGED and carries no code"`
	Format string `json:"format,omitempty" jsonschema:"markdown (default) or text (with line numbers)"`
	Cursor string `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, to continue a symbol longer than the budget"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
	Fresh  bool   `json:"fresh,omitempty" jsonschema:"send the code even if this session already received it unchanged"`
}

// Etag is the version of a symbol's code: the first 16 hex digits of the
// SHA-256 of its file, qualified name and lines.
func Etag(sym queries.Symbol, code string) string {
	h := sha256.Sum256([]byte(sym.File + "\x00" + sym.QName + "\x00" + code))
	return hex.EncodeToString(h[:8])
}

// SymbolGet answers a symbol's code with its etag; UNCHANGED when the
// caller's etag matches, a reference when the session already has it.
func (sv *Service) SymbolGet(ctx context.Context, sess *Session, a SymbolGetArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	if a.Format == "" {
		a.Format = "markdown"
	}
	if a.Format != "markdown" && a.Format != "text" {
		return nil, argErr("unknown format %q (want markdown or text)", a.Format)
	}
	var sym queries.Symbol
	var src []byte
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		if sym, err = resolve(e, a.Symbol); err != nil {
			return err
		}
		if !sym.Defined() {
			return argErr("%s is %s: it is not defined in the indexed code", sym.QName, sym.Kind)
		}
		src, err = s.Source(sym.File)
		return err
	})
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	lo, hi := max(1, sym.Line), min(len(lines), sym.EndLine)
	code := strings.Join(lines[lo-1:hi], "\n")
	etag := Etag(sym, code)
	head := fmt.Sprintf("%s (%s) %s etag=%s", sym.QName, sym.Kind, sym.Place(), etag)
	if a.Etag != "" && a.Etag == etag {
		return &Answer{Budget: budget, Text: "UNCHANGED " + head + "\n", Note: "etag matches: no code sent"}, nil
	}
	key := "symbol\x00" + sym.QName + "\x00" + etag
	hash := cursorHash("symbol_get", sym.QName, etag, a.Format)
	off, err := parseCursor(a.Cursor, hash)
	if err != nil {
		return nil, err
	}
	if sess != nil && off == 0 && !a.Fresh {
		if prev := sess.sentIn(key); prev > 0 {
			sess.countUnchanged(1)
			return &Answer{Budget: budget, Text: fmt.Sprintf("UNCHANGED %s: sent in answer #%d (pass fresh=true to receive it again)\n", head, prev),
				Note: "this session already has this code"}, nil
		}
	}
	// Lines from lo+off while they fit.
	body := budget - reserve
	var b strings.Builder
	b.WriteString(head + "\n")
	if a.Format == "markdown" {
		lang := loaders.LanguageOf(sym.File)
		if lang == "" {
			lang = "python"
		}
		b.WriteString("```" + lang + "\n")
	}
	used := sv.Tok.Count(b.String()) + 30
	row := lo + off
	for ; row <= hi; row++ {
		l := optimizer.Printable(lines[row-1])
		if a.Format == "text" {
			l = fmt.Sprintf("%5d  %s", row, l)
		}
		n := sv.Tok.Count(l) + 1
		if used+n > body && row > lo+off {
			break
		}
		b.WriteString(l + "\n")
		used += n
	}
	if a.Format == "markdown" {
		b.WriteString("```\n")
	}
	if row <= hi {
		fmt.Fprintf(&b, "cut at the budget after line %d of %d-%d; next part: cursor=%s.%d\n", row-1, lo, hi, hash, row-lo)
	}
	ans := &Answer{Budget: budget, Text: b.String(), Code: true, Target: sym.QName, Fresh: true, Note: "etag " + etag}
	if row > hi {
		ans.keys = []string{key}
	}
	return ans, nil
}

// SymbolSliceArgs are the arguments of symbol_slice.
type SymbolSliceArgs struct {
	Symbol    string `json:"symbol" jsonschema:"the function or method (see symbol_get for the accepted names)"`
	Direction string `json:"direction,omitempty" jsonschema:"backward (default): what the symbol's result depends on, from its last return statement; forward: what its parameters affect, from its def line; both"`
	Line      int    `json:"line,omitempty" jsonschema:"a line inside the symbol to slice from instead of the default criterion"`
	Depth     *int   `json:"depth,omitempty" jsonschema:"call depth 0-5 (default: planner's choice from 3)"`
	Budget    int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
	Format    string `json:"format,omitempty" jsonschema:"markdown (default), text or ultracompact"`
	Fresh     bool   `json:"fresh,omitempty" jsonschema:"send all code even if this session already received it"`
}

// SymbolSlice slices from a symbol: backward from its last return
// statement (its last statement when it returns nothing), forward and both
// from its def line, or from Line.
func (sv *Service) SymbolSlice(ctx context.Context, a SymbolSliceArgs) (*Answer, error) {
	var sa *SliceArgs
	err := sv.with(func(s *Snapshot, e *queries.Engine) error {
		sym, err := resolve(e, a.Symbol)
		if err != nil {
			return err
		}
		if !sym.Defined() {
			return argErr("%s is %s: it is not defined in the indexed code", sym.QName, sym.Kind)
		}
		line := a.Line
		if line != 0 && (line < sym.Line || line > sym.EndLine) {
			return argErr("line %d is outside %s (%s)", line, sym.QName, sym.Place())
		}
		if line == 0 {
			if line, err = e.SymbolCriterion(sym.ID, a.Direction == "" || a.Direction == "backward"); err != nil {
				return err
			}
		}
		sa = &SliceArgs{File: sym.File, Line: line, Direction: a.Direction, Depth: a.Depth, Budget: a.Budget, Format: a.Format, Fresh: a.Fresh}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sv.Slice(ctx, *sa)
}

// CallArgs are the arguments of callers and callees.
type CallArgs struct {
	Symbol string `json:"symbol" jsonschema:"the function, method or class (see symbol_get for the accepted names)"`
	Depth  int    `json:"depth,omitempty" jsonschema:"calls to follow, 1-5 (default 1: direct only)"`
	Limit  int    `json:"limit,omitempty" jsonschema:"entries per page (default 50, at most 500)"`
	Cursor string `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, for the next page"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
}

// Calls lists the transitive callers (callers true) or callees of a
// symbol, nearest first, each with the path that reaches it.
func (sv *Service) Calls(ctx context.Context, a CallArgs, callers bool) (*Answer, error) {
	if a.Depth == 0 {
		a.Depth = 1
	}
	if a.Depth < 1 || a.Depth > queries.MaxCallDepth {
		return nil, argErr("depth must be 1 to %d, got %d", queries.MaxCallDepth, a.Depth)
	}
	word := "callees"
	if callers {
		word = "callers"
	}
	budget, limit, off, hash, err := paging(a.Budget, a.Limit, 50, a.Cursor, word, a.Symbol, a.Depth)
	if err != nil {
		return nil, err
	}
	var title string
	var items []string
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		sym, err := resolve(e, a.Symbol)
		if err != nil {
			return err
		}
		var rel []queries.Related
		if callers {
			rel, err = e.CallersOf(sym.ID, a.Depth)
		} else {
			rel, err = e.CalleesOf(sym.ID, a.Depth)
		}
		if err != nil {
			return err
		}
		title = fmt.Sprintf("%s of %s (%s) within %d call(s)", word, sym.QName, sym.Place(), a.Depth)
		items = relatedLines(rel, callers)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Answer{Budget: budget, Text: sv.page(title, items, off, limit, budget-reserve, hash, false)}, nil
}

// relatedLines renders call-graph neighbours: depth, symbol, place, and
// the call lines along the path.
func relatedLines(rel []queries.Related, callers bool) []string {
	var out []string
	for _, r := range rel {
		line := fmt.Sprintf("d%d %s (%s) %s", r.Depth, r.QName, r.Kind, r.Place())
		if len(r.Lines) > 0 {
			ls := make([]string, len(r.Lines))
			for i, l := range r.Lines {
				ls[i] = strconv.Itoa(l)
			}
			if callers {
				line += " calls at line " + strings.Join(ls, " → ")
			} else {
				line += " called at line " + strings.Join(ls, " → ")
			}
		}
		if len(r.Via) > 0 {
			line += " via " + strings.Join(r.Via, " → ")
		}
		out = append(out, line)
	}
	return out
}

// pageRE is the cursor part of a page's last line.
var pageRE = regexp.MustCompile(`; next page: cursor=\S*`)

// ImpactArgs are the arguments of impact.
type ImpactArgs struct {
	Target string `json:"target" jsonschema:"a symbol (see symbol_get) or path/to/file.py:LINE for one line"`
	Depth  int    `json:"depth,omitempty" jsonschema:"calls of transitive callers to list, 1-5 (default 3)"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
	Format string `json:"format,omitempty" jsonschema:"markdown (default) or text"`
	Fresh  bool   `json:"fresh,omitempty" jsonschema:"send all code even if this session already received it"`
}

// Impact answers what a change to a symbol or line affects: its
// transitive callers (at most a third of the budget) and, in the rest, the
// forward slice from the line — for a function, from its last return
// statement (its def line when it has none); for a class, from its def
// line.
func (sv *Service) Impact(ctx context.Context, a ImpactArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	if a.Depth == 0 {
		a.Depth = 3
	}
	if a.Depth < 1 || a.Depth > queries.MaxCallDepth {
		return nil, argErr("depth must be 1 to %d, got %d", queries.MaxCallDepth, a.Depth)
	}
	var callersText string
	var sa SliceArgs
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		sym, err := resolve(e, a.Target)
		if err != nil {
			return err
		}
		if !sym.Defined() {
			return argErr("%s is %s: it is not defined in the indexed code", sym.QName, sym.Kind)
		}
		line := 0
		if i := strings.LastIndex(a.Target, ":"); i > 0 && strings.HasSuffix(a.Target[:i], ".py") {
			if n, err := strconv.Atoi(a.Target[i+1:]); err == nil {
				line = n // a line: its own forward slice
			}
		}
		if line == 0 {
			// A function's effect on the rest of the program is what its
			// callers do with its result: forward from its last return
			// (rule 13 carries it to the callers); without one, and for a
			// class, from the def line (its name, so its call sites).
			if sym.Kind == "module" {
				return argErr("impact of a whole module: name a function, a class or a line (%s:LINE)", sym.File)
			}
			def, ret, _, _, err := e.SymbolLines(sym.ID)
			if err != nil {
				return err
			}
			if line = def; ret > 0 && sym.Kind != "class" {
				line = ret
			}
			if line == 0 {
				return argErr("%s has no statement to slice from", sym.QName)
			}
		}
		rel, err := e.CallersOf(sym.ID, a.Depth)
		if err != nil {
			return err
		}
		third := (budget - reserve) / 3
		callersText = sv.page(fmt.Sprintf("transitive callers of %s within %d call(s)", sym.QName, a.Depth),
			relatedLines(rel, true), 0, 500, third, "", false)
		callersText = pageRE.ReplaceAllString(callersText, "; the rest with the callers tool")
		sa = SliceArgs{File: sym.File, Line: line, Direction: "forward", Budget: budget - sv.Tok.Count(callersText) - 10, Format: a.Format, Fresh: a.Fresh}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if sa.Budget < MinBudget {
		sa.Budget = MinBudget
	}
	ans, err := sv.Slice(ctx, sa)
	if err != nil {
		return nil, err
	}
	ans.Text = callersText + "\n" + ans.Text
	ans.Target, ans.Budget = "impact "+a.Target, budget
	return ans, nil
}

// CypherArgs are the arguments of cypher.
type CypherArgs struct {
	Query  string         `json:"query" jsonschema:"one read-only Cypher query over the schema (see the schema tool); values go in params as $name"`
	Params map[string]any `json:"params,omitempty" jsonschema:"query parameters: strings, numbers, booleans or lists of them"`
	Limit  int            `json:"limit,omitempty" jsonschema:"rows per page (default 50, at most 500)"`
	Cursor string         `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, for the next page (the query runs again: order it with ORDER BY)"`
	Budget int            `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
}

// maxCypherRows bounds the rows a cypher answer pages through.
const maxCypherRows = 10000

// Cypher runs one read-only query through the guard (queries.DB.AdHoc):
// writes, file access, extensions and settings are refused, and the query
// runs under the time and memory limits of the snapshot.
func (sv *Service) Cypher(ctx context.Context, a CypherArgs) (*Answer, error) {
	params, err := cypherParams(a.Params)
	if err != nil {
		return nil, err
	}
	budget, limit, off, hash, err := paging(a.Budget, a.Limit, 50, a.Cursor, "cypher", a.Query, fmt.Sprint(params))
	if err != nil {
		return nil, err
	}
	var rows *queries.Rows
	err = sv.with(func(s *Snapshot, e *queries.Engine) error {
		rows, err = e.DB.AdHoc(ctx, a.Query, params, queries.ReadOnly, sv.Limits)
		return err
	})
	if err != nil {
		var ref *queries.RefusedError
		var lim *queries.LimitError
		if errors.As(err, &ref) || errors.As(err, &lim) {
			return nil, &ArgError{err.Error()}
		}
		return nil, &ArgError{"query failed: " + err.Error()}
	}
	more := len(rows.Data) > maxCypherRows
	if more {
		rows.Data = rows.Data[:maxCypherRows]
	}
	var items []string
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(rows.Columns, "\t"))
	for _, r := range rows.Data {
		cells := make([]string, len(r))
		for i, v := range r {
			cells[i] = optimizer.Printable(cell(v))
		}
		fmt.Fprintln(tw, strings.Join(cells, "\t"))
	}
	tw.Flush()
	all := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	header := all[0]
	items = all[1:]
	text := sv.page("rows", items, off, limit, budget-reserve-sv.Tok.Count(header), hash, more)
	title, rest, _ := strings.Cut(text, "\n")
	return &Answer{Budget: budget, Text: title + "\n" + header + "\n" + rest}, nil
}

func cell(v any) string {
	switch x := v.(type) {
	case nil:
		return "NULL"
	case string:
		if len(x) > 200 {
			return strconv.Quote(x[:200]) + "…"
		}
		return strconv.Quote(x)
	}
	s := fmt.Sprint(v)
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// cypherParams converts JSON values for Kùzu: integral numbers become
// int64, lists must be non-empty and of one scalar type.
func cypherParams(in map[string]any) (map[string]any, error) {
	out := map[string]any{}
	for k, v := range in {
		conv, err := cypherValue(v)
		if err != nil {
			return nil, argErr("parameter $%s: %v", k, err)
		}
		out[k] = conv
	}
	return out, nil
}

func cypherValue(v any) (any, error) {
	switch x := v.(type) {
	case string, bool:
		return x, nil
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1<<53 {
			return int64(x), nil
		}
		return x, nil
	case []any:
		if len(x) == 0 {
			return nil, errors.New("empty list")
		}
		var ints []int64
		var strs []string
		for _, e := range x {
			c, err := cypherValue(e)
			if err != nil {
				return nil, err
			}
			switch y := c.(type) {
			case int64:
				ints = append(ints, y)
			case string:
				strs = append(strs, y)
			default:
				return nil, errors.New("lists hold integers or strings")
			}
		}
		if len(ints) > 0 && len(strs) > 0 {
			return nil, errors.New("a list mixes integers and strings")
		}
		if len(ints) > 0 {
			return ints, nil
		}
		return strs, nil
	}
	return nil, fmt.Errorf("unsupported value %v (strings, numbers, booleans or lists of them)", v)
}

// SchemaArgs are the arguments of schema.
type SchemaArgs struct {
	Cursor string `json:"cursor,omitempty" jsonschema:"cursor of a previous answer, for the next part"`
	Budget int    `json:"budget,omitempty" jsonschema:"hard limit on the answer's tokens; default 2000"`
}

// Schema answers the graph schema (Kùzu DDL with a comment per column).
func (sv *Service) Schema(ctx context.Context, a SchemaArgs) (*Answer, error) {
	budget, err := checkBudget(a.Budget)
	if err != nil {
		return nil, err
	}
	hash := cursorHash("schema")
	off, err := parseCursor(a.Cursor, hash)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSpace(schema.Describe()), "\n")
	text := sv.page("schema lines", lines, off, 10000, budget-reserve, hash, false)
	return &Answer{Budget: budget, Text: text}, nil
}

// Stats answers the index's figures and the session's counters.
func (sv *Service) Stats(ctx context.Context, sess *Session) (*Answer, error) {
	s, release, err := sv.Index.Acquire()
	if err != nil {
		return nil, err
	}
	defer release()
	m := s.Meta
	var b strings.Builder
	fmt.Fprintf(&b, "index %s of %s, built %s (schema %d, tokenizer %s), opened %s\n", sv.Index.Dir, m.Root,
		m.Created.UTC().Format(time.RFC3339), m.SchemaVersion, m.Tokenizer, s.Opened.UTC().Format(time.RFC3339))
	st := m.Stats
	fmt.Fprintf(&b, "%d files, %d statements, %d functions, %d SDG vertices, %d dependence edges, %d calls, %d parse errors, %d warnings; indexed in %.1f s, %.1f MB\n",
		st.Files, st.Statements, st.Functions, st.Vertices, st.Edges, st.Calls, st.ParseErrors, len(st.Warnings), st.Seconds, float64(st.DBBytes)/1e6)
	fmt.Fprintf(&b, "memo of query rows shared by requests: %d of %d rows\n", s.Memo.Rows(), MemoRows)
	if sess != nil {
		ss := sess.Stats()
		fmt.Fprintf(&b, "this session: %d answers, %d tokens served, %d code units sent, %d repeated as references", ss.Answers, ss.Tokens, ss.Units, ss.Unchanged)
		if sv.SessionBudget > 0 {
			fmt.Fprintf(&b, ", session budget %d tokens (%d left)", sv.SessionBudget, max(0, sv.SessionBudget-ss.Tokens))
		}
		b.WriteString("\n")
	}
	return &Answer{Text: b.String()}, nil
}
