package golang

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/schema"
)

// TestDeferredArgumentsAtTheDefer: a deferred call's arguments are
// evaluated where the defer stands (the Go specification, "Defer
// statements"): n redefined after `defer st.record(n)` does not reach it,
// while a deferred closure reads the captured total when it runs, at the
// exit, after total's last assignment; and what a deferred call writes is
// written at the exits, not where the defer stands.
func TestDeferredArgumentsAtTheDefer(t *testing.T) {
	src := `package main

type Stats struct{ Calls, Bytes int }

func (s *Stats) record(n int) { s.Calls++; s.Bytes += n }

func Copy(dst, src []byte, st *Stats) int {
	n := len(src)
	defer st.record(n)
	if n > len(dst) {
		n = len(dst)
	}
	total := 0
	defer func() { st.Bytes += total }()
	total = n * 2
	calls := st.Calls
	return n + calls
}

func main() {}
`
	expectDataEdges(t, src, []dataEdge{
		{8, 9, true, "n := len(src) is the n the deferred call's argument reads"},
		{11, 9, false, "n = len(dst) comes after the defer evaluated its argument"},
		{15, 14, true, "the deferred closure reads total when it runs, at the exit"},
		{9, 16, false, "the deferred st.record(n) has not run when st.Calls is read"},
	})
}

// TestLateCallsOfMain: a Go program ends when main returns, so a call of
// a function writing a package-level variable made in main after the last
// read of that variable is late for it (schema.LateCall), and only for
// it: lookup writes hits and misses, and misses is read later.
func TestLateCallsOfMain(t *testing.T) {
	src := `package main

import "fmt"

var hits, misses int

func lookup(ok bool) {
	if ok {
		hits++
		return
	}
	misses++
}

func report() int { return hits }

func main() {
	lookup(true)
	s := report()
	lookup(false)
	fmt.Println(s, misses)
}
`
	g, lineOf := buildMain(t, src)
	got := map[int]string{}
	for _, d := range g.Deps {
		if d.Kind == schema.CallE {
			got[lineOf(d.From)] = d.Var
		}
	}
	want := map[int]string{18: "", 19: "", 20: "late:hits"}
	for l, w := range want {
		if got[l] != w {
			t.Errorf("CALL edge of the call at line %d: var %q, want %q (all: %v)", l, got[l], w, got)
		}
	}
}

// buildMain writes src as main.go of a one-package module, lowers and links
// it, and returns its dependence graph with the line of each vertex's
// statement.
func buildMain(t *testing.T, src string) (*schema.Graph, func(vertex int64) int) {
	t.Helper()
	root := t.TempDir()
	for name, text := range map[string]string{"go.mod": "module example.com/x\n\ngo 1.22\n", "main.go": src} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p := NewParser()
	defer p.Close()
	f, err := p.Parse("main.go", Module("main.go"), false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := (Go{}).Link(root, []*ir.File{f}); err != nil {
		t.Fatal(err)
	}
	g := pdg.Build([]*ir.File{f}, pdg.Options{})
	line := map[int64]int{}
	for _, s := range g.Stmts {
		line[s.ID] = s.Line
	}
	stmtOf := map[int64]int64{}
	for _, v := range g.Vertices {
		stmtOf[v.ID] = v.Stmt
	}
	return g, func(vertex int64) int { return line[stmtOf[vertex]] }
}

// TestBareReturnResultPosition: a bare return returns each named result in
// its own position (Go rule 1, multiple results; RULES.md choice 2), so the
// value of exp just after `user, exp, sig, err := split(tok)` (rule 16) is
// split's result 1 alone: the vertices that define exp on that line, walked
// back within the graph (data, control, jump edges, parameter-outs and
// summaries: phase 1 of Horwitz–Reps–Binkley plus the descent of rule 12),
// reach the definitions of exp at the def line and at `user, exp, sig =
// ...` and the bare returns with their guard, never `err = errors.New(...)`
// (line 11), which only result 3 returns. Before the fix the statement
// vertex of the call line defined exp too and read split's whole returned
// value.
func TestBareReturnResultPosition(t *testing.T) {
	src := `package main

import (
	"errors"
	"strings"
)

func split(tok string) (user, exp, sig string, err error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		err = errors.New("token: want 3 parts")
		return
	}
	user, exp, sig = parts[0], parts[1], parts[2]
	return
}

func main() {
	user, exp, sig, err := split("a.b.c")
	println(user, exp, sig, err)
}
`
	g, lineOf := buildMain(t, src)
	var seeds []int64
	for _, v := range g.Vertices {
		if (v.Role == schema.RoleStmt || v.Role == schema.RoleActualOut) && lineOf(v.ID) == 19 {
			for _, p := range strings.Fields(v.Var) {
				if p == "exp" {
					seeds = append(seeds, v.ID)
				}
			}
		}
	}
	if len(seeds) == 0 {
		t.Fatal("no vertex of line 19 defines exp")
	}
	into := map[int64][]int64{}
	for _, d := range g.Deps {
		switch d.Kind {
		case schema.Data, schema.Ctrl, schema.Jump, schema.ParamOut, schema.Summary:
			into[d.To] = append(into[d.To], d.From)
		}
	}
	reached := map[int]bool{}
	seen := map[int64]bool{}
	for len(seeds) > 0 {
		v := seeds[len(seeds)-1]
		seeds = seeds[:len(seeds)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		reached[lineOf(v)] = true
		seeds = append(seeds, into[v]...)
	}
	for _, l := range []int{8, 9, 10, 12, 14, 15} {
		if !reached[l] {
			t.Errorf("line %d not reached from exp at line 19 (reached: %v)", l, reached)
		}
	}
	if reached[11] {
		t.Errorf("line 11 (err = errors.New(...)) reached from exp at line 19: it feeds result 3 only")
	}
}

// TestRangeExpressionEvaluatedOnce: a range expression is evaluated once,
// at the header (Go RULES.md rule 1), so a write to the ranged slice in
// the loop's body (items[i].Days += days) reaches no use at the header,
// while the definition before the loop does; a three-clause header's
// condition is evaluated at every iteration and sees the body's writes.
func TestRangeExpressionEvaluatedOnce(t *testing.T) {
	src := `package main

type Item struct{ Days int }

func Age(items []Item, days int) {
	for i := range items {
		items[i].Days += days
	}
}

func Drain(n int) int {
	for i := 0; i < n; i++ {
		n--
	}
	return n
}

func main() {}
`
	expectDataEdges(t, src, []dataEdge{
		{5, 6, true, "the parameter items reaches the range expression"},
		{7, 6, false, "the body's write to items comes after the range expression's one evaluation"},
		{13, 12, true, "a three-clause condition reads n at every iteration"},
	})
}

// dataEdge is an expected DATA edge between two lines (want) or its
// absence, with the reason.
type dataEdge struct {
	from, to int
	want     bool
	why      string
}

// expectDataEdges builds src as package main and checks each edge of
// want, printing the reason of each one that differs.
func expectDataEdges(t *testing.T, src string, want []dataEdge) {
	t.Helper()
	g, lineOf := buildMain(t, src)
	data := map[[2]int]bool{}
	for _, d := range g.Deps {
		if d.Kind == schema.Data {
			data[[2]int{lineOf(d.From), lineOf(d.To)}] = true
		}
	}
	for _, c := range want {
		if data[[2]int{c.from, c.to}] != c.want {
			t.Errorf("data edge %d -> %d: %v, want %v (%s)", c.from, c.to, !c.want, c.want, c.why)
		}
	}
}

// TestNilArgumentKeepsItsPosition: nil is an argument like any other
// expression (the Go specification, "Calls"), so in insert(nil, extra)
// extra binds the second parameter, v. Before the fix nil was dropped as a
// type (it is one only in a type switch's case), extra bound n, and a
// forward slice from extra took insert's guard `if n == nil` (go-v29/02).
func TestNilArgumentKeepsItsPosition(t *testing.T) {
	src := `package main

type Node struct{ Val int }

func insert(n *Node, v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	return n
}

func main() {
	extra := 5
	lone := insert(nil, extra)
	println(lone.Val)
}
`
	g, lineOf := buildMain(t, src)
	vars := map[int64]string{}
	roles := map[int64]string{}
	for _, v := range g.Vertices {
		vars[v.ID], roles[v.ID] = v.Var, v.Role
	}
	var bound []string
	for _, d := range g.Deps {
		if d.Kind == schema.Data && lineOf(d.From) == 13 && lineOf(d.To) == 14 && roles[d.To] == schema.RoleActualIn {
			bound = append(bound, vars[d.To])
		}
	}
	if len(bound) != 1 || bound[0] != "v" {
		t.Errorf("extra (line 13) reaches the actual-ins %q of insert(nil, extra), want [v]", bound)
	}
}

// TestBlankResultReachesNothing: `_` defines nothing (golden/go/RULES.md
// rule 1), so a call that assigns a result to _ has no actual-out for that
// result, nor one for the call's whole value: a forward slice reaching
// result 0 of lohi comes back to `lo, _ := lohi(xs)` only, never to `_, hi
// := lohi(xs)` (go-v32/05). An if header that reads what its init assigns
// keeps them.
func TestBlankResultReachesNothing(t *testing.T) {
	src := `package main

func lohi(xs []int) (int, int) {
	return xs[0], xs[len(xs)-1]
}

func main() {
	xs := []int{3, 1, 2}
	lo, _ := lohi(xs)
	_, hi := lohi(xs)
	if a, b := lohi(xs); a < b {
		println(lo, hi)
	}
}
`
	g, lineOf := buildMain(t, src)
	vars := map[int64]string{}
	for _, v := range g.Vertices {
		vars[v.ID] = v.Var
	}
	got := map[int][]string{}
	for _, d := range g.Deps {
		if d.Kind == schema.ParamOut {
			got[lineOf(d.To)] = append(got[lineOf(d.To)], vars[d.To])
		}
	}
	for line, want := range map[int][]string{9: {"return#0"}, 10: {"return#1"}, 11: {"return", "return#0", "return#1"}} {
		slices.Sort(got[line])
		if !slices.Equal(got[line], want) {
			t.Errorf("line %d: parameter-outs into %q, want %q", line, got[line], want)
		}
	}
}

// TestReturnBeforeDeferSkipsIt: a deferred call runs only when its defer
// statement was executed (the Go specification, "Defer statements"), so a
// return before `defer func() {...}()` does not reach the deferred call's
// read of err (the closure's actual-in on the defer line), while a return
// after it does.
func TestReturnBeforeDeferSkipsIt(t *testing.T) {
	src := `package main

func parse(s string) (n int, err error) {
	if s == "" {
		return 0, errEmpty
	}
	defer func() {
		if err != nil {
			n = -1
		}
	}()
	if s == "x" {
		return 0, errBad
	}
	return len(s), nil
}

var errEmpty, errBad error

func main() { println(parse("a")) }
`
	g, lineOf := buildMain(t, src)
	into := map[int]bool{}
	for _, d := range g.Deps {
		if d.Kind == schema.Data && lineOf(d.To) == 7 {
			into[lineOf(d.From)] = true
		}
	}
	if into[5] {
		t.Errorf("the return at 5, before the defer, reaches the deferred call at 7 (data edges from lines %v)", into)
	}
	if !into[13] || !into[15] {
		t.Errorf("the returns at 13 and 15, after the defer, must reach the deferred call at 7 (data edges from lines %v)", into)
	}
}

// TestDoubleIndexReadsAndWritesTheGrid: tree-sitter-go parses g[r][c],
// whose indices are names, as a generic type's instantiation; it is an
// index chain, a use of g, r and c, and as a target a may-definition of g
// (golden/go/RULES.md rule 2; go-v40/04 lost every cell write of a grid).
// Indices that are not all names parse as index expressions already.
func TestDoubleIndexReadsAndWritesTheGrid(t *testing.T) {
	src := `package main

type Board struct{ cells [][]byte }

func mark(g [][]byte, r, c int, ch byte, b *Board) byte {
	g[r][c] = ch
	g[r][c]++
	b.cells[r][c] = ch
	x := g[r][c]
	if g[r][0] == ch {
		x++
	}
	return x
}
`
	got := defsUses(t, src)
	for line, want := range map[int]string{
		6:  "defs[g] uses[c ch g r]",
		7:  "defs[g] uses[c g r]",
		8:  "defs[b.cells] uses[b.cells c ch r]",
		9:  "defs[x] uses[c g r]",
		10: "defs[] uses[ch g r]",
	} {
		if got[line] != want {
			t.Errorf("line %d: %s, want %s", line, got[line], want)
		}
	}
}

// TestIndexByIndexReadsBothContainers checks m[a[i]], which tree-sitter-go
// parses as m instantiated with the generic type a[i] and which read
// nothing: the less function of sort.Slice(order, func(i, j int) bool {
// return points[order[i]] > points[order[j]] }) lost points, and with it
// the caller's argument (golden go-v49/03). It now reads m, a and i, as a
// target too; a generic function instantiated with a plain type
// (Max[int]) stays a call of Max, not an index.
func TestIndexByIndexReadsBothContainers(t *testing.T) {
	src := `package main

func Max[T int | float64](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func rank(points map[string]int, order []string, i, j int, counts map[string]int) bool {
	counts[order[i]]++
	x := points[order[i]] > points[order[j]]
	y := points[order[idx[j]]]
	z := Max[int](i, j)
	return x && y > z
}
`
	got := defsUses(t, src)
	for line, want := range map[int]string{
		11: "defs[counts] uses[counts i order]",
		12: "defs[x] uses[i j order points]",
		13: "defs[y] uses[idx j order points]",
		14: "defs[z] uses[Max i j]",
	} {
		if got[line] != want {
			t.Errorf("line %d: %s, want %s", line, got[line], want)
		}
	}
}

// defsUses builds src as package main and gives each statement line what
// its statement defines and uses, sorted: "defs[x] uses[a b]".
func defsUses(t *testing.T, src string) map[int]string {
	t.Helper()
	g, _ := buildMain(t, src)
	sorted := func(s string) string {
		f := strings.Fields(s)
		slices.Sort(f)
		return strings.Join(f, " ")
	}
	got := map[int]string{}
	for _, s := range g.Stmts {
		got[s.Line] = "defs[" + sorted(s.Defs) + "] uses[" + sorted(s.Uses) + "]"
	}
	return got
}
