package schema

import (
	"fmt"
	"testing"
)

// StmtDeps lifts vertex-level edges to distinct statement pairs: CALL and
// ARG_CTRL edges, edges inside one statement and edges with an end outside
// every statement are left out; duplicates collapse. The same rows come
// out whether vertex ids are dense (the slice index) or not (the map).
func TestStmtDeps(t *testing.T) {
	for _, base := range []int64{1, 1 << 40} { // dense from 1; far apart
		v := func(i int64) int64 { return base + i*(base/2+1) }
		g := &Graph{
			Vertices: []Vertex{{ID: v(0), Stmt: 10}, {ID: v(1), Stmt: 10}, {ID: v(2), Stmt: 20}, {ID: v(3), Stmt: 30}, {ID: v(4), Stmt: -1}},
			Deps: []Dep{
				{From: v(0), To: v(2), Kind: Data, Var: "x"},
				{From: v(1), To: v(2), Kind: Data, Var: "x"},     // same statements, kind and var: one row
				{From: v(1), To: v(2), Kind: Data, Var: "y"},     // another var: its own row
				{From: v(2), To: v(3), Kind: Ctrl},               // CTRL kept
				{From: v(0), To: v(1), Kind: Data, Var: "z"},     // within statement 10: left out
				{From: v(2), To: v(3), Kind: CallE},              // CALL: left out
				{From: v(2), To: v(3), Kind: ArgCtrl},            // ARG_CTRL: left out
				{From: v(3), To: v(4), Kind: Data, Var: "w"},     // end outside every statement
				{From: v(3), To: base + 1<<20, Kind: Data},       // unknown vertex
				{From: v(3), To: v(0), Kind: Global, Var: "G"},   // GLOBAL kept
				{From: v(2), To: v(0), Kind: ParamOut, Var: "p"}, // PARAM_OUT kept
			},
			Calls: []Call{{Caller: 1, Callee: 2, Site: 20}, {Caller: 1, Callee: 2, Site: 20}, {Caller: 1, Callee: 3, Site: 20}, {Caller: 1, Callee: 2, Site: -1}},
		}
		var got []string
		for _, d := range g.StmtDeps() {
			got = append(got, fmt.Sprintf("%d>%d %s %s", d.From, d.To, d.Kind, d.Var))
		}
		want := []string{"10>20 DATA x", "10>20 DATA y", "20>10 PARAM_OUT p", "20>30 CTRL ", "30>10 GLOBAL G"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("vertex ids from %d: StmtDeps\n got %q\nwant %q", base, got, want)
		}
		var inv []string
		for _, c := range g.Invocations() {
			inv = append(inv, fmt.Sprintf("%d>%d", c.Site, c.Callee))
		}
		if want := []string{"20>2", "20>3"}; fmt.Sprint(inv) != fmt.Sprint(want) {
			t.Errorf("Invocations: got %q, want %q", inv, want)
		}
	}
}

// ClosureEdges keeps the kinds asked for, reverses when asked, and joins
// each pair of vertices once whatever the kinds and vars between them.
func TestClosureEdges(t *testing.T) {
	deps := []Dep{
		{From: 5, To: 7, Kind: Data, Var: "x"},
		{From: 5, To: 7, Kind: Ctrl},             // same pair, another kind: one row
		{From: 5, To: 7, Kind: Data, Var: "y"},   // same pair, another var: one row
		{From: 2, To: 9, Kind: Jump},             // backward only
		{From: 3, To: 4, Kind: ArgCtrl},          // backward only
		{From: 1, To: 8, Kind: Summary},          // both
		{From: 6, To: 1, Kind: ParamIn},          // crosses a call: neither
		{From: 6, To: 2, Kind: Global, Var: "G"}, // neither
	}
	fwd := fmt.Sprint(ClosureEdges(deps, ForwardClosureKinds, false))
	if want := "[[1 8] [5 7]]"; fwd != want {
		t.Errorf("SLICE_FWD rows %s, want %s", fwd, want)
	}
	bwd := fmt.Sprint(ClosureEdges(deps, BackwardClosureKinds, true))
	if want := "[[4 3] [7 5] [8 1] [9 2]]"; bwd != want {
		t.Errorf("SLICE_BWD rows %s, want %s", bwd, want)
	}
}

// StubEdges pairs every actual-in of a call with the call's returned
// value (not with a parameter-out, nor across calls), reversed when asked.
func TestStubEdges(t *testing.T) {
	vs := []Vertex{
		{ID: 10, Role: RoleCall}, {ID: 11, Role: RoleActualIn, Var: "a"}, {ID: 12, Role: RoleActualIn, Var: "b"},
		{ID: 13, Role: RoleActualOut, Var: ReturnVar}, {ID: 14, Role: RoleActualOut, Var: "a"},
		{ID: 20, Role: RoleCall}, {ID: 21, Role: RoleActualIn, Var: "x"}, // a call whose value is unused: no return vertex
		{ID: 30, Role: RoleStmt}, {ID: 31, Role: RoleActualIn, Var: "y"},
		// A Go call with two results: each position depends on the argument.
		{ID: 40, Role: RoleCall}, {ID: 41, Role: RoleActualIn, Var: "s"},
		{ID: 42, Role: RoleActualOut, Var: ReturnVar}, {ID: 43, Role: RoleActualOut, Var: ReturnVar + "#0"},
		{ID: 44, Role: RoleActualOut, Var: ReturnVar + "#1"},
		// A call of the function that makes it (function 7, entry 60):
		// no stub rows; one of another function (8, entry 80) has them.
		{ID: 50, Role: RoleCall, Func: 7}, {ID: 51, Role: RoleActualIn, Var: "n", Func: 7},
		{ID: 52, Role: RoleActualOut, Var: ReturnVar, Func: 7}, {ID: 60, Role: RoleEntry, Func: 7},
		{ID: 70, Role: RoleCall, Func: 7}, {ID: 71, Role: RoleActualIn, Var: "n", Func: 7},
		{ID: 72, Role: RoleActualOut, Var: ReturnVar, Func: 7}, {ID: 80, Role: RoleEntry, Func: 8},
	}
	deps := []Dep{
		{From: 10, To: 11, Kind: ArgCtrl}, {From: 10, To: 12, Kind: ArgCtrl},
		{From: 10, To: 13, Kind: Ctrl}, {From: 10, To: 14, Kind: Ctrl},
		{From: 11, To: 13, Kind: Summary},
		{From: 20, To: 21, Kind: ArgCtrl},
		{From: 30, To: 31, Kind: ArgCtrl}, {From: 30, To: 13, Kind: Ctrl}, // not from a call vertex
		{From: 40, To: 41, Kind: ArgCtrl}, {From: 40, To: 42, Kind: Ctrl}, {From: 40, To: 43, Kind: Ctrl}, {From: 40, To: 44, Kind: Ctrl},
		{From: 50, To: 51, Kind: ArgCtrl}, {From: 50, To: 52, Kind: Ctrl}, {From: 50, To: 60, Kind: CallE},
		{From: 70, To: 71, Kind: ArgCtrl}, {From: 70, To: 72, Kind: Ctrl}, {From: 70, To: 80, Kind: CallE},
	}
	if got, want := fmt.Sprint(StubEdges(deps, vs, false)), "[[11 13] [12 13] [41 42] [41 43] [41 44] [71 72]]"; got != want {
		t.Errorf("STUB_FWD rows %s, want %s", got, want)
	}
	if got, want := fmt.Sprint(StubEdges(deps, vs, true)), "[[13 11] [13 12] [42 41] [43 41] [44 41] [72 71]]"; got != want {
		t.Errorf("STUB_BWD rows %s, want %s", got, want)
	}
}
