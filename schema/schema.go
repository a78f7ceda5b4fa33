package schema

import (
	"cmp"
	_ "embed"
	"slices"
	"strconv"
	"strings"
)

//go:embed schema.cypher
var ddl string

// DDL returns the CREATE statements of the schema, in dependency order
// (node tables before the rel tables that reference them).
func DDL() []string {
	var out []string
	var cur []string
	for _, l := range strings.Split(ddl, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		cur = append(cur, t)
		if strings.HasSuffix(t, ";") {
			out = append(out, strings.TrimSuffix(strings.Join(cur, " "), ";"))
			cur = nil
		}
	}
	return out
}

// Describe returns the schema text with its comments, for `semantica schema`.
func Describe() string { return ddl }

// Version identifies the on-disk layout; an index written by another version
// is refused as stale.
const Version = 14

// Vertex roles.
const (
	RoleStmt      = "stmt"
	RoleEntry     = "entry"
	RoleCall      = "call"
	RoleActualIn  = "actual_in"
	RoleActualOut = "actual_out"
	RoleFormalIn  = "formal_in"
	RoleFormalOut = "formal_out"
	RoleJump      = "jump" // the control part of a return/raise/break/continue that can skip statements
)

// Dependence edge kinds.
const (
	Data     = "data"      // def-use chain (reaching definitions)
	Ctrl     = "ctrl"      // control dependence (Ferrante–Ottenstein–Warren)
	Jump     = "jump"      // guard depends on the jump it guards (rule 9): backward only
	Summary  = "summary"   // actual-in to actual-out through a callee (HRB summary edge)
	CallE    = "call"      // call-site vertex to callee entry
	ParamIn  = "param_in"  // actual-in to formal-in (and a default evaluated at the call to its formal-in: pdg.linkDefaults)
	ParamOut = "param_out" // formal-out to actual-out
	// ArgCtrl is the control dependence of an actual-in on its call-site
	// vertex, kept apart from CTRL because it is walked backward only: a
	// backward slice that ascends into a call site takes the call's control
	// dependences through it (rule 12), but a forward slice that reaches a
	// call by control dependence does not make its arguments carry the
	// criterion's value, and enters the callee only through arguments that
	// do (rules 13–14).
	ArgCtrl = "arg_ctrl"
	// Global is a def-use chain from a write of a module-level variable
	// inside a function (an assignment under global, a may-definition of a
	// module-level object) to a read of it in another scope. Kept apart
	// from DATA because a slice that crosses it has entered the writer from
	// outside its calls: it may then climb to the writer's call sites and
	// their arguments (issue 11, defect 5), whichever phase it was in.
	Global = "global"
)

// The closure tables (SLICE_FWD, SLICE_BWD in schema.cypher): one table
// per direction holding the edges of the kinds a closure walks, so that
// Kùzu's recursive join scans one table per iteration instead of one per
// kind. SLICE_BWD stores its edges reversed.
const (
	SliceFwd = "SLICE_FWD"
	SliceBwd = "SLICE_BWD"
)

// The stub tables (STUB_FWD, STUB_BWD in schema.cypher): for each call,
// every actual-in to each of the call's results, the dependences of a
// callee beyond the depth limit, which is a stub whose value depends on
// all its arguments (slicing-rules.md rule 15, with rule 11's reading).
// STUB_BWD stores its edges reversed.
const (
	StubFwd = "STUB_FWD"
	StubBwd = "STUB_BWD"
)

// BoundedLevels is the number of depth-bounded summary levels stored
// (BOUNDED_FWD_k, BOUNDED_BWD_k for k = 1..BoundedLevels): a closure at
// call level L of a slice of depth d walks level d − L, and a slice's
// depth is at most 5 (planner.MaxDepth).
const BoundedLevels = 5

// BoundedTable names the table of depth-bounded summary edges of level k
// (1..BoundedLevels), reversed (BOUNDED_BWD_k) when reverse is set.
func BoundedTable(k int, reverse bool) string {
	if reverse {
		return "BOUNDED_BWD_" + strconv.Itoa(k)
	}
	return "BOUNDED_FWD_" + strconv.Itoa(k)
}

// StubEdges returns the rows of STUB_FWD, or of STUB_BWD (reversed, the
// result to each actual-in) with reverse: for each call vertex, its
// actual-ins (ARG_CTRL from it) paired with each of its result actual-outs
// (CTRL from it; IsResultVar: 'return', and 'return#i' for the positions of
// a Go call with several results), sorted and distinct. A call of the
// function that makes it (direct recursion) has none: a slice at the depth
// limit inside that function has entered it, so the call is no stub
// (rule 15 counts the call edges between functions, and the function is
// at its own distance).
func StubEdges(deps []Dep, vertices []Vertex, reverse bool) [][2]int64 {
	role := make(map[int64]Vertex, len(vertices))
	fn := make(map[int64]int64, len(vertices)/8) // entry vertex -> its function
	for _, v := range vertices {
		if v.Role == RoleCall || v.Role == RoleActualIn || v.Role == RoleActualOut && IsResultVar(v.Var) {
			role[v.ID] = v
		}
		if v.Role == RoleEntry {
			fn[v.ID] = v.Func
		}
	}
	self := map[int64]bool{} // call vertices of their own function
	for _, d := range deps {
		if c, ok := role[d.From]; ok && d.Kind == CallE && c.Role == RoleCall {
			if f, ok := fn[d.To]; ok && f == c.Func {
				self[d.From] = true
			}
		}
	}
	ins := map[int64][]int64{} // call vertex -> actual-ins
	ret := map[int64][]int64{} // call vertex -> its result actual-outs
	for _, d := range deps {
		if role[d.From].Role != RoleCall || self[d.From] {
			continue
		}
		switch to := role[d.To]; {
		case d.Kind == ArgCtrl && to.Role == RoleActualIn:
			ins[d.From] = append(ins[d.From], d.To)
		case d.Kind == Ctrl && to.Role == RoleActualOut:
			ret[d.From] = append(ret[d.From], d.To)
		}
	}
	var out [][2]int64
	for c, aos := range ret {
		for _, ao := range aos {
			for _, ai := range ins[c] {
				if reverse {
					out = append(out, [2]int64{ao, ai})
				} else {
					out = append(out, [2]int64{ai, ao})
				}
			}
		}
	}
	slices.SortFunc(out, func(a, b [2]int64) int {
		return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]))
	})
	return slices.Compact(out)
}

// Kinds a slice's closure inside one call level follows: forward the value
// and control dependences and summary edges; backward also JUMP (a guard
// pulls in the jump it guards, rule 9) and ARG_CTRL (an actual-in brings
// its call's control dependences, rule 12).
var (
	ForwardClosureKinds  = []string{Data, Ctrl, Summary}
	BackwardClosureKinds = []string{Data, Ctrl, Jump, ArgCtrl, Summary}
)

// ClosureEdges returns the distinct (from, to) vertex pairs of the deps
// of the given kinds, reversed (to, from) when reverse is set, sorted: the
// rows of SLICE_FWD (ForwardClosureKinds) or SLICE_BWD
// (BackwardClosureKinds, reversed).
func ClosureEdges(deps []Dep, kinds []string, reverse bool) [][2]int64 {
	in := map[string]bool{}
	for _, k := range kinds {
		in[k] = true
	}
	var out [][2]int64
	for _, d := range deps {
		if !in[d.Kind] {
			continue
		}
		if reverse {
			out = append(out, [2]int64{d.To, d.From})
		} else {
			out = append(out, [2]int64{d.From, d.To})
		}
	}
	slices.SortFunc(out, func(a, b [2]int64) int {
		return cmp.Or(cmp.Compare(a[0], b[0]), cmp.Compare(a[1], b[1]))
	})
	return slices.Compact(out)
}

// Kinds lists the dependence edge kinds in a fixed order.
var Kinds = []string{Data, Ctrl, Jump, Summary, CallE, ParamIn, ParamOut, ArgCtrl, Global}

// RelTable returns the rel table that stores edges of a kind (DATA, CTRL,
// ...).
func RelTable(kind string) string { return strings.ToUpper(kind) }

// RelTables returns the label alternation of the tables of kinds, for a
// Cypher pattern: RelTables(Data, Ctrl) = "DATA|CTRL".
func RelTables(kinds ...string) string {
	t := make([]string, len(kinds))
	for i, k := range kinds {
		t[i] = RelTable(k)
	}
	return strings.Join(t, "|")
}

// ReturnVar is the Vertex.var of the vertices carrying a returned value.
const ReturnVar = "return"

// IsResultVar reports whether a formal-out or actual-out with this var
// carries a call's result: ReturnVar, or ReturnVar#i for result position i
// of a function with several results (Go).
func IsResultVar(v string) bool {
	return v == ReturnVar || strings.HasPrefix(v, ReturnVar+"#")
}

// LateCall heads the var of a CALL edge whose call writes module-level
// variables through its callee's own statements and precedes no read of
// some of them: no path from the call reaches a read in its scope, a call
// of a function reading one, or a return to a caller where that holds, and
// no function without a call site in the repository reads one (pdg's
// markLateCalls). The var is "late:" and those variables, comma-separated,
// led by LateAll when the call is late for every variable its callee
// writes. The query engine neither takes such a call as a call site of the
// writes of those variables a GLOBAL crossing reaches nor ascends into it
// from them. Other CALL edges have var "".
const LateCall = "late"

// LateAll heads the variables of a LateCall var when the call is late for
// every variable its callee writes.
const LateAll = "*"

// File is a row of the File table.
type File struct {
	Path, Module string
	Lines        int
	Tokens       int
	SHA256       string
	ParseErrors  int
	// Statistics (planner cost model).
	Stmts             int
	DataIn, DataOut   int   // DATA edges from / to other files' statements
	CallsIn, CallsOut int   // CALLS edges from / to other files' scopes
	Churn             int   // commits touching the file's surviving lines (git blame), 0 without git
	LastChange        int64 // newest commit time of those lines, Unix seconds; 0 without git
}

// LambdaKind is the Func kind of a lambda: a call-graph node whose body
// has no statements in the dependence graph (its uses stay on the
// statement that holds it).
const LambdaKind = "lambda"

// Func is a row of the Func table.
type Func struct {
	ID                      int64
	QName, Name, Kind, File string
	Line, EndLine           int
	Signature, Doc          string
	Tokens                  int
	DefStmt                 int64
	Parent                  int64
	// Statistics (planner cost model).
	Stmts             int     // statements of the scope's own body
	BodyTokens        int     // tokens of those statements, string-only statements (docstrings) left out
	CallsIn, CallsOut int     // call-graph fan-in and fan-out (CALLS edges)
	SigTokens         int     // tokens of the signature and first docstring line (a stub)
	Churn             int     // commits touching the span's surviving lines (git blame), 0 without git
	LastChange        int64   // newest commit time of those lines, Unix seconds; 0 without git
	Hotspot           float64 // Churn / the repository's largest Func churn, in [0,1]
}

// Stmt is a row of the Stmt table.
type Stmt struct {
	ID            int64
	File          string
	Func          int64
	Line, EndLine int
	Kind, Text    string
	Tokens        int
	Scored        bool
	Defs, Uses    string
	// Statistics (planner cost model).
	Effect          float64 // pdg.Effect class: 0 pure, 0.1 read-only, 0.5 writes state, 1 I/O
	DataIn, DataOut int     // DATA edges into / out of the statement's vertices from / to other statements
	CtrlIn, CtrlOut int     // CTRL edges likewise
	CallOut         int     // CALLS edges from the statement (call sites)
	// LoopFrom..LoopTo: a loop header's iteration, the lines its header
	// and body span (a do-while's body then condition; no else clause);
	// 0 for any other statement.
	LoopFrom, LoopTo int
}

// Vertex is a row of the Vertex table.
type Vertex struct {
	ID   int64
	Role string
	Stmt int64
	Func int64
	Var  string
}

// Dep is a row of a dependence rel table (DATA, CTRL, ...: RelTable of
// Kind) between two vertices.
type Dep struct {
	From, To  int64
	Kind, Var string
}

// Govern is a row of the GOVERNS rel table: a try header, the else clause
// of a try or a finally header (Header) and a statement it governs (Stmt),
// rule 8: one of its body (nested ones included, but for those of a nested
// try), or for a try one of its except and else headers.
type Govern struct {
	Header, Stmt int64
}

// Call is a row of the CALLS rel table.
type Call struct {
	Caller, Callee int64
	Site           int64
	Line           int
}

// Graph is everything one index run stores.
type Graph struct {
	Files    []File
	Funcs    []Func
	Stmts    []Stmt
	Vertices []Vertex
	Deps     []Dep
	Calls    []Call
	Governs  []Govern
	// Chunks are the retrieval chunks of the files (loaders/chunks);
	// ChunkStmts link each leaf chunk to the statements it holds.
	Chunks     []Chunk
	ChunkStmts []ChunkStmt
}

// Chunk kinds: one parent per file, class, function and method; leaves are
// the pieces of a parent's own lines.
const (
	ChunkFile     = "file"
	ChunkClass    = "class"
	ChunkFunction = "function"
	ChunkMethod   = "method"
	ChunkLeaf     = "leaf"
)

// Chunk is a row of the Chunk node table: a retrieval unit with an id that
// depends on content, not position (loaders/chunks documents how ids and
// boundaries are chosen).
type Chunk struct {
	ID          string // 16 hex digits
	Kind        string // ChunkFile ... ChunkLeaf
	Parent      string // a leaf's parent chunk; a parent's enclosing parent ("" for a file)
	File        string
	QName       string // the parent's qualified name (a file's path); a leaf's parent's
	Func        int64  // the scope: a parent's Func row, a leaf's parent's (-1 when none)
	Line        int    // first line, 1-based, overlap included
	CoreLine    int    // first line that is not overlap with the previous leaf (= Line for parents)
	EndLine     int
	Ordinal     int    // a leaf's position among its parent's leaves, from 0; -1 for parents
	Tokens      int    // tokens of Line..EndLine (per-line estimate, as Stmt.Tokens)
	ContentHash string // hash of the canonical text of Line..EndLine
	// Lineage.
	FileSHA256 string // of the source file
	Parser     string // front end and grammar version
	Config     string // hash of the chunking configuration
	Run        string // id of the index run that wrote the row
}

// ChunkStmt links a leaf chunk to a statement whose first line lies in the
// leaf's core (overlap excluded): every statement has at most one.
type ChunkStmt struct {
	Chunk string
	Stmt  int64
}

// StmtDeps returns the rows of the DEPENDS rel table: g's dependence edges
// lifted to the statements of their vertices, one row per distinct (From,
// To, Kind, Var) with From and To statements (Kind the edge's table name,
// DATA ...). Edges of CALL and ARG_CTRL, edges within one statement and
// edges with an end outside every statement are left out. Rows are
// ordered by From, To, Kind and Var.
func (g *Graph) StmtDeps() []Dep {
	at := stmtIndex(g.Vertices)
	table := make(map[string]string, len(Kinds))
	for _, k := range Kinds {
		table[k] = RelTable(k)
	}
	out := make([]Dep, 0, len(g.Deps)/2)
	for _, d := range g.Deps {
		if d.Kind == CallE || d.Kind == ArgCtrl {
			continue
		}
		from, to := at(d.From), at(d.To)
		if from < 0 || to < 0 || from == to {
			continue
		}
		t, ok := table[d.Kind]
		if !ok {
			t = RelTable(d.Kind)
		}
		out = append(out, Dep{From: from, To: to, Kind: t, Var: d.Var})
	}
	slices.SortFunc(out, func(a, b Dep) int {
		return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To), strings.Compare(a.Kind, b.Kind), strings.Compare(a.Var, b.Var))
	})
	return slices.Compact(out)
}

// stmtIndex returns the statement of a vertex id (-1 when none). pdg
// numbers vertices densely from 1, so a slice indexed by id serves, in a
// twelfth of a map's memory; a map when the ids are not dense.
func stmtIndex(vs []Vertex) func(id int64) int64 {
	dense := true
	for _, v := range vs {
		if v.ID < 0 || v.ID > int64(2*len(vs)+1024) {
			dense = false
			break
		}
	}
	if !dense {
		m := make(map[int64]int64, len(vs))
		for _, v := range vs {
			m[v.ID] = v.Stmt
		}
		return func(id int64) int64 {
			if s, ok := m[id]; ok {
				return s
			}
			return -1
		}
	}
	var n int64
	for _, v := range vs {
		n = max(n, v.ID+1)
	}
	idx := make([]int64, n)
	for i := range idx {
		idx[i] = -1
	}
	for _, v := range vs {
		idx[v.ID] = v.Stmt
	}
	return func(id int64) int64 {
		if id < 0 || id >= n {
			return -1
		}
		return idx[id]
	}
}

// Invocation is a row of the INVOKES rel table: a calling statement and a
// function it calls.
type Invocation struct {
	Site, Callee int64
}

// Invocations returns the rows of the INVOKES rel table: the distinct
// (site, callee) pairs of g.Calls whose site is a statement (Site >= 0),
// ordered by site and callee.
func (g *Graph) Invocations() []Invocation {
	out := make([]Invocation, 0, len(g.Calls))
	for _, c := range g.Calls {
		if c.Site >= 0 {
			out = append(out, Invocation{Site: c.Site, Callee: c.Callee})
		}
	}
	slices.SortFunc(out, func(a, b Invocation) int {
		return cmp.Or(cmp.Compare(a.Site, b.Site), cmp.Compare(a.Callee, b.Callee))
	})
	return slices.Compact(out)
}
