package golang

import (
	"os"
	"path/filepath"
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
	g, lineOf := buildMain(t, src)
	data := map[[2]int]bool{}
	for _, d := range g.Deps {
		if d.Kind == schema.Data {
			data[[2]int{lineOf(d.From), lineOf(d.To)}] = true
		}
	}
	for _, c := range []struct {
		from, to int
		want     bool
		why      string
	}{
		{8, 9, true, "n := len(src) is the n the deferred call's argument reads"},
		{11, 9, false, "n = len(dst) comes after the defer evaluated its argument"},
		{15, 14, true, "the deferred closure reads total when it runs, at the exit"},
		{9, 16, false, "the deferred st.record(n) has not run when st.Calls is read"},
	} {
		if data[[2]int{c.from, c.to}] != c.want {
			t.Errorf("data edge %d -> %d: %v, want %v (%s)", c.from, c.to, !c.want, c.want, c.why)
		}
	}
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
