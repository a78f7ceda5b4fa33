package queries

import (
	"embed"
	"fmt"
	"path"
	"sort"
	"strconv"
	"strings"
	"time"

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
	return strings.TrimSuffix(strings.TrimSpace(strings.Join(lines, "\n")), ";")
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
	Distance int  // dependence edges from the criterion (0 for the target)
	Level    int  // call edges crossed from the criterion's function
	Target   bool // one of the criterion's statements
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
}

// MaxHops bounds one recursive closure query (edges). A closure that
// reaches the bound is continued from its frontier, so the bound limits the
// size of one query, never the slice.
const MaxHops = 30

var (
	intraBackward = kindList(schema.Data, schema.Ctrl, schema.Jump, schema.Summary)
	intraForward  = kindList(schema.Data, schema.Ctrl, schema.Summary)
)

func kindList(kinds ...string) string {
	q := make([]string, len(kinds))
	for i, k := range kinds {
		q[i] = "'" + k + "'"
	}
	return strings.Join(q, ",")
}

// Engine computes slices with recursive Cypher queries over one index.
type Engine struct {
	DB *DB
}

type reach struct {
	stmt  int64
	dist  int
	level int
}

// Slice computes the slice of c. Backward slices follow Horwitz–Reps–Binkley
// two-phase slicing: phase 1 ascends into callers (param_in and call edges)
// and never descends; phase 2 descends into callees (param_out edges) from
// everything phase 1 reached and never ascends; summary edges carry the
// effect of calls within a level. Forward slices mirror it. Each phase runs
// level by level: inside a level one recursive query computes the closure
// over intraprocedural edges; between levels one query crosses call
// boundaries, so a level is exactly one more call edge (rule 15).
func (e *Engine) Slice(c Criterion) (*Result, error) {
	if c.Depth < 0 {
		return nil, &CriterionError{Msg: fmt.Sprintf("depth %d is negative", c.Depth)}
	}
	res := &Result{Criterion: c}
	targets, err := e.targets(c)
	if err != nil {
		return nil, err
	}
	reached := map[int64]reach{}
	if c.Direction == Backward || c.Direction == Both {
		seeds, err := e.backwardSeeds(c, targets, res)
		if err != nil {
			return nil, err
		}
		if err := e.twoPhase(seeds, false, c.Depth, reached, res); err != nil {
			return nil, err
		}
	}
	if c.Direction == Forward || c.Direction == Both {
		seeds, err := e.forwardSeeds(c, targets, res)
		if err != nil {
			return nil, err
		}
		if err := e.twoPhase(seeds, true, c.Depth, reached, res); err != nil {
			return nil, err
		}
	}
	res.Vertices = len(reached)
	// Map vertices to statements (minimum distance per statement).
	best := map[int64]reach{}
	for _, t := range targets {
		best[t] = reach{stmt: t}
	}
	for _, r := range reached {
		if r.stmt < 0 {
			continue
		}
		if b, ok := best[r.stmt]; !ok || r.dist < b.dist {
			best[r.stmt] = r
		}
	}
	if err := e.addEnclosingDefs(best); err != nil {
		return nil, err
	}
	ids := make([]int64, 0, len(best))
	for id := range best {
		ids = append(ids, id)
	}
	stmts, err := e.statements(ids)
	if err != nil {
		return nil, err
	}
	isTarget := map[int64]bool{}
	for _, t := range targets {
		isTarget[t] = true
	}
	for i := range stmts {
		r := best[stmts[i].ID]
		stmts[i].Distance, stmts[i].Level, stmts[i].Target = r.dist, r.level, isTarget[stmts[i].ID]
	}
	sort.Slice(stmts, func(i, j int) bool {
		if stmts[i].File != stmts[j].File {
			return stmts[i].File < stmts[j].File
		}
		if stmts[i].Line != stmts[j].Line {
			return stmts[i].Line < stmts[j].Line
		}
		return stmts[i].ID < stmts[j].ID
	})
	res.Stmts = stmts
	return res, nil
}

// addEnclosingDefs adds to best the def/class statement of every scope
// that encloses a statement of best, transitively (rule 14), at the
// distance and level of the nearest statement it encloses.
func (e *Engine) addEnclosingDefs(best map[int64]reach) error {
	frontier := make([]int64, 0, len(best))
	for id := range best {
		frontier = append(frontier, id)
	}
	for len(frontier) > 0 {
		rows, err := e.DB.Query(Cypher("enclosing_defs"), map[string]any{"ids": frontier})
		if err != nil {
			return fmt.Errorf("slice: enclosing definitions: %w", err)
		}
		frontier = frontier[:0]
		for _, r := range rows.Data {
			inner, def := best[asInt(r[0])], asInt(r[1])
			if b, ok := best[def]; ok {
				if inner.dist < b.dist {
					b.dist = inner.dist
					best[def] = b
				}
				continue
			}
			best[def] = reach{stmt: def, dist: inner.dist, level: inner.level}
			frontier = append(frontier, def)
		}
	}
	return nil
}

type seed struct {
	id   int64
	stmt int64
	dist int
}

// twoPhase runs the two phases from seeds (at level 0) and records every
// vertex reached. forward selects the mirrored slice.
func (e *Engine) twoPhase(seeds []seed, forward bool, depth int, reached map[int64]reach, res *Result) error {
	up, down := []string{schema.ParamIn, schema.CallE}, []string{schema.ParamOut}
	if forward {
		up, down = []string{schema.ParamOut}, []string{schema.ParamIn, schema.CallE}
	}
	local := map[int64]reach{}
	// add records a vertex; it reports whether the vertex must be expanded
	// (new, or reached at a lower call level than before).
	add := func(id, stmt int64, dist, level int) bool {
		r, ok := local[id]
		if !ok {
			local[id] = reach{stmt: stmt, dist: dist, level: level}
			return true
		}
		r.dist = min(r.dist, dist)
		lower := level < r.level
		if lower {
			r.level = level
		}
		local[id] = r
		return lower
	}
	// Phase 1.
	frontier := seeds
	for _, s := range seeds {
		add(s.id, s.stmt, s.dist, 0)
	}
	var phase1 []int64
	for level := 0; len(frontier) > 0; level++ {
		got, err := e.closure(frontier, forward, level, 1, res)
		if err != nil {
			return err
		}
		var levelIDs []int64
		for _, s := range frontier {
			levelIDs = append(levelIDs, s.id)
		}
		for _, g := range got {
			if add(g.id, g.stmt, g.dist, level) {
				levelIDs = append(levelIDs, g.id)
			}
		}
		phase1 = append(phase1, levelIDs...)
		if level >= depth {
			break
		}
		frontier, err = e.cross(levelIDs, up, forward, local, level, 1, res)
		if err != nil {
			return err
		}
		var fresh []seed
		for _, s := range frontier {
			if add(s.id, s.stmt, s.dist, level+1) {
				fresh = append(fresh, s)
			}
		}
		frontier = fresh
	}
	// Phase 2: from everything phase 1 reached, descend level by level.
	byLevel := map[int][]int64{}
	for _, id := range phase1 {
		byLevel[local[id].level] = append(byLevel[local[id].level], id)
	}
	for level := 0; level < depth; level++ {
		ids := byLevel[level]
		if len(ids) == 0 {
			continue
		}
		next, err := e.cross(ids, down, forward, local, level, 2, res)
		if err != nil {
			return err
		}
		var fresh []seed
		for _, s := range next {
			if add(s.id, s.stmt, s.dist, level+1) {
				fresh = append(fresh, s)
			}
		}
		if len(fresh) == 0 {
			continue
		}
		got, err := e.closure(fresh, forward, level+1, 2, res)
		if err != nil {
			return err
		}
		for _, s := range fresh {
			byLevel[level+1] = append(byLevel[level+1], s.id)
		}
		for _, g := range got {
			if add(g.id, g.stmt, g.dist, level+1) {
				byLevel[level+1] = append(byLevel[level+1], g.id)
			}
		}
	}
	for id, r := range local {
		if old, ok := reached[id]; !ok || r.dist < old.dist {
			reached[id] = r
		}
	}
	return nil
}

// closure runs the recursive closure query from seeds, grouping seeds by
// their distance so that reported distances are exact, and continuing from
// vertices at the hop bound.
func (e *Engine) closure(seeds []seed, forward bool, level, phase int, res *Result) ([]seed, error) {
	name, kinds := "closure_backward", intraBackward
	if forward {
		name, kinds = "closure_forward", intraForward
	}
	q := strings.NewReplacer("{{hops}}", strconv.Itoa(MaxHops), "{{kinds}}", kinds).Replace(Cypher(name))
	best := map[int64]seed{}
	pending := seeds
	for len(pending) > 0 {
		groups := map[int][]int64{}
		for _, s := range pending {
			groups[s.dist] = append(groups[s.dist], s.id)
		}
		pending = nil
		dists := make([]int, 0, len(groups))
		for d := range groups {
			dists = append(dists, d)
		}
		sort.Ints(dists)
		for _, d := range dists {
			start := time.Now()
			rows, err := e.DB.Query(q, map[string]any{"seeds": groups[d]})
			if err != nil {
				return nil, fmt.Errorf("slice: %s: %w", name, err)
			}
			res.Steps = append(res.Steps, Step{Name: strings.ReplaceAll(name, "_", "-"), Level: level, Phase: phase,
				Seeds: len(groups[d]), Rows: len(rows.Data), MS: ms(start), Cypher: q})
			for _, r := range rows.Data {
				id, stmt, l := asInt(r[0]), asInt(r[1]), int(asInt(r[2]))
				s := seed{id: id, stmt: stmt, dist: d + l}
				if b, ok := best[id]; !ok || s.dist < b.dist {
					best[id] = s
					if l == MaxHops {
						pending = append(pending, s)
					}
				}
			}
		}
	}
	out := make([]seed, 0, len(best))
	for _, s := range best {
		out = append(out, s)
	}
	return out, nil
}

// cross follows one call-boundary edge of the given kinds from ids.
func (e *Engine) cross(ids []int64, kinds []string, forward bool, local map[int64]reach, level, phase int, res *Result) ([]seed, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	name, param := "cross_backward", "targets"
	if forward {
		name, param = "cross_forward", "sources"
	}
	q := Cypher(name)
	start := time.Now()
	rows, err := e.DB.Query(q, map[string]any{param: ids, "kinds": kinds})
	if err != nil {
		return nil, fmt.Errorf("slice: %s: %w", name, err)
	}
	res.Steps = append(res.Steps, Step{Name: strings.ReplaceAll(name, "_", "-"), Level: level, Phase: phase,
		Seeds: len(ids), Rows: len(rows.Data), MS: ms(start), Cypher: q})
	var out []seed
	for _, r := range rows.Data {
		from := local[asInt(r[2])]
		out = append(out, seed{id: asInt(r[0]), stmt: asInt(r[1]), dist: from.dist + 1})
	}
	return out, nil
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

// targets resolves the criterion to the statements it names.
func (e *Engine) targets(c Criterion) ([]int64, error) {
	rows, err := e.DB.Query(Cypher("file_known"), map[string]any{"file": c.File, "base": "/" + path.Base(c.File)})
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
	rows, err = e.DB.Query(Cypher("stmts_at_line"), map[string]any{"file": c.File, "line": int64(c.Line)})
	if err != nil {
		return nil, err
	}
	type cand struct {
		id         int64
		line       int
		defs, uses []string
	}
	var cands []cand
	for _, r := range rows.Data {
		cands = append(cands, cand{id: asInt(r[0]), line: int(asInt(r[1])),
			defs: strings.Fields(asString(r[4])), uses: strings.Fields(asString(r[5]))})
	}
	// Prefer statements that start on the line; else the innermost one
	// spanning it.
	var onLine []cand
	for _, k := range cands {
		if k.line == c.Line {
			onLine = append(onLine, k)
		}
	}
	if len(onLine) == 0 && len(cands) > 0 {
		onLine = cands[:1]
	}
	if len(onLine) == 0 {
		near, _ := e.DB.Query(Cypher("nearest_stmts"), map[string]any{"file": c.File, "line": int64(c.Line)})
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
		ids := make([]int64, len(onLine))
		for i, k := range onLine {
			ids[i] = k.id
		}
		return ids, nil
	}
	var ids []int64
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
			ids = append(ids, k.id)
		}
	}
	if len(ids) == 0 {
		hint := "the line uses or defines nothing"
		if len(names) > 0 {
			hint = "it uses or defines: " + strings.Join(uniq(names), ", ")
		}
		return nil, &CriterionError{Msg: fmt.Sprintf("%s:%d does not use or define %s", c.File, c.Line, c.Var), Hint: hint}
	}
	return ids, nil
}

func varMatches(path, v string) bool {
	return path == v || strings.HasPrefix(path, v+".")
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
	id, stmt int64
	role, v  string
}

func (e *Engine) vertices(stmts []int64) ([]vrow, error) {
	rows, err := e.DB.Query(Cypher("stmt_vertices"), map[string]any{"stmts": stmts})
	if err != nil {
		return nil, err
	}
	var out []vrow
	for _, r := range rows.Data {
		out = append(out, vrow{id: asInt(r[0]), stmt: asInt(r[1]), role: asString(r[2]), v: asString(r[3])})
	}
	return out, nil
}

// definesVar reports whether statement id defines v, from its defs column.
func (e *Engine) stmtDefines(ids []int64, v string) (map[int64]bool, error) {
	rows, err := e.DB.Query("MATCH (s:Stmt) WHERE s.id IN $ids RETURN s.id, s.defs", map[string]any{"ids": ids})
	if err != nil {
		return nil, err
	}
	out := map[int64]bool{}
	for _, r := range rows.Data {
		for _, d := range strings.Fields(asString(r[1])) {
			if varMatches(d, v) {
				out[asInt(r[0])] = true
			}
		}
	}
	return out, nil
}

// backwardSeeds implements rule 16: with no variable, every vertex of the
// target statements; when the line defines var, the statement's vertices
// (its value just after the line); otherwise the reaching definitions of
// var there and the target's control dependences.
func (e *Engine) backwardSeeds(c Criterion, targets []int64, res *Result) ([]seed, error) {
	vs, err := e.vertices(targets)
	if err != nil {
		return nil, err
	}
	own := func(r vrow) bool {
		return r.role != schema.RoleEntry && r.role != schema.RoleFormalIn && r.role != schema.RoleFormalOut
	}
	var out []seed
	if c.Var == "" {
		for _, r := range vs {
			if own(r) {
				out = append(out, seed{id: r.id, stmt: r.stmt})
			}
		}
		return out, nil
	}
	defines, err := e.stmtDefines(targets, c.Var)
	if err != nil {
		return nil, err
	}
	var useStmts []int64
	for _, t := range targets {
		if !defines[t] {
			useStmts = append(useStmts, t)
		}
	}
	for _, r := range vs {
		if !defines[r.stmt] {
			continue
		}
		// A def line defining a parameter seeds from that formal-in.
		if r.role == schema.RoleFormalIn && r.v == c.Var {
			out = append(out, seed{id: r.id, stmt: r.stmt})
		} else if own(r) {
			out = append(out, seed{id: r.id, stmt: r.stmt})
		}
	}
	if len(useStmts) > 0 {
		rows, err := e.DB.Query(Cypher("reaching_defs"), map[string]any{"stmts": useStmts, "var": c.Var, "prefix": c.Var + "."})
		if err != nil {
			return nil, err
		}
		for _, r := range rows.Data {
			out = append(out, seed{id: asInt(r[0]), stmt: asInt(r[1]), dist: 1})
		}
		if len(rows.Data) == 0 {
			res.Warnings = append(res.Warnings, fmt.Sprintf("no definition of %s reaches %s:%d in the repository", c.Var, c.File, c.Line))
		}
	}
	return out, nil
}

// forwardSeeds implements rule 17: the uses reached by the definitions of
// var made at the target (every vertex of the target when var is omitted).
func (e *Engine) forwardSeeds(c Criterion, targets []int64, res *Result) ([]seed, error) {
	vs, err := e.vertices(targets)
	if err != nil {
		return nil, err
	}
	var out []seed
	if c.Var == "" {
		for _, r := range vs {
			if r.role != schema.RoleEntry && r.role != schema.RoleFormalIn && r.role != schema.RoleFormalOut {
				out = append(out, seed{id: r.id, stmt: r.stmt})
			}
		}
		return out, nil
	}
	for _, r := range vs {
		if r.role == schema.RoleFormalIn && r.v == c.Var {
			out = append(out, seed{id: r.id, stmt: r.stmt})
		}
	}
	rows, err := e.DB.Query(Cypher("defined_uses"), map[string]any{"stmts": targets, "var": c.Var, "prefix": c.Var + "."})
	if err != nil {
		return nil, err
	}
	for _, r := range rows.Data {
		out = append(out, seed{id: asInt(r[0]), stmt: asInt(r[1]), dist: 1})
	}
	if len(out) == 0 {
		defines, err := e.stmtDefines(targets, c.Var)
		if err != nil {
			return nil, err
		}
		if len(defines) == 0 {
			return nil, &CriterionError{Msg: fmt.Sprintf("%s:%d uses %s but does not define it", c.File, c.Line, c.Var),
				Hint: "a forward slice follows a definition: pick the line that assigns it, or slice backward"}
		}
	}
	return out, nil
}

// statements fetches the rows of statement ids.
func (e *Engine) statements(ids []int64) ([]Stmt, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	rows, err := e.DB.Query(Cypher("stmts_by_id"), map[string]any{"ids": ids})
	if err != nil {
		return nil, err
	}
	out := make([]Stmt, 0, len(rows.Data))
	for _, r := range rows.Data {
		out = append(out, Stmt{ID: asInt(r[0]), File: asString(r[1]), Line: int(asInt(r[2])), EndLine: int(asInt(r[3])),
			Kind: asString(r[4]), Text: asString(r[5]), Tokens: int(asInt(r[6])), Scored: r[7] == true,
			FuncID: asInt(r[8]), Func: asString(r[9]), FuncKind: asString(r[10])})
	}
	return out, nil
}
