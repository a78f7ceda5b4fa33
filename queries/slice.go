package queries

import (
	"cmp"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"maps"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/semantica/semantica/schema"
)

//go:embed cypher/*.cypher
var cypherFS embed.FS

// Cypher returns the embedded query name (file cypher/NAME.cypher) without
// its comments and trailing semicolon.
func Cypher(name string) string {
	b, err := cypherFS.ReadFile("cypher/" + name + ".cypher")
	if err != nil {
		panic(fmt.Sprintf("queries: no embedded query %q", name)) // a programming error
	}
	var lines []string
	for _, l := range strings.Split(string(b), "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "//") {
			lines = append(lines, l)
		}
	}
	q := strings.TrimSuffix(strings.TrimSpace(strings.Join(lines, "\n")), ";")
	return strings.ReplaceAll(q, "{{block}}", strconv.Itoa(BlockIDs))
}

// Direction of a slice.
type Direction string

// Slice directions (slicing-rules.md rules 16–18).
const (
	Backward Direction = "backward"
	Forward  Direction = "forward"
	Both     Direction = "both"
)

// ParseDirection validates a direction name.
func ParseDirection(s string) (Direction, error) {
	switch Direction(s) {
	case Backward, Forward, Both:
		return Direction(s), nil
	}
	return "", fmt.Errorf("unknown direction %q (want backward, forward or both)", s)
}

// Criterion is a slicing criterion: a statement (file relative to the
// indexed root, 1-based line), an optional variable, a direction and the
// interprocedural depth in call edges (rule 15).
type Criterion struct {
	File      string
	Line      int
	Var       string
	Direction Direction
	Depth     int
	Thin      bool // data dependences only (thin slice)
	// MaxVertices bounds the SDG vertices the slice may reach (0: no
	// bound). Past it the slice stops between two queries with a
	// *TooLargeError: a planner that cannot show such a slice within its
	// budget need not pay for the rest of it.
	MaxVertices int
}

// TooLargeError reports a slice stopped at its criterion's MaxVertices.
type TooLargeError struct {
	Max, Reached int // vertices
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("slice stopped: it reached %d SDG vertices, more than its bound of %d", e.Reached, e.Max)
}

// CriterionError is a criterion that names no statement or variable of the
// index. Hint says what would have worked.
type CriterionError struct {
	Msg, Hint string
}

func (e *CriterionError) Error() string {
	if e.Hint == "" {
		return e.Msg
	}
	return e.Msg + " (" + e.Hint + ")"
}

// Stmt is one statement of a slice.
type Stmt struct {
	ID       int64
	File     string
	Line     int
	EndLine  int
	Kind     string
	Text     string
	Tokens   int // cl100k_base tokens of Text
	Scored   bool
	FuncID   int64
	Func     string // qualified name of the enclosing scope
	FuncKind string
	Distance int   // dependence edges from the criterion (0 for the target)
	Level    int   // call edges crossed from the criterion's function
	Target   bool  // one of the criterion's statements
	ScopeDef int64 // Stmt.id of the def/class statement of the enclosing scope (-1 for a module)
	// Statistics for relevance scoring (schema.cypher).
	Effect     float64 // 0 pure, 0.1 read-only, 0.5 writes state, 1 I/O
	LastChange int64   // newest commit touching the enclosing scope, Unix seconds (0: unknown)
	Hotspot    float64 // churn of the enclosing scope over the repository's largest, [0,1]
}

// Step records one query the engine ran, for EXPLAIN-style reporting.
type Step struct {
	Name   string  // closure-backward, cross-backward, ...
	Level  int     // call level the step worked at
	Phase  int     // 1 or 2 (HRB two-phase slicing)
	Seeds  int     // input vertices
	Rows   int     // rows returned
	MS     float64 // wall time
	Cypher string
}

// Result is a computed slice.
type Result struct {
	Criterion Criterion
	Stmts     []Stmt // ordered by file, then line
	Vertices  int    // SDG vertices reached
	Steps     []Step
	Warnings  []string
	// vertices holds the targets' vertices when one query fetched them
	// all (slice); nil: one query per target.
	vertices map[int64][]vrow
	// pruneSeeds: the criterion is a set of whole statements (SliceSeeds),
	// whose vertices lie close together (a diff's changed lines): the
	// first closure drops the seeds other seeds' closures contain, or
	// starts from the seeds' outside neighbours when those are fewer
	// (Engine.pruneSeeds). Single criteria skip it: on the standard
	// library's 200 benchmark slices it would drop 8 of 3,561 seeds for
	// 1.1 s of queries.
	pruneSeeds bool
	// late holds, per writing function, the statements of its calls that
	// precede no read of what it writes (schema.LateCall): a round started
	// from GLOBAL writes neither takes them as call sites nor ascends into
	// them (lateOn).
	late   map[int64]map[int64]bool
	lateOn bool
	// targetStmts holds the criterion's statements (ids): a forward
	// GLOBAL round orders call sites after the calls a slice holds other
	// than these (precedeHeld).
	targetStmts map[int64]bool
	// targetFns holds the functions of the criterion's statements, sorted.
	targetFns []int64
	// ascending is set while phases adds what a phase-1 crossing reached
	// (call sites of the functions the slice climbs from): only those
	// twoPhase relevels, never what a descent reaches (HRB two-phase
	// slicing never ascends after descending).
	ascending bool
	// limit is the depth limit of the slice twoPhase computes, when
	// limitOn: a closure at that call level also walks the stub tables
	// (stubRels), in the first round only (not lateOn).
	limit   int
	limitOn bool
	// noStubs keeps the stub tables out of the closures while
	// closureSteppingStubs walks the stubs itself.
	noStubs bool
	// home holds the function of twoPhase's seeds, the criterion's own
	// (call level 0, rule 15), when they all lie in one; nil otherwise,
	// or the functions of homeFns when it is not nil.
	home    map[int64]bool
	homeFns []int64
	// within holds, once asked (withinSites), the functions nearer the
	// home functions than the depth limit (callDistances to limit-1):
	// the slice can enter them, so a call of one made at the limit is no
	// stub. sites holds, per function asked, its calls of them.
	within map[int64]bool
	sites  map[int64][]int64
	// dists memoizes callDistancesCapped per set of start functions: the
	// breadth-first search so far (distances, levels done, frontier), which
	// a later call to a greater depth resumes.
	dists map[string]*distSearch
	// governs holds, per function asked (governedFuncs), whether it holds
	// a GOVERNS edge.
	governs map[int64]bool
	// upChecks counts the functions precedeHeld has ordered one call up
	// in a backward slice (bounded by MaxUpChecks); upChecked holds them,
	// so that asking again about one (a later round's writes) costs
	// nothing from the bound.
	upChecks  int
	upChecked map[int64]bool
	// callRowsOf holds callRows' answers for this slice, for an engine
	// without a Memo (the benchmark's): a function's call sites are asked
	// for again by later rounds.
	callRowsOf map[int64][][]any
	// again memoizes runsAgain, onceSure runsOnceSure.
	again, onceSure map[int64]bool
}

// MaxUpChecks bounds the candidate functions a backward slice orders one
// call up (precedeHeld: two queries each, func_row and writer_calls). On
// the standard library's 200 benchmark slices, unbounded, the test ran
// 3,365 more writer_calls queries than the forward-only version (about 17
// a slice, hundreds on some: queries per slice p95 76 -> 304, latency p95
// 514 -> 930-1,130 ms) and dropped 58 statements from 4 slices; at 8,
// queries per slice p95 is 91 and latency p95 502 ms against 422 ms
// without the test (back to back, same index), the same statements, and
// rules-v63/02 passes (at 4 it does not).
const MaxUpChecks = 8

// ManySeeds is the number of seeds above which one query matching them with
// an IN list (a scan of the vertex table, about 30 ms on the standard
// library) is cheaper than one primary-key anchored query per seed (about
// 1.5 ms each).
const ManySeeds = 16

// ManyClosure and ManyCross are the numbers of seeds above which a closure
// or a crossing runs one query for all its seeds instead of one anchored
// query per seed. They are lower than ManySeeds because those queries bound
// the ids before their IN list (bounded): on the standard library's 200
// benchmark slices, moving from 16 to 4 (closure) and 2 (crossing) took the
// closure queries from 3,021 to 1,361 and their time by 25-27%, the
// crossing queries from 2,891 to 913 and their time by 25-30%, with the same
// statements (bench slice digest). A closure at or under ManyClosure seeds
// keeps one query per seed, which lets a seed another one's closure covers
// be skipped.
const (
	ManyClosure = 4
	ManyCross   = 2
)

// ManyChunk is the most seeds one multi-seed closure query starts from;
// the rest wait for the next query, and those its closure covers are
// skipped.
const ManyChunk = 64

// MaxHops bounds one recursive closure query (edges). A closure that
// reaches the bound is continued from its frontier, so the bound limits the
// size of one query, never the slice.
const MaxHops = 30

// farLevels is how many call levels past the depth a forward slice
// searches to tell a read a GLOBAL edge reaches in a function too far from
// the criterion's (dropped) from one no call path joins to them (kept):
// four covers a writer and a reader under a common caller two levels up at
// depth 0 (add() called by ingest(), latestId() by the module code that
// calls ingest: three edges).
const farLevels = 4

// farFrontier bounds that search: a level of more than farFrontier
// functions is not expanded, and what lies past it counts as unconnected
// (kept). Unbounded, the search cost the standard library's forward
// benchmark 586,767 rows and 4.8 s over 200 slices (0.3 s before it).
const farFrontier = 64

// MaxGlobalRounds bounds the rounds of a slice that follow GLOBAL edges
// (writes of module-level variables inside functions, read elsewhere): a
// write reached in round k starts round k+1 from the writer. Each round
// costs one cross query at least; 3 rounds follow a write made by a writer
// that reads a global written by a third function.
const MaxGlobalRounds = 3

// The dependence tables walked inside a call level
// (schema.ForwardClosureKinds, schema.BackwardClosureKinds): a backward
// slice also follows JUMP edges (a guard pulls in the jump it guards, rule
// 9) and ARG_CTRL edges (an actual-in brings its call's control
// dependences, rule 12); a forward slice that reaches a call by control
// dependence does not reach its actual-ins that way, so it descends only
// through arguments that carry the value (rule 13). A closure walks them
// as one table each way (schema.SliceFwd, and schema.SliceBwd reversed, so
// that the backward closure runs the forward query shape over it).
var (
	// A thin slice (Sridharan, Fink and Bodík, PLDI 2007) follows only the
	// flow of values: def-use chains and summary edges, no control
	// dependence, over their own two tables. The optimizer adds the
	// headers the kept statements need to stay syntactically whole.
	intraThin = schema.RelTables(schema.Data, schema.Summary)
)

// Engine computes slices with recursive Cypher queries over one index.
type Engine struct {
	DB *DB
	// Memo, when set, keeps for the engine's lifetime the rows of queries
	// that depend only on one id (an index does not change under a
	// reader): closure rows per seed vertex or seed set, call-boundary rows
	// per vertex, statement rows, the edges and callees of each statement,
	// per-scope rows of ScopeRows. A slice is the same with or without it.
	Memo *Memo
	// Symbols, when set, resolves symbol names in memory (ResolveSymbol);
	// nil: by Cypher queries.
	Symbols *SymbolTable
	// Spare, when set, holds idle connections to the same database that
	// a slice may borrow (and gives back) to run half of a large
	// multi-seed closure beside its own query (splitClosure). A slice is
	// the same with or without it.
	Spare chan *DB
}

// Memo caches the rows of queries keyed by one id: a scope, a seed vertex
// or a statement (an index does not change under a reader). It is safe
// for concurrent use: a server shares one per index build among its
// requests. The rows it returns are shared and must not be modified.
type Memo struct {
	mu     sync.Mutex
	tables map[string]map[int64][][]any // query name -> id -> rows
	rows   int                          // rows held
	max    int                          // rows held at most; 0: no limit
}

// NewMemo returns an empty memo without a limit.
func NewMemo() *Memo { return &Memo{tables: map[string]map[int64][][]any{}} }

// NewMemoLimit returns an empty memo that holds at most maxRows rows: when
// a scope's rows would pass the limit, it empties first.
func NewMemoLimit(maxRows int) *Memo {
	m := NewMemo()
	m.max = maxRows
	return m
}

// Rows is the number of rows m holds.
func (m *Memo) Rows() int {
	if m == nil {
		return 0
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.rows
}

// get and put do nothing on a nil Memo: an engine without one queries
// every time.
func (m *Memo) get(name string, id int64) ([][]any, bool) {
	if m == nil {
		return nil, false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	rows, ok := m.tables[name][id]
	return rows, ok
}

func (m *Memo) put(name string, id int64, rows [][]any) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.max > 0 && m.rows+len(rows) > m.max {
		clear(m.tables)
		m.rows = 0
	}
	t := m.tables[name]
	if t == nil {
		t = map[int64][][]any{}
		m.tables[name] = t
	}
	if _, ok := t[id]; !ok {
		m.rows += len(rows)
	}
	t[id] = rows
}

// ScopeRows runs the embedded query name with one integer parameter
// (param = id) and returns its rows, through the memo when there is one:
// for queries whose rows depend only on that scope or statement id (the
// graph does not change under a reader).
func (e *Engine) ScopeRows(name, param string, id int64) ([][]any, error) {
	if rows, ok := e.Memo.get(name, id); ok {
		return rows, nil
	}
	rows, err := e.DB.Query(Cypher(name), map[string]any{param: id})
	if err != nil {
		return nil, err
	}
	e.Memo.put(name, id, rows.Data)
	return rows.Data, nil
}

// vref is a reached SDG vertex.
type vref struct {
	id, stmt, fn int64
	role         string
	dist, level  int
	// from is, for a vertex cross reached over a call edge, the function
	// of the vertex it crossed from (0 otherwise): equal to fn for a
	// recursive function's call of itself, which stays at its level;
	// site is that vertex's statement.
	from, site int64
	// global marks a seed that a GLOBAL edge joins to the criterion:
	// backward, a write of a module-level variable in another scope that
	// reaches the criterion's read; forward, a read in another scope that
	// the criterion's write reaches.
	global bool
}

// Slice computes the slice of c. Backward slices follow Horwitz–Reps–Binkley
// two-phase slicing: phase 1 ascends into callers (param_in edges) and
// never descends; phase 2 descends into callees (param_out edges) from
// everything phase 1 reached and never ascends; summary edges carry the
// effect of calls within a level. Forward slices mirror it. Each phase runs
// level by level: inside a level recursive queries compute the closure over
// intraprocedural edges; between levels one-hop queries cross call
// boundaries, so a level is exactly one more call edge (rule 15), but for
// a recursive function's call of itself, which stays at its level.
func (e *Engine) Slice(c Criterion) (*Result, error) {
	if c.Depth < 0 {
		return nil, &CriterionError{Msg: fmt.Sprintf("depth %d is negative", c.Depth)}
	}
	if c.Var != "" && !validPath(c.Var) {
		return nil, &CriterionError{Msg: fmt.Sprintf("variable %q is not a name or name.attr", c.Var)}
	}
	res := &Result{Criterion: c}
	targets, err := e.targets(c, res)
	if err != nil {
		return nil, err
	}
	return e.slice(res, []criterionTargets{{c: c, targets: targets}})
}

// Seed is a statement a slice of several criteria starts from, as
// FileStmts returns it: the statement and the access paths it defines.
type Seed struct {
	Stmt
	Defs []string
}

// SliceSeeds is the union of the slices from each seed statement taken
// whole, in one direction and to one call depth: their seeds start each
// phase's closures together (a multi-seed closure), so the cost grows
// with the slice, not with the number of seeds. Seeds in several
// functions have no home function (Result.home): each seed's slice is
// taken as if its own function were at the distance of the path that
// comes back to it. Backward, a seed is a
// criterion without a variable (rule 16). Forward, it is the change-impact
// slice of the statement: every statement that depends on it by data or
// control, transitively (a changed `if` reaches what it governs), which
// rule 17's forward slice from the names it defines does not. Result.
// Criterion is the first seed's line; the seeds' statements are the
// slice's targets.
func (e *Engine) SliceSeeds(seeds []Seed, dir Direction, depth int) (*Result, error) {
	return e.sliceSeeds(seeds, nil, dir, depth)
}

// sliceSeeds is SliceSeeds with home (Result.homeFns) as the functions at
// call distance 0 when home is not nil.
func (e *Engine) sliceSeeds(seeds []Seed, home []int64, dir Direction, depth int) (*Result, error) {
	if len(seeds) == 0 {
		return nil, &CriterionError{Msg: "no statement to slice from"}
	}
	if depth < 0 {
		return nil, &CriterionError{Msg: fmt.Sprintf("depth %d is negative", depth)}
	}
	if _, err := ParseDirection(string(dir)); err != nil {
		return nil, err
	}
	res := &Result{Criterion: Criterion{File: seeds[0].File, Line: seeds[0].Line, Direction: dir, Depth: depth}, pruneSeeds: pruneWholeSeeds, homeFns: home}
	var cts []criterionTargets
	for _, s := range seeds {
		c := res.Criterion
		c.File, c.Line = s.File, s.Line
		cts = append(cts, criterionTargets{c: c, targets: []target{{id: s.ID, fn: s.FuncID, defs: s.Defs}}, whole: true})
	}
	return e.slice(res, cts)
}

// criterionTargets is one criterion with the statements it names. whole
// seeds a forward slice with every vertex of the statements, as a
// backward slice without a variable is seeded: what depends on the
// statement by data or control, not only on the names it defines.
type criterionTargets struct {
	c       Criterion
	targets []target
	whole   bool
}

// slice computes the union slice of criteria that share direction, depth
// and thinness: the seeds of all of them start one two-phase traversal per
// direction. Past ManySeeds targets their vertices come from one IN-list
// query rather than one anchored query each.
func (e *Engine) slice(res *Result, cts []criterionTargets) (*Result, error) {
	c := res.Criterion
	var targets []target
	for _, ct := range cts {
		targets = append(targets, ct.targets...)
	}
	res.targetStmts = map[int64]bool{}
	res.targetFns = nil
	for _, t := range targets {
		res.targetStmts[t.id] = true
		if !slices.Contains(res.targetFns, t.fn) {
			res.targetFns = append(res.targetFns, t.fn)
		}
	}
	slices.Sort(res.targetFns)
	if len(targets) > ManySeeds {
		ids := make([]int64, 0, len(targets))
		byID := map[int64]target{}
		for _, t := range targets {
			ids = append(ids, t.id)
			byID[t.id] = t
		}
		rows, err := e.setup(res, "stmt_vertices_many", Cypher("stmt_vertices_many"), bounded(map[string]any{"ids": ids}, ids))
		if err != nil {
			return nil, err
		}
		res.vertices = make(map[int64][]vrow, len(ids))
		for _, id := range ids {
			res.vertices[id] = nil
		}
		for _, r := range rows.Data {
			id := asInt(r[0])
			res.vertices[id] = append(res.vertices[id], vrow{vref: vref{id: asInt(r[1]), stmt: id, role: asString(r[2]), fn: asInt(r[4])}, v: asString(r[3])})
		}
	}
	reached := map[int64]vref{}
	if c.Direction == Backward || c.Direction == Both {
		var seeds []vref
		for _, ct := range cts {
			s, err := e.backwardSeeds(ct.c, ct.targets, res)
			if err != nil {
				return nil, err
			}
			seeds = append(seeds, s...)
		}
		if err := e.twoPhase(seeds, false, c.Depth, c.MaxVertices, reached, res); err != nil {
			return nil, err
		}
	}
	if c.Direction == Forward || c.Direction == Both {
		var seeds []vref
		for _, ct := range cts {
			if ct.whole {
				s, err := e.backwardSeeds(ct.c, ct.targets, res) // every own vertex (no variable)
				if err != nil {
					return nil, err
				}
				seeds = append(seeds, s...)
				continue
			}
			s, err := e.forwardSeeds(ct.c, ct.targets, res)
			var ce *CriterionError
			if c.Direction == Both && errors.As(err, &ce) {
				// The line only uses var: "both" is its backward slice.
				res.Warnings = append(res.Warnings, ce.Error()+"; the forward half is empty")
				s, err = nil, nil
			}
			if err != nil {
				return nil, err
			}
			seeds = append(seeds, s...)
		}
		if err := e.twoPhase(seeds, true, c.Depth, c.MaxVertices, reached, res); err != nil {
			return nil, err
		}
	}
	res.Vertices = len(reached)
	// Map vertices to statements (minimum distance per statement).
	best := map[int64]vref{}
	for _, t := range targets {
		best[t.id] = vref{stmt: t.id, fn: t.fn}
	}
	for _, r := range reached {
		if r.stmt < 0 || r.role == schema.RoleFormalOut && !isTargetStmt(targets, r.stmt) {
			// A formal-out stands for the function's result or a
			// parameter-out: the statements of its body that define it
			// bring the def line in (rule 14), and a function whose
			// body the slice holds nothing of (report(a, b) of a
			// function returning nothing) is not in.
			continue
		}
		// Nearest vertex first, then the lowest call level: the same
		// statement whichever order the vertices come in.
		if b, ok := best[r.stmt]; !ok || r.dist < b.dist || r.dist == b.dist && (r.level < b.level || r.level == b.level && r.id < b.id) {
			best[r.stmt] = r
		}
	}
	// Rule 8 adds the try, try-else and finally headers of the statements
	// of a forward slice. A backward slice has them already: every
	// statement it reaches brings its control dependences, up to its
	// scope's entry and, through the def statement's vertex that controls
	// the entry, the def line's own. A thin slice keeps values only (the
	// optimizer adds the headers the code needs to parse).
	stmts, err := e.statements(best, !c.Thin && c.Direction != Backward, res)
	if err != nil {
		return nil, err
	}
	isTarget := map[int64]bool{}
	for _, t := range targets {
		isTarget[t.id] = true
	}
	for i := range stmts {
		stmts[i].Target = isTarget[stmts[i].ID]
	}
	SortByPlace(stmts)
	res.Stmts = stmts
	return res, nil
}

// twoPhase runs the two phases from seeds (at level 0) and records every
// vertex reached. forward selects the mirrored slice.
func (e *Engine) twoPhase(seeds []vref, forward bool, depth, maxVertices int, reached map[int64]vref, res *Result) error {
	res.limit, res.limitOn = depth, true
	// A forward seed a GLOBAL edge reached (a read of the variable the
	// criterion writes, in another function) is no criterion: its
	// function is as far from the criterion's as the call sites between
	// them (rule 15; Horwitz-Reps-Binkley pass globals as parameters), so
	// it keeps the seed only within depth (farSeeds), at level 0 as the
	// criterion's own: the slice comes back from the reader to the call
	// it entered through.
	var farSeeds []vref
	if forward {
		own := seeds[:0:0]
		for _, v := range seeds {
			if v.global {
				farSeeds = append(farSeeds, v)
			} else {
				own = append(own, v)
			}
		}
		if len(own) > 0 {
			seeds = own
		} else {
			farSeeds = nil
		}
	}
	res.home = map[int64]bool{}
	for _, v := range seeds {
		res.home[v.fn] = true
	}
	if len(res.home) > 1 {
		// Seeds in several functions (a diff): a call site in one seed's
		// function reached from another seed's slice would be in their
		// union slice and in neither seed's own (TestSliceSeedsIsTheUnion
		// takes each seed's slice with no home).
		res.home = nil
	}
	if res.homeFns != nil {
		res.home = map[int64]bool{}
		for _, fn := range res.homeFns {
			res.home[fn] = true
		}
	}
	// Roles that can have call-boundary edges in the direction walked: only
	// those vertices are crossed from.
	//
	// Only parameter edges cross call boundaries, not the call edges of HRB
	// (call site → entry): a backward slice ascends into a call site when it
	// depends on a parameter, and then takes the call statement, the
	// matching argument and, through the actual-in's control dependence on
	// the call-site vertex, the call's own control dependences (rule 12); a
	// forward slice descends only through arguments carrying the value
	// (rule 13). Call edges stay in the graph for the call structure.
	upKinds, downKinds := schema.RelTables(schema.ParamIn), schema.RelTables(schema.ParamOut)
	upRoles := map[string]bool{schema.RoleFormalIn: true}
	downRoles := map[string]bool{schema.RoleActualOut: true}
	if forward {
		upKinds, downKinds = schema.RelTables(schema.ParamOut), schema.RelTables(schema.ParamIn)
		upRoles = map[string]bool{schema.RoleFormalOut: true}
		downRoles = map[string]bool{schema.RoleActualIn: true}
	}
	local := map[int64]vref{}
	// stop reports a slice past maxVertices (with what the other direction
	// reached), checked between queries.
	stop := func(more map[int64]vref) error {
		if maxVertices <= 0 {
			return nil
		}
		n := len(local)
		for _, m := range []map[int64]vref{more, reached} {
			for id := range m {
				if _, ok := local[id]; !ok {
					n++
				}
			}
		}
		if n > maxVertices {
			return &TooLargeError{Max: maxVertices, Reached: n}
		}
		return nil
	}
	// covered maps a vertex to the lowest call level at which its closure
	// is known to be in local: a closure computed at a higher level does not
	// cover a vertex reached at a lower one (its callees would be owed more
	// depth).
	covered := map[int64]int{}
	// add records a vertex; it reports whether it must be expanded (new, or
	// reached at a lower call level than before).
	add := func(v vref) bool {
		r, ok := local[v.id]
		if !ok {
			local[v.id] = v
			return true
		}
		r.dist = min(r.dist, v.dist)
		lower := v.level < r.level
		if lower {
			r.level = v.level
		}
		local[v.id] = r
		return lower
	}
	// nearest gives each vertex of vs its shortest distance so far: a
	// vertex reached twice (one formal-out from two call sites) starts its
	// closure from the nearer, whichever arrived first.
	nearest := func(vs []vref) []vref {
		for i := range vs {
			vs[i].dist = local[vs[i].id].dist
		}
		return vs
	}
	// Rounds: the two phases from the seeds, then from the writes of
	// module-level variables (GLOBAL edges) that what they reached reads,
	// each at the level of its read and free to climb to the writer's call
	// sites (issue 11, defect 5); until a round reaches no new write.
	var round []vref // vertices added or lowered in the current round
	// relevel holds the call sites a round after the first ascended to in
	// a function nearer the criterion's functions than the level it was
	// reached at, with the function's call distance (fnDist) as level: a
	// write found through a GLOBAL edge climbs to its callers one level at
	// a time from the read's level, but a caller is as near the criterion
	// as the call graph puts it (rule 15: the writer is called from the
	// criterion's own function: report() calls usable(), which calls the
	// writer). They start the next round at that level.
	relevel := map[int64]vref{}
	// The criterion's functions: call distances are counted from them.
	var criterionFns []int64
	for _, s := range seeds {
		if !slices.Contains(criterionFns, s.fn) {
			criterionFns = append(criterionFns, s.fn)
		}
	}
	// fnDist holds the call distance (rule 15) from the criterion's
	// functions of every function within depth call edges (near fills it
	// once, when a round after the first first climbs; one query per
	// edge): a caller the slice does not hold yet is no farther from the
	// criterion than that either.
	var fnDist map[int64]int
	near := func() (map[int64]int, error) {
		if fnDist == nil {
			d, err := e.callDistances(criterionFns, depth, res)
			if err != nil {
				return nil, err
			}
			fnDist = d
		}
		return fnDist, nil
	}
	// beyond reports whether function fn is connected to the criterion's
	// functions by more than depth call edges (a breadth-first search
	// farLevels levels past depth, once per slice): a forward slice drops the reads a
	// GLOBAL edge reaches there. A function the search does not find within
	// depth+farLevels edges, such as one on another entry point that no call path
	// joins to the criterion's (a registry filled by register(), read by
	// plugin_count(), nothing calling both), is not beyond: the write may
	// reach it in any order (the index's GLOBAL edges).
	var farDist map[int64]int
	beyond := func(fn int64) (bool, error) {
		if farDist == nil {
			d, err := e.callDistancesCapped(criterionFns, depth+farLevels, farFrontier, res)
			if err != nil {
				return false, err
			}
			farDist = d
		}
		d, ok := farDist[fn]
		return ok && d > depth, nil
	}
	addRound := func(v vref) bool {
		if res.lateOn && res.ascending {
			l, ok := fnDist[v.fn]
			if ok && l < v.level {
				if r, seen := relevel[v.id]; !seen || l < r.level {
					w := v
					w.level = l
					relevel[v.id] = w
				}
			}
		}
		if add(v) {
			round = append(round, v)
			return true
		}
		return false
	}
	// callSites returns the call-site vertices of the functions holding
	// the global writes writes (backward): a call that writes a global
	// defines it at its call site, as a parameter-out defines an argument
	// (rule 10). A call site in a function the slice already holds is at
	// that function's level (its call distance from the criterion's
	// function, rule 15), not one above the write: a script's module code
	// that calls the writer is the criterion's own scope.
	//
	// A call site in a function the slice does not hold yet is at most
	// that function's call distance from the criterion's functions (rule
	// 15): the counter record() writes, read by hit_ratio() that run()
	// calls, is written at record's call in lookup(), which run() calls
	// too; lookup is one edge from run, not three (up from the read's
	// level to the write's, then one up per caller).
	// strict: see below, where the first round sets it.
	var strict map[int64]bool
	callSites := func(writes []vref) ([]vref, error) {
		calls, err := e.writerCalls(writes, res)
		if err != nil {
			return nil, err
		}
		fnLevel := map[int64]int{}
		for _, v := range local {
			if l, ok := fnLevel[v.fn]; !ok || v.level < l {
				fnLevel[v.fn] = v.level
			}
		}
		// A writer's call in a function the slice does not hold (or holds
		// only as a callee it descended into, below) writes the
		// global at that function's own call sites too (formats.install()
		// calls register(), which fills the registry): the call sites of
		// such a function in functions the slice holds come in at those
		// functions' levels (one call up; held_callers first tells which
		// functions have such a caller).
		var up []vref
		var ws []vref
		var fns []int64
		// A writer's recursive call of itself is no such function: its
		// call sites come in as the writer's own.
		writers := map[int64]bool{}
		for _, w := range writes {
			writers[w.fn] = true
		}
		for _, c := range calls {
			// A function the slice holds only as a callee it descended
			// into (not strict) runs the writer at every call of it, not
			// only the one the descent came through: transform() calls
			// special(), which sets pat, and a = transform("a") before
			// b = transform("X") is where that write happens for b.
			if _, held := fnLevel[c.fn]; (!held || strict != nil && !strict[c.fn] && !writers[c.fn]) && !slices.Contains(fns, c.fn) {
				fns = append(fns, c.fn)
				ws = append(ws, c)
			}
		}
		if len(ws) > 0 {
			held := make([]int64, 0, len(fnLevel))
			for fn := range fnLevel {
				held = append(held, fn)
			}
			slices.Sort(held)
			rows, err := e.step(res, "held-callers", Cypher("held_callers"), map[string]any{"fns": fns, "held": held}, -1, 1, len(fns))
			if err != nil {
				return nil, err
			}
			called := map[int64]bool{}
			for _, r := range rows.Data {
				called[asInt(r[0])] = true
			}
			ws = slices.DeleteFunc(ws, func(c vref) bool { return !called[c.fn] })
		}
		if len(ws) > 0 {
			next, err := e.writerCalls(ws, res)
			if err != nil {
				return nil, err
			}
			for _, c := range next {
				if l, held := fnLevel[c.fn]; held {
					c.level = l
					up = append(up, c)
				}
			}
		}
		calls = append(calls, up...)
		far := false
		for i := range calls {
			if l, ok := fnLevel[calls[i].fn]; ok && l < calls[i].level {
				calls[i].level = l
			} else if !ok && calls[i].level > 1 {
				far = true
			}
		}
		if far {
			dist, err := near()
			if err != nil {
				return nil, err
			}
			for i := range calls {
				if _, held := fnLevel[calls[i].fn]; held {
					continue
				}
				if d, ok := dist[calls[i].fn]; ok && d < calls[i].level {
					calls[i].level = d
				}
			}
		}
		return calls, nil
	}
	// addWriterCalls adds, forward, the call statements of the functions
	// of the writes ws within the depth, where the writes leave them
	// (rule 13): statements of the slice, walked no further.
	addWriterCalls := func(ws []vref) error {
		calls, err := e.writerCalls(ws, res)
		if err != nil {
			return err
		}
		for _, c := range calls {
			if c.level <= depth {
				add(c)
			}
		}
		return nil
	}
	pending := map[int][]vref{} // phase-1 seeds by level
	var globalSeeds []vref
	globalUses := false
	for _, s := range seeds {
		s.level = 0
		addRound(s)
		pending[0] = append(pending[0], s)
		if s.global && !forward {
			globalSeeds = append(globalSeeds, s)
		}
		globalUses = globalUses || s.global && forward
	}
	if globalUses {
		// The criterion writes a module-level variable read elsewhere
		// (its GLOBAL uses seed the slice): the write leaves the
		// criterion's function at that function's calls (rule 13, as a
		// parameter-out; reset_day() for counter = 0, rules-v105/03),
		// which the slice holds. Late calls are left out (writerCalls).
		var ws []vref
		for _, fn := range res.targetFns {
			ws = append(ws, vref{fn: fn})
		}
		if err := addWriterCalls(ws); err != nil {
			return err
		}
	}
	if len(farSeeds) > 0 {
		for _, s := range farSeeds {
			far, err := beyond(s.fn)
			if err != nil {
				return err
			}
			if far {
				continue // beyond depth call edges
			}
			s.level = 0
			if addRound(s) {
				pending[0] = append(pending[0], s)
			}
		}
	}
	// The criterion's own read may be reached by writes in other scopes
	// (its reaching definitions through GLOBAL edges): their writers' call
	// sites come in as for the writes a round crosses to below.
	if len(globalSeeds) > 0 {
		calls, err := callSites(globalSeeds)
		if err != nil {
			return err
		}
		for _, c := range calls {
			if addRound(c) {
				pending[c.level] = append(pending[c.level], c)
			}
		}
	}
	// strict holds the criterion's functions and the callers the first
	// round ascended to (an actual-in above level 0), less those holding a
	// parameter-out (a callee descended into as well); a later
	// round's call sites there must precede a statement held there
	// (precedeHeld). held back keeps those that do not yet: a later round
	// may hold a statement after them.
	heldBack := map[int64]vref{}
	// ascended holds the parameter vertices (formal-ins backward) a phase
	// 1 has ascended from: a round's phase 1 ascends from one a descent
	// reached before.
	ascended := map[int64]bool{}
	order := func(vs []vref) ([]vref, error) {
		if strict == nil || len(vs) == 0 {
			return vs, nil
		}
		keep, drop, err := e.precedeHeld(vs, strict, local, forward, res.targetStmts, res)
		if err != nil {
			return nil, err
		}
		for _, v := range drop {
			if r, ok := heldBack[v.id]; !ok || v.level < r.level {
				heldBack[v.id] = v
			}
		}
		return keep, nil
	}
	// release moves the held-back call sites that now precede a held
	// statement to pending, in id order.
	release := func() error {
		if len(heldBack) == 0 {
			return nil
		}
		ids := make([]int64, 0, len(heldBack))
		for id := range heldBack {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		vs := make([]vref, 0, len(ids))
		for _, id := range ids {
			vs = append(vs, heldBack[id])
		}
		keep, _, err := e.precedeHeld(vs, strict, local, forward, res.targetStmts, res)
		if err != nil {
			return err
		}
		for _, v := range keep {
			delete(heldBack, v.id)
			if addRound(v) {
				pending[v.level] = append(pending[v.level], v)
			}
		}
		return nil
	}
	for rounds := 0; len(pending) > 0; rounds++ {
		res.lateOn = rounds > 0
		if err := e.phases(pending, forward, depth, addRound, nearest, near, order, ascended, local, covered, upKinds, upRoles, downKinds, downRoles, stop, res); err != nil {
			return err
		}
		if rounds == 0 {
			// Backward, a caller ascended to holds an actual-in above level
			// 0 and a callee descended into a formal-out; forward, the
			// mirror: an actual-out, and a formal-in.
			caller, callee := schema.RoleActualIn, schema.RoleFormalOut
			if forward {
				caller, callee = schema.RoleActualOut, schema.RoleFormalIn
			}
			strict = map[int64]bool{}
			for _, fn := range criterionFns {
				strict[fn] = true
			}
			for _, v := range local {
				if v.level > 0 && v.role == caller {
					strict[v.fn] = true // a caller the first round ascended to
				}
			}
			for _, v := range local {
				if v.level > 0 && v.role == callee {
					strict[v.fn] = false
				}
			}
		}
		pending = map[int][]vref{}
		ids := make([]int64, 0, len(relevel))
		for id := range relevel {
			ids = append(ids, id)
		}
		slices.Sort(ids) // map order would change what the next round's closures cover first
		for _, id := range ids {
			if v := relevel[id]; addRound(v) {
				pending[v.level] = append(pending[v.level], v)
			}
		}
		relevel = map[int64]vref{}
		if rounds == MaxGlobalRounds {
			break
		}
		ends, err := e.globalEnds(forward, res)
		if err != nil {
			return err
		}
		var from []vref
		for _, v := range round {
			if ends[v.id] {
				from = append(from, v)
			}
		}
		round = nil
		if len(from) == 0 {
			if err := release(); err != nil {
				return err
			}
			continue // the call sites relevelled, if any, run once more
		}
		next, err := e.cross(nearest(from), schema.RelTable(schema.Global), nil, forward, 0, 1, res)
		if err != nil {
			return err
		}
		if forward {
			// A write reaches a read in another function through call
			// sites: out of the writer to a caller, then into the reader
			// (rule 15 counts those call edges; Horwitz-Reps-Binkley pass
			// globals as parameters). A read in a function beyond depth
			// call edges from the criterion's functions is no part of the
			// slice (a counter's add() at depth 0 does not reach
			// latestId()). One within keeps its level: the slice comes
			// back from the reader to the call it entered through (hit()
			// then ratio() in one loop: ratio's result is at the loop's
			// level, not one above ratio's distance).
			kept := next[:0]
			for _, w := range next {
				far, err := beyond(w.fn)
				if err != nil {
					return err
				}
				if !far {
					kept = append(kept, w)
				}
			}
			next = kept
			// The write leaves its function at that function's calls,
			// as a parameter-out does (rule 13, the mirror of callSites
			// backward): a write in the criterion's own function or in a
			// caller the slice ascended to is made at each call of that
			// function, whose statement the slice holds (tighten(3) for
			// THRESHOLD = THRESHOLD - amount; rules-v151/12). A call
			// after which nothing reads the variable (a late call) is
			// left out, as writerCalls does.
			var ws []vref
			for _, w := range from {
				if strict[w.fn] {
					ws = append(ws, w)
				}
			}
			if len(next) > 0 && len(ws) > 0 {
				if err := addWriterCalls(ws); err != nil {
					return err
				}
			}
		}
		if !forward {
			// The call statements of each writer's function come in, one
			// call edge up from the write (callSites).
			calls, err := callSites(next)
			if err != nil {
				return err
			}
			if calls, err = order(calls); err != nil {
				return err
			}
			// A write outside the strict scopes is ordered as its
			// function's call sites are: one called only from strict
			// scopes, and there only after every statement the slice
			// holds, runs after the read the slice needs (bump() after
			// a = show(): the descent from that call sees no write bump
			// makes later). A write in the criterion's own function,
			// when that function surely runs once (runsOnceSure), is
			// ordered by its own line: after every statement the slice
			// holds there it reaches only reads of later calls
			// (precision = 2 after first = fmt(dist): the descent from
			// that call reads the old value), unless a loop holds both.
			// In a function that may run again it reaches the next
			// run's reads (pats_built = True after if not pats_built),
			// which line order cannot tell, so it keeps its edge; so
			// does one in the other strict scopes, which may hold a
			// callee the slice entered and which returns to code that
			// reads it (site.venv's PREFIXES = [sys.prefix], read by
			// getsitepackages after main calls venv).
			var kept, ordered []vref
			for _, w := range next {
				once := !strict[w.fn]
				if strict[w.fn] && slices.Contains(criterionFns, w.fn) {
					if once, err = e.runsOnceSure(w.fn, 0, res); err != nil {
						return err
					}
				}
				if once {
					ordered = append(ordered, w)
				} else {
					kept = append(kept, w)
				}
			}
			if ordered, err = order(ordered); err != nil {
				return err
			}
			next = append(kept, ordered...)
			next = append(next, calls...)
		}
		for _, s := range next {
			if addRound(s) {
				pending[s.level] = append(pending[s.level], s)
			}
		}
		if err := release(); err != nil {
			return err
		}
	}
	for id, r := range local {
		if old, ok := reached[id]; !ok || r.dist < old.dist {
			reached[id] = r
		}
	}
	return nil
}

// writerCalls returns the call-site vertices of the functions holding the
// global writes writes (func_row.cypher for the function's def statement,
// then writer_calls.cypher, once per function; a module or lambda, with
// no def statement, has no call sites), each one
// level above its write and one step further (twoPhase lowers the level
// of a site whose function the slice already holds).
func (e *Engine) writerCalls(writes []vref, res *Result) ([]vref, error) {
	var out []vref
	var missing []int64
	seen := map[int64]bool{}
	for _, w := range writes {
		if !seen[w.fn] {
			seen[w.fn] = true
			if _, ok := e.Memo.get("writer_calls", w.fn); !ok {
				missing = append(missing, w.fn)
			}
		}
	}
	batched := map[int64][][]any{}
	if len(missing) >= ManyWriters {
		var err error
		if batched, err = e.writerCallsMany(missing, res); err != nil {
			return nil, err
		}
	}
	// The writes' variables matter only for a call late for some of its
	// callee's variables, not all: rare (13 of 55,165 calls on the
	// standard library are late at all), so they are fetched only then.
	var writeVar map[int64]string
	// Each function's call sites sit one level above its nearest write
	// (lowest level, then distance, then id): the order the writes came
	// in from the database must not decide it.
	first := map[int64]vref{}
	for _, w := range writes {
		if b, ok := first[w.fn]; !ok || w.level < b.level || w.level == b.level && (w.dist < b.dist || w.dist == b.dist && w.id < b.id) {
			first[w.fn] = w
		}
	}
	seen = map[int64]bool{}
	for _, w := range writes {
		if seen[w.fn] {
			continue
		}
		seen[w.fn] = true
		w = first[w.fn]
		rows, done := batched[w.fn]
		if !done {
			var err error
			if rows, err = e.callRows(w.fn, w.level, res); err != nil {
				return nil, err
			}
		}
		for _, r := range rows {
			if len(r) > 4 && partialLate(asString(r[4])) && writeVar == nil {
				var err error
				if writeVar, err = e.writeVars(writes, res); err != nil {
					return nil, err
				}
			}
		}
		var vars []string // the variables of fn's writes crossed to, "" when unknown
		for _, x := range writes {
			if x.fn == w.fn {
				vars = append(vars, writeVar[x.id])
			}
		}
		for _, r := range rows {
			if len(r) > 4 && lateFor(asString(r[4]), vars) {
				if res.late == nil {
					res.late = map[int64]map[int64]bool{}
				}
				if res.late[w.fn] == nil {
					res.late[w.fn] = map[int64]bool{}
				}
				res.late[w.fn][asInt(r[1])] = true
				continue
			}
			out = append(out, vref{id: asInt(r[0]), stmt: asInt(r[1]), fn: asInt(r[2]), role: asString(r[3]),
				dist: w.dist + 1, level: w.level + 1})
		}
	}
	return out, nil
}

// callDistances returns the call distance (rule 15) from the functions
// from of every function within depth call edges of them: a breadth-first
// search over CALLS in both directions through the repository's own
// scopes, one call_distance query per edge. The functions of from are at
// 0; a function farther than depth has no entry.
func (e *Engine) callDistances(from []int64, depth int, res *Result) (map[int64]int, error) {
	return e.callDistancesCapped(from, depth, 0, res)
}

// callDistancesCapped is callDistances that stops, when maxFrontier > 0,
// before expanding a level whose frontier holds more than maxFrontier
// functions (the functions past it stay unknown).
func (e *Engine) callDistancesCapped(from []int64, depth, maxFrontier int, res *Result) (map[int64]int, error) {
	key := slices.Clone(from)
	slices.Sort(key)
	k := fmt.Sprint(key)
	m := res.dists[k]
	if m == nil {
		m = &distSearch{out: map[int64]int{}, frontier: key}
		for _, f := range key {
			m.out[f] = 0
		}
		if res.dists == nil {
			res.dists = map[string]*distSearch{}
		}
		res.dists[k] = m
	}
	q := Cypher("call_distance")
	for m.done < depth && len(m.frontier) > 0 && (maxFrontier <= 0 || len(m.frontier) <= maxFrontier) {
		d := m.done + 1
		rows, err := e.step(res, "call-distance", q, map[string]any{"frontier": m.frontier}, -1, 1, len(m.frontier))
		if err != nil {
			return nil, err
		}
		next := []int64{}
		for _, r := range rows.Data {
			id := asInt(r[0])
			if _, seen := m.out[id]; !seen {
				m.out[id] = d
				next = append(next, id)
			}
		}
		m.frontier, m.done = next, d
	}
	out := make(map[int64]int, len(m.out))
	for fn, d := range m.out {
		if d <= depth {
			out[fn] = d
		}
	}
	return out, nil
}

// distSearch is one breadth-first search of callDistancesCapped: out holds
// the distance of every function found within done levels, frontier the
// functions found at level done, from which the next level expands.
type distSearch struct {
	out      map[int64]int
	done     int
	frontier []int64
}

// writeVars returns the root of the variable each write vertex defines
// (one query for all, by id; "" when the vertex names none), which a late
// call's CALL edge lists (schema.LateCall).
func (e *Engine) writeVars(writes []vref, res *Result) (map[int64]string, error) {
	ids := make([]int64, 0, len(writes))
	for _, w := range writes {
		ids = append(ids, w.id)
	}
	out := make(map[int64]string, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	q := Cypher("vertex_vars_many")
	rows, err := e.step(res, "vertex-vars-many", q, bounded(map[string]any{"ids": ids}, ids), -1, 1, len(ids))
	if err != nil {
		return nil, err
	}
	for _, r := range rows.Data {
		v := asString(r[1])
		if i := strings.IndexByte(v, '.'); i >= 0 {
			v = v[:i]
		}
		out[asInt(r[0])] = v
	}
	return out, nil
}

// partialLate reports whether a CALL edge's var marks a call late for some
// of its callee's variables but not all.
func partialLate(marker string) bool {
	list, ok := strings.CutPrefix(marker, schema.LateCall+":")
	return ok && !strings.HasPrefix(list, schema.LateAll)
}

// lateFor reports whether a CALL edge's var marks the call late for every
// variable of vars (schema.LateCall: "late:" and the variables, LateAll
// first when it is late for all its callee writes; an unknown variable ""
// needs LateAll; the bare "late" of older indexes means LateAll).
func lateFor(marker string, vars []string) bool {
	if marker == schema.LateCall {
		return true
	}
	list, ok := strings.CutPrefix(marker, schema.LateCall+":")
	if !ok {
		return false
	}
	names := strings.Split(list, ",")
	if len(names) > 0 && names[0] == schema.LateAll {
		return true
	}
	for _, v := range vars {
		if v == "" || !slices.Contains(names, v) {
			return false
		}
	}
	return len(vars) > 0
}

// ManyWriters is the number of writing functions whose call sites
// writerCalls fetches with two queries for all of them (func_defs_many,
// writer_calls_many) rather than two per function (func_row, then
// writer_calls: about 2 ms a function on the standard library; the batch
// costs 7-12 ms for 5 to 60 functions).
const ManyWriters = 5

// writerCallsMany returns writer_calls' rows for each function of fns (an
// entry for every one, nil when it has no def statement or no call) and
// keeps them in the memo.
func (e *Engine) writerCallsMany(fns []int64, res *Result) (map[int64][][]any, error) {
	out := make(map[int64][][]any, len(fns))
	for _, fn := range fns {
		out[fn] = nil
	}
	q := Cypher("func_defs_many")
	f, err := e.step(res, "func-defs-many", q, idParams(q, map[string]any{"ids": fns}, fns), -1, 1, len(fns))
	if err != nil {
		return nil, err
	}
	defOf := map[int64]int64{} // def statement -> the function it defines
	var defs []int64
	for _, r := range f.Data {
		if d := asInt(r[1]); d >= 0 {
			defOf[d] = asInt(r[0])
			defs = append(defs, d)
		}
	}
	if len(defs) > 0 {
		q := Cypher("writer_calls_many")
		rows, err := e.step(res, "writer-calls-many", q, idParams(q, map[string]any{"ids": defs}, defs), -1, 1, len(defs))
		if err != nil {
			return nil, err
		}
		for _, r := range rows.Data {
			fn := asInt(r[1])
			if defOf[asInt(r[0])] != fn {
				continue // an entry of another function owned by the statement
			}
			out[fn] = append(out[fn], r[2:])
		}
	}
	for fn, rows := range out {
		e.Memo.put("writer_calls", fn, rows)
	}
	return out, nil
}

// globalEnds returns the vertices a slice may cross a GLOBAL edge from: the
// reads (targets) for a backward slice, the writes (sources) for a forward
// one. They are loaded once per DB, from the index's GlobalEndsFile when a
// read-only DB has one, else by one query (a setup step of the slice that
// runs it), so that a slice asks the GLOBAL query only for them.
func (e *Engine) globalEnds(forward bool, res *Result) (map[int64]bool, error) {
	db := e.DB
	db.globalMu.Lock()
	defer db.globalMu.Unlock()
	if db.globalTo == nil && db.readOnly {
		if from, to, err := readGlobalEnds(filepath.Dir(db.path)); err == nil {
			db.globalFrom, db.globalTo = from, to
		}
	}
	if db.globalTo == nil {
		rows, err := e.setup(res, "global_ends", Cypher("global_ends"), nil)
		if err != nil {
			return nil, fmt.Errorf("global edges: %w", err)
		}
		from, to := map[int64]bool{}, map[int64]bool{}
		for _, r := range rows.Data {
			for k, m := range []map[int64]bool{from, to} {
				xs, _ := r[k].([]any)
				for _, x := range xs {
					m[asInt(x)] = true
				}
			}
		}
		db.globalFrom, db.globalTo = from, to
	}
	if forward {
		return db.globalFrom, nil
	}
	return db.globalTo, nil
}

// phases runs HRB's two phases from the seeds of pending (by call level):
// phase 1 closes and ascends level by level, phase 2 descends from
// everything phase 1 reached. add records a vertex (reporting whether it
// must be expanded), nearest gives vertices their shortest distance so
// far; local and covered are the slice's state (twoPhase).
func (e *Engine) phases(pending map[int][]vref, forward bool, depth int, add func(vref) bool, nearest func([]vref) []vref, near func() (map[int64]int, error), order func([]vref) ([]vref, error),
	ascended map[int64]bool, local map[int64]vref, covered map[int64]int, upKinds string, upRoles map[string]bool, downKinds string, downRoles map[string]bool, stop func(more map[int64]vref) error, res *Result) error {
	// Phase 1: closure, then ascend, level by level.
	var frontier, phase1 []vref
	first := depth + 1
	for l := range pending {
		first = min(first, l)
	}
	for level := first; level <= depth; level++ {
		frontier = append(frontier, pending[level]...)
		if len(frontier) == 0 {
			continue
		}
		got, err := e.closure(nearest(frontier), forward, level, 1, covered, stop, res)
		if err != nil {
			return err
		}
		levelVs := append([]vref(nil), frontier...)
		for _, g := range got {
			g.level = level
			if add(g) {
				levelVs = append(levelVs, g)
			} else if res.lateOn && upRoles[g.role] && !ascended[g.id] {
				// A formal-in reached so far only by descent (phase 2,
				// which never ascends) and now by a round's phase 1: a
				// write entered through a GLOBAL edge depends on the
				// function's parameter at every call (the cache store in
				// resolve() reads self.nameservers, for the earlier call
				// primary.resolve(host) too, rules-v34/02).
				levelVs = append(levelVs, local[g.id])
			}
		}
		for _, v := range levelVs {
			if upRoles[v.role] {
				ascended[v.id] = true
			}
		}
		phase1 = append(phase1, levelVs...)
		if err := stop(nil); err != nil {
			return err
		}
		// A round after the first (res.lateOn) climbs from a write found
		// through a GLOBAL edge: a caller nearer the criterion than one
		// level up (near) is taken even at the depth limit, and add
		// restarts it at its own level in the next round.
		if level >= depth && !res.lateOn {
			// At the limit a recursive function's call sites in itself
			// are no farther than the function (rule 15 counts call edges
			// between functions).
			// What those call sites bring may hold more parameters (a
			// guard of the recursive call reading another one): a few
			// passes, each from what the last one added.
			// So are call sites in the criterion's own function (a mutual
			// recursion through another module): it is at distance 0.
			lower := map[int64]int{}
			for fn := range res.home {
				lower[fn] = 0
			}
			from := levelVs
			for pass := 0; pass < maxRecursionPasses && len(from) > 0; pass++ {
				late, err := e.selfCallSites(nearest(from), lower, upKinds, upRoles, forward, level, res)
				if err != nil {
					return err
				}
				byLevel := map[int][]vref{}
				for _, s := range late {
					if add(s) {
						byLevel[s.level] = append(byLevel[s.level], s)
					}
				}
				from = nil
				for l := 0; l <= level; l++ {
					vs := byLevel[l]
					if len(vs) == 0 {
						continue
					}
					got, err := e.closure(nearest(vs), forward, l, 1, covered, stop, res)
					if err != nil {
						return err
					}
					phase1 = append(phase1, vs...)
					for _, g := range got {
						g.level = l
						if add(g) {
							phase1 = append(phase1, g)
							from = append(from, g)
						}
					}
				}
			}
			break
		}
		frontier = frontier[:0]
		for pass := 0; len(levelVs) > 0; pass++ {
			next, err := e.cross(nearest(levelVs), upKinds, upRoles, forward, level, 1, res)
			if err != nil {
				return err
			}
			var dist map[int64]int
			if res.lateOn && len(next) > 0 {
				if dist, err = near(); err != nil {
					return err
				}
				if next, err = order(next); err != nil {
					return err
				}
			}
			var same []vref
			res.ascending = true
			for _, s := range next {
				if s.from == s.fn && pass < maxRecursionPasses {
					// A recursive function's call of itself: the
					// function is at its own distance (rule 15), so
					// the call site stays at this level.
					s.level = level
					if add(s) {
						same = append(same, s)
					}
					continue
				}
				s.level = level + 1
				if d, ok := dist[s.fn]; level >= depth && (!ok || d > depth) {
					continue // beyond the depth limit
				}
				if add(s) {
					frontier = append(frontier, s)
				}
			}
			res.ascending = false
			levelVs = nil
			if len(same) == 0 {
				break
			}
			got, err := e.closure(nearest(same), forward, level, 1, covered, stop, res)
			if err != nil {
				return err
			}
			levelVs = same
			for _, g := range got {
				g.level = level
				if add(g) {
					levelVs = append(levelVs, g)
				}
			}
			for _, v := range levelVs {
				if upRoles[v.role] {
					ascended[v.id] = true
				}
			}
			phase1 = append(phase1, levelVs...)
		}
		if level >= depth {
			break
		}
	}
	// Phase 2: from everything phase 1 reached, descend level by level.
	byLevel := map[int][]vref{}
	upFns := map[int64]bool{} // the functions phase 1 reached
	for _, v := range phase1 {
		byLevel[local[v.id].level] = append(byLevel[local[v.id].level], local[v.id])
		upFns[v.fn] = true
	}
	callers := &otherCallers{e: e, local: local, res: res, forward: forward}
	// home holds the vertices of the criterion's own function a descent
	// from one of its callers entered (sweep's call of Prune, reached from
	// cycle two calls above Prune, go-v25/07): that function is at call
	// distance 0 (rule 15 counts call edges from it), whatever the length
	// of the path, so they start phase 2 again at level 0 once this pass
	// is done. add takes each vertex at level 0 once, so the passes end.
	var home []vref
	for {
		if err := e.descend(byLevel, upFns, callers, &home, forward, depth, add, nearest, covered, downKinds, downRoles, stop, res); err != nil {
			return err
		}
		if len(home) == 0 {
			return nil
		}
		got, err := e.closure(nearest(home), forward, 0, 2, covered, stop, res)
		if err != nil {
			return err
		}
		byLevel = map[int][]vref{0: home}
		for _, g := range got {
			g.level = 0
			if add(g) {
				byLevel[0] = append(byLevel[0], g)
			}
		}
		home = nil
	}
}

// descend runs phase 2 from the vertices of byLevel (by call level),
// level by level up to depth, crossing downKinds from the vertices of
// downRoles. A crossing into the criterion's own function (res.home) from
// another function is appended to home at level 0 rather than followed.
func (e *Engine) descend(byLevel map[int][]vref, upFns map[int64]bool, callers *otherCallers, home *[]vref, forward bool, depth int, add func(vref) bool, nearest func([]vref) []vref,
	covered map[int64]int, downKinds string, downRoles map[string]bool, stop func(more map[int64]vref) error, res *Result) error {
	for level := 0; level <= depth; level++ {
		work := byLevel[level]
		if level == depth {
			// At the limit only a recursive function's calls of itself
			// are descended into (they stay at this level), and calls of
			// the criterion's own function (at level 0).
			var err error
			if work, err = e.limitCallers(work, downRoles, level, res); err != nil {
				return err
			}
		}
		for pass := 0; len(work) > 0 && pass <= maxRecursionPasses; pass++ {
			next, err := e.cross(nearest(work), downKinds, downRoles, forward, level, 2, res)
			if err != nil {
				return err
			}
			var fresh, same []vref
			for _, s := range next {
				if s.from != s.fn && s.from != 0 && !upFns[s.from] {
					other, err := callers.closure(s.fn, s.from, s.site, level)
					if err != nil {
						return err
					}
					if other {
						continue
					}
				}
				if s.from == s.fn && pass < maxRecursionPasses {
					// A recursive function's call of itself: the callee is
					// the function, at this level (rule 15).
					s.level = level
					if add(s) {
						same = append(same, s)
					}
					continue
				}
				if res.home[s.fn] && s.from != s.fn && s.from != 0 {
					s.level = 0
					if add(s) {
						*home = append(*home, s)
					}
					continue
				}
				if level >= depth {
					continue
				}
				s.level = level + 1
				if add(s) {
					fresh = append(fresh, s)
				}
			}
			if len(fresh) > 0 {
				got, err := e.closure(nearest(fresh), forward, level+1, 2, covered, stop, res)
				if err != nil {
					return err
				}
				byLevel[level+1] = append(byLevel[level+1], fresh...)
				for _, g := range got {
					g.level = level + 1
					if add(g) {
						byLevel[level+1] = append(byLevel[level+1], g)
					}
				}
			}
			work = nil
			if len(same) > 0 {
				got, err := e.closure(nearest(same), forward, level, 2, covered, stop, res)
				if err != nil {
					return err
				}
				work = same
				for _, g := range got {
					g.level = level
					if add(g) {
						work = append(work, g)
					}
				}
			}
			if err := stop(nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// otherCallers tells, in phase 2, the closures another caller passes
// (closure). A function entered by descent runs in the context of the call
// sites the slice entered it from (rule 12: a descent never returns to a
// different call site), so a call it makes through a parameter (fn(x),
// action(attempt)) runs only the functions those call sites pass. The call
// graph resolves such a call to every function passed to the parameter
// anywhere (context-insensitive points-to); the closures can be told
// apart by where they are defined: a closure nested in a function p that
// calls the descended function directly, at call sites none of which the
// slice reached, is another caller's (retry(ask) in server_time, when the
// slice entered retry from load_setting's retry(fetch)). A function
// created inline in a call of the descended function, wherever that call
// is (sumBy(parcels, ({ kg }) => kg), module code included), is that
// call's: another caller's when the slice does not hold the call.
// Backward, a function defined at module level that other calls of the
// descended function name, none of them in the slice, is theirs
// (sum_by(parcels, weight_of)). Other functions defined at module or class
// level are kept: nothing tells whose they are.
type otherCallers struct {
	e       *Engine
	forward bool // a forward slice: module- and class-level functions are all kept
	local   map[int64]vref
	res     *Result
	stmts   map[int64]bool         // the statements of local, taken again when local grew
	seen    int                    // len(local) when stmts was taken
	sites   map[[2]int64][]siteRow // (caller, function) -> call sites (caller_sites)
	rows    map[int64]funcRow      // function -> its parent, kind, def statement and lines
	// named: (statement, def statement) -> whether the statement reads the
	// function's name (site_uses); called: function -> its call sites
	// (callee_sites).
	named  map[[2]int64]bool
	called map[int64][]int64
}

// funcRow is what otherCallers reads of a function: its parent scope p,
// k 1 when it is a function, 2 a module (0 a class), its def statement d
// (-1 for a module), its first and last lines and its name.
type funcRow struct {
	p, k, d, line, end int64
	name               string // the last part of its qualified name
}

// siteRow is a call statement with its first and last lines.
type siteRow struct{ id, line, end int64 }

// closure reports whether function fn, reached by descending from call
// statement site in function from, is a function another caller of from
// passes, so not one this descent runs:
//   - an anonymous function (a JavaScript arrow or function expression,
//     named <fnN>) created inline in a call of from: whether the slice
//     does not hold that call;
//   - a function defined at module level, backward: whether the call in
//     from does not name fn itself, some other call sites of from name it
//     (read its name, as sum_by(parcels, weight_of) does), and the slice
//     holds none of them (namedElsewhere);
//   - a function nested in another function p that does not enclose from:
//     whether none of p's call sites of from is in the slice so far.
//
// One func_row query per function met and one caller_sites query per
// enclosing function and function pair for the first and the last, and
// the queries of namedElsewhere for the second; all memoized.
func (o *otherCallers) closure(fn, from, site int64, level int) (bool, error) {
	if o.rows == nil {
		o.rows = map[int64]funcRow{}
		o.sites = map[[2]int64][]siteRow{}
		o.named = map[[2]int64]bool{}
		o.called = map[int64][]int64{}
	}
	row := func(f int64) (funcRow, error) {
		if r, ok := o.rows[f]; ok {
			return r, nil
		}
		rs, err := o.e.ScopeRows("func_row", "func", f)
		if err != nil {
			return funcRow{}, err
		}
		r := funcRow{d: -1}
		if len(rs) > 0 {
			r.p, r.d, r.line, r.end = asInt(rs[0][3]), asInt(rs[0][2]), asInt(rs[0][5]), asInt(rs[0][6])
			q := asString(rs[0][0])
			r.name = q[strings.LastIndex(q, ".")+1:]
			switch kind, _ := rs[0][1].(string); kind {
			case "function":
				r.k = 1
			case "module":
				r.k = 2
			}
		}
		o.rows[f] = r
		return r, nil
	}
	g, err := row(fn)
	if err != nil || g.k != 1 {
		return false, err
	}
	p := g.p
	parent, err := row(p)
	if err != nil {
		return false, err
	}
	anonymous := strings.HasPrefix(g.name, "<")
	var sites []siteRow
	if anonymous || parent.k == 1 {
		key := [2]int64{p, from}
		var ok bool
		if sites, ok = o.sites[key]; !ok {
			rs, err := o.e.step(o.res, "caller-sites", Cypher("caller_sites"), map[string]any{"caller": p, "callee": from}, level, 2, 1)
			if err != nil {
				return false, err
			}
			for _, r := range rs.Data {
				sites = append(sites, siteRow{asInt(r[0]), asInt(r[1]), asInt(r[2])})
			}
			o.sites[key] = sites
		}
	}
	held := o.held()
	if anonymous {
		for _, c := range sites {
			if c.line <= g.line && g.end <= c.end {
				// Created inline in a call of from: that call passes it.
				return !held[c.id], nil
			}
		}
	}
	if parent.k != 1 {
		if anonymous || parent.k != 2 {
			return false, nil
		}
		return o.namedElsewhere(g, from, site, level)
	}
	enclosing := p == from
	for f, n := from, 0; !enclosing && f > 0 && n < 64; n++ {
		r, err := row(f)
		if err != nil {
			return false, err
		}
		f = r.p
		enclosing = f == p
	}
	if enclosing || len(sites) == 0 {
		return false, nil
	}
	for _, c := range sites {
		if held[c.id] {
			return false, nil
		}
	}
	return true, nil
}

// held returns the statements of the slice so far, taken again when it
// grew.
func (o *otherCallers) held() map[int64]bool {
	if o.stmts == nil || o.seen != len(o.local) {
		o.stmts, o.seen = map[int64]bool{}, len(o.local)
		for _, v := range o.local {
			o.stmts[v.stmt] = true
		}
	}
	return o.stmts
}

// maxNamedSites bounds the call sites of a function namedElsewhere asks
// one site_uses query each of; past it the callee is kept.
const maxNamedSites = 16

// namedElsewhere reports whether g, a function defined at module level, is
// passed to from by name only at call sites the slice does not hold
// (closure): whether call statement site does not name g itself (a direct
// call), and other call sites of from (callee_sites) name it, none held.
// Forward it is always false: the call sites a forward slice holds depend
// on which seeds it has, and a slice from several seeds must stay the
// union of theirs (SliceSeeds).
func (o *otherCallers) namedElsewhere(g funcRow, from, site int64, level int) (bool, error) {
	if o.forward || g.d < 0 || g.name == "" || site <= 0 {
		return false, nil
	}
	if direct, err := o.names(site, g, level); err != nil || direct {
		return false, err
	}
	called, ok := o.called[from]
	if !ok {
		rs, err := o.e.step(o.res, "callee-sites", Cypher("callee_sites"), map[string]any{"callee": from}, level, 2, 1)
		if err != nil {
			return false, err
		}
		for _, r := range rs.Data {
			called = append(called, asInt(r[0]))
		}
		o.called[from] = called
	}
	if len(called) > maxNamedSites {
		return false, nil
	}
	named := false
	held := o.held()
	for _, c := range called {
		if c == site {
			continue
		}
		n, err := o.names(c, g, level)
		if err != nil {
			return false, err
		}
		if n && held[c] {
			return false, nil
		}
		named = named || n
	}
	return named, nil
}

// names reports whether statement site reads g's name (site_uses: the
// name among the paths it reads), memoized per statement and function. A
// local variable of the same name reads as the function's name too: it
// keeps the callee when it is the crossed call, and counts as naming it at
// another call site.
func (o *otherCallers) names(site int64, g funcRow, level int) (bool, error) {
	key := [2]int64{site, g.d}
	if n, ok := o.named[key]; ok {
		return n, nil
	}
	rs, err := o.e.step(o.res, "site-uses", Cypher("site_uses"), map[string]any{"site": site}, level, 2, 1)
	if err != nil {
		return false, err
	}
	n := len(rs.Data) > 0 && slices.Contains(strings.Fields(asString(rs.Data[0][0])), g.name)
	o.named[key] = n
	return n, nil
}

// selfCallers keeps, of the vertices vs of roles (those a phase crosses
// from), those of functions that call themselves (held_callers with the
// functions as both ends) or that a function of lower calls (the
// criterion's own, at level 0; held_caller_pairs): at the depth limit only such a call is crossed.
// One query, none when vs has no such vertex. called holds the functions
// called among themselves.
func (e *Engine) selfCallers(vs []vref, lower map[int64]int, roles map[string]bool, level, phase int, res *Result) (kept []vref, called map[int64]bool, err error) {
	from, fns := ofRoles(vs, roles)
	if len(from) == 0 {
		return nil, nil, nil
	}
	called = map[int64]bool{}
	keep := map[int64]bool{}
	if len(lower) == 0 {
		rows, err := e.step(res, "held-callers", Cypher("held_callers"), map[string]any{"fns": fns, "held": fns}, level, phase, len(fns))
		if err != nil {
			return nil, nil, err
		}
		for _, r := range rows.Data {
			called[asInt(r[0])], keep[asInt(r[0])] = true, true
		}
	} else {
		held := slices.Clone(fns)
		for fn := range lower {
			if !slices.Contains(fns, fn) {
				held = append(held, fn)
			}
		}
		slices.Sort(held)
		rows, err := e.step(res, "held-caller-pairs", Cypher("held_caller_pairs"), map[string]any{"fns": fns, "held": held}, level, phase, len(fns))
		if err != nil {
			return nil, nil, err
		}
		for _, r := range rows.Data {
			keep[asInt(r[0])] = true
			if slices.Contains(fns, asInt(r[1])) {
				called[asInt(r[0])] = true
			}
		}
	}
	return slices.DeleteFunc(from, func(v vref) bool { return !keep[v.fn] }), called, nil
}

// ofRoles returns the vertices of vs of roles and their functions (sorted).
func ofRoles(vs []vref, roles map[string]bool) (from []vref, fns []int64) {
	for _, v := range vs {
		if roles[v.role] {
			from = append(from, v)
			if !slices.Contains(fns, v.fn) {
				fns = append(fns, v.fn)
			}
		}
	}
	slices.Sort(fns)
	return from, fns
}

// limitCallers keeps, of the vertices vs of roles (those phase 2 crosses
// from), those phase 2 crosses from at the depth limit (level): of
// functions that call themselves or one another (a recursion among them,
// as selfCallers without lower) or that call the criterion's own function
// (res.home, at call distance 0). One held_caller_pairs query, none when
// vs has no vertex of roles.
func (e *Engine) limitCallers(vs []vref, roles map[string]bool, level int, res *Result) ([]vref, error) {
	from, fns := ofRoles(vs, roles)
	if len(from) == 0 {
		return nil, nil
	}
	callees := slices.Clone(fns)
	for fn := range res.home {
		if !slices.Contains(callees, fn) {
			callees = append(callees, fn)
		}
	}
	slices.Sort(callees)
	rows, err := e.step(res, "held-caller-pairs", Cypher("held_caller_pairs"), map[string]any{"fns": callees, "held": fns}, level, 2, len(callees))
	if err != nil {
		return nil, err
	}
	keep := map[int64]bool{}
	for _, r := range rows.Data {
		callee, caller := asInt(r[0]), asInt(r[1])
		if slices.Contains(fns, callee) {
			keep[callee] = true
		}
		if res.home[callee] {
			keep[caller] = true
		}
	}
	return slices.DeleteFunc(from, func(v vref) bool { return !keep[v.fn] }), nil
}

// maxRecursionPasses bounds the passes of selfCallSites at the depth limit
// (each one query when nothing recursive is found).
const maxRecursionPasses = 4

// selfCallSites returns, for a phase 1 at the depth limit (level), the
// call sites of the functions of vs's parameter vertices (upRoles) in
// those functions themselves, at level: a recursive function's call of
// itself is no farther from the criterion than the function (rule 15
// counts the call edges between functions, and a function is at its own
// distance). So are the call sites in a function lower holds, at its
// level: a mutual recursion back into the criterion's function (rule 15
// counts the call edges from that function, which is at 0).
// held_callers (with the functions as both ends) first tells
// which of them call themselves; most do not, and the crossing query is
// not run. The level
// given is the vertex's own, never another seed's, so that a slice from
// several seeds stays the union of theirs.
func (e *Engine) selfCallSites(vs []vref, lower map[int64]int, upKinds string, upRoles map[string]bool, forward bool, level int, res *Result) ([]vref, error) {
	from, called, err := e.selfCallers(vs, lower, upRoles, level, 1, res)
	if err != nil {
		return nil, err
	}
	if len(from) == 0 {
		return nil, nil
	}
	next, err := e.cross(from, upKinds, upRoles, forward, level, 1, res)
	if err != nil {
		return nil, err
	}
	var out []vref
	for _, s := range next {
		// A call site in any of the recursive functions at this level
		// (a mutual recursion among them), as before selfCallers.
		if called[s.fn] {
			s.level = level
			out = append(out, s)
		} else if l, ok := lower[s.fn]; ok {
			s.level = l
			out = append(out, s)
		}
	}
	return out, nil
}

// seedRank orders seeds at one distance so that a statement's own vertex
// runs before its call-site vertices: its closure usually covers them
// (the statement depends on the call's actual-outs, which depend on the
// actual-ins through summary edges), and covered seeds are skipped.
func seedRank(role string) int {
	switch role {
	case schema.RoleStmt:
		return 0
	case schema.RoleActualOut:
		return 1
	}
	return 2
}

// closure runs one recursive query per seed, nearest seeds first. A seed
// already inside a closure computed at the same or a lower call level is
// skipped: its closure is contained in that one (the same edge kinds are
// transitive). Reached vertices carry
// seed distance + path length; a closure that reaches MaxHops continues
// from there.
func (e *Engine) closure(seeds []vref, forward bool, level, phase int, covered map[int64]int, stop func(more map[int64]vref) error, res *Result) ([]vref, error) {
	if level > 0 && level == res.limit && res.limitOn && !res.lateOn && !res.noStubs && len(res.home) > 0 {
		if slices.ContainsFunc(seeds, func(s vref) bool { return res.home[s.from] }) {
			sites, err := e.withinSites(seeds, res)
			if err != nil {
				return nil, err
			}
			if len(sites) > 0 {
				return e.closureSteppingStubs(seeds, sites, forward, level, phase, covered, stop, res)
			}
			return e.closureOf(seeds, forward, level, phase, covered, stop, res)
		}
		// Walk with the stubs; only when the walk reaches a call (its
		// result backward, an argument forward) of a function within the
		// depth (withinSites, asked only then) is it walked again around
		// the stubs.
		before := maps.Clone(covered)
		got, err := e.closureOf(seeds, forward, level, phase, covered, stop, res)
		if err != nil {
			return nil, err
		}
		role := schema.RoleActualOut
		if forward {
			role = schema.RoleActualIn
		}
		if !slices.ContainsFunc(got, func(v vref) bool { return v.role == role }) {
			return got, nil
		}
		sites, err := e.withinSites(seeds, res)
		if err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(got, func(v vref) bool { return v.role == role && sites[v.stmt] }) {
			return got, nil
		}
		clear(covered)
		maps.Copy(covered, before)
		return e.closureSteppingStubs(seeds, sites, forward, level, phase, covered, stop, res)
	}
	return e.closureOf(seeds, forward, level, phase, covered, stop, res)
}

// withinSites returns the call statements in the functions of seeds that
// call a function of res.within, nearer the criterion's own function than
// the depth limit (rule 15 counts a function at its call distance, so a
// call of it made from a function at the limit is no stub; rule 11). It
// computes res.within on first use (callDistances from the home functions
// to res.limit-1, one call_distance query a level) and asks within_sites
// once for the seeds' functions not asked before (res.sites).
func (e *Engine) withinSites(seeds []vref, res *Result) (map[int64]bool, error) {
	if res.within == nil {
		home := make([]int64, 0, len(res.home))
		for fn := range res.home {
			home = append(home, fn)
		}
		slices.Sort(home)
		dist, err := e.callDistances(home, res.limit-1, res)
		if err != nil {
			return nil, err
		}
		res.within = make(map[int64]bool, len(dist))
		for fn := range dist {
			res.within[fn] = true
		}
		res.sites = map[int64][]int64{}
	}
	var ask []int64
	for _, s := range seeds {
		if _, ok := res.sites[s.fn]; !ok && !slices.Contains(ask, s.fn) {
			ask = append(ask, s.fn)
		}
	}
	if len(ask) > 0 {
		slices.Sort(ask)
		fns := make([]int64, 0, len(res.within))
		for fn := range res.within {
			fns = append(fns, fn)
		}
		slices.Sort(fns)
		rows, err := e.step(res, "within-sites", Cypher("within_sites"), map[string]any{"fns": fns, "held": ask}, res.limit, 2, len(ask))
		if err != nil {
			return nil, err
		}
		for _, fn := range ask {
			res.sites[fn] = nil
		}
		for _, r := range rows.Data {
			fn := asInt(r[0])
			res.sites[fn] = append(res.sites[fn], asInt(r[1]))
		}
	}
	out := map[int64]bool{}
	for _, s := range seeds {
		for _, st := range res.sites[s.fn] {
			out[st] = true
		}
	}
	return out, nil
}

// maxStubRounds bounds the stub steps of closureSteppingStubs, after which
// what is left is walked with the stub tables (an over-approximation).
const maxStubRounds = 8

// closureSteppingStubs is closure at the depth limit where a call of a
// function nearer the criterion than the limit may be reached (sites, its
// call statements, withinSites): such a call is no stub, since the slice
// can enter the function, and its summary edges say which arguments its
// results depend on (rule 11), while a call there of a function past the
// depth is a stub whose results depend on all its arguments (rule 15).
// The stub tables hold an edge for every call, so the closure walks the
// tables without them, then steps across the stubs of the calls it
// reached outside sites (stub_inputs_*, one query a round), and walks
// again from what those reach, for at most maxStubRounds rounds. Without
// it, in for amount in transfers: charged = account.settle(amount,
// channel) with the criterion in settle, the next call's arguments would
// all feed the result the loop guard reads (rules-v122/02), and in
// is_odd, two calls below classify, its call of is_even (one below)
// would pass trace into the result (rules-v128/02).
func (e *Engine) closureSteppingStubs(seeds []vref, sites map[int64]bool, forward bool, level, phase int, covered map[int64]int, stop func(more map[int64]vref) error, res *Result) ([]vref, error) {
	res.noStubs = true
	defer func() { res.noStubs = false }()
	name, from := "stub_inputs_backward", schema.RoleActualOut
	if forward {
		name, from = "stub_inputs_forward", schema.RoleActualIn
	}
	best := map[int64]vref{}
	keep := func(v vref) {
		if b, ok := best[v.id]; !ok || v.dist < b.dist {
			best[v.id] = v
		}
	}
	dist := map[int64]int{} // every vertex met, seeds included
	seed := make(map[int64]bool, len(seeds))
	for _, s := range seeds {
		dist[s.id] = s.dist
		seed[s.id] = true
	}
	stepped := map[int64]bool{}
	frontier := seeds
	for round := 0; len(frontier) > 0; round++ {
		if round == maxStubRounds {
			res.noStubs = false
		}
		got, err := e.closureOf(frontier, forward, level, phase, covered, stop, res)
		if err != nil {
			return nil, err
		}
		var ids []int64
		for _, vs := range [][]vref{frontier, got} {
			for _, v := range vs {
				if d, ok := dist[v.id]; !ok || v.dist < d {
					dist[v.id] = v.dist
				}
				if round > 0 || !seed[v.id] {
					keep(v)
				}
				if v.role == from && !stepped[v.id] && !sites[v.stmt] {
					stepped[v.id] = true
					ids = append(ids, v.id)
				}
			}
		}
		if len(ids) == 0 || !res.noStubs {
			break
		}
		slices.Sort(ids)
		rows, err := e.step(res, strings.ReplaceAll(name, "_", "-"), Cypher(name), bounded(map[string]any{"ids": ids}, ids), level, phase, len(ids))
		if err != nil {
			return nil, err
		}
		frontier = nil
		for _, r := range rows.Data {
			w := vref{id: asInt(r[1]), stmt: asInt(r[2]), fn: asInt(r[3]), role: asString(r[4]), dist: dist[asInt(r[0])] + 1, level: level}
			if _, seen := dist[w.id]; !seen {
				dist[w.id] = w.dist
				frontier = append(frontier, w)
			}
		}
	}
	out := make([]vref, 0, len(best))
	for _, v := range best {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return out, nil
}

// closureOf is closure's walk: one recursive query per seed not covered,
// or the multi-seed form past ManyClosure.
func (e *Engine) closureOf(seeds []vref, forward bool, level, phase int, covered map[int64]int, stop func(more map[int64]vref) error, res *Result) ([]vref, error) {
	name := "closure_backward"
	if forward {
		name = "closure_forward"
	}
	tmpl, kinds := ClosureTemplate(forward, res.Criterion.Thin)
	if left := res.limit - level; res.limitOn && !res.lateOn && left >= 0 {
		// A GLOBAL round's levels climb from the read's level one per
		// caller and may overstate a function's call distance (a writer
		// called from the criterion's own function): its closures keep
		// the summary edges.
		in, err := e.boundedIn(seeds, left, res)
		if err != nil {
			return nil, err
		}
		if left == 0 && !res.noStubs || left > 0 && in {
			kinds += depthRels(kinds, left)
		}
	}
	fill := strings.NewReplacer("{{hops}}", strconv.Itoa(MaxHops), "{{rels}}", kinds)
	one, many := fill.Replace(Cypher(tmpl)), fill.Replace(Cypher(tmpl+"_many"))
	best := map[int64]vref{}
	// record keeps the rows of one query; base gives the distance of the
	// row's seed.
	record := func(rows [][]any, base func(r []any) int, pending *[]vref) {
		for _, r := range rows {
			l := int(asInt(r[4]))
			v := rowVref(r, base(r)+l)
			if l == MaxHops {
				*pending = append(*pending, v)
			} else if c, ok := covered[v.id]; !ok || level < c {
				covered[v.id] = level
			}
			if b, ok := best[v.id]; !ok || v.dist < b.dist {
				best[v.id] = v
			}
		}
	}
	isCovered := func(s vref) bool {
		l, ok := covered[s.id]
		return ok && l <= level
	}
	// Closure rows depend only on the seed and the tables walked: with a
	// memo they are kept per seed, so that the plans of one request (depth
	// 1..5, thin) and the requests of a server share them. Which seeds run
	// and in what order does not depend on the memo: a slice is the same
	// with or without one.
	key := name + " " + kinds
	pending := append([]vref(nil), seeds...)
	if res.pruneSeeds && level == 0 && phase == 1 && len(pending) > ManySeeds {
		var err error
		var lifted []vref
		if pending, lifted, err = e.pruneSeeds(pending, forward, tmpl == "closure_forward", kinds, level, phase, covered, res); err != nil {
			return nil, err
		}
		for _, v := range lifted {
			if b, ok := best[v.id]; !ok || v.dist < b.dist {
				best[v.id] = v
			}
		}
	}
	chunks := 0
	for len(pending) > 0 {
		var todo []vref
		for _, s := range pending {
			if !isCovered(s) {
				todo = append(todo, s)
			}
		}
		pending = nil
		// Nearest first, ties by seedRank then id: which seeds a closure covers (and so
		// skips) must not depend on the order they arrived in.
		sort.Slice(todo, func(i, j int) bool {
			a, b := todo[i], todo[j]
			return a.dist < b.dist || a.dist == b.dist && (seedRank(a.role) < seedRank(b.role) || seedRank(a.role) == seedRank(b.role) && a.id < b.id)
		})
		if len(todo) > ManyClosure {
			// The nearest ManyChunk seeds first: a later seed inside their
			// closures is covered and skipped (on sympy 2,786 seeds of one
			// level shared 17,013 vertices, each BFS up to thousands).
			if n := ManyChunk << min(chunks, 20); len(todo) > n {
				pending = append(pending, todo[n:]...)
				todo = todo[:n]
			}
			chunks++
			// One multi-source query for the seeds the memo does not hold,
			// aggregated per reached vertex in Kùzu (fewest edges from any
			// seed, distance through the nearest seed); manyClosure keeps
			// its rows in the memo per seed set.
			var ids, dists []int64
			for _, s := range todo {
				covered[s.id] = level
				if rows, ok := e.Memo.get(key, s.id); ok {
					record(rows, func([]any) int { return s.dist }, &pending)
				} else {
					ids = append(ids, s.id)
					dists = append(dists, int64(s.dist))
				}
			}
			if len(ids) == 0 {
				continue
			}
			rows, err := e.manyClosure(res, name, many, key, ids, dists, level, phase)
			if err != nil {
				return nil, err
			}
			record(rows, func(r []any) int { return int(asInt(r[5]) - asInt(r[4])) }, &pending)
			if err := stop(best); err != nil {
				return nil, err
			}
			continue
		}
		for _, s := range todo {
			if isCovered(s) {
				continue
			}
			covered[s.id] = level
			rows, ok := e.Memo.get(key, s.id)
			if !ok {
				got, err := e.step(res, name, one, map[string]any{"seed": s.id}, level, phase, 1)
				if err != nil {
					return nil, err
				}
				rows = got.Data
				e.Memo.put(key, s.id, rows)
			}
			record(rows, func([]any) int { return s.dist }, &pending)
			if err := stop(best); err != nil {
				return nil, err
			}
		}
	}
	out := make([]vref, 0, len(best))
	for _, v := range best {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].id < out[j].id })
	return out, nil
}

// ClosureTemplate names the embedded query a closure inside one call
// level runs (its step keeps the closure's own name) and the tables that
// fill its {{rels}}: closure_forward over SLICE_FWD forward and over
// SLICE_BWD (reversed edges) backward; a thin slice walks DATA|SUMMARY with
// the query of its direction.
func ClosureTemplate(forward, thin bool) (name, rels string) {
	switch {
	case thin && forward:
		return "closure_forward", intraThin
	case thin:
		return "closure_backward", intraThin
	case forward:
		return "closure_forward", schema.SliceFwd
	}
	return "closure_forward", schema.SliceBwd
}

// stubRels names the stub table a closure at the depth limit walks beside
// the tables of ClosureTemplate: there a callee is a stub (rule 15) whose
// value depends on all its arguments (rule 11's reading for a callee the
// slice does not enter), in place of its summary edges. STUB_BWD pairs
// with SLICE_BWD (reversed edges, walked forward); STUB_FWD with the
// tables walked in their own direction (forward, and a thin slice's
// DATA|SUMMARY, which closure_backward walks in reverse).
func stubRels(kinds string) string {
	if kinds == schema.SliceBwd {
		return schema.StubBwd
	}
	return schema.StubFwd
}

// boundedIn reports whether a seed of seeds lies in a function holding a
// depth-bounded summary edge of level left (1..schema.BoundedLevels):
// closures stay inside their seeds' functions (the closure tables join
// vertices of one function), so a closure from no such function would only
// pay for one more table in its pattern (Kùzu scans each table of a
// recursive pattern at every step). The functions are read once per
// database (DB), one query per level.
func (e *Engine) boundedIn(seeds []vref, left int, res *Result) (bool, error) {
	if left < 1 || left > schema.BoundedLevels {
		return false, nil
	}
	db := e.DB
	db.boundedMu.Lock()
	if db.boundedFns == nil {
		fns := make([]map[int64]bool, schema.BoundedLevels)
		for k := 1; k <= schema.BoundedLevels; k++ {
			fns[k-1] = map[int64]bool{}
			rows, err := e.setup(res, "bounded_fns", fmt.Sprintf("MATCH (a:Vertex)-[:%s]->(:Vertex) RETURN DISTINCT a.func", schema.BoundedTable(k, false)), nil)
			if err != nil {
				db.boundedMu.Unlock()
				return false, fmt.Errorf("bounded summaries: %w", err)
			}
			for _, r := range rows.Data {
				fns[k-1][asInt(r[0])] = true
			}
		}
		db.boundedFns = fns
	}
	fns := db.boundedFns[left-1]
	db.boundedMu.Unlock()
	for _, s := range seeds {
		if fns[s.fn] {
			return true, nil
		}
	}
	return false, nil
}

// depthRels names the tables a closure with left call levels before the
// depth limit walks beside the tables of ClosureTemplate (kinds), as a
// label alternation to append ("|T"), or "" when none: at the limit
// (left 0) a callee is a stub (stubRels); with 1..schema.BoundedLevels
// levels left, a callee is entered but the calls left levels below the
// closure are stubs, and the depth-bounded summary edges of that level
// (BOUNDED_FWD_k / BOUNDED_BWD_k, k = left) add what those stubs carry
// that the callee's summary edges do not (pdg.BoundedSummaries). They pair
// with the closure tables as the stub tables do: reversed with SLICE_BWD.
func depthRels(kinds string, left int) string {
	switch {
	case left == 0:
		return "|" + stubRels(kinds)
	case left <= schema.BoundedLevels:
		return "|" + schema.BoundedTable(left, kinds == schema.SliceBwd)
	}
	return ""
}

// pruneWholeSeeds turns Engine.pruneSeeds on for SliceSeeds; tests turn it
// off to check that it changes no slice's statements.
var pruneWholeSeeds = true

// pruneSeeds shrinks the seeds of a closure whose seeds lie close together
// (a diff's changed statements), from one non-recursive query for their
// direct neighbours over the closure's edge kinds (predecessors backward,
// successors forward). Kùzu runs a breadth-first search per seed of a
// multi-seed closure, 0.2–0.4 ms each (measured: 500 seeds in 90–137 ms on
// a flask index, 165–210 ms on the standard library), against about 5–20
// ms for the neighbour query.
//
// A seed all of whose neighbours are seeds, each at a distance at most the
// seed's plus one, is dropped: its closure is its neighbours and their
// closures, so each vertex it reaches is reached from a neighbour at no
// greater distance (by induction on the path, whose next vertex is a seed
// that runs, is covered, or is dropped by the same rule). A seed with no
// neighbour has an empty closure. The other seeds are kept, unless their
// outside neighbours (not seeds, or seeds farther than the seed plus one)
// are fewer than they are: then every seed is dropped and the closure
// starts from those outside neighbours instead, each at the least distance
// of a seed next to it plus one, returned in reached with that distance
// (the same induction: the path's next vertex is a seed or an outside
// neighbour). Many changed statements read the same parameters and
// definitions, so their outside neighbours are fewer: 277 against 507 kept
// seeds for the backward closure of a 10-file flask diff.
//
// Dropped seeds count as covered at level. The vertices reached are the
// same; their distances are those covering gives (a covered seed is skipped
// and what it reaches is counted from the covering seed), so they can
// differ from an unpruned run's by as much as covering's do. Seeds already
// covered at level are neither dropped nor accepted as neighbours.
func (e *Engine) pruneSeeds(seeds []vref, forward, walkForward bool, kinds string, level, phase int, covered map[int64]int, res *Result) (run, reached []vref, err error) {
	name, tmpl := "neighbors_backward", "neighbors_backward"
	if forward {
		name = "neighbors_forward"
	}
	if walkForward {
		tmpl = "neighbors_forward" // kinds is walked forward (SLICE_BWD is reversed)
	}
	dist := map[int64]int{}
	var ids []int64
	for _, s := range seeds {
		if l, ok := covered[s.id]; ok && l <= level {
			continue
		}
		if d, ok := dist[s.id]; !ok {
			dist[s.id] = s.dist
			ids = append(ids, s.id)
		} else if s.dist < d {
			dist[s.id] = s.dist
		}
	}
	if len(ids) <= ManySeeds {
		return seeds, nil, nil
	}
	q := strings.ReplaceAll(Cypher(tmpl+"_many"), "{{rels}}", kinds)
	rows, err := e.step(res, name, q, bounded(map[string]any{"ids": ids}, ids), level, phase, len(ids))
	if err != nil {
		return nil, nil, err
	}
	keep := map[int64]bool{}
	outside := map[int64]vref{} // outside neighbours at their least distance
	for _, r := range rows.Data {
		p, t := asInt(r[0]), asInt(r[4])
		if p == t {
			continue
		}
		if d, ok := dist[p]; !ok || d > dist[t]+1 {
			keep[t] = true
			if o, ok := outside[p]; !ok || dist[t]+1 < o.dist {
				outside[p] = rowVref(r, dist[t]+1)
			}
		}
	}
	lift := len(outside) < len(keep)
	for _, s := range seeds {
		if _, seed := dist[s.id]; seed && (lift || !keep[s.id]) {
			covered[s.id] = level
			continue
		}
		run = append(run, s)
	}
	if lift {
		for _, o := range outside {
			reached = append(reached, o)
		}
		sort.Slice(reached, func(i, j int) bool { return reached[i].id < reached[j].id })
		run = append(run, reached...)
	}
	return run, reached, nil
}

// manyClosure runs the multi-seed closure query q from ids at distances
// dists. Its rows belong to the seed set, not to one seed: with a memo they
// are kept under a hash of the set (the plans of one request, and a
// server's requests in one area, close the same sets again), with the set
// itself in a first row that is checked on every hit.
func (e *Engine) manyClosure(res *Result, name, q, key string, ids, dists []int64, level, phase int) ([][]any, error) {
	h := fnv.New64a()
	var b [8]byte
	for _, xs := range [][]int64{ids, dists} {
		for _, x := range xs {
			binary.LittleEndian.PutUint64(b[:], uint64(x))
			h.Write(b[:])
		}
	}
	id := int64(h.Sum64())
	set := []any{ids, dists}
	if rows, ok := e.Memo.get(key+" many", id); ok && len(rows) > 0 && reflect.DeepEqual(rows[0], set) {
		return rows[1:], nil
	}
	rows, err := e.splitClosure(res, name, q, ids, dists, level, phase)
	if err != nil {
		return nil, err
	}
	e.Memo.put(key+" many", id, append([][]any{set}, rows...))
	return rows, nil
}

// SplitClosure is the fewest seeds a multi-seed closure splits in two
// halves for, when Engine.Spare lends a connection. Not calibrated: the
// halves pay a query's own cost (1–3 ms) at the same time, so a split
// saves about half the seeds' searches (0.07–0.2 ms each over the closure
// tables, on a 10-file flask diff) when a core is free; smaller closures
// stay on one connection. diff-context's split closures had 61–256 seeds.
const SplitClosure = 16

// splitClosure runs the multi-seed closure query q from ids at distances
// dists: on e.DB alone, or, from SplitClosure seeds up and when e.Spare
// has a connection free, the second half of the seeds on it at the same
// time. Kùzu runs one breadth-first search per seed of a multi-seed
// recursive query, one after another on one thread; two connections run
// two at once. The halves' rows are merged per reached vertex (fewest
// edges and nearest distance over both), which is what the one query
// aggregates, so the rows are the same either way (in another order).
func (e *Engine) splitClosure(res *Result, name, q string, ids, dists []int64, level, phase int) ([][]any, error) {
	var spare *DB
	if len(ids) >= SplitClosure && e.Spare != nil {
		select {
		case spare = <-e.Spare:
		default:
		}
	}
	if spare == nil {
		rows, err := e.step(res, name, q, bounded(map[string]any{"seeds": ids, "dists": dists}, ids), level, phase, len(ids))
		if err != nil {
			return nil, err
		}
		return rows.Data, nil
	}
	start := time.Now()
	half := len(ids) / 2
	var other *Rows
	var otherErr error
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() { e.Spare <- spare }()
		b := bounded(map[string]any{"seeds": ids[half:], "dists": dists[half:]}, ids[half:])
		if other, otherErr = spare.Query(q, b); otherErr != nil {
			otherErr = fmt.Errorf("slice: %s: %w", name, otherErr)
		}
	}()
	own, err := e.DB.Query(q, bounded(map[string]any{"seeds": ids[:half], "dists": dists[:half]}, ids[:half]))
	<-done
	if err != nil {
		return nil, fmt.Errorf("slice: %s: %w", name, err)
	}
	if otherErr != nil {
		return nil, otherErr
	}
	// Merge per vertex: column 4 is the fewest edges, 5 the distance.
	at := make(map[int64]int, len(own.Data))
	rows := own.Data
	for i, r := range rows {
		at[asInt(r[0])] = i
	}
	for _, r := range other.Data {
		i, ok := at[asInt(r[0])]
		if !ok {
			at[asInt(r[0])] = len(rows)
			rows = append(rows, r)
			continue
		}
		if asInt(r[4]) < asInt(rows[i][4]) || asInt(r[5]) < asInt(rows[i][5]) {
			m := append([]any(nil), rows[i]...)
			m[4] = min(asInt(m[4]), asInt(r[4]))
			m[5] = min(asInt(m[5]), asInt(r[5]))
			rows[i] = m
		}
	}
	res.Steps = append(res.Steps, Step{Name: strings.ReplaceAll(name, "_", "-") + "-split", Level: level, Phase: phase,
		Seeds: len(ids), Rows: len(rows), MS: ms(start), Cypher: q})
	return rows, nil
}

// cross follows call-boundary edges of the given kinds from the vertices
// whose role can have them, one primary-key anchored query per vertex.
func (e *Engine) cross(from []vref, rels string, roles map[string]bool, forward bool, level, phase int, res *Result) ([]vref, error) {
	name := "cross_backward"
	if forward {
		name = "cross_forward"
	}
	var todo []vref
	at := map[int64]int{} // index in todo
	for _, v := range from {
		if roles != nil && !roles[v.role] {
			continue
		}
		if i, seen := at[v.id]; seen {
			todo[i].dist = min(todo[i].dist, v.dist)
			continue
		}
		at[v.id] = len(todo)
		todo = append(todo, v)
	}
	// Rows per vertex, from the memo when it holds them (they depend only
	// on the vertex and the tables), else from one query per vertex or,
	// past ManySeeds vertices, one query for all.
	key := name + " " + rels
	got := make(map[int64][][]any, len(todo))
	var missing []int64
	queried := map[int64]bool{}
	for _, v := range todo {
		if rows, ok := e.Memo.get(key, v.id); ok {
			got[v.id] = rows
			continue
		}
		missing = append(missing, v.id)
		queried[v.id] = true
	}
	var out []vref
	if len(missing) > ManyCross && rels == schema.RelTable(schema.Global) && groupGlobal {
		// GLOBAL edges join every write of a module-level variable to
		// every read it may reach: the reads a slice crosses from share
		// most of their writes (on sympy one crossing from 1,986 reads
		// matched 492,332 edges and 1,071 writes). Kùzu keeps one row per
		// write, with the least distance and level, instead of one per
		// edge. Those rows belong to no single read, so the memo does not
		// keep them.
		dists, levels := make([]int64, len(missing)), make([]int64, len(missing))
		for i, id := range missing {
			v := todo[at[id]]
			dists[i], levels[i] = int64(v.dist), int64(v.level)
			delete(queried, id)
		}
		q := strings.ReplaceAll(Cypher(name+"_group"), "{{rels}}", rels)
		rows, err := e.step(res, name, q, bounded(map[string]any{"ids": missing, "dists": dists, "levels": levels}, missing), level, phase, len(missing))
		if err != nil {
			return nil, err
		}
		for _, r := range rows.Data {
			w := rowVref(r, int(asInt(r[4]))+1)
			w.level = int(asInt(r[5]))
			out = append(out, w)
		}
		missing = nil
	}
	if len(missing) > ManyCross {
		q := strings.ReplaceAll(Cypher(name+"_many"), "{{rels}}", rels)
		rows, err := e.step(res, name, q, bounded(map[string]any{"ids": missing}, missing), level, phase, len(missing))
		if err != nil {
			return nil, err
		}
		for _, id := range missing {
			got[id] = nil
		}
		for _, r := range rows.Data {
			got[asInt(r[4])] = append(got[asInt(r[4])], r)
		}
	} else {
		q := strings.ReplaceAll(Cypher(name), "{{rels}}", rels)
		for _, id := range missing {
			rows, err := e.step(res, name, q, map[string]any{"id": id}, level, phase, 1)
			if err != nil {
				return nil, err
			}
			got[id] = rows.Data
		}
	}
	lateUp := res.lateOn && !forward && rels == schema.RelTables(schema.ParamIn)
	for _, v := range todo {
		if queried[v.id] {
			e.Memo.put(key, v.id, got[v.id])
		}
		for _, r := range got[v.id] {
			if lateUp && res.late[v.fn][asInt(r[1])] && !res.home[v.fn] {
				// A call after every read of what the writer writes. Not
				// a call of the criterion's own function: the criterion
				// runs inside it, so the read the round came from may
				// follow the write within that very call, and a slice
				// depending on its parameter ascends to every call site
				// (rule 12).
				continue
			}
			w := rowVref(r, v.dist+1)
			w.level, w.from, w.site = v.level, v.fn, v.stmt
			out = append(out, w)
		}
	}
	return out, nil
}

// groupGlobal makes cross group the rows of a GLOBAL crossing from many
// vertices by the vertex reached (cross_*_group.cypher); tests turn it off
// to compare with one row per edge.
var groupGlobal = true

// SortByPlace orders statements by file, line and id, in place.
func SortByPlace(stmts []Stmt) {
	sort.Slice(stmts, func(i, j int) bool {
		if stmts[i].File != stmts[j].File {
			return stmts[i].File < stmts[j].File
		}
		if stmts[i].Line != stmts[j].Line {
			return stmts[i].Line < stmts[j].Line
		}
		return stmts[i].ID < stmts[j].ID
	})
}

// rowVref reads a vertex from a row whose first columns are id, stmt,
// func and role.
func rowVref(r []any, dist int) vref {
	return vref{id: asInt(r[0]), stmt: asInt(r[1]), fn: asInt(r[2]), role: asString(r[3]), dist: dist}
}

// step runs one query of a slice and records it in res.Steps.
func (e *Engine) step(res *Result, name, q string, params map[string]any, level, phase, seeds int) (*Rows, error) {
	start := time.Now()
	rows, err := e.DB.Query(q, params)
	if err != nil {
		return nil, fmt.Errorf("slice: %s: %w", name, err)
	}
	res.Steps = append(res.Steps, Step{Name: strings.ReplaceAll(name, "_", "-"), Level: level, Phase: phase,
		Seeds: seeds, Rows: len(rows.Data), MS: ms(start), Cypher: q})
	return rows, nil
}

// setup runs one query of a slice outside the phases (resolving the
// criterion, seeding, fetching statements) and records it in res.Steps at
// level -1, phase 0.
func (e *Engine) setup(res *Result, name, q string, params map[string]any) (*Rows, error) {
	return e.step(res, name, q, params, -1, 0, 0)
}

func ms(start time.Time) float64 { return float64(time.Since(start).Microseconds()) / 1000 }

func asInt(v any) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case int32:
		return int64(x)
	case int:
		return int64(x)
	case uint64:
		return int64(x)
	case float64:
		return int64(x)
	}
	return 0
}

func asString(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	if v == nil {
		return ""
	}
	return fmt.Sprint(v)
}

// target is a statement the criterion names.
type target struct {
	id, fn     int64
	defs, uses []string
	kind       string // Stmt.kind (if, while, simple, ...)
}

// targets resolves the criterion to the statements it names.
func (e *Engine) targets(c Criterion, res *Result) ([]target, error) {
	rows, err := e.setup(res, "file_known", Cypher("file_known"), map[string]any{"file": c.File, "base": "/" + path.Base(c.File)})
	if err != nil {
		return nil, err
	}
	known := false
	var similar []string
	for _, r := range rows.Data {
		p := asString(r[0])
		if p == c.File {
			known = true
		} else {
			similar = append(similar, p)
		}
	}
	if !known {
		hint := "paths are relative to the indexed root"
		if len(similar) > 0 {
			hint = "did you mean " + strings.Join(similar, ", ") + "?"
		}
		return nil, &CriterionError{Msg: fmt.Sprintf("file %s is not in the index", c.File), Hint: hint}
	}
	rows, err = e.setup(res, "stmts_at_line", Cypher("stmts_at_line"), map[string]any{"file": c.File, "line": int64(c.Line)})
	if err != nil {
		return nil, err
	}
	type cand struct {
		target
		line int
	}
	var cands []cand
	for _, r := range rows.Data {
		cands = append(cands, cand{target: target{id: asInt(r[0]), fn: asInt(r[6]), defs: strings.Fields(asString(r[4])),
			uses: strings.Fields(asString(r[5])), kind: asString(r[3])}, line: int(asInt(r[1]))})
	}
	// Prefer statements that start on the line; else the innermost one
	// spanning it.
	var onLine []target
	for _, k := range cands {
		if k.line == c.Line {
			onLine = append(onLine, k.target)
		}
	}
	if len(onLine) == 0 && len(cands) > 0 {
		onLine = []target{cands[0].target}
	}
	if len(onLine) == 0 {
		near, _ := e.setup(res, "nearest_stmts", Cypher("nearest_stmts"), map[string]any{"file": c.File, "line": int64(c.Line)})
		var ls []string
		if near != nil {
			for _, r := range near.Data {
				ls = append(ls, strconv.FormatInt(asInt(r[0]), 10))
			}
		}
		hint := "the file has no statements"
		if len(ls) > 0 {
			hint = "nearest statement lines: " + strings.Join(ls, ", ")
		}
		return nil, &CriterionError{Msg: fmt.Sprintf("%s:%d holds no statement", c.File, c.Line), Hint: hint}
	}
	if c.Var == "" {
		return onLine, nil
	}
	var out []target
	var names []string
	for _, k := range onLine {
		match := false
		for _, p := range append(append([]string{}, k.defs...), k.uses...) {
			if varMatches(p, c.Var) {
				match = true
			}
			names = append(names, p)
		}
		if match {
			out = append(out, k)
		}
	}
	if len(out) == 0 {
		hint := "the line uses or defines nothing"
		if len(names) > 0 {
			hint = "it uses or defines: " + strings.Join(uniq(names), ", ")
		}
		return nil, &CriterionError{Msg: fmt.Sprintf("%s:%d does not use or define %s", c.File, c.Line, c.Var), Hint: hint}
	}
	return out, nil
}

func varMatches(path, v string) bool {
	if path == v || strings.HasPrefix(path, v+".") {
		return true
	}
	// A block-scoped name a front end renamed after its line (x@12, for
	// a JavaScript let that shadows an outer x) is still x to the user.
	root, rest, dotted := strings.Cut(path, ".")
	if i := strings.IndexByte(root, '@'); i > 0 && isDigits(root[i+1:]) {
		path = root[:i]
		if dotted {
			path += "." + rest
		}
		return path == v || strings.HasPrefix(path, v+".")
	}
	return false
}

// renamedDefs returns v spelled as the block-scoped names of defs (or
// uses) that a front end renamed after their line: a Go if-init's prev, shadowing the
// function's prev, is prev@20, and its edges carry prev@20. For v = prev
// that is prev@20; for v = obj.x and a definition obj@12.x, obj@12.x.
func renamedDefs(defs []string, v string) []string {
	var out []string
	vroot, vrest, vdotted := strings.Cut(v, ".")
	for _, d := range defs {
		root, _, _ := strings.Cut(d, ".")
		i := strings.IndexByte(root, '@')
		if i <= 0 || !isDigits(root[i+1:]) || root[:i] != vroot {
			continue
		}
		r := root
		if vdotted {
			r += "." + vrest
		}
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	return out
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func defines(t target, v string) bool {
	for _, d := range t.defs {
		if varMatches(d, v) {
			return true
		}
	}
	return false
}

// validPath reports whether v is an access path of the IR: one or two
// identifiers joined by a dot. Identifiers are Python's and JavaScript's
// ($ included); the attribute may be a JavaScript private name (#x), and
// the name may carry a front end's block-scope suffix (x@12).
func validPath(v string) bool {
	parts := strings.Split(v, ".")
	if len(parts) > 2 {
		return false
	}
	for k, p := range parts {
		if k == 0 {
			if i := strings.IndexByte(p, '@'); i > 0 && isDigits(p[i+1:]) {
				p = p[:i]
			}
		} else {
			p = strings.TrimPrefix(p, "#")
		}
		if p == "" {
			return false
		}
		for i, r := range p {
			if !(r == '_' || r == '$' || unicode.IsLetter(r) || i > 0 && unicode.IsDigit(r)) {
				return false
			}
		}
	}
	return true
}

// definesVar reports whether a vertex's var list defines v.
func definesVar(list, v string) bool {
	for _, d := range strings.Fields(list) {
		if varMatches(d, v) {
			return true
		}
	}
	return false
}

func uniq(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

type vrow struct {
	vref
	v string
}

func (e *Engine) vertices(t target, res *Result) ([]vrow, error) {
	if vs, ok := res.vertices[t.id]; ok {
		return vs, nil
	}
	rows, err := e.setup(res, "stmt_vertices", Cypher("stmt_vertices"), map[string]any{"stmt": t.id})
	if err != nil {
		return nil, err
	}
	var out []vrow
	for _, r := range rows.Data {
		out = append(out, vrow{vref: vref{id: asInt(r[0]), stmt: t.id, role: asString(r[1]), fn: asInt(r[3])}, v: asString(r[2])})
	}
	return out, nil
}

// own reports whether a vertex role belongs to the statement's own
// execution (entry and formal vertices of a def line belong to the body).
func own(role string) bool {
	return role != schema.RoleEntry && role != schema.RoleFormalIn && role != schema.RoleFormalOut
}

// isTargetStmt reports whether statement id is one of the criterion's.
func isTargetStmt(targets []target, id int64) bool {
	return slices.ContainsFunc(targets, func(t target) bool { return t.id == id })
}

// backwardSeeds implements rule 16: with no variable, every vertex of the
// target statements; when the line defines var, the statement's vertices
// (its value just after the line); otherwise the reaching definitions of
// var there and the target's control dependences.
func (e *Engine) backwardSeeds(c Criterion, targets []target, res *Result) ([]vref, error) {
	var out []vref
	for _, t := range targets {
		vs, err := e.vertices(t, res)
		if err != nil {
			return nil, err
		}
		switch {
		case c.Var == "":
			for _, r := range vs {
				if own(r.role) {
					out = append(out, r.vref)
				}
			}
		case defines(t, c.Var) && !(callOutOnly(vs, c.Var) && assignsByListing(c.File)):
			// Only the vertices that define var seed (rule 16: the value of
			// var just after the line): the statement vertex for its own
			// targets, an actual-out for an argument a callee may modify, a
			// formal-in for a parameter of a def line. Not the actual-ins:
			// an argument matters only if the result depends on it (rule 11).
			for _, r := range vs {
				if (r.role == schema.RoleStmt || r.role == schema.RoleActualOut) && definesVar(r.v, c.Var) ||
					r.role == schema.RoleFormalIn && r.v == c.Var {
					out = append(out, r.vref)
				}
			}
			// The target's control dependences are always in (rule 16),
			// also when var is defined by a formal-in, which has none. No
			// access path holds a space: the query returns control edges only.
			rows, err := e.setup(res, "reaching_defs", Cypher("reaching_defs"), map[string]any{"stmt": t.id, "var": " ", "prefix": " "})
			if err != nil {
				return nil, err
			}
			for _, r := range rows.Data {
				out = append(out, rowVref(r, 1))
			}
		default:
			// var as the line spells it, and as the block-scoped names a
			// front end renamed it to (step@19 for Go's step := step + 1
			// shadowing a package-level step).
			data := 0
			for _, name := range append([]string{c.Var}, renamedDefs(t.uses, c.Var)...) {
				rows, err := e.setup(res, "reaching_defs", Cypher("reaching_defs"), map[string]any{"stmt": t.id, "var": name, "prefix": name + "."})
				if err != nil {
					return nil, err
				}
				for _, r := range rows.Data {
					v := rowVref(r, 1)
					k := asString(r[4])
					v.global = k == schema.RelTable(schema.Global)
					out = append(out, v)
					if k == schema.RelTable(schema.Data) || v.global {
						data++
					}
				}
			}
			if data == 0 {
				res.Warnings = append(res.Warnings, fmt.Sprintf("no definition of %s reaches %s:%d in the repository", c.Var, c.File, c.Line))
			}
		}
		if c.Var == "" || !defines(t, c.Var) || callOutOnly(vs, c.Var) && assignsByListing(c.File) {
			jumps, err := e.guardedJumps(t, res)
			if err != nil {
				return nil, err
			}
			out = append(out, jumps...)
		}
	}
	return out, nil
}

// callOutOnly reports whether var is defined at the target statement only
// by a call's parameter-out (an actual-out: fill(buf, n) may change buf),
// not by the statement itself.
func callOutOnly(vs []vrow, v string) bool {
	out := false
	for _, r := range vs {
		switch {
		case r.role == schema.RoleStmt && definesVar(r.v, v), r.role == schema.RoleFormalIn && r.v == v:
			return false
		case r.role == schema.RoleActualOut && definesVar(r.v, v):
			out = true
		}
	}
	return out
}

// conditionDefines reports whether target t is an if, elif or while
// header of a Python or JavaScript file that defines something: there only
// an assignment inside the condition can (Python's if (result :=
// d.get(k)) is None:, JavaScript's while ((m = re.exec(s)) !== null)),
// and the condition's value is made from it, though the lowering lists no
// use of the name (the definition would read itself; stdlib-v30/05). Go's
// if n := f(); cond defines n in a statement of its own before the
// condition, which reads n only where it says so.
func conditionDefines(t target, file string) bool {
	switch t.kind {
	case "if", "elif", "while":
	default:
		return false
	}
	return len(t.defs) > 0 && path.Ext(file) != ".go"
}

// assignsByListing reports whether file is in a language whose rules list
// what "assigns var" means for rule 16 (golden/js/RULES.md and
// golden/go/RULES.md, the criterion: declarations, assignments, ++, for
// headers, def lines, catch): a call that may change its argument is not
// among them, so the line's var is sliced as the line uses it. The
// Python rules leave it to rule 16's wording; there a call's
// parameter-out defines var at the line.
func assignsByListing(file string) bool {
	switch path.Ext(file) {
	case ".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx", ".go":
		return true
	}
	return false
}

// guardedJumps returns the raise (throw, panic) statements that a
// criterion that is a guard guards: rule 9 puts a jump in the slice
// whenever its guard is, the guard here being the target itself (if
// value < 0: raise ValueError(...)). The golden scenarios' authors read
// this for the raise a validating guard exists for (rules-v108/02,
// rules-v112/02), and leave out a return, break or continue the target
// guards, as coming after it (rules-v13/04 and five Go scenarios:
// go-v3/03, go-v8, go-v12/01, go-v18/01, go-v30/02).
func (e *Engine) guardedJumps(t target, res *Result) ([]vref, error) {
	rows, err := e.setup(res, "guarded_jumps", Cypher("guarded_jumps"), map[string]any{"stmt": t.id})
	if err != nil {
		return nil, err
	}
	out := make([]vref, 0, len(rows.Data))
	for _, r := range rows.Data {
		out = append(out, rowVref(r, 1))
	}
	return out, nil
}

// forwardSeeds implements rule 17: the uses reached by the definitions of
// var made at the target; with var omitted, by the definitions of every
// name the target defines and, for a return (or yield), of the value it
// returns: its DATA edge to the function's formal-out, from where the
// slice ascends to the callers (rule 13). A header that defines nothing,
// like an if, is its own forward slice: what it controls does not depend
// on a definition.
func (e *Engine) forwardSeeds(c Criterion, targets []target, res *Result) ([]vref, error) {
	var out []vref
	definesAny := false
	for _, t := range targets {
		vars := []string{c.Var}
		if c.Var == "" {
			// Only return and yield statements have a DATA edge carrying
			// the returned value (to the formal-out): for any other
			// statement the query finds nothing.
			vars = append(append([]string(nil), t.defs...), schema.ReturnVar)
		} else {
			vars = append(vars, renamedDefs(t.defs, c.Var)...)
		}
		vs, err := e.vertices(t, res)
		if err != nil {
			return nil, err
		}
		for _, v := range vars {
			for _, r := range vs {
				if r.role == schema.RoleFormalIn && r.v == v {
					out = append(out, r.vref)
				}
				if r.role == schema.RoleStmt && r.v == v && (slices.Contains(t.uses, v) || conditionDefines(t, c.File)) {
					// A header that defines var and then reads it (Go's
					// if n := len(w); n > width {, Python's if (n :=
					// len(w)) > width:): what it controls depends on the
					// definition, through the condition.
					out = append(out, r.vref)
				}
			}
			root, _, _ := strings.Cut(v, ".")
			rows, err := e.setup(res, "defined_uses", Cypher("defined_uses"), map[string]any{"stmt": t.id, "var": v, "root": root, "prefix": v + ".", "suffix": "." + v})
			if err != nil {
				return nil, err
			}
			for _, r := range rows.Data {
				u := rowVref(r, 1)
				u.global = asString(r[4]) == schema.RelTable(schema.Global)
				out = append(out, u)
			}
			definesAny = definesAny || defines(t, v)
		}
	}
	if len(out) == 0 && c.Var != "" && !definesAny {
		return nil, &CriterionError{Msg: fmt.Sprintf("%s:%d uses %s but does not define it", c.File, c.Line, c.Var),
			Hint: "a forward slice follows a definition: pick the line that assigns it, or slice backward"}
	}
	return out, nil
}

// statements fetches the rows of the statements in best, scope by scope,
// and adds the def/class statement of every scope enclosing one of them,
// transitively (rule 14), at the distance of the nearest statement it
// encloses. With regions it also adds the headers that govern them (rule 8,
// see governing).
func (e *Engine) statements(best map[int64]vref, regions bool, res *Result) ([]Stmt, error) {
	type scopeRow struct{ def, parent int64 }
	scopes := map[int64]scopeRow{}
	fetched := map[int64]bool{}
	headers := map[int64]bool{} // added by governing, with their own headers
	var out []Stmt
	// keep adds a row in stmt_row's layout (the scope's id in column 12)
	// and, with a memo, keeps it there: a statement's row never changes
	// under a reader.
	keep := func(r []any, cache bool) {
		id, fn := asInt(r[0]), asInt(r[12])
		fetched[id] = true
		b := best[id]
		b.fn = fn
		best[id] = b
		out = append(out, stmtRow(r, fn, b))
		scopes[fn] = scopeRow{def: asInt(r[10]), parent: asInt(r[11])}
		if cache {
			e.Memo.put("stmt_row", id, [][]any{r})
		}
	}
	for {
		missing := map[int64][]int64{}
		var round []int64
		for id, r := range best {
			if fetched[id] {
				continue
			}
			round = append(round, id)
			if rows, ok := e.Memo.get("stmt_row", id); ok {
				keep(rows[0], false)
				continue
			}
			missing[r.fn] = append(missing[r.fn], id)
		}
		if len(round) == 0 {
			return out, nil
		}
		if len(missing) > ManyScopes {
			var ids, hint []int64
			for fn, xs := range missing {
				ids = append(ids, xs...)
				hint = append(hint, fn)
			}
			rows, err := e.stmtRowsIn(res, ids, hint)
			if err != nil {
				return nil, err
			}
			for _, id := range ids {
				fetched[id] = true
			}
			for _, r := range rows {
				keep(r, true)
			}
			missing = nil
		}
		for fn, ids := range missing {
			rows, err := e.setup(res, "func_stmts", Cypher("func_stmts"), map[string]any{"func": fn, "ids": ids})
			if err != nil {
				return nil, err
			}
			for _, r := range rows.Data {
				// func_stmts leaves out the scope's id: it is fn.
				keep(append(append(append([]any(nil), r[:12]...), fn), r[12:]...), true)
			}
			// Def statements reached through the entry or formal vertices of
			// the scope they define live in the enclosing scope.
			for _, id := range ids {
				if fetched[id] {
					continue
				}
				fetched[id] = true
				rows, err := e.setup(res, "stmt_row", Cypher("stmt_row"), map[string]any{"id": id})
				if err != nil {
					return nil, err
				}
				for _, r := range rows.Data {
					keep(r, true)
				}
			}
		}
		if regions {
			if err := e.governing(best, round, headers, res); err != nil {
				return nil, err
			}
		}
		// Rule 14: the def line of every scope with a statement in the slice.
		nearest := map[int64]vref{}
		for _, r := range best {
			n, ok := nearest[r.fn]
			if !ok || r.dist < n.dist || r.dist == n.dist && (r.level < n.level || r.level == n.level && r.stmt < n.stmt) {
				nearest[r.fn] = r
			}
		}
		for fn, sr := range scopes {
			if sr.def < 0 || sr.parent < 0 {
				continue
			}
			if _, ok := best[sr.def]; !ok {
				n := nearest[fn]
				best[sr.def] = vref{stmt: sr.def, fn: sr.parent, dist: n.dist, level: n.level}
			}
		}
	}
}

// governing adds to best the try, try-else and finally headers that govern
// the statements ids (GOVERNS, transitively through nested headers), rule 8:
// each at the distance of the nearest statement it governs plus the GOVERNS
// edges between them, at that statement's call level. A header already in
// best stays as it is. Headers added here are recorded in headers and not
// asked again (the query already followed their chains), except those
// MaxHops edges away, which statements asks about in its next round: the
// hop bound never truncates a chain. One query per scope, anchored on its
// primary key, or one scan past ManySeeds scopes.
func (e *Engine) governing(best map[int64]vref, ids []int64, headers map[int64]bool, res *Result) error {
	byFn := map[int64][]int64{}
	var all []int64
	for _, id := range ids {
		if !headers[id] {
			byFn[best[id].fn] = append(byFn[best[id].fn], id)
			all = append(all, id)
		}
	}
	if len(all) == 0 {
		return nil
	}
	fill := strings.NewReplacer("{{hops}}", strconv.Itoa(MaxHops))
	frontier := map[int64]bool{}
	record := func(rows *Rows) {
		for _, r := range rows.Data {
			h, s, l := asInt(r[0]), asInt(r[1]), int(asInt(r[2]))
			g := best[s]
			v := vref{stmt: h, fn: g.fn, dist: g.dist + l, level: g.level}
			if old, ok := best[h]; !ok || headers[h] && v.dist < old.dist {
				best[h] = v
				headers[h] = true
			}
			if l == MaxHops {
				frontier[h] = true
			}
		}
	}
	if len(byFn) > ManySeeds {
		// The statements a header governs directly first (one join, 11 ms
		// for the 4,160 statements of a 10-file flask diff's forward
		// slice), then the headers of those 116 through nesting: the
		// recursive query from all 4,160 took 60 ms.
		direct, err := e.setup(res, "governed_many", Cypher("governed_many"), bounded(map[string]any{"ids": all}, all))
		if err != nil {
			return err
		}
		governed := make([]int64, 0, len(direct.Data))
		for _, r := range direct.Data {
			governed = append(governed, asInt(r[0]))
		}
		if len(governed) == 0 {
			return nil
		}
		slices.Sort(governed)
		rows, err := e.setup(res, "governing_many", fill.Replace(Cypher("governing_many")), bounded(map[string]any{"ids": governed}, governed))
		if err != nil {
			return err
		}
		record(rows)
	} else {
		if err := e.governedFuncs(byFn, res); err != nil {
			return err
		}
		q := fill.Replace(Cypher("governing"))
		for fn, xs := range byFn {
			if !res.governs[fn] {
				continue
			}
			rows, err := e.setup(res, "governing", q, map[string]any{"func": fn, "ids": xs})
			if err != nil {
				return err
			}
			record(rows)
		}
	}
	for h := range frontier {
		headers[h] = false
	}
	return nil
}

// governedFuncs records in res.governs, for each function of byFn not
// asked before, whether it holds a GOVERNS edge (one governed_funcs query
// for all of them, when more than one is new): most functions hold no try
// and need no recursive governing query (on the standard library, 1,405
// governing queries of 200 forward slices found 377 headers).
func (e *Engine) governedFuncs(byFn map[int64][]int64, res *Result) error {
	if res.governs == nil {
		res.governs = map[int64]bool{}
	}
	var ask []int64
	for fn := range byFn {
		if _, ok := res.governs[fn]; !ok {
			ask = append(ask, fn)
		}
	}
	if len(ask) < 2 {
		for _, fn := range ask {
			res.governs[fn] = true // the governing query itself answers
		}
		return nil
	}
	slices.Sort(ask)
	rows, err := e.setup(res, "governed-funcs", Cypher("governed_funcs"), map[string]any{"fns": ask})
	if err != nil {
		return err
	}
	for _, fn := range ask {
		res.governs[fn] = false
	}
	for _, r := range rows.Data {
		res.governs[asInt(r[0])] = true
	}
	return nil
}

// Stmt returns the statement with the given id (distance 0, not a target).
func (e *Engine) Stmt(id int64) (Stmt, bool, error) {
	rows, err := e.DB.Query(Cypher("stmt_row"), map[string]any{"id": id})
	if err != nil {
		return Stmt{}, false, err
	}
	if len(rows.Data) == 0 {
		return Stmt{}, false, nil
	}
	r := rows.Data[0]
	return stmtRow(r, asInt(r[12]), vref{}), true, nil
}

// bounded adds $lo and $hi, the least and greatest of ids, to params: the
// many-id queries test them before their IN list, which Kùzu evaluates row
// by row over the whole table otherwise; with them a scan skips what lies
// outside the ids' range (a probe on the standard library: 200 vertices'
// cross edges in 3.5 ms against 29 ms when the ids lie within 2,000 of
// each other, 18 against 23 ms spread over the whole table).
func bounded(params map[string]any, ids []int64) map[string]any {
	if len(ids) == 0 {
		params["lo"], params["hi"] = int64(0), int64(-1)
		return params
	}
	params["lo"], params["hi"] = slices.Min(ids), slices.Max(ids)
	return params
}

// BlockIDs is the width of the id blocks of blocked: a query tests
// (id / BlockIDs) IN $blocks before its long IN list. Kùzu 0.11.3 tests an
// IN list against every row in time proportional to the list, so a slice's
// few hundred statement ids cost 38 ms over the standard library's Stmt
// table; the blocks of 256 ids a slice touches number 4-60, and the rows of
// those blocks are a small part of the table. Chosen over 1,024 and over
// two levels (4,096 then 256) on 24 depth-3 slices of the standard
// library: statement rows in 0.55 s (1,024: 0.62 s), dependence edges
// over the vertex-level pattern (before DEPENDS) in 0.83 s (1,024:
// 0.93 s).
const BlockIDs = 256

// blocked is bounded plus $blocks, the distinct blocks of BlockIDs that
// ids fall in, in ascending order, for queries that test the block before
// the id (the text {{block}} in a query is BlockIDs).
func blocked(params map[string]any, ids []int64) map[string]any {
	bounded(params, ids)
	blocks := make([]int64, 0, 16)
	for _, id := range ids {
		blocks = append(blocks, id/BlockIDs)
	}
	slices.Sort(blocks)
	params["blocks"] = slices.Compact(blocks)
	return params
}

// idParams returns the parameters of a many-id query q: blocked when q
// tests $blocks, bounded otherwise.
func idParams(q string, params map[string]any, ids []int64) map[string]any {
	if strings.Contains(q, "$blocks") {
		return blocked(params, ids)
	}
	return bounded(params, ids)
}

// stmtRowsMany returns the rows of statements ids in stmt_row's layout,
// ordered by id, from two queries: their scopes (stmt_scopes_many, which
// reads two columns of the Stmt table), then the statements reached from
// those scopes (scoped_stmts_many, anchored on the scopes). Kùzu reads
// every column of every row of a table it scans, so matching the
// statements by IN list alone (stmts_many, then funcs_many for their
// scopes) cost 0.58 s on 24 depth-3 slices of the standard library where
// these cost 0.41 s. Unknown ids get no row. res, when not nil, records
// the queries as setup steps.
func (e *Engine) stmtRowsMany(res *Result, ids []int64) ([][]any, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	scopes, err := e.runBounded(res, "stmt_scopes_many", ids)
	if err != nil {
		return nil, err
	}
	var funcs []int64
	for _, r := range scopes.Data {
		funcs = append(funcs, asInt(r[0]))
	}
	if len(funcs) == 0 {
		return nil, nil
	}
	slices.Sort(funcs)
	rows, err := e.runIDs(res, "scoped_stmts_many", ids, map[string]any{"funcs": funcs, "flo": funcs[0], "fhi": funcs[len(funcs)-1]})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(rows.Data, func(a, b []any) int { return cmp.Compare(asInt(a[0]), asInt(b[0])) })
	return rows.Data, nil
}

// stmtRowsIn is stmtRowsMany for statements whose scopes are probably
// hint (the scopes of the vertices that reached them): it anchors
// scoped_stmts_many on hint without asking stmt_scopes_many, which scans
// the Stmt table's id and func columns over the ids' whole range (2.5 s of
// the 200 sympy slices' 30.7 s), and asks stmtRowsMany only for the
// statements not found there (a def statement, reached through its
// function's entry or formal vertices, lives in the enclosing scope).
func (e *Engine) stmtRowsIn(res *Result, ids, hint []int64) ([][]any, error) {
	if len(ids) == 0 || len(hint) == 0 {
		return e.stmtRowsMany(res, ids)
	}
	funcs := slices.Clone(hint)
	slices.Sort(funcs)
	funcs = slices.Compact(funcs)
	rows, err := e.runIDs(res, "scoped_stmts_many", ids, map[string]any{"funcs": funcs, "flo": funcs[0], "fhi": funcs[len(funcs)-1]})
	if err != nil {
		return nil, err
	}
	found := make(map[int64]bool, len(rows.Data))
	for _, r := range rows.Data {
		found[asInt(r[0])] = true
	}
	var rest []int64
	for _, id := range ids {
		if !found[id] {
			rest = append(rest, id)
		}
	}
	more, err := e.stmtRowsMany(res, rest)
	if err != nil {
		return nil, err
	}
	out := append(rows.Data, more...)
	slices.SortFunc(out, func(a, b []any) int { return cmp.Compare(asInt(a[0]), asInt(b[0])) })
	return out, nil
}

// runBounded runs the many-id query name over ids ($ids) with their
// bounds (idParams), recorded as a setup step of res when res is not nil.
func (e *Engine) runBounded(res *Result, name string, ids []int64) (*Rows, error) {
	return e.runIDs(res, name, ids, nil)
}

// runIDs is runBounded with the query's other parameters in params.
func (e *Engine) runIDs(res *Result, name string, ids []int64, params map[string]any) (*Rows, error) {
	if params == nil {
		params = map[string]any{}
	}
	params["ids"] = ids
	q := Cypher(name)
	params = idParams(q, params, ids)
	if res != nil {
		return e.setup(res, name, q, params)
	}
	rows, err := e.DB.Query(q, params)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rows, nil
}

// withScopes turns rows that start with the statement columns s.id ..
// s.scored, s.func, s.effect (file_stmts, scopes_stmts_many) into
// stmt_row's layout, with their scopes' columns from one funcs_many query;
// the rows keep their order. A row whose scope is unknown (not in the
// graph's layout) is dropped.
func (e *Engine) withScopes(res *Result, srows [][]any) ([][]any, error) {
	var fids []int64
	seen := map[int64]bool{}
	for _, r := range srows {
		if f := asInt(r[8]); !seen[f] {
			seen[f] = true
			fids = append(fids, f)
		}
	}
	if len(fids) == 0 {
		return nil, nil
	}
	frows, err := e.runBounded(res, "funcs_many", fids)
	if err != nil {
		return nil, err
	}
	funcs := make(map[int64][]any, len(frows.Data))
	for _, r := range frows.Data {
		funcs[asInt(r[0])] = r
	}
	out := make([][]any, 0, len(srows))
	for _, r := range srows {
		f, ok := funcs[asInt(r[8])]
		if !ok {
			continue
		}
		// s.id .. s.scored, f.qname, f.kind, f.def_stmt, f.parent, f.id,
		// s.effect, f.last_change, f.hotspot
		out = append(out, []any{r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], f[1], f[2], f[3], f[4], f[0], r[9], f[5], f[6]})
	}
	return out, nil
}

// stmtRow builds a Stmt from a row of func_stmts, stmtRowsMany or stmt_row
// (the last three columns are s.effect, f.last_change, f.hotspot).
func stmtRow(r []any, fn int64, b vref) Stmt {
	n := len(r)
	return Stmt{ID: asInt(r[0]), File: asString(r[1]), Line: int(asInt(r[2])), EndLine: int(asInt(r[3])),
		Kind: asString(r[4]), Text: asString(r[5]), Tokens: int(asInt(r[6])), Scored: r[7] == true,
		FuncID: fn, Func: asString(r[8]), FuncKind: asString(r[9]), Distance: b.dist, Level: b.level,
		ScopeDef: asInt(r[10]), Effect: asFloat(r[n-3]), LastChange: asInt(r[n-2]), Hotspot: asFloat(r[n-1])}
}

func asFloat(v any) float64 {
	switch x := v.(type) {
	case float64:
		return x
	case float32:
		return float64(x)
	}
	return float64(asInt(v))
}

// Closure returns every vertex reachable from seed inside one call level
// (backward: vertices seed depends on; forward: vertices depending on seed)
// with its shortest distance in edges, the seed excluded. It is the
// building block of Slice, exposed for EXPLAIN and for testing the engine
// against a reference search.
func (e *Engine) Closure(seed int64, forward bool) (map[int64]int, error) {
	res := &Result{}
	got, err := e.closure([]vref{{id: seed}}, forward, 0, 1, map[int64]int{}, func(map[int64]vref) error { return nil }, res)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]int, len(got))
	for _, v := range got {
		if v.id != seed {
			out[v.id] = v.dist
		}
	}
	return out, nil
}

// Edge is a dependence between two statements of a slice: To depends on
// From through an edge of table Kind (DATA, CTRL, ...) carrying Var.
type Edge struct {
	From, To int64
	Kind     string
	Var      string
}

// ManyScopes is the number of scopes above which Edges and Callees match
// statements with one IN-list query each (a table scan: 30–40 ms for the
// edges, 10–15 ms for the callees on the standard library) rather than one
// primary-key anchored query per scope (5–7 ms for the edges, 1.5–2 ms for
// the callees): past about 6 scopes the scans cost less. Measured on 100
// depth-3 slices of the standard library: the slowest fetch of edges and
// callees 207 ms with 20, 157 ms with 6. The same bound serves statements,
// which fetches a slice's rows with one scoped_stmts_many query (about 7
// ms) past it instead of one func_stmts query per scope (about 1 ms each):
// on the 200 benchmark slices, 6 instead of ManySeeds took the two queries
// from 2.12 s to 1.87 s in all and the p50 slice from 35.5 to 29.2 ms,
// with the same statements (bench slice digest).
const ManyScopes = 6

// Edges returns the dependence edges among the statements (both ends
// among them), the raw material of explanations, through scopedRows
// (func_edges per scope, stmt_edges past ManyScopes scopes). Edges are ordered by
// From, To, Kind and Var.
func (e *Engine) Edges(stmts []Stmt) ([]Edge, error) {
	in := ids(stmts)
	rows, err := e.scopedRows(stmts, "func_edges", "stmt_edges", "from")
	if err != nil {
		return nil, err
	}
	var out []Edge
	for _, r := range rows {
		if ed := (Edge{From: asInt(r[0]), To: asInt(r[1]), Kind: asString(r[2]), Var: asString(r[3])}); in[ed.From] && in[ed.To] {
			out = append(out, ed)
		}
	}
	// The same order whichever queries answered.
	slices.SortFunc(out, func(a, b Edge) int {
		return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Var, b.Var))
	})
	return out, nil
}

// CallSite is a call from a statement to a callee.
type CallSite struct {
	Site          int64
	QName, Kind   string
	File          string
	Line, EndLine int
}

// Callees returns the callees of the call sites among stmts through
// scopedRows (func_callees per scope, site_callees past ManyScopes
// scopes), ordered by
// Site, QName and File.
func (e *Engine) Callees(stmts []Stmt) ([]CallSite, error) {
	in := ids(stmts)
	rows, err := e.scopedRows(stmts, "func_callees", "site_callees", "ids")
	if err != nil {
		return nil, err
	}
	var out []CallSite
	for _, r := range rows {
		if c := (CallSite{Site: asInt(r[0]), QName: asString(r[1]), Kind: asString(r[2]), File: asString(r[3]),
			Line: int(asInt(r[4])), EndLine: int(asInt(r[5]))}); in[c.Site] {
			out = append(out, c)
		}
	}
	slices.SortFunc(out, func(a, b CallSite) int {
		return cmp.Or(cmp.Compare(a.Site, b.Site), cmp.Compare(a.QName, b.QName), cmp.Compare(a.File, b.File))
	})
	return out, nil
}

// scopedRows returns rows about stmts whose column 0 is a statement of
// theirs, kept in the memo per statement: for the statements the memo does
// not hold, one query per scope (scopeName, anchored on the scope's
// primary key, with the scope's statements as $ids), or past ManyScopes
// scopes one IN-list query over all of them (stmtName, list parameter
// param, bounded by $lo and $hi). The caller keeps the rows it needs.
func (e *Engine) scopedRows(stmts []Stmt, scopeName, stmtName, param string) ([][]any, error) {
	var out [][]any
	byScope := map[int64][]int64{}
	var all []int64
	for _, s := range stmts {
		if rows, ok := e.Memo.get(stmtName, s.ID); ok {
			out = append(out, rows...)
			continue
		}
		byScope[s.FuncID] = append(byScope[s.FuncID], s.ID)
		all = append(all, s.ID)
	}
	if len(all) == 0 {
		return out, nil
	}
	var got [][]any
	if len(byScope) > ManyScopes {
		q := Cypher(stmtName)
		rows, err := e.DB.Query(q, idParams(q, map[string]any{param: all}, all))
		if err != nil {
			return nil, err
		}
		got = rows.Data
	} else {
		for _, fn := range slices.Sorted(maps.Keys(byScope)) {
			rows, err := e.DB.Query(Cypher(scopeName), map[string]any{"func": fn, "ids": byScope[fn]})
			if err != nil {
				return nil, err
			}
			got = append(got, rows.Data...)
		}
	}
	out = append(out, got...)
	if e.Memo != nil {
		byStmt := make(map[int64][][]any, len(all))
		for _, r := range got {
			byStmt[asInt(r[0])] = append(byStmt[asInt(r[0])], r)
		}
		for _, id := range all {
			e.Memo.put(stmtName, id, byStmt[id])
		}
	}
	return out, nil
}

// ids returns the set of the statements' ids.
func ids(stmts []Stmt) map[int64]bool {
	in := make(map[int64]bool, len(stmts))
	for _, s := range stmts {
		in[s.ID] = true
	}
	return in
}

func sortedKeys[K cmp.Ordered](m map[K]bool) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// precedeHeld splits call-site vertices a GLOBAL round brings in into
// those that may run in the order the slice needs, relative to the
// statements it holds in their own scope, and those that may not. Only a
// vertex in a scope of strict is tested: the criterion's function and
// the callers the first round ascended to, less the callees it descended
// into (which hold a formal-out backward, a formal-in forward), where the
// slice needs what happens up to the statements it holds (backward) or
// from them on (forward).
//
// Backward, a writer's call site, or a call of a function the round
// entered from a write, climbed to, must precede a held statement: its
// writes of module-level variables are made after everything the slice
// needs from its scope otherwise (rule 10: a write inside a function is a
// definition at its call; reaching definitions, HRB). Out goes
// registry.register("latin-1", ...) after DEFAULT =
// registry.lookup(...). A call whose statement the slice holds already is
// kept: the slice passed through that call. Forward, the mirror: a call
// of a function that reads the variable, climbed to from the read, must
// follow a held statement other than the criterion's (criterion: their
// ids), where the carried value may be written: show() before
// set_level(v) does not see the value.
//
// A candidate in a scope outside strict whose call sites all lie in
// strict scopes takes its order from them, one call up (callRows,
// memoized per function). Forward: show() inside banner(), which main
// calls before set_level(v), is out. Backward: set_level(...) inside
// teardown(), which main calls after run(), writes nothing run's read
// sees (rules-v63/02).
//
// Order is textual, with loops: a call may precede a held statement on a
// later line (forward, follow one on an earlier line), or any held
// statement of the outermost loop of its scope whose iteration spans its
// line (Stmt.loop_from..loop_to), through the back edge. That
// over-approximates the CFG (a later line in another branch passes), so it
// never drops a call the CFG orders right. One scope_lines_many query per
// call for the scopes' lines and loops (memoized per scope).
func (e *Engine) precedeHeld(cands []vref, strict map[int64]bool, local map[int64]vref, forward bool, criterion map[int64]bool, res *Result) (keep, drop []vref, err error) {
	// One call up: a candidate in a scope outside strict whose call sites
	// all lie in strict scopes is ordered as they are (a reader called
	// inside banner(), which main calls before the write, sees no value
	// of it; a writer called inside teardown(), which main calls after
	// the criterion's function, writes nothing it reads).
	var near []vref
	upOf := map[int64][]vref{} // candidate fn -> its call sites, when all in strict scopes
	// Nearest level first, then by function id: the bound below must not
	// pick its functions by the order the rows came in from the database,
	// which varies from run to run.
	byLevel := slices.Clone(cands)
	slices.SortStableFunc(byLevel, func(a, b vref) int {
		if a.level != b.level {
			return cmp.Compare(a.level, b.level)
		}
		return cmp.Compare(a.fn, b.fn)
	})
	for _, c := range byLevel {
		if strict[c.fn] || c.stmt < 0 {
			continue
		}
		if _, done := upOf[c.fn]; done {
			continue
		}
		if !forward {
			// Backward, a round's writer call sites spread over many
			// callers: the test stops after MaxUpChecks functions per
			// slice (the rest are kept, as without it).
			if !res.upChecked[c.fn] {
				if res.upChecks >= MaxUpChecks {
					continue
				}
				res.upChecks++
				if res.upChecked == nil {
					res.upChecked = map[int64]bool{}
				}
				res.upChecked[c.fn] = true
			}
		}
		rows, err := e.callRows(c.fn, c.level, res)
		if err != nil {
			return nil, nil, err
		}
		var sites []vref
		for _, r := range rows {
			v := vref{id: asInt(r[0]), stmt: asInt(r[1]), fn: asInt(r[2]), role: asString(r[3]), level: c.level + 1}
			if !strict[v.fn] || v.stmt < 0 {
				sites = nil
				break
			}
			sites = append(sites, v)
		}
		upOf[c.fn] = sites
	}
	if len(upOf) > 0 {
		var sites []vref
		owner := map[int64]int64{} // call-site vertex -> the function it calls
		for fn, ss := range upOf {
			for _, s := range ss {
				owner[s.id] = fn
			}
			sites = append(sites, ss...)
		}
		ok, _, err := e.precedeHeld(sites, strict, local, forward, criterion, res)
		if err != nil {
			return nil, nil, err
		}
		okFn := map[int64]bool{} // the functions with a call site kept
		for _, s := range ok {
			okFn[owner[s.id]] = true
		}
		for _, c := range cands {
			if ss, up := upOf[c.fn]; up && len(ss) > 0 && !okFn[c.fn] {
				drop = append(drop, c)
			} else {
				near = append(near, c)
			}
		}
		cands = near
	}
	var fns []int64
	for _, c := range cands {
		if strict[c.fn] && c.stmt >= 0 && !slices.Contains(fns, c.fn) {
			fns = append(fns, c.fn)
		}
	}
	if len(fns) == 0 {
		return cands, drop, nil
	}
	// Lines of the scopes' statements.
	line, loops, err := e.scopeLines(fns, res)
	if err != nil {
		return nil, nil, err
	}
	// A strict scope that may run again (called at two places, or in a
	// loop, or by a caller that may) runs a call after the statements it
	// holds before them in its next run: lookup() called twice runs
	// remember() after the criterion and then the criterion again.
	again := map[int64]bool{}
	for _, fn := range fns {
		if forward {
			break
		}
		a, err := e.runsAgain(fn, 0, res)
		if err != nil {
			return nil, nil, err
		}
		again[fn] = a
	}
	// The held statements of each scope, by line; forward, other than the
	// criterion's statements (where the value the slice carries may be
	// written to the variable, directly or by a callee).
	held := map[int64][][2]int64{} // fn -> (stmt, line)
	seen := map[int64]bool{}
	for _, v := range local {
		if !strict[v.fn] || v.stmt < 0 || seen[v.stmt] {
			continue
		}
		if forward && criterion[v.stmt] {
			continue
		}
		if l, ok := line[v.stmt]; ok && slices.Contains(fns, v.fn) {
			seen[v.stmt] = true
			held[v.fn] = append(held[v.fn], [2]int64{v.stmt, l})
		}
	}
	for _, c := range cands {
		at, ok := line[c.stmt]
		if !strict[c.fn] || c.stmt < 0 || !ok {
			keep = append(keep, c)
			continue
		}
		before := !forward && again[c.fn]
		for _, h := range held[c.fn] {
			if h[0] == c.stmt || !forward && h[1] > at || forward && h[1] < at {
				before = true
				break
			}
		}
		if !before {
			// The outermost loop of the scope around the call: through
			// its back edge the call may precede (forward, follow) any
			// statement of an iteration.
			var out [2]int64
			for _, l := range loops[c.fn] {
				if l[0] <= at && at <= l[1] && (out[0] == 0 || l[0] < out[0]) {
					out = l
				}
			}
			for _, h := range held[c.fn] {
				if out[0] > 0 && out[0] <= h[1] && h[1] <= out[1] {
					before = true
					break
				}
			}
		}
		if before {
			keep = append(keep, c)
		} else {
			drop = append(drop, c)
		}
	}
	return keep, drop, nil
}

// scopeLines returns the line of each statement of the functions fns and
// each function's loops (first and last line of an iteration), from the
// Memo or one scope_lines_many query for those it lacks.
func (e *Engine) scopeLines(fns []int64, res *Result) (map[int64]int64, map[int64][][2]int64, error) {
	line := map[int64]int64{}
	loops := map[int64][][2]int64{} // fn -> its loops' iterations (first, last line)
	var missing []int64
	for _, fn := range fns {
		rows, ok := e.Memo.get("scope_lines", fn)
		if !ok {
			missing = append(missing, fn)
			continue
		}
		for _, r := range rows {
			line[asInt(r[0])] = asInt(r[1])
			if asInt(r[2]) > 0 {
				loops[fn] = append(loops[fn], [2]int64{asInt(r[2]), asInt(r[3])})
			}
		}
	}
	if len(missing) > 0 {
		slices.Sort(missing)
		q := Cypher("scope_lines_many")
		rows, err := e.step(res, "scope-lines-many", q, bounded(map[string]any{"fns": missing}, missing), -1, 1, len(missing))
		if err != nil {
			return nil, nil, err
		}
		by := map[int64][][]any{}
		for _, fn := range missing {
			by[fn] = [][]any{}
		}
		for _, r := range rows.Data {
			fn := asInt(r[0])
			by[fn] = append(by[fn], []any{r[1], r[2], r[3], r[4]})
			line[asInt(r[1])] = asInt(r[2])
			if asInt(r[3]) > 0 {
				loops[fn] = append(loops[fn], [2]int64{asInt(r[3]), asInt(r[4])})
			}
		}
		for fn, rs := range by {
			e.Memo.put("scope_lines", fn, rs)
		}
	}
	return line, loops, nil
}

// maxAgainDepth bounds the callers runsAgain climbs through.
const maxAgainDepth = 4

// runsAgain reports whether function fn may run more than once, on the
// evidence of its call sites: two or more, or one inside a loop of its
// caller, or one in a caller that may run again (up to maxAgainDepth
// callers; recursion counts). A function with no call site, or module
// code, is taken to run once, as the ordering always has. Memoized per
// slice.
func (e *Engine) runsAgain(fn int64, depth int, res *Result) (bool, error) {
	if v, ok := res.again[fn]; ok {
		return v, nil
	}
	if res.again == nil {
		res.again = map[int64]bool{}
	}
	res.again[fn] = true // a cycle of callers is recursion
	stmts, err := e.callStmts(fn, res)
	if err != nil {
		return false, err
	}
	v := len(stmts) >= 2
	if len(stmts) == 1 && depth < maxAgainDepth {
		for st, caller := range stmts {
			if v, err = e.inLoop(caller, st, res); err != nil {
				return false, err
			}
			if !v && caller != fn {
				if v, err = e.runsAgain(caller, depth+1, res); err != nil {
					return false, err
				}
			}
		}
	}
	res.again[fn] = v
	return v, nil
}

// runsOnceSure reports whether function fn surely runs once: module code,
// a Go program's main or a package's init, or a function with one call
// site, outside any loop of its caller, in a caller that surely runs once
// (up to maxAgainDepth callers). A function with no call site in the
// repository does not: it is called from outside (a test method, a
// callback such as a finalizer), any number of times. Memoized per slice;
// one func_row query per function besides callRows'.
func (e *Engine) runsOnceSure(fn int64, depth int, res *Result) (bool, error) {
	if v, ok := res.onceSure[fn]; ok {
		return v, nil
	}
	if res.onceSure == nil {
		res.onceSure = map[int64]bool{}
	}
	res.onceSure[fn] = false // a cycle of callers is recursion
	f, err := e.step(res, "func-row", Cypher("func_row"), map[string]any{"func": fn}, -1, 1, 1)
	if err != nil {
		return false, err
	}
	if len(f.Data) == 0 {
		return false, nil
	}
	qname, kind, file := asString(f.Data[0][0]), asString(f.Data[0][1]), asString(f.Data[0][4])
	if kind == "module" || strings.HasSuffix(file, ".go") && (qname == "main.main" || strings.HasSuffix(qname, ".init")) {
		res.onceSure[fn] = true
		return true, nil
	}
	stmts, err := e.callStmts(fn, res)
	if err != nil {
		return false, err
	}
	if len(stmts) != 1 || depth >= maxAgainDepth {
		return false, nil
	}
	v := false
	for st, caller := range stmts {
		if caller == fn {
			break
		}
		loop, err := e.inLoop(caller, st, res)
		if err != nil {
			return false, err
		}
		if !loop {
			if v, err = e.runsOnceSure(caller, depth+1, res); err != nil {
				return false, err
			}
		}
	}
	res.onceSure[fn] = v
	return v, nil
}

// callStmts returns the call statements of function fn and the function
// holding each (callRows).
func (e *Engine) callStmts(fn int64, res *Result) (map[int64]int64, error) {
	rows, err := e.callRows(fn, -1, res)
	if err != nil {
		return nil, err
	}
	stmts := map[int64]int64{}
	for _, r := range rows {
		if st := asInt(r[1]); st >= 0 {
			stmts[st] = asInt(r[2])
		}
	}
	return stmts, nil
}

// inLoop reports whether statement st of function fn lies inside a loop
// of fn (scopeLines' loop spans, by line).
func (e *Engine) inLoop(fn, st int64, res *Result) (bool, error) {
	line, loops, err := e.scopeLines([]int64{fn}, res)
	if err != nil {
		return false, err
	}
	at, ok := line[st]
	if !ok {
		return false, nil
	}
	for _, l := range loops[fn] {
		if l[0] <= at && at <= l[1] {
			return true, nil
		}
	}
	return false, nil
}

// callRows returns the rows of writer_calls.cypher for function fn (its
// call-site vertices: id, statement, function, role, the CALL edge's
// var), from the memo or from func_row (the def statement, a primary-key
// lookup) then writer_calls (the calls anchored on it); none for a scope
// with no def statement (module code, a lambda).
func (e *Engine) callRows(fn int64, level int, res *Result) ([][]any, error) {
	if rows, ok := e.Memo.get("writer_calls", fn); ok {
		return rows, nil
	}
	if rows, ok := res.callRowsOf[fn]; ok {
		return rows, nil // asked before in this slice, without a Memo
	}
	f, err := e.step(res, "func-row", Cypher("func_row"), map[string]any{"func": fn}, level, 1, 1)
	if err != nil {
		return nil, err
	}
	var rows [][]any
	if len(f.Data) > 0 && asInt(f.Data[0][2]) >= 0 {
		r, err := e.step(res, "writer_calls", Cypher("writer_calls"), map[string]any{"fn": fn, "def": asInt(f.Data[0][2])}, level, 1, 1)
		if err != nil {
			return nil, err
		}
		rows = r.Data
	}
	e.Memo.put("writer_calls", fn, rows)
	if res.callRowsOf == nil {
		res.callRowsOf = map[int64][][]any{}
	}
	res.callRowsOf[fn] = rows
	return rows, nil
}
