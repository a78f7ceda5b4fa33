package planner

import (
	"encoding/json"
	"fmt"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// PackRequest asks for a retrieval pack: the code a question is about,
// within Budget tokens of context.
type PackRequest struct {
	Question     string
	Budget       int     // tokens of context
	ExploitRatio float64 // share of the budget for the best symbols and their dependencies (default 0.7)
	ExploreRatio float64 // share for lower-ranked symbols of other modules (default 0.3)
	TopK         int     // exploit seeds (default 6)
	Expand       bool    // grow Top-K by ExpandFactor and explore one more module
	Format       string  // context format: text or markdown
	Tokenizer    *tokens.Tokenizer
	Optimizer    optimizer.Input // source reader and pass settings
	// GraphStatements bounds the statement nodes of the visual graph (0:
	// MaxGraphStatements); the web view, which draws the graph for a
	// person rather than printing it for a model, asks for more.
	GraphStatements int
	// TimeLimit bounds the lanes (0: DefaultPackTimeLimit): past it no
	// further candidate is examined and the pack holds what was selected
	// so far (Telemetry.TimedOut). It is checked between candidates; one
	// candidate's slice is bounded by its queries' own time limit.
	TimeLimit time.Duration
}

// DefaultPackTimeLimit is a pack's default TimeLimit. A sympy pack once ran
// for 8 minutes; on the standard library a pack takes 0.5–2.7 s (p50, p95
// of `bench mcp`).
const DefaultPackTimeLimit = 10 * time.Second

// ExpandFactor grows the candidate counts of an expanded pack.
const ExpandFactor = 1.5

// CandidatesPerSeed is how many candidates are fetched per exploit seed:
// the rest feed the explore lane and the fill.
const CandidatesPerSeed = 4

// TokensPerCandidate: a pack fetches at least one candidate per this many
// tokens of budget, so that a large budget has candidates to fill it
// with (a function shown by the exploit lane takes 150–400 tokens).
const TokensPerCandidate = 200

// PackSymbol is one symbol considered for a pack.
type PackSymbol struct {
	QName   string  `json:"qname"`
	Kind    string  `json:"kind"`
	File    string  `json:"file"`
	Lang    string  `json:"language"` // the file's (schema.LanguageOf)
	Line    int     `json:"line"`
	EndLine int     `json:"end_line"`
	Score   float64 `json:"score"` // Retrieve's fused score
	Lane    string  `json:"lane"`  // exploit or explore
	// Why the symbol was a candidate: its anchors and BM25 rank
	// (Match.Why).
	Why    []string `json:"why,omitempty"`
	State  string   `json:"state"` // selected or dropped
	Tokens int      `json:"tokens,omitempty"`
	funcID int64
	stmts  []queries.Stmt
}

// Pack is a retrieval pack; Document prints it as the JSON of `semantica
// pack`. The budget governs Context, the code handed to the model: it never
// exceeds Budget.Limit tokens. The rest of the document is the envelope,
// measured in Budget.EnvelopeTokens and kept small: in the document each of
// its lists holds at most MaxEnvelopeItems items, fewer when the envelope
// would pass its own budget (DefaultEnvelopeBudget), and Omitted counts
// what was left out. Pack returns every list whole (Omitted and
// EnvelopeTokens are set by Document).
type Pack struct {
	Query           string                  `json:"query"`
	Budget          PackBudget              `json:"budget"`
	Selected        map[string][]PackSymbol `json:"selected"`
	Dropped         []PackSymbol            `json:"dropped"`
	Omitted         map[string]int          `json:"omitted"` // items left out of each capped list ("dropped", "visual_graph.nodes", ...); only lists that lost some
	Context         string                  `json:"context"`
	VisualGraph     VisualGraph             `json:"visual_graph"`
	TokenEstimate   TokenEstimate           `json:"token_estimate"`
	BudgetPolicy    map[string]float64      `json:"budget_policy"`
	ExpansionPolicy ExpansionPolicy         `json:"expansion_policy"`
	Telemetry       PackTelemetry           `json:"telemetry"`
	tok             *tokens.Tokenizer
	graphStatements int
}

// PackBudget reports a pack's size against its budget.
type PackBudget struct {
	Limit          int    `json:"limit"`           // --budget: tokens of Context
	ContextTokens  int    `json:"context_tokens"`  // tokens of Context (≤ Limit)
	EnvelopeTokens int    `json:"envelope_tokens"` // tokens of the printed JSON beyond ContextTokens
	Tokenizer      string `json:"tokenizer"`
}

// MaxEnvelopeItems caps every list of a JSON envelope (the pack's and the
// slice's): the envelope stays small whatever the candidates, graph or
// slice, and the budget goes to the code. A pack's lists may be cut
// shorter (fitEnvelope).
const MaxEnvelopeItems = 50

// MaxLabelChars caps a visual graph node's label (a statement's first line
// may be 4 KiB).
const MaxLabelChars = 100

// CapList returns the first MaxEnvelopeItems items of xs and records in
// omitted, under name, how many it left out (nothing when none).
func CapList[T any](xs []T, name string, omitted map[string]int) []T {
	if len(xs) <= MaxEnvelopeItems {
		return xs
	}
	omitted[name] += len(xs) - MaxEnvelopeItems
	return xs[:MaxEnvelopeItems]
}

// Document is the pack's JSON as printed, its envelope fitted to at most
// envelopeBudget tokens (lists cut to MaxEnvelopeItems and then as
// fitEnvelope says; Omitted and Budget.EnvelopeTokens filled in); pk itself
// is left whole.
func (pk *Pack) Document(envelopeBudget int) string {
	d := *pk
	d.Selected = map[string][]PackSymbol{}
	for lane, xs := range pk.Selected {
		d.Selected[lane] = xs
	}
	d.fitEnvelope(pk.tok, envelopeBudget)
	return d.marshal()
}

// marshal is the pack as printed (indented); Budget.EnvelopeTokens is
// measured on this text.
func (pk *Pack) marshal() string {
	b, err := json.MarshalIndent(pk, "", "  ")
	if err != nil {
		panic(err) // plain data: cannot fail
	}
	return string(b)
}

// TokenEstimate is the size of the context.
type TokenEstimate struct {
	Chars  int `json:"chars"`
	Tokens int `json:"tokens"`
}

// ExpansionPolicy says how --expand grows a pack.
type ExpansionPolicy struct {
	Enabled               bool    `json:"enabled"`
	TriggerOnRepeatedMiss bool    `json:"trigger_on_repeated_miss"`
	TopKExpandFactor      float64 `json:"topk_expand_factor"`
}

// PackTelemetry are the pack's timings and counts.
type PackTelemetry struct {
	RetrievalMS float64 `json:"retrieval_ms"`
	TotalMS     float64 `json:"total_ms"`
	// PhasesMS is the time of each phase in ms: retrieval (BM25), exploit
	// and explore (the lanes: slices, fetches, optimizer runs, token
	// counts), fit (dropping explore symbols until the context fits) and
	// graph (the visual graph).
	PhasesMS        map[string]float64 `json:"phases_ms"`
	CandidateCounts map[string]int     `json:"candidate_counts"`
	// TimedOut: the lanes stopped at TimeLimit with candidates left.
	TimedOut bool `json:"timed_out,omitempty"`
}

// VisualGraph is the pack as a graph to draw.
type VisualGraph struct {
	Version int         `json:"version"`
	Nodes   []GraphNode `json:"nodes"`
	Edges   []GraphEdge `json:"edges"`
}

// GraphNode is a node of the visual graph: the query, a module, a class or
// function, or a statement.
type GraphNode struct {
	ID    string  `json:"id"`
	Type  string  `json:"type"` // query | module | class | function | statement
	Label string  `json:"label"`
	Lane  string  `json:"lane,omitempty"`
	State string  `json:"state"` // searching | selected | dropped
	Score float64 `json:"score"` // [0,1]
	// Where the node's code is: the file of a module, the span of a
	// symbol or statement (lines 1-based, inclusive); empty for the query.
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	EndLine int    `json:"end_line,omitempty"`
}

// GraphEdge is an edge of the visual graph.
type GraphEdge struct {
	Source string  `json:"source"`
	Target string  `json:"target"`
	Kind   string  `json:"kind"` // retrieval_match | contains | calls | data_dependence | control_dependence
	Weight float64 `json:"weight"`
}

// MaxGraphStatements bounds the statement nodes of the visual graph by
// default (PackRequest.GraphStatements).
const MaxGraphStatements = 200

// Pack builds a retrieval pack: BM25 selects seed symbols; the exploit
// lane takes the best ones with the backward slices (depth 1) of their
// return statements and the call sites of up to two callers, callees shown
// as stubs, within ExploitRatio of the budget; the explore lane shows
// lower-ranked symbols of modules the exploit lane did not touch as stubs,
// within the rest. Neither lane's context exceeds its share (the explore
// lane also takes what exploit left), so the context never exceeds the
// budget.
func (p *Planner) Pack(ti *queries.TextIndex, req *PackRequest) (*Pack, error) {
	start := time.Now()
	if req.Budget <= 0 {
		return nil, fmt.Errorf("budget must be a positive number of tokens, got %d", req.Budget)
	}
	if req.ExploitRatio == 0 && req.ExploreRatio == 0 {
		req.ExploitRatio, req.ExploreRatio = 0.7, 0.3
	}
	if req.ExploitRatio < 0 || req.ExploreRatio < 0 || req.ExploitRatio+req.ExploreRatio > 1.0001 {
		return nil, fmt.Errorf("lane ratios must be non-negative and sum to at most 1 (exploit %.2f, explore %.2f)", req.ExploitRatio, req.ExploreRatio)
	}
	if req.TopK <= 0 {
		req.TopK = 6
	}
	if req.Format == "" {
		req.Format = "text"
	}
	k := req.TopK
	extraModules := 0
	if req.Expand {
		k = int(float64(k)*ExpandFactor + 0.5)
		extraModules = 1
	}
	limit := req.TimeLimit
	if limit <= 0 {
		limit = DefaultPackTimeLimit
	}
	deadline := start.Add(limit)
	phases := map[string]float64{}
	phase := time.Now()
	lap := func(name string) {
		phases[name] += msSince(phase)
		phase = time.Now()
	}
	timedOut := false
	late := func() bool {
		timedOut = timedOut || time.Now().After(deadline)
		return timedOut
	}
	rt, err := p.Retrieve(ti, req.Question, max(k*CandidatesPerSeed, req.Budget/TokensPerCandidate))
	if err != nil {
		return nil, err
	}
	hits, retrievalMS := rt.Candidates, rt.MS
	lap("retrieval")
	pk := &Pack{Query: req.Question, Budget: PackBudget{Limit: req.Budget, Tokenizer: req.Tokenizer.Name},
		Selected: map[string][]PackSymbol{"exploit": {}, "explore": {}},
		Dropped:  []PackSymbol{}, Omitted: map[string]int{}, tok: req.Tokenizer, graphStatements: req.GraphStatements,
		BudgetPolicy:    map[string]float64{"exploit_ratio": req.ExploitRatio, "explore_ratio": req.ExploreRatio},
		ExpansionPolicy: ExpansionPolicy{Enabled: req.Expand, TriggerOnRepeatedMiss: true, TopKExpandFactor: ExpandFactor},
		VisualGraph:     VisualGraph{Version: 1}}
	req.Optimizer.ShareCache()
	maxScore := 0.0
	for _, h := range hits {
		maxScore = max(maxScore, h.Score)
	}
	var syms []*PackSymbol
	for _, h := range hits {
		syms = append(syms, &PackSymbol{QName: h.QName, Kind: h.Kind, File: h.File, Lang: schema.LanguageOf(h.File), Line: h.Line, EndLine: h.EndLine,
			Score: h.Score, Why: h.Why, funcID: h.FuncID})
	}
	render := func(stmts []queries.Stmt) (string, int, error) {
		if len(stmts) == 0 {
			return "", 0, nil
		}
		in := req.Optimizer
		in.Stmts = append([]queries.Stmt(nil), stmts...)
		queries.SortByPlace(in.Stmts)
		in.Criterion = queries.Criterion{Direction: queries.Backward}
		edges, err := p.Engine.Edges(in.Stmts)
		if err != nil {
			return "", 0, err
		}
		calls, err := p.Engine.Callees(in.Stmts)
		if err != nil {
			return "", 0, err
		}
		in.Edges = edges
		for _, c := range calls {
			in.Callees = append(in.Callees, optimizer.Callee(c))
		}
		out, err := optimizer.Run(&in)
		if err != nil {
			return "", 0, err
		}
		text := out.Format(req.Format)
		return text, req.Tokenizer.Count(text), nil
	}
	// Exploit lane. It leaves at least one hit to the explore lane, which
	// is never empty when candidates exist.
	if len(syms) > 1 && k >= len(syms) {
		k = len(syms) - 1
	}
	// Exploit lane.
	exploitBudget := int(req.ExploitRatio * float64(req.Budget))
	var exploit []queries.Stmt
	exploitText, exploitTokens := "", 0
	modules := map[string]bool{}
	taken := 0
	examined := 0
	for _, s := range syms {
		// Stop after 2k candidates so lower-ranked ones remain for the
		// explore lane.
		if taken >= k || examined >= 2*k || late() {
			break
		}
		examined++
		stmts, err := p.symbolStmts(s, true)
		if err != nil {
			return nil, err
		}
		s.Lane = "exploit"
		try := append(append([]queries.Stmt(nil), exploit...), stmts...)
		text, n, err := render(try)
		if err != nil {
			return nil, err
		}
		if n > exploitBudget {
			// The symbol's slice does not fit: try its signature alone.
			sig := defOnly(stmts, s)
			if text2, n2, err := render(append(append([]queries.Stmt(nil), exploit...), sig...)); err == nil && n2 <= exploitBudget && len(sig) > 0 {
				text, n, stmts = text2, n2, sig
			} else {
				s.Lane = "" // too large here; the explore lane may show its stub
				continue
			}
		}
		s.State, s.stmts, s.Tokens = "selected", stmts, max(0, n-exploitTokens)
		exploit, exploitText, exploitTokens = append(exploit, stmts...), text, n
		modules[s.File] = true
		pk.Selected["exploit"] = append(pk.Selected["exploit"], *s)
		taken++
	}
	lap("exploit")
	// Explore lane: lower-ranked symbols of other modules, least exposed
	// first among equal modules, as stubs.
	exploreBudget := req.Budget - exploitTokens
	var rest []*PackSymbol
	for _, s := range syms {
		if s.Lane == "" {
			rest = append(rest, s)
		}
	}
	sort.SliceStable(rest, func(i, j int) bool { return !modules[rest[i].File] && modules[rest[j].File] })
	var explore []queries.Stmt
	exploreText, exploreTokens := "", 0
	exploreModules := map[string]bool{}
	maxModules := 3 + extraModules
	// Other modules first; when none remain, the lower-ranked symbols of
	// the exploit lane's modules (the lane is never empty when candidates
	// exist).
	others := false
	for _, s := range rest {
		others = others || !modules[s.File]
	}
	for _, s := range rest {
		if (others && modules[s.File]) || (len(exploreModules) >= maxModules && !exploreModules[s.File]) {
			continue
		}
		if late() {
			break
		}
		s.Lane = "explore"
		sig, err := p.symbolStmts(s, false)
		if err != nil {
			return nil, err
		}
		sig = defOnly(sig, s)
		if len(sig) == 0 {
			continue
		}
		try := append(append([]queries.Stmt(nil), explore...), sig...)
		text, n, err := render(try)
		if err != nil {
			return nil, err
		}
		if n+headerTokens > exploreBudget {
			s.State = "dropped"
			pk.Dropped = append(pk.Dropped, *s)
			continue
		}
		s.State, s.stmts, s.Tokens = "selected", sig, max(0, n-exploreTokens)
		explore, exploreText, exploreTokens = try, text, n
		exploreModules[s.File] = true
		pk.Selected["explore"] = append(pk.Selected["explore"], *s)
	}
	lap("explore")
	var b strings.Builder
	if exploitText != "" {
		b.WriteString(exploitText)
	}
	if exploreText != "" {
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString("# explore: other modules\n")
		b.WriteString(exploreText)
	}
	pk.Context = b.String()
	// Lane joins add a few tokens: drop explore symbols from the end until
	// the whole context fits.
	for req.Tokenizer.Count(pk.Context) > req.Budget && len(pk.Selected["explore"]) > 0 {
		last := pk.Selected["explore"][len(pk.Selected["explore"])-1]
		pk.Selected["explore"] = pk.Selected["explore"][:len(pk.Selected["explore"])-1]
		last.State = "dropped"
		pk.Dropped = append(pk.Dropped, last)
		explore = explore[:len(explore)-len(last.stmts)]
		text, _, err := render(explore)
		if err != nil {
			return nil, err
		}
		pk.Context = exploitText
		if text != "" {
			pk.Context += "\n# explore: other modules\n" + text
		}
	}
	lap("fit")
	if err := p.fill(pk, req, syms, render, &exploit, &exploitText, &explore, late); err != nil {
		return nil, err
	}
	pk.TokenEstimate = TokenEstimate{Chars: len(pk.Context), Tokens: req.Tokenizer.Count(pk.Context)}
	lap("fill")
	if err := p.packGraph(pk, syms, maxScore, exploit); err != nil {
		return nil, err
	}
	lap("graph")
	pk.Telemetry = PackTelemetry{RetrievalMS: retrievalMS, TotalMS: msSince(start), PhasesMS: phases, TimedOut: timedOut, CandidateCounts: map[string]int{
		"bm25_hits": len(hits), "exploit": len(pk.Selected["exploit"]), "explore": len(pk.Selected["explore"]),
		"dropped": len(pk.Dropped), "statements": len(exploit) + len(explore)}}
	pk.Budget.ContextTokens = pk.TokenEstimate.Tokens
	return pk, nil
}

// PackFillShare is the share of the budget below which a pack keeps adding
// candidates (Planner.fill): the lanes' caps (TopK exploit symbols, stubs
// for the rest) leave most of a large budget unused, and a bug report's
// code is often the seventh candidate rather than the first.
const PackFillShare = 0.9

// fill grows a context under PackFillShare of the budget: the next function
// and method candidates in rank order join the exploit lane, shown whole
// (their bodies with nested scopes, fetched for all candidates in one
// batch, queries.Engine.ScopeTreeStmts; per-candidate slices, as the
// exploit lane shows a symbol, made sympy packs twice as slow), each as
// long as the whole context still fits the budget; a candidate the
// explore lane stubbed or dropped moves over, unless it is the lane's
// last. It stops at the share, at the time limit, or when candidates run
// out.
func (p *Planner) fill(pk *Pack, req *PackRequest, syms []*PackSymbol, render func([]queries.Stmt) (string, int, error),
	exploit *[]queries.Stmt, exploitText *string, explore *[]queries.Stmt, late func() bool) error {
	join := func(a, b string) string {
		switch {
		case b == "":
			return a
		case a == "":
			return "# explore: other modules\n" + b
		}
		return a + "\n# explore: other modules\n" + b
	}
	exploreText := ""
	if i := strings.Index(pk.Context, "# explore: other modules\n"); i >= 0 {
		exploreText = pk.Context[i+len("# explore: other modules\n"):]
	}
	taken := map[int64]bool{}
	for _, s := range pk.Selected["exploit"] {
		taken[s.funcID] = true
	}
	target := int(PackFillShare * float64(req.Budget))
	used := req.Tokenizer.Count(pk.Context)
	if used >= target {
		return nil
	}
	// The candidates' whole bodies, in one batch of queries.
	var ids []int64
	for _, s := range syms {
		if !taken[s.funcID] && (s.Kind == "function" || s.Kind == "method") {
			ids = append(ids, s.funcID)
		}
	}
	bodies, err := p.Engine.ScopeTreeStmts(ids)
	if err != nil {
		return err
	}
	for _, s := range syms {
		if used >= target || late() {
			break
		}
		if taken[s.funcID] || (s.Kind != "function" && s.Kind != "method") {
			continue
		}
		if ex := pk.Selected["explore"]; len(ex) == 1 && ex[0].funcID == s.funcID {
			continue // the explore lane is never emptied
		}
		stmts := bodies[s.funcID]
		if len(stmts) == 0 {
			continue
		}
		try := append(append([]queries.Stmt(nil), *exploit...), stmts...)
		text, n, err := render(try)
		if err != nil {
			return err
		}
		if n > req.Budget {
			continue
		}
		// The explore lane without s.
		var rest []PackSymbol
		var restStmts []queries.Stmt
		moved := false
		for _, x := range pk.Selected["explore"] {
			if x.funcID == s.funcID {
				moved = true
				continue
			}
			rest = append(rest, x)
			restStmts = append(restStmts, x.stmts...)
		}
		etext := exploreText
		if moved {
			if etext, _, err = render(restStmts); err != nil {
				return err
			}
		}
		ctx := join(text, etext)
		c := req.Tokenizer.Count(ctx)
		if c > req.Budget {
			continue
		}
		taken[s.funcID] = true
		s.Lane, s.State, s.stmts, s.Tokens = "exploit", "selected", stmts, max(0, c-used)
		pk.Selected["exploit"] = append(pk.Selected["exploit"], *s)
		if moved {
			pk.Selected["explore"] = rest
			if rest == nil {
				pk.Selected["explore"] = []PackSymbol{}
			}
			*explore = restStmts
		}
		var dropped []PackSymbol
		for _, x := range pk.Dropped {
			if x.funcID != s.funcID {
				dropped = append(dropped, x)
			}
		}
		if dropped == nil {
			dropped = []PackSymbol{}
		}
		pk.Dropped = dropped
		*exploit, *exploitText, exploreText, pk.Context, used = try, text, etext, ctx, c
	}
	return nil
}

// fitEnvelope caps the envelope's lists at MaxEnvelopeItems, and at fewer
// items when the envelope would take more than limit tokens: the
// visual graph gives way first, then the dropped symbols, then the
// selected symbols' reasons (Why), then the selected symbols from the
// ends of their lists. Only a question longer than the limit (it is
// echoed whole) may leave the envelope over it. Omitted counts what each list lost; the budget object
// reports the envelope's tokens.
func (pk *Pack) fitEnvelope(tok *tokens.Tokenizer, limit int) {
	full := struct {
		exploit, explore, dropped []PackSymbol
		nodes                     []GraphNode
		edges                     []GraphEdge
	}{pk.Selected["exploit"], pk.Selected["explore"], pk.Dropped, pk.VisualGraph.Nodes, pk.VisualGraph.Edges}
	// set keeps k dropped symbols and g graph nodes and edges.
	set := func(k, g int) {
		pk.Omitted = map[string]int{}
		keep := func(xs []PackSymbol, name string, k int) []PackSymbol {
			if len(xs) > k {
				pk.Omitted[name] = len(xs) - k
				return xs[:k]
			}
			return xs
		}
		pk.Selected["exploit"] = keep(full.exploit, "selected.exploit", MaxEnvelopeItems)
		pk.Selected["explore"] = keep(full.explore, "selected.explore", MaxEnvelopeItems)
		pk.Dropped = keep(full.dropped, "dropped", k)
		pk.VisualGraph.Nodes, pk.VisualGraph.Edges = capGraph(full.nodes, full.edges, g)
		if n := len(full.nodes) - len(pk.VisualGraph.Nodes); n > 0 {
			pk.Omitted["visual_graph.nodes"] = n
		}
		if n := len(full.edges) - len(pk.VisualGraph.Edges); n > 0 {
			pk.Omitted["visual_graph.edges"] = n
		}
	}
	k, g := MaxEnvelopeItems, MaxEnvelopeItems
	set(k, g)
	share := pk.contextShare(tok)
	if pk.envelopeTokens(tok, share) > limit {
		// The search estimates the envelope from its bare count (lists
		// empty) and each kept item's own tokens, then checks the choice.
		memo := map[string]int{}
		cost := func(v any) int {
			b, _ := json.MarshalIndent(v, "      ", "  ")
			c, ok := memo[string(b)]
			if !ok {
				c = tok.Count(string(b)) + 1 // and its comma
				memo[string(b)] = c
			}
			return c
		}
		set(0, 0)
		bare := pk.envelopeTokens(tok, share) + 3*5 // each list's brackets on their own lines
		fits := func(k, g int) bool {
			set(k, g)
			n := bare
			for _, x := range pk.Dropped {
				n += cost(x)
			}
			for _, x := range pk.VisualGraph.Nodes {
				n += cost(x)
			}
			for _, x := range pk.VisualGraph.Edges {
				n += cost(x)
			}
			return n <= limit
		}
		// largest is the largest n in [0, MaxEnvelopeItems] with ok(n),
		// or -1 (the envelope grows with n).
		largest := func(ok func(int) bool) int {
			lo, hi := -1, MaxEnvelopeItems
			for lo < hi {
				if mid := (lo + hi + 1) / 2; ok(mid) {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			return lo
		}
		if g = largest(func(g int) bool { return fits(k, g) }); g < 0 {
			g, k = 0, max(0, largest(func(k int) bool { return fits(k, 0) }))
		}
		for set(k, g); pk.envelopeTokens(tok, share) > limit && g+k > 0; set(k, g) {
			if g > 0 {
				g--
			} else {
				k--
			}
		}
		// Last, the selected symbols' reasons (copies: pk's own lists
		// stay whole).
		if pk.envelopeTokens(tok, share) > limit {
			for _, lane := range []string{"exploit", "explore"} {
				xs := append([]PackSymbol(nil), pk.Selected[lane]...)
				for i := range xs {
					if len(xs[i].Why) > 0 {
						pk.Omitted["selected.why"]++
						xs[i].Why = nil
					}
				}
				if xs == nil {
					xs = []PackSymbol{}
				}
				pk.Selected[lane] = xs
			}
			pk.envelopeTokens(tok, share)
		}
		// Then the selected lists from their ends (the fill's and the
		// lowest-ranked symbols; the context's file headers still name
		// every file), one item at a time from the longer list.
		for over := pk.envelopeTokens(tok, share) - limit; over > 0; over = pk.envelopeTokens(tok, share) - limit {
			ex, xp := pk.Selected["exploit"], pk.Selected["explore"]
			if len(ex)+len(xp) == 0 {
				break
			}
			last := ex
			if len(xp) > len(ex) {
				last = xp
			}
			b, _ := json.MarshalIndent(last[len(last)-1], "      ", "  ")
			per := tok.Count(string(b)) + 1 // items cost about the same
			for need := (over + per - 1) / per; need > 0 && len(ex)+len(xp) > 0; need-- {
				if len(ex) >= len(xp) {
					ex = ex[:len(ex)-1]
					pk.Omitted["selected.exploit"]++
				} else {
					xp = xp[:len(xp)-1]
					pk.Omitted["selected.explore"]++
				}
			}
			pk.Selected["exploit"], pk.Selected["explore"] = ex, xp
		}
	}
}

// Statements returns the statements the context shows, lane by lane
// (exploit first) in the order the symbols were selected; a statement two
// symbols share appears once.
func (pk *Pack) Statements() []queries.Stmt {
	var out []queries.Stmt
	seen := map[int64]bool{}
	for _, lane := range []string{"exploit", "explore"} {
		for _, s := range pk.Selected[lane] {
			for _, st := range s.stmts {
				if !seen[st.ID] {
					seen[st.ID] = true
					out = append(out, st)
				}
			}
		}
	}
	return out
}

// DefaultEnvelopeBudget is the most tokens a pack's envelope takes by
// default (`pack --envelope-budget`), whatever the context's budget,
// unless its question alone takes more: the printed pack is then at most
// the budget plus this.
const DefaultEnvelopeBudget = 2000

// capGraph keeps the first n nodes (the query, modules and symbols by rank,
// then statements) and at most n edges between kept nodes: when more
// qualify, one of each kind in turn, so that every kind stays in the
// picture, in their original order.
func capGraph(nodes []GraphNode, edges []GraphEdge, n int) ([]GraphNode, []GraphEdge) {
	if len(nodes) > n {
		nodes = nodes[:n]
	}
	kept := map[string]bool{}
	for _, nd := range nodes {
		kept[nd.ID] = true
	}
	in := []GraphEdge{}
	for _, e := range edges {
		if kept[e.Source] && kept[e.Target] {
			in = append(in, e)
		}
	}
	if len(in) <= n {
		return nodes, in
	}
	var kinds []string
	byKind := map[string][]int{}
	for i, e := range in {
		if byKind[e.Kind] == nil {
			kinds = append(kinds, e.Kind)
		}
		byKind[e.Kind] = append(byKind[e.Kind], i)
	}
	take := map[int]bool{}
	for i := 0; len(take) < n; i++ {
		for _, k := range kinds {
			if i < len(byKind[k]) && len(take) < n {
				take[byKind[k][i]] = true
			}
		}
	}
	out := make([]GraphEdge, 0, n)
	for i, e := range in {
		if take[i] {
			out = append(out, e)
		}
	}
	return nodes, out
}

// contextShare is the tokens the context takes in the printed pack: its
// text as a JSON string (escapes and quotes) and where it meets its
// neighbours, which are always the same keys. BPE never merges across the
// pieces the tokenizer first splits text into, and the pieces at the
// context's edges depend only on the few characters around them, so the
// share does not change with the lists elsewhere, and the envelope can be
// counted without the context (a 44 KB pack took 25 ms to count, 6 ms
// without its context). The tests check the sum on printed packs.
func (pk *Pack) contextShare(tok *tokens.Tokenizer) int {
	whole := tok.Count(pk.marshal())
	ctx := pk.Context
	pk.Context = ""
	defer func() { pk.Context = ctx }()
	return whole - tok.Count(pk.marshal())
}

// envelopeTokens counts the tokens of the printed pack beyond its context,
// given the context's share. The count is part of the document, so it is
// counted again until it holds (a number's own tokens change only at a few
// lengths).
func (pk *Pack) envelopeTokens(tok *tokens.Tokenizer, contextShare int) int {
	ctx := pk.Context
	pk.Context = ""
	defer func() { pk.Context = ctx }()
	for i := 0; i < 4; i++ {
		n := tok.Count(pk.marshal()) + contextShare - pk.Budget.ContextTokens
		if n == pk.Budget.EnvelopeTokens {
			break
		}
		pk.Budget.EnvelopeTokens = n
	}
	return pk.Budget.EnvelopeTokens
}

// headerTokens reserves the explore lane's header line.
const headerTokens = 8

// symbolStmts returns the statements that show a symbol: for a function
// or method the backward slices (depth 1) of its return statements (its
// last statement when it has none, at most three) and the call sites of
// up to two callers; for a class or module its def statement or first
// statements. Without slices, only the def statement (a module: its first
// statement).
func (p *Planner) symbolStmts(s *PackSymbol, slices bool) ([]queries.Stmt, error) {
	rows, err := p.Engine.DB.Query(queries.Cypher("pack_symbol"), map[string]any{"id": s.funcID})
	if err != nil {
		return nil, err
	}
	type srow struct {
		line int
		kind string
	}
	var own []srow
	for _, r := range rows.Data {
		own = append(own, srow{toInt(r[0]), str(r[1])})
	}
	var lines []int
	switch s.Kind {
	case "function", "method":
		for _, r := range own {
			if r.kind == "return" && len(lines) < 3 {
				lines = append(lines, r.line)
			}
		}
		if len(lines) == 0 && len(own) > 0 {
			lines = append(lines, own[len(own)-1].line)
		}
	case "module":
		for _, r := range own {
			if r.kind != "import" && len(lines) < 3 {
				lines = append(lines, r.line)
			}
		}
	}
	byID := map[int64]queries.Stmt{}
	if !slices {
		lines = lines[:0]
		if s.Kind == "module" && len(own) > 0 {
			lines = append(lines, own[0].line)
		}
	}
	for _, l := range lines {
		res, err := p.Engine.Slice(queries.Criterion{File: s.File, Line: l, Direction: queries.Backward, Depth: 1})
		if err != nil {
			continue // a line the engine cannot slice adds nothing
		}
		for _, st := range res.Stmts {
			if _, ok := byID[st.ID]; !ok {
				byID[st.ID] = st
			}
		}
	}
	if s.Kind == "function" || s.Kind == "method" || s.Kind == "class" {
		// The def statement (a class shows its header and method names)
		// and the call sites of up to two callers.
		var ids []int64
		qs := []string{"pack_def", "pack_callers"}
		if !slices {
			qs = qs[:1]
		}
		for _, q := range qs {
			rows, err := p.Engine.DB.Query(queries.Cypher(q), map[string]any{"id": s.funcID})
			if err != nil {
				return nil, err
			}
			for _, r := range rows.Data {
				ids = append(ids, int64(toInt(r[0])))
			}
		}
		for _, id := range ids {
			if _, ok := byID[id]; ok {
				continue
			}
			st, ok, err := p.Engine.Stmt(id)
			if err != nil {
				return nil, err
			}
			if ok {
				byID[id] = st
			}
		}
	}
	out := make([]queries.Stmt, 0, len(byID))
	for _, st := range byID {
		out = append(out, st)
	}
	queries.SortByPlace(out)
	return out, nil
}

// defOnly keeps the def statement of s among stmts.
func defOnly(stmts []queries.Stmt, s *PackSymbol) []queries.Stmt {
	for _, st := range stmts {
		if st.File == s.File && (st.Line == s.Line || st.Kind == "def" || st.Kind == "class") && st.Line >= s.Line && st.Line <= s.EndLine {
			return []queries.Stmt{st}
		}
	}
	if len(stmts) > 0 && s.Kind == "module" {
		return stmts[:1]
	}
	return nil
}

// packGraph builds the visual graph: the query, modules, symbols and the
// exploit lane's statements, with retrieval, containment, call and
// dependence edges.
func (p *Planner) packGraph(pk *Pack, syms []*PackSymbol, maxScore float64, stmts []queries.Stmt) error {
	g := &pk.VisualGraph
	g.Nodes = append(g.Nodes, GraphNode{ID: "query", Type: "query", Label: pk.Query, State: "searching", Score: 1})
	norm := func(x float64) float64 {
		if maxScore <= 0 {
			return 0
		}
		return float64(int(x/maxScore*1000+0.5)) / 1000
	}
	mods := map[string]bool{}
	var ids []int64
	symNode := map[int64]string{}
	for _, s := range syms {
		if s.Lane == "" {
			continue
		}
		mid := "module:" + s.File
		if !mods[mid] {
			mods[mid] = true
			g.Nodes = append(g.Nodes, GraphNode{ID: mid, Type: "module", Label: s.File, State: "selected", Score: 0, File: s.File})
		}
		typ := "function"
		if s.Kind == "class" || s.Kind == "module" {
			typ = s.Kind
		}
		id := fmt.Sprintf("symbol:%d", s.funcID)
		symNode[s.funcID] = id
		ids = append(ids, s.funcID)
		g.Nodes = append(g.Nodes, GraphNode{ID: id, Type: typ, Label: s.QName, Lane: s.Lane, State: s.State, Score: norm(s.Score),
			File: s.File, Line: s.Line, EndLine: s.EndLine})
		g.Edges = append(g.Edges, GraphEdge{Source: "query", Target: id, Kind: "retrieval_match", Weight: norm(s.Score)},
			GraphEdge{Source: mid, Target: id, Kind: "contains", Weight: 1})
	}
	if len(ids) > 0 {
		rows, err := p.Engine.DB.Query(queries.Cypher("pack_calls"), map[string]any{"ids": ids})
		if err != nil {
			return err
		}
		for _, r := range rows.Data {
			a, b := symNode[int64(toInt(r[0]))], symNode[int64(toInt(r[1]))]
			if a != "" && b != "" && a != b {
				g.Edges = append(g.Edges, GraphEdge{Source: a, Target: b, Kind: "calls", Weight: 1})
			}
		}
	}
	shown := stmts
	limit := MaxGraphStatements
	if pk.graphStatements > 0 {
		limit = pk.graphStatements
	}
	if len(shown) > limit {
		shown = shown[:limit]
	}
	stmtNode := map[int64]string{}
	for _, s := range shown {
		id := fmt.Sprintf("stmt:%s:%d", s.File, s.Line)
		if _, dup := stmtNode[s.ID]; dup {
			continue
		}
		stmtNode[s.ID] = id
		g.Nodes = append(g.Nodes, GraphNode{ID: id, Type: "statement", Label: clip(strings.TrimSpace(firstLine(s.Text)), MaxLabelChars), Lane: "exploit",
			State: "selected", Score: float64(int(1000/(1+float64(s.Distance))+0.5)) / 1000, File: s.File, Line: s.Line, EndLine: s.EndLine})
		if sym, ok := symNode[s.FuncID]; ok {
			g.Edges = append(g.Edges, GraphEdge{Source: sym, Target: id, Kind: "contains", Weight: 1})
		}
	}
	edges, err := p.Engine.Edges(shown)
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	var deps []GraphEdge
	for _, e := range edges {
		kind := ""
		switch e.Kind {
		case "DATA", "GLOBAL", "SUMMARY", "PARAM_IN", "PARAM_OUT":
			kind = "data_dependence"
		case "CTRL", "JUMP":
			kind = "control_dependence"
		}
		a, b := stmtNode[e.From], stmtNode[e.To]
		key := a + ">" + b + kind
		if kind == "" || a == "" || b == "" || seen[key] {
			continue
		}
		seen[key] = true
		deps = append(deps, GraphEdge{Source: a, Target: b, Kind: kind, Weight: 1})
	}
	// Engine.Edges gives no order: sort, so that the same pack prints the
	// same JSON on every run.
	sort.Slice(deps, func(i, j int) bool {
		if deps[i].Source != deps[j].Source {
			return deps[i].Source < deps[j].Source
		}
		if deps[i].Target != deps[j].Target {
			return deps[i].Target < deps[j].Target
		}
		return deps[i].Kind < deps[j].Kind
	})
	g.Edges = append(g.Edges, deps...)
	return nil
}

// clip cuts s to at most n bytes on a rune boundary, marking the cut with "…".
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…"
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
