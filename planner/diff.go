package planner

import (
	"cmp"
	"encoding/json"
	"fmt"
	"github.com/semantica/semantica/schema"
	"github.com/semantica/semantica/schema/tokens"
	"path"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/semantica/semantica/optimizer"
	"github.com/semantica/semantica/queries"
)

// DiffFile is one changed file of a change set, in the head version's
// line numbers (package loaders/changes reads them from git).
type DiffFile struct {
	Path      string // relative to the indexed root; "" for a deleted file
	OldPath   string // in the base version; "" for an added file
	Status    string // added, deleted, modified or renamed
	Added     []int  // head lines new or rewritten
	Deletions []DiffDeletion
}

// DiffDeletion is one run of deleted lines.
type DiffDeletion struct {
	At int // head line standing where the run stood
	// Known: the base version was parsed, and Scope and Removed say where
	// the run was. Otherwise the run is placed by At alone.
	Known bool
	// Scope is the module-relative name of the base scope the run changed
	// ("" for module level); it is found in the head by that name.
	Scope string
	// Removed: the run only removed scopes whole (or blank lines); it
	// seeds nothing.
	Removed bool
}

// DeletedScope is a scope of the base version that the change removed
// whole (its def line is among the deleted lines).
type DeletedScope struct {
	File  string `json:"file"` // base path
	QName string `json:"qname"`
	Line  int    `json:"line"` // base line of its def
}

// DiffRequest asks for the context of a change set within Budget tokens.
type DiffRequest struct {
	Base, Head    string // commits, for the answer ("" head: the work tree)
	Files         []DiffFile
	DeletedScopes []DeletedScope
	Budget        int    // tokens of context (hard limit)
	Depth         int    // call edges the forward slice (affected code) follows; default DefaultDiffDepth
	Format        string // code format inside the context: text (default) or markdown
	Tokenizer     *tokens.Tokenizer
	Optimizer     optimizer.Input
	// IsTest says whether a scope is test code (ranked test whatever
	// reaches it); nil: IsTestCode.
	IsTest func(file, qname string) bool
	// TimeLimit bounds the request (0: DefaultPackTimeLimit), counted from
	// its start and checked while entries are rendered: past it the
	// remaining entries are omitted and TimedOut says so. The slices
	// themselves are bounded by their queries' own time limit.
	TimeLimit time.Duration
}

// DefaultDiffDepth is the forward slice's call depth: rule 15's default
// of 3. The backward slice (what the change reads) follows 1 call edge.
const DefaultDiffDepth = 3

// DiffBackwardDepth is the backward slice's call depth.
const DiffBackwardDepth = 1

// MaxDiffSeeds bounds the changed statements a diff-context slices from
// (both slices start from all of them at once; past the bound the rest
// still count as changed but seed nothing, with a warning).
const MaxDiffSeeds = 512

// SignatureShare is the share of the budget held back from code for the
// signatures of lower-ranked entries (at most what they need).
const SignatureShare = 0.2

// TestCallDepth is how many calls away a test may reach a changed scope:
// rule 15's default depth. Depth 5 found 123 more test functions for a
// 10-line change of requests' models.py and tripled the callers query time.
const TestCallDepth = 3

// Relevance classes of a diff-context entry, best first.
const (
	RelContainsDiff = "contains_diff" // a scope with changed lines
	RelAffected     = "affected"      // reached by the forward slice of the change
	RelDependency   = "dependency"    // reached by the backward slice of the change
	RelCaller       = "caller"        // calls a changed function, in neither slice
	RelCallee       = "callee"        // called by a changed function, in neither slice
	RelTest         = "test"          // test code reaching a changed scope
)

var relRank = map[string]int{RelContainsDiff: 0, RelAffected: 1, RelDependency: 2, RelCaller: 3, RelCallee: 3, RelTest: 4}

// DiffSlice is one entry of a diff context: a scope, why it is there, and
// its code (nil when only its signature fit).
type DiffSlice struct {
	ID        string  `json:"id"` // qualified name of the scope
	Relevance string  `json:"relevance"`
	Kind      string  `json:"kind"` // module, class, function or method
	File      string  `json:"file"`
	Lang      string  `json:"language"` // the file's (schema.LanguageOf)
	Signature string  `json:"signature"`
	Code      *string `json:"code"`
	Lines     []int   `json:"lines"`      // statement lines the entry selects (its def line included)
	DiffLines []int   `json:"diff_lines"` // changed lines inside it (added, or where lines were deleted)
	Tokens    int     `json:"tokens"`     // tokens of the entry in the context
	Why       string  `json:"why"`
	rank      int
	line      int // the scope's first line
	endLine   int // and last
	dist      int
	level     int
	stmts     []queries.Stmt
	reduced   []queries.Stmt // the entry's slice statements only, when Code holds the whole scope
}

// DiffImpact summarises what the change reaches.
type DiffImpact struct {
	ChangedStatements int      `json:"changed_statements"`
	Symbols           []string `json:"symbols"` // affected scopes, callers and tests, at most MaxEnvelopeItems
	Files             []string `json:"files"`   // their files
	SymbolCount       int      `json:"symbol_count"`
	FileCount         int      `json:"file_count"`
	DeletedFiles      []string `json:"deleted_files"`
	DeletedSymbols    []string `json:"deleted_symbols"`
}

// DiffContext is the answer of diff-context: ranked entries, the context
// (their code and signatures, within Budget tokens) and the impact.
type DiffContext struct {
	Base           string             `json:"base"`
	Head           string             `json:"head"` // "" for the work tree
	Budget         int                `json:"budget"`
	BudgetUsed     int                `json:"budget_used"` // tokens of Context
	Slices         []DiffSlice        `json:"slices"`
	SignaturesOnly []string           `json:"signatures_only"` // ids of entries shown by signature only
	Omitted        []string           `json:"omitted"`         // ids of entries for which nothing fit, at most MaxEnvelopeItems
	OmittedCount   int                `json:"omitted_count"`
	Impact         DiffImpact         `json:"impact"`
	Stale          []string           `json:"stale,omitempty"` // files changed since the index and not re-indexed
	Warnings       []string           `json:"warnings,omitempty"`
	Context        string             `json:"-"` // the code and signatures as one text (text formats print it)
	TimingsMS      map[string]float64 `json:"timings_ms"`
	TimedOut       bool               `json:"timed_out"`
}

// IsTestCode reports whether a scope is test code: a file named test_*.py,
// *_test.py or conftest.py, a file under a test/, tests/ or testing/
// directory, or a scope whose own name starts with test or Test.
func IsTestCode(file, qname string) bool {
	base := path.Base(file)
	if strings.HasPrefix(base, "test_") || strings.HasSuffix(base, "_test.py") || base == "conftest.py" {
		return true
	}
	for _, d := range strings.Split(path.Dir(file), "/") {
		if d == "test" || d == "tests" || d == "testing" {
			return true
		}
	}
	name := qname[strings.LastIndex(qname, ".")+1:]
	return strings.HasPrefix(name, "test") || strings.HasPrefix(name, "Test")
}

// DiffContext builds the context of a change set:
//
//  1. each changed line of the head version maps to the statement holding
//     it, each deletion to the first statement of its scope at or after
//     where the lines stood; their innermost scopes contain the diff;
//  2. one forward slice (Depth calls) and one backward slice
//     (DiffBackwardDepth) start from all changed statements at once
//     (queries.Engine.SliceSeeds); the scopes they reach are affected and
//     dependencies, each scope once, in its best class;
//  3. the direct callers and callees of changed functions that neither
//     slice reached, and test code within TestCallDepth calls;
//  4. entries are ranked contains_diff > affected > dependency >
//     caller/callee > test (then by dependence distance, call level,
//     place) and given code in that order while it fits, a changed scope
//     first whole, then reduced to its slice statements; what does not fit
//     gets its signature, and what does not fit either is listed as
//     omitted. Context never exceeds Budget tokens.
func (p *Planner) DiffContext(req *DiffRequest) (*DiffContext, error) {
	start := time.Now()
	if req.Budget <= 0 {
		return nil, fmt.Errorf("budget must be a positive number of tokens, got %d", req.Budget)
	}
	if req.Depth == 0 {
		req.Depth = DefaultDiffDepth
	}
	if req.Depth < 0 || req.Depth > queries.MaxCallDepth {
		return nil, fmt.Errorf("depth must be 1 to %d, got %d", queries.MaxCallDepth, req.Depth)
	}
	isTest, deadline := contextDefaults(&req.Format, req.IsTest, start, req.TimeLimit)
	dc := &DiffContext{Base: req.Base, Head: req.Head, Budget: req.Budget, TimingsMS: map[string]float64{},
		Slices: []DiffSlice{}, SignaturesOnly: []string{}, Omitted: []string{},
		Impact: DiffImpact{Symbols: []string{}, Files: []string{}, DeletedFiles: []string{}, DeletedSymbols: []string{}}}
	lap := time.Now()
	phase := func(name string) {
		dc.TimingsMS[name] += msSince(lap)
		lap = time.Now()
	}
	eng := *p.Engine
	if eng.Memo == nil {
		eng.Memo = queries.NewMemo() // edges and callees fetched once for all entries
	}
	e := &eng
	req.Optimizer.ShareCache()
	stmtsOf := fileStmtsOnce(e)

	// 1. Changed statements and scopes.
	type scopeInfo struct {
		sym   queries.Symbol
		diff  map[int]bool
		stmts []queries.Stmt // all statements of the scope's span
	}
	changed := map[int64]*scopeInfo{}
	var seeds []queries.Seed
	seen := map[int64]bool{}
	// The changed files' scopes and statements, in three queries.
	var paths []string
	for _, f := range req.Files {
		if f.Path != "" {
			paths = append(paths, f.Path)
		}
	}
	fileScopes, err := e.FileScopesMany(paths)
	if err != nil {
		return nil, err
	}
	if err := stmtsOf.load(paths); err != nil {
		return nil, err
	}
	for _, f := range req.Files {
		if f.Path == "" {
			dc.Impact.DeletedFiles = append(dc.Impact.DeletedFiles, f.OldPath)
			continue
		}
		scopes := fileScopes[f.Path]
		if len(scopes) == 0 {
			dc.Warnings = append(dc.Warnings, f.Path+" is not in the index")
			continue
		}
		stmts, err := stmtsOf.get(f.Path)
		if err != nil {
			return nil, err
		}
		// mark records line as changed in scope sc, and s (when it is a
		// statement) as a seed.
		mark := func(sc queries.Symbol, line int, s queries.Seed) {
			info := changed[sc.ID]
			if info == nil {
				info = &scopeInfo{sym: sc, diff: map[int]bool{}}
				for _, st := range stmts {
					if st.Line >= sc.Line && st.Line <= sc.EndLine {
						info.stmts = append(info.stmts, st.Stmt)
					}
				}
				changed[sc.ID] = info
			}
			info.diff[line] = true
			if s.ID != 0 && !seen[s.ID] {
				seen[s.ID] = true
				seeds = append(seeds, s)
			}
		}
		for _, l := range f.Added {
			hit, _ := stmtAt(stmts, l)
			if sc, ok := queries.Innermost(scopes, l); ok {
				mark(sc, l, hit) // a blank or comment line marks its scope only
			}
		}
		module := ""
		for _, sc := range scopes {
			if sc.Kind == "module" {
				module = sc.QName
			}
		}
		for _, del := range f.Deletions {
			if del.Known && del.Removed {
				continue // a removal: listed among the deleted scopes
			}
			l := del.At
			sc, ok := queries.Symbol{}, false
			if del.Known && del.Scope != "" {
				// The base scope of the deleted lines, by name in the head.
				for _, x := range scopes {
					if x.Kind != "module" && strings.TrimPrefix(x.QName, module+".") == del.Scope {
						sc, ok = x, true
						break
					}
				}
			} else if del.Known {
				for _, x := range scopes {
					if x.Kind == "module" {
						sc, ok = x, true
					}
				}
			}
			if !ok {
				if sc, ok = queries.Innermost(scopes, l); !ok {
					sc, ok = queries.Innermost(scopes, l-1) // deleted at the end of the file
				}
			}
			if !ok {
				continue
			}
			// The first statement of the scope at or after the deletion,
			// else its last one.
			var hit, last queries.Seed
			for _, s := range stmts {
				if s.FuncID != sc.ID {
					continue
				}
				if s.Line >= l {
					hit = s
					break
				}
				last = s
			}
			if hit.ID == 0 {
				hit = last
			}
			mark(sc, max(sc.Line, min(l, sc.EndLine)), hit)
		}
	}
	for _, d := range req.DeletedScopes {
		dc.Impact.DeletedSymbols = append(dc.Impact.DeletedSymbols, d.QName)
	}
	dc.Impact.ChangedStatements = len(seeds)
	if len(seeds) > MaxDiffSeeds {
		dc.Warnings = append(dc.Warnings, fmt.Sprintf("%d changed statements: the slices start from the first %d (MaxDiffSeeds)", len(seeds), MaxDiffSeeds))
		seeds = seeds[:MaxDiffSeeds]
	}
	phase("map")

	// 2. Forward and backward slices from all changed statements, at once
	// on two connections (a DB is one connection, not safe for concurrent
	// use; the memo is). The slice that ends first lends its connection
	// to the other (Engine.Spare), which splits its large closures in two.
	var fwd, bwd []queries.Stmt
	if len(seeds) > 0 {
		var back *queries.Result
		var backErr error
		done := make(chan struct{})
		conn, err := e.DB.Connect()
		if err != nil {
			return nil, err
		}
		spare := make(chan *queries.DB, 2)
		go func() {
			defer close(done)
			be := *e
			be.DB, be.Spare = conn, spare
			back, backErr = be.SliceSeeds(seeds, queries.Backward, DiffBackwardDepth)
			spare <- conn
		}()
		r, err := func() (*queries.Result, error) {
			// Even on a panic: wait for the backward slice, then close its
			// connection (both are back in spare, since each slice returns
			// what it borrows before it ends).
			defer func() {
				spare <- e.DB
				<-done
				<-spare
				<-spare
				conn.Close()
			}()
			fe := *e
			fe.Spare = spare
			return fe.SliceSeeds(seeds, queries.Forward, req.Depth)
		}()
		if err != nil {
			return nil, fmt.Errorf("forward slice of the change: %w", err)
		}
		if backErr != nil {
			return nil, fmt.Errorf("backward slice of the change: %w", backErr)
		}
		fwd, bwd = r.Stmts, back.Stmts
		dc.Warnings = append(dc.Warnings, r.Warnings...)
		phase("slices")
	}

	// Entries per scope, each in its best class; the scopes' rows in one
	// query.
	var scopeIDs []int64
	seenScope := map[int64]bool{}
	for _, st := range append(append([]queries.Stmt(nil), fwd...), bwd...) {
		if _, ok := changed[st.FuncID]; !ok && !seenScope[st.FuncID] {
			seenScope[st.FuncID] = true
			scopeIDs = append(scopeIDs, st.FuncID)
		}
	}
	known, err := e.SymbolsByID(scopeIDs)
	if err != nil {
		return nil, err
	}
	entries := map[int64]*DiffSlice{}
	entry := func(id int64, rel string) (*DiffSlice, error) {
		if d, ok := entries[id]; ok {
			if relRank[rel] < d.rank && d.Relevance != RelTest {
				d.Relevance, d.rank = rel, relRank[rel]
			}
			return d, nil
		}
		var sym queries.Symbol
		if info, ok := changed[id]; ok {
			sym = info.sym
		} else if s, ok := known[id]; ok {
			sym = s
		} else {
			s, ok, err := e.SymbolByID(id)
			if err != nil || !ok {
				return nil, err
			}
			sym = s
		}
		if isTest(sym.File, sym.QName) {
			rel = RelTest
		}
		d := &DiffSlice{ID: sym.QName, Relevance: rel, Kind: sym.Kind, File: sym.File, Lang: schema.LanguageOf(sym.File), Signature: firstLine(sym.Signature),
			rank: relRank[rel], line: sym.Line, endLine: sym.EndLine, dist: 1 << 30, level: 1 << 30, Lines: []int{}, DiffLines: []int{}}
		if d.Signature == "" {
			d.Signature = sym.QName
		}
		entries[id] = d
		return d, nil
	}
	for id, info := range changed {
		d, err := entry(id, RelContainsDiff)
		if err != nil {
			return nil, err
		}
		if d == nil {
			continue
		}
		for l := range info.diff {
			d.DiffLines = append(d.DiffLines, l)
		}
		slices.Sort(d.DiffLines)
		d.dist, d.level = 0, 0
	}
	defStmts := map[int64]queries.Stmt{} // def/class statements of the slices, by the scope they define
	add := func(stmts []queries.Stmt, rel string) error {
		for _, s := range stmts {
			if s.Kind == "import" {
				continue // the optimizer shows the imports the code uses
			}
			if s.Kind == "def" || s.Kind == "class" {
				defStmts[s.ID] = s
				continue // shown as the header of the scope it defines
			}
			d, err := entry(s.FuncID, rel)
			if err != nil {
				return err
			}
			if d == nil {
				continue
			}
			d.stmts = append(d.stmts, s)
			d.dist, d.level = min(d.dist, s.Distance), min(d.level, s.Level)
		}
		return nil
	}
	if err := add(fwd, RelAffected); err != nil {
		return nil, err
	}
	if err := add(bwd, RelDependency); err != nil {
		return nil, err
	}
	phase("group")

	// 3. Callers, callees and tests of changed functions: one query each
	// for all of them, taken in file and line order.
	var fnIDs []int64
	for id, info := range changed {
		if (info.sym.Kind == "function" || info.sym.Kind == "method") && !isTest(info.sym.File, info.sym.QName) {
			fnIDs = append(fnIDs, id) // a changed test's callers are no review context
		}
	}
	sort.Slice(fnIDs, func(i, j int) bool {
		a, b := changed[fnIDs[i]].sym, changed[fnIDs[j]].sym
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line)) < 0
	})
	callersOf, err := e.CallersOfMany(fnIDs, TestCallDepth)
	if err != nil {
		return nil, err
	}
	calleesOf, err := e.CalleesOfMany(fnIDs, 1)
	if err != nil {
		return nil, err
	}
	// Their scopes' rows came with them (entry would fetch each alone).
	for _, rel := range []map[int64][]queries.Related{callersOf, calleesOf} {
		for _, xs := range rel {
			for _, x := range xs {
				if _, ok := known[x.ID]; !ok && x.Defined() {
					known[x.ID] = x.Symbol
				}
			}
		}
	}
	type callSite struct {
		d    *DiffSlice
		stmt int64
	}
	var callSites []callSite
	for _, id := range fnIDs {
		info := changed[id]
		for _, callers := range []bool{true, false} {
			rel := calleesOf[id]
			if callers {
				rel = callersOf[id]
			}
			for _, x := range rel {
				if !x.Defined() || x.Kind == "module" && !callers {
					continue
				}
				test := isTest(x.File, x.QName)
				if x.Depth > 1 && !test {
					continue // beyond the direct callers only tests are listed
				}
				if _, ok := entries[x.ID]; ok {
					continue
				}
				kind := RelCallee
				why := "called by " + info.sym.QName
				if callers {
					kind = RelCaller
					why = fmt.Sprintf("calls %s", info.sym.QName)
					if x.Depth > 1 {
						why = fmt.Sprintf("reaches %s in %d calls (via %s)", info.sym.QName, x.Depth, strings.Join(x.Via, ", "))
					}
				}
				d, err := entry(x.ID, kind)
				if err != nil {
					return nil, err
				}
				if d == nil {
					continue
				}
				d.Why = why
				d.level = x.Depth
				if callers && len(x.Sites) > 0 {
					// The call statement in the caller (fetched below).
					callSites = append(callSites, callSite{d, x.Sites[0]})
				}
			}
		}
	}
	var siteIDs []int64
	for _, c := range callSites {
		siteIDs = append(siteIDs, c.stmt)
	}
	sites, err := e.StmtsByID(siteIDs)
	if err != nil {
		return nil, err
	}
	for _, c := range callSites {
		if st, ok := sites[c.stmt]; ok {
			c.d.stmts = append(c.d.stmts, st)
		}
	}
	phase("calls")

	// Whys, lines and order. The def statements the slices did not reach,
	// in one query.
	var missingDefs []int64
	for id, d := range entries {
		if changed[id] != nil || d.Kind == "module" {
			continue
		}
		for _, st := range d.stmts {
			if st.ScopeDef >= 0 {
				if _, ok := defStmts[st.ScopeDef]; !ok {
					missingDefs = append(missingDefs, st.ScopeDef)
				}
				break
			}
		}
	}
	more, err := e.StmtsByID(missingDefs)
	if err != nil {
		return nil, err
	}
	for id, st := range more {
		defStmts[id] = st
	}
	// Tests read as a whole: their statements (nested scopes' included),
	// for all of them in one go.
	var testIDs []int64
	for id, d := range entries {
		if changed[id] == nil && d.Relevance == RelTest && d.Kind != "module" && d.Kind != "class" {
			testIDs = append(testIDs, id)
		}
	}
	testStmts, err := e.ScopeTreeStmts(testIDs)
	if err != nil {
		return nil, err
	}
	// The files of the entries whose def statement neither slice nor the
	// query above brought (defStmt falls back to them), in two queries.
	var defFiles []string
	for id, d := range entries {
		if changed[id] == nil && d.Kind != "module" && !hasDef(d, defStmts) {
			defFiles = append(defFiles, d.File)
		}
	}
	slices.Sort(defFiles)
	if err := stmtsOf.load(slices.Compact(defFiles)); err != nil {
		return nil, err
	}
	var list []*DiffSlice
	for id, d := range entries {
		info := changed[id]
		switch {
		case info != nil:
			d.reduced = append(d.reduced, d.stmts...)
			for _, st := range info.stmts {
				if d.DiffLines != nil && overlaps(st, d.DiffLines) {
					d.reduced = append(d.reduced, st)
				}
			}
			d.stmts = info.stmts
			d.Why = "changed lines " + joinInts(d.DiffLines)
		case d.Relevance == RelAffected:
			d.Why = fmt.Sprintf("uses values the change defines: %d statements, %d dependence edges and %d calls from it", len(d.stmts), d.dist, d.level)
		case d.Relevance == RelDependency:
			d.Why = fmt.Sprintf("defines values the change reads: %d statements, %d dependence edges and %d calls from it", len(d.stmts), d.dist, d.level)
		case d.Relevance == RelTest && d.Why == "":
			d.Why = fmt.Sprintf("test code the change reaches: %d statements", len(d.stmts))
		}
		// The scope's own def statement heads its entry (a changed scope
		// has it among all its statements).
		var def []queries.Stmt
		if info == nil && d.Kind != "module" {
			st, ok, err := defStmt(stmtsOf.get, d, defStmts)
			if err != nil {
				return nil, err
			}
			if ok {
				def = []queries.Stmt{st}
				d.stmts = append(d.stmts, st)
			}
		} else if info != nil && len(info.stmts) > 0 && d.Kind != "module" {
			d.reduced = append(d.reduced, info.stmts[0])
		}
		switch {
		case info != nil && (d.Kind == "module" || d.Kind == "class"):
			// A module or class is shown by its changed statements and
			// what the slices reach in it, never whole.
			d.stmts, d.reduced = d.reduced, nil
		case info == nil && d.Relevance == RelTest && d.Kind != "module" && d.Kind != "class":
			// A test is short and reads as a whole: its def and body, else
			// the statements that reach the change. (A changed test has
			// all its statements already.)
			d.reduced = d.stmts
			d.stmts = append(def, testStmts[id]...)
		}
		d.stmts = uniqStmts(d.stmts)
		d.reduced = uniqStmts(d.reduced)
		for _, st := range d.stmts {
			d.Lines = append(d.Lines, st.Line)
		}
		d.Lines = slices.Compact(d.Lines)
		list = append(list, d)
	}
	sort.Slice(list, func(i, j int) bool {
		a, b := list[i], list[j]
		return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(a.dist, b.dist), cmp.Compare(a.level, b.level),
			cmp.Compare(a.File, b.File), cmp.Compare(firstOr(a.Lines), firstOr(b.Lines)), cmp.Compare(a.ID, b.ID), cmp.Compare(a.line, b.line)) < 0
	})
	impactFiles := map[string]bool{}
	dc.Impact.SymbolCount = 0
	for _, d := range list {
		if d.Relevance == RelAffected || d.Relevance == RelTest || d.Relevance == RelCaller {
			dc.Impact.SymbolCount++
			dc.Impact.Symbols = append(dc.Impact.Symbols, d.ID)
			impactFiles[d.File] = true
		}
	}
	dc.Impact.Symbols = CapList(dc.Impact.Symbols, "impact.symbols", map[string]int{})
	for f := range impactFiles {
		dc.Impact.Files = append(dc.Impact.Files, f)
	}
	sort.Strings(dc.Impact.Files)
	dc.Impact.FileCount = len(dc.Impact.Files)
	dc.Impact.Files = CapList(dc.Impact.Files, "impact.files", map[string]int{})
	phase("rank")

	// 4. Code while it fits, then signatures.
	fr, err := fitEntries(e, list, fitOptions{budget: req.Budget, format: req.Format, tok: req.Tokenizer,
		input: req.Optimizer, deadline: deadline})
	if err != nil {
		return nil, err
	}
	dc.TimingsMS["prefetch"], dc.TimingsMS["render"] = fr.prefetchMS, fr.renderMS
	dc.Slices, dc.SignaturesOnly, dc.Omitted, dc.OmittedCount = fr.slices, fr.signatures, fr.omitted, fr.omittedCount
	dc.Context, dc.BudgetUsed, dc.TimedOut = fr.context, fr.used, dc.TimedOut || fr.timedOut
	dc.Warnings = append(dc.Warnings, fr.warnings...)
	lap = time.Now()
	phase("render")
	dc.TimingsMS["total"] = msSince(start)
	return dc, nil
}

// hasDef reports whether defStmt finds d's def statement among reached,
// without its file's statements.
func hasDef(d *DiffSlice, reached map[int64]queries.Stmt) bool {
	_, ok := reachedDef(d, reached)
	return ok
}

// reachedDef is d's def statement when reached holds the one its
// statements name (Stmt.ScopeDef).
func reachedDef(d *DiffSlice, reached map[int64]queries.Stmt) (queries.Stmt, bool) {
	for _, st := range d.stmts {
		if st.ScopeDef >= 0 {
			def, ok := reached[st.ScopeDef]
			return def, ok
		}
	}
	return queries.Stmt{}, false
}

// defStmt returns the def/class statement of entry d's scope: the one its
// statements name (Stmt.ScopeDef), from the slices' own rows when they
// hold it, else from the file's statements at the scope's first line.
func defStmt(stmtsOf func(string) ([]queries.Seed, error), d *DiffSlice, reached map[int64]queries.Stmt) (queries.Stmt, bool, error) {
	if def, ok := reachedDef(d, reached); ok {
		return def, true, nil
	}
	stmts, err := stmtsOf(d.File)
	if err != nil {
		return queries.Stmt{}, false, err
	}
	for _, s := range stmts {
		if s.Line == d.line && (s.Kind == "def" || s.Kind == "class") || len(d.stmts) > 0 && s.ID == d.stmts[0].ScopeDef {
			return s.Stmt, true, nil
		}
	}
	return queries.Stmt{}, false, nil
}

// contextDefaults fills the defaults a change or coverage context shares:
// the text format, IsTestCode, and the deadline DefaultPackTimeLimit
// after start.
func contextDefaults(format *string, isTest func(file, qname string) bool, start time.Time, limit time.Duration) (func(file, qname string) bool, time.Time) {
	if *format == "" {
		*format = "text"
	}
	if isTest == nil {
		isTest = IsTestCode
	}
	if limit <= 0 {
		limit = DefaultPackTimeLimit
	}
	return isTest, start.Add(limit)
}

// fileStmtsOnce returns e.FileStmts keeping each file's rows for the
// request: a file is fetched once.
func fileStmtsOnce(e *queries.Engine) *fileStmts {
	return &fileStmts{e: e, kept: map[string][]queries.Seed{}}
}

// fileStmts keeps the statements of the files asked for, fetched once
// each: one by one (get), or many in two queries (load).
type fileStmts struct {
	e    *queries.Engine
	kept map[string][]queries.Seed
}

func (f *fileStmts) get(file string) ([]queries.Seed, error) {
	if ss, ok := f.kept[file]; ok {
		return ss, nil
	}
	ss, err := f.e.FileStmts(file)
	if err == nil {
		f.kept[file] = ss
	}
	return ss, err
}

// load fetches the statements of those of files not kept yet.
func (f *fileStmts) load(files []string) error {
	var todo []string
	for _, p := range files {
		if _, ok := f.kept[p]; !ok && !slices.Contains(todo, p) {
			todo = append(todo, p)
		}
	}
	if len(todo) < 2 {
		return nil // get asks for one file as cheaply
	}
	got, err := f.e.FileStmtsMany(todo)
	if err != nil {
		return err
	}
	for _, p := range todo {
		f.kept[p] = got[p]
	}
	return nil
}

// stmtAt returns the innermost of stmts (a file's) whose lines hold line.
func stmtAt(stmts []queries.Seed, line int) (queries.Seed, bool) {
	var best queries.Seed
	found := false
	for _, s := range stmts {
		if s.Line <= line && line <= s.EndLine && (!found || s.EndLine-s.Line < best.EndLine-best.Line) {
			best, found = s, true
		}
	}
	return best, found
}

func overlaps(s queries.Stmt, lines []int) bool {
	for _, l := range lines {
		if s.Line <= l && l <= s.EndLine {
			return true
		}
	}
	return false
}

// uniqStmts is stmts without repeats (dedup), in source order.
func uniqStmts(stmts []queries.Stmt) []queries.Stmt {
	out := dedup(stmts)
	queries.SortByPlace(out)
	return out
}

func firstOr(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[0]
}

func joinInts(xs []int) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, ", ")
}

// stmtTokens is a lower bound of the tokens the statements' code takes:
// their Stmt.Tokens, each line once. Statements that start on one line
// (`if x: return y`) each hold that line's whole text, which a render
// prints once.
func stmtTokens(stmts []queries.Stmt) int {
	type place struct {
		file string
		line int
	}
	most := map[place]int{}
	for _, st := range stmts {
		k := place{st.File, st.Line}
		most[k] = max(most[k], st.Tokens)
	}
	n := 0
	for _, t := range most {
		n += t
	}
	return n
}

// headSlack is the tokens an entry's head may lose when its code follows
// it (a token merged across the join).
const headSlack = 2

// sigHeader heads the signatures of a context.
const sigHeader = "## signatures only\n"

// sigLine is an entry shown by its signature only.
func sigLine(d *DiffSlice) string {
	return fmt.Sprintf("%s %s (%s): %s\n", d.Relevance, d.ID, place(d), d.Signature)
}

func place(d *DiffSlice) string {
	if len(d.Lines) == 0 {
		return d.File
	}
	return fmt.Sprintf("%s:%d-%d", d.File, d.Lines[0], d.Lines[len(d.Lines)-1])
}

// markDiffRows marks changed rows of text-format code: "   12+ " instead
// of "   12  ".
func markDiffRows(text string, rows []int) string {
	for _, r := range rows {
		text = strings.Replace(text, fmt.Sprintf("\n%5d  ", r), fmt.Sprintf("\n%5d+ ", r), 1)
	}
	return text
}

// JSON is the diff context as printed by `diff-context --format json`.
func (dc *DiffContext) JSON() string {
	b, _ := json.MarshalIndent(dc, "", "  ")
	return string(b)
}

// fitOptions configure fitEntries.
type fitOptions struct {
	budget   int
	format   string
	tok      *tokens.Tokenizer
	input    optimizer.Input
	deadline time.Time
}

// fitted is what fitEntries chose.
type fitted struct {
	slices               []DiffSlice // entries with code or a signature, in rank order
	signatures, omitted  []string
	omittedCount         int
	context              string
	used                 int
	timedOut             bool
	warnings             []string
	prefetchMS, renderMS float64
}

// fitEntries gives ranked entries code while it fits (each entry's whole
// statements, else its reduced ones), then signatures, holding back up to
// SignatureShare of the budget for the signatures of lower entries; the
// context never exceeds o.budget tokens.
func fitEntries(e *queries.Engine, list []*DiffSlice, o fitOptions) (*fitted, error) {
	fr := &fitted{signatures: []string{}, omitted: []string{}, slices: []DiffSlice{}}
	start := time.Now()
	// Entries are counted by pieces (tokens.PieceCounter, its cache shared
	// by all entries, which repeat lines and names); the joined context is
	// counted with the tokenizer itself below, and the end trimmed until it
	// fits, so the budget holds to the token. On a 10-file flask diff the
	// tokenizer's own counts took 110 ms of a 470 ms render phase.
	pc := tokens.NewPieceCounter(o.tok)
	render := func(d *DiffSlice, stmts []queries.Stmt) (string, error) {
		if len(stmts) == 0 {
			return "", nil
		}
		in := o.input
		in.Stmts = append([]queries.Stmt(nil), stmts...)
		queries.SortByPlace(in.Stmts)
		in.Criterion = queries.Criterion{Direction: queries.Backward}
		edges, err := e.Edges(in.Stmts)
		if err != nil {
			return "", err
		}
		calls, err := e.Callees(in.Stmts)
		if err != nil {
			return "", err
		}
		in.Edges = edges
		for _, c := range calls {
			in.Callees = append(in.Callees, optimizer.Callee(c))
		}
		out, err := optimizer.Run(&in)
		if err != nil {
			return "", err
		}
		text := out.Format(o.format)
		if o.format == "text" {
			text = markDiffRows(text, d.DiffLines)
		}
		return text, nil
	}
	// Edges and callees of the entries likely to get code, in two
	// queries; the renders below find them in the memo. An entry's
	// smallest form costs at least its statements' tokens: once the
	// entries taken need prefetchBudgets times the budget, the rest rarely
	// get code and fetch their own rows if they do.
	var all []queries.Stmt
	floors := 0
	for _, d := range list {
		if floors > prefetchBudgets*o.budget {
			break
		}
		floor := stmtTokens(d.stmts)
		if len(d.reduced) > 0 {
			floor = min(floor, stmtTokens(d.reduced))
		}
		floors += floor
		all = append(append(all, d.stmts...), d.reduced...)
	}
	// Their files' outlines are parsed meanwhile, on two goroutines (the
	// renders would parse them one by one, 5-15 ms each).
	var files []string
	for _, st := range all {
		files = append(files, st.File)
	}
	warmed := make(chan struct{})
	go func() {
		defer close(warmed)
		o.input.Warm(files, 2)
	}()
	_, err := e.Edges(all)
	if err == nil {
		_, err = e.Callees(all)
	}
	<-warmed
	if err != nil {
		return nil, err
	}
	fr.prefetchMS = msSince(start)
	start = time.Now()
	var codeParts, sigParts []string
	left := o.budget
	// Signatures of the entries after the first are held back from the
	// code, up to SignatureShare of the budget: a tight budget still names
	// what the change reaches.
	sigTokens := make([]int, len(list))
	reserve := 0
	for i, d := range list {
		sigTokens[i] = pc.Count(sigLine(d)) + 1
		if i > 0 {
			reserve += sigTokens[i]
		}
	}
	reserve = min(reserve, int(SignatureShare*float64(o.budget)))
	for i, d := range list {
		if i > 0 {
			reserve = max(0, reserve-sigTokens[i])
		}
		if time.Now().After(o.deadline) {
			fr.timedOut = true
			fr.omitted = append(fr.omitted, d.ID)
			continue
		}
		head := fmt.Sprintf("## %s %s (%s) — %s\n", d.Relevance, d.ID, place(d), d.Why)
		// The head's tokens less headSlack bound what it adds to the
		// rendered code (pieces split at its closing newline; headSlack
		// allows for a merge there).
		headFloor := max(0, pc.Count(head)-headSlack)
		done := false
		for _, stmts := range [][]queries.Stmt{d.stmts, d.reduced} {
			if len(stmts) == 0 {
				continue
			}
			// The statements' own tokens and the head's are a lower bound
			// of the rendered entry's: skip rendering what cannot fit (on
			// the 10-file flask diff at 8,000 tokens, 560 renders of small
			// tests that did not fit took 80 ms).
			floor := stmtTokens(stmts) + headFloor
			if floor > left-1-reserve && (i > 0 || floor > left-1) {
				continue
			}
			code, err := render(d, stmts)
			if err != nil {
				fr.warnings = append(fr.warnings, fmt.Sprintf("%s: %v", d.ID, err))
				break
			}
			part := head + code
			if n := pc.Count(part); n <= left-1-reserve || i == 0 && n <= left-1 {
				d.Code, d.Tokens = &code, n
				if len(stmts) < len(d.stmts) {
					d.Lines = d.Lines[:0]
					for _, st := range stmts {
						d.Lines = append(d.Lines, st.Line)
					}
					d.Lines = slices.Compact(d.Lines)
				}
				codeParts = append(codeParts, part)
				left -= n + 1
				done = true
				break
			}
		}
		if done {
			continue
		}
		sig := sigLine(d)
		n := pc.Count(sig)
		if len(sigParts) == 0 {
			n += pc.Count(sigHeader) // the section's header comes with its first signature
		}
		if n <= left-1 {
			d.Tokens = n
			sigParts = append(sigParts, sig)
			fr.signatures = append(fr.signatures, d.ID)
			left -= n + 1
			continue
		}
		fr.omitted = append(fr.omitted, d.ID)
	}
	join := func() string {
		ctx := strings.Join(codeParts, "\n")
		if len(sigParts) > 0 {
			if ctx != "" {
				ctx += "\n"
			}
			ctx += sigHeader + strings.Join(sigParts, "")
		}
		return ctx
	}
	ctx := join()
	// Joins can add a token or two: drop signatures, then code, from the
	// end until the whole fits; a dropped entry is omitted, not listed.
	for o.tok.Count(ctx) > o.budget && ctx != "" {
		var drop *DiffSlice
		if len(sigParts) > 0 {
			sigParts = sigParts[:len(sigParts)-1]
			id := fr.signatures[len(fr.signatures)-1]
			fr.signatures = fr.signatures[:len(fr.signatures)-1]
			for _, d := range list {
				if d.ID == id && d.Code == nil && d.Tokens > 0 {
					drop = d
				}
			}
		} else {
			codeParts = codeParts[:len(codeParts)-1]
			for i := len(list) - 1; i >= 0; i-- {
				if list[i].Code != nil {
					drop = list[i]
					break
				}
			}
		}
		if drop != nil {
			drop.Code, drop.Tokens = nil, 0
			fr.omitted = append(fr.omitted, drop.ID)
		}
		ctx = join()
	}
	fr.context = ctx
	fr.used = o.tok.Count(ctx)
	for _, d := range list {
		if d.Code != nil || d.Tokens > 0 {
			fr.slices = append(fr.slices, *d)
		}
	}
	fr.omittedCount = len(fr.omitted)
	fr.omitted = CapList(fr.omitted, "omitted", map[string]int{})
	fr.renderMS = msSince(start)
	return fr, nil
}

// prefetchBudgets bounds the entries fitEntries prefetches rows and
// outlines for: while the floors (statement tokens) of the entries taken
// stay within this many budgets; the others fetch their own rows if they
// are rendered. It was 8 while an entry's floor left out its head: small
// entries far down the list were rendered to learn they did not fit, each
// with its own queries. With the head in the floor few of them are
// rendered; on the 10-file flask diff 0ec7f713d679 at 8,000 tokens
// prefetch took 110-160 ms with 8 and 18-23 ms with 1, render about the
// same (35-45 ms), and bench diff's whole diffs went from p95 691 to 524
// ms on flask and 378 to 300 ms on requests, with the same coverage and
// tokens on all 200 requests.
const prefetchBudgets = 1
