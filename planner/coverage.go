package planner

import (
	"cmp"
	"encoding/json"
	"fmt"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
	"math"
	"slices"
	"sort"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// CoverageLine is the coverage of one line: how often it ran, and by how
// many failing and passing tests (both 0 when the report does not say
// which tests ran it).
type CoverageLine struct {
	Hits             int
	Failing, Passing int
}

// CoverageRequest asks for the code a test run points at, within Budget
// tokens.
type CoverageRequest struct {
	Files        map[string]map[int]CoverageLine // by index path, then line
	TotalFailed  int                             // failing tests of the run (0: none known)
	FailuresOnly bool                            // only lines run by failing tests
	Budget       int                             // tokens of context (hard limit)
	Format       string                          // text (default) or markdown
	Tokenizer    *tokens.Tokenizer
	Optimizer    optimizer.Input
	IsTest       func(file, qname string) bool // nil: IsTestCode
	TimeLimit    time.Duration                 // 0: DefaultPackTimeLimit
}

// Relevance classes of a coverage-context entry.
const (
	RelFailing = "failing" // run by a failing test
	RelCovered = "covered" // run, by passing tests only or by tests the report does not name
)

// CoverageContext is the answer of coverage-context.
type CoverageContext struct {
	Budget         int                `json:"budget"`
	BudgetUsed     int                `json:"budget_used"`
	Ranking        string             `json:"ranking"` // ochiai or hits
	Slices         []DiffSlice        `json:"slices"`
	SignaturesOnly []string           `json:"signatures_only"`
	Omitted        []string           `json:"omitted"`
	OmittedCount   int                `json:"omitted_count"`
	Warnings       []string           `json:"warnings,omitempty"`
	Context        string             `json:"-"`
	TimingsMS      map[string]float64 `json:"timings_ms"`
	TimedOut       bool               `json:"timed_out"`
}

// Ochiai is the suspiciousness of a statement run by ef failing and ep
// passing tests of a run with totalFailed failing tests (Abreu, Zoeteweij
// and van Gemund, "On the Accuracy of Spectrum-based Fault Localization",
// TAIC PART 2007): ef / sqrt(totalFailed · (ef + ep)); 0 when it ran in no
// failing test.
func Ochiai(ef, ep, totalFailed int) float64 {
	if ef == 0 || totalFailed == 0 {
		return 0
	}
	return float64(ef) / math.Sqrt(float64(totalFailed)*float64(ef+ep))
}

// Evidence is coverage evidence per statement line for the slice
// planner's relevance term: file (index path) → line → a value in [0, 1]
// (1 for a line that ran; with failing tests, its Ochiai score).
type Evidence map[string]map[int]float64

// Of is the evidence of the statement's lines (the largest).
func (ev Evidence) Of(s queries.Stmt) float64 {
	best := 0.0
	for l := s.Line; l <= max(s.Line, s.EndLine); l++ {
		best = max(best, ev[s.File][l])
	}
	return best
}

// EvidenceOf turns a request's coverage into Evidence: with failing tests
// (totalFailed > 0), each line's Ochiai score (0 for a line no test ran,
// as module loading runs def lines); otherwise 1 for every line that ran.
func EvidenceOf(files map[string]map[int]CoverageLine, totalFailed int) Evidence {
	ev := Evidence{}
	for f, lines := range files {
		m := map[int]float64{}
		for l, c := range lines {
			if totalFailed > 0 {
				m[l] = Ochiai(c.Failing, c.Passing, totalFailed) // 0 for lines no test ran (module loading)
			} else if c.Hits > 0 {
				m[l] = 1
			}
		}
		ev[f] = m
	}
	return ev
}

// CoverageContext ranks the repository's functions by what a test run
// says of them and fits their executed statements into the budget:
//
//   - with per-test coverage and failing tests, by the Ochiai score of
//     their most suspicious statement (spectrum-based fault localization),
//     then by how many failing tests ran them; entries run by a failing
//     test are ranked failing, the rest covered;
//   - otherwise by the hits of their executed statements (hottest first);
//   - then by dependence distance from what the failing tests ran (one
//     backward slice, depth DiffBackwardDepth, from those statements).
//
// Test code, module-level code, and def, class and import lines (they run
// when a module loads, whatever the tests do) are not evidence. Each
// entry shows its executed statements (the optimizer adds the headers
// and marks what it leaves out); code and signatures never exceed Budget
// tokens (fitEntries).
func (p *Planner) CoverageContext(req *CoverageRequest) (*CoverageContext, error) {
	start := time.Now()
	if req.Budget <= 0 {
		return nil, fmt.Errorf("budget must be a positive number of tokens, got %d", req.Budget)
	}
	isTest, deadline := contextDefaults(&req.Format, req.IsTest, start, req.TimeLimit)
	eng := *p.Engine
	if eng.Memo == nil {
		eng.Memo = queries.NewMemo()
	}
	e := &eng
	req.Optimizer.ShareCache()
	cc := &CoverageContext{Budget: req.Budget, Ranking: "hits", TimingsMS: map[string]float64{}, Slices: []DiffSlice{},
		SignaturesOnly: []string{}, Omitted: []string{}}
	if req.TotalFailed > 0 {
		cc.Ranking = "ochiai"
	}
	type scopeEv struct {
		score         float64
		failing, hits int
		lines         int
		stmts         []queries.Stmt
	}
	byScope := map[int64]*scopeEv{}
	stmtsOf := fileStmtsOnce(e)
	files := make([]string, 0, len(req.Files))
	for f := range req.Files {
		files = append(files, f)
	}
	sort.Strings(files)
	for _, f := range files {
		lines := req.Files[f]
		ss, err := stmtsOf.get(f)
		if err != nil {
			return nil, err
		}
		if len(ss) == 0 {
			cc.Warnings = append(cc.Warnings, f+" has no statements in the index")
			continue
		}
		for _, s := range ss {
			if s.Kind == "def" || s.Kind == "class" || s.Kind == "import" || s.FuncKind == "module" || s.FuncKind == "class" {
				continue
			}
			var c CoverageLine
			for l := s.Line; l <= max(s.Line, s.EndLine); l++ {
				if x, ok := lines[l]; ok {
					c = x
					break
				}
			}
			if c.Hits == 0 && c.Failing == 0 && c.Passing == 0 {
				continue
			}
			if req.FailuresOnly && c.Failing == 0 {
				continue
			}
			ev := byScope[s.FuncID]
			if ev == nil {
				ev = &scopeEv{}
				byScope[s.FuncID] = ev
			}
			ev.stmts = append(ev.stmts, s.Stmt)
			ev.hits += max(c.Hits, 1)
			ev.failing = max(ev.failing, c.Failing)
			ev.lines++
			if sc := Ochiai(c.Failing, c.Passing, req.TotalFailed); sc > ev.score {
				ev.score = sc
			}
		}
	}
	// Dependence distance from the failures: one backward slice (depth
	// DiffBackwardDepth) from every statement a failing test ran; a scope
	// it reaches is as near as its nearest statement there.
	var failSeeds []queries.Seed
	for _, f := range files {
		ss, err := stmtsOf.get(f)
		if err != nil {
			return nil, err
		}
		for _, s := range ss {
			if c, ok := req.Files[f][s.Line]; ok && c.Failing > 0 && s.Kind != "def" && s.Kind != "class" && s.Kind != "import" {
				failSeeds = append(failSeeds, s)
			}
		}
	}
	dist := map[int64]int{}
	if len(failSeeds) > 0 {
		r, err := e.SliceSeeds(failSeeds[:min(len(failSeeds), MaxDiffSeeds)], queries.Backward, DiffBackwardDepth)
		if err != nil {
			return nil, fmt.Errorf("backward slice of the failing tests' statements: %w", err)
		}
		for _, st := range r.Stmts {
			if d, ok := dist[st.FuncID]; !ok || st.Distance < d {
				dist[st.FuncID] = st.Distance
			}
		}
	}
	var ids []int64
	for id := range byScope {
		ids = append(ids, id)
	}
	syms, err := e.SymbolsByID(ids)
	if err != nil {
		return nil, err
	}
	cc.TimingsMS["map"] = msSince(start)
	var list []*DiffSlice
	evOf := map[*DiffSlice]*scopeEv{}
	for id, ev := range byScope {
		sym, ok := syms[id]
		if !ok || isTest(sym.File, sym.QName) {
			continue
		}
		rel := RelCovered
		why := fmt.Sprintf("%d statements ran, %d hits", ev.lines, ev.hits)
		if ev.failing > 0 {
			rel = RelFailing
			why = fmt.Sprintf("run by %d of %d failing tests (Ochiai %.2f); %d statements ran", ev.failing, req.TotalFailed, ev.score, ev.lines)
		}
		dd, near := dist[id]
		if !near {
			dd = 1 << 30
		} else if ev.failing == 0 {
			why += fmt.Sprintf("; %d dependence edges from what failing tests ran", dd)
		}
		d := &DiffSlice{ID: sym.QName, Relevance: rel, Kind: sym.Kind, File: sym.File, Lang: schema.LanguageOf(sym.File), Signature: firstLine(sym.Signature),
			Why: why, rank: map[string]int{RelFailing: 0, RelCovered: 1}[rel], line: sym.Line, endLine: sym.EndLine, dist: dd,
			Lines: []int{}, DiffLines: []int{}, stmts: ev.stmts}
		if d.Signature == "" {
			d.Signature = sym.QName
		}
		if def, ok, err := defStmt(stmtsOf.get, d, nil); err != nil {
			return nil, err
		} else if ok {
			d.stmts = append(d.stmts, def)
		}
		d.stmts = uniqStmts(d.stmts)
		for _, st := range d.stmts {
			d.Lines = append(d.Lines, st.Line)
		}
		d.Lines = slices.Compact(d.Lines)
		evOf[d] = ev
		list = append(list, d)
	}
	sort.Slice(list, func(i, j int) bool {
		a, b := evOf[list[i]], evOf[list[j]]
		return cmp.Or(cmp.Compare(list[i].rank, list[j].rank), -cmp.Compare(a.score, b.score), -cmp.Compare(a.failing, b.failing),
			-cmp.Compare(a.hits, b.hits), cmp.Compare(list[i].dist, list[j].dist), cmp.Compare(list[i].File, list[j].File), cmp.Compare(list[i].line, list[j].line)) < 0
	})
	cc.TimingsMS["rank"] = msSince(start) - cc.TimingsMS["map"]
	fr, err := fitEntries(e, list, fitOptions{budget: req.Budget, format: req.Format, tok: req.Tokenizer,
		input: req.Optimizer, deadline: deadline})
	if err != nil {
		return nil, err
	}
	cc.TimingsMS["prefetch"], cc.TimingsMS["render"] = fr.prefetchMS, fr.renderMS
	cc.Slices, cc.SignaturesOnly, cc.Omitted, cc.OmittedCount = fr.slices, fr.signatures, fr.omitted, fr.omittedCount
	cc.Context, cc.BudgetUsed, cc.TimedOut = fr.context, fr.used, fr.timedOut
	cc.Warnings = append(cc.Warnings, fr.warnings...)
	cc.TimingsMS["total"] = msSince(start)
	return cc, nil
}

// JSON is the coverage context as printed by `coverage-context --format json`.
func (cc *CoverageContext) JSON() string {
	b, _ := json.MarshalIndent(cc, "", "  ")
	return string(b)
}
