package pdg

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/schema"
)

// parseScope reads the text form of testdata/cfg/README.md into a scope
// body.
func parseScope(t *testing.T, text string) []*ir.Stmt {
	t.Helper()
	type open struct {
		indent int
		s      *ir.Stmt
	}
	var top []*ir.Stmt
	var stack []open // enclosing statements, innermost last
	var last map[int]*ir.Stmt = map[int]*ir.Stmt{}
	kinds := map[string]ir.Kind{"simple": ir.Simple, "if": ir.If, "elif": ir.Elif, "else": ir.Else, "while": ir.While,
		"for": ir.For, "do": ir.DoWhile, "switch": ir.Switch, "case": ir.Case, "default": ir.Case, "break": ir.Break,
		"continue": ir.Continue, "return": ir.Return, "raise": ir.Raise, "defer": ir.Defer, "try": ir.Try,
		"except": ir.Except, "finally": ir.Finally, "pass": ir.Pass}
	for _, l := range strings.Split(text, "\n") {
		num, rest, ok := strings.Cut(l, ":")
		line, err := strconv.Atoi(num)
		if !ok || err != nil || strings.HasPrefix(l, "#") {
			continue
		}
		rest = strings.TrimPrefix(rest, " ")
		indent := (len(rest) - len(strings.TrimLeft(rest, " "))) / 2
		f := strings.Fields(rest)
		k, ok := kinds[f[0]]
		if !ok {
			t.Fatalf("line %d: unknown kind %q", line, f[0])
		}
		s := &ir.Stmt{Kind: k, Span: ir.Span{Line: line, EndLine: line}, Default: f[0] == "default"}
		for _, a := range f[1:] {
			switch {
			case a == "fallthrough":
				s.Fallthrough = true
			case strings.HasPrefix(a, "label="):
				s.Label = a[len("label="):]
			case strings.HasPrefix(a, "target="):
				s.Target = a[len("target="):]
			case strings.HasPrefix(a, "def="):
				for _, v := range strings.Split(a[len("def="):], ",") {
					s.Defs = append(s.Defs, ir.Def{Path: v})
				}
			case strings.HasPrefix(a, "use="):
				for _, v := range strings.Split(a[len("use="):], ",") {
					s.Uses = append(s.Uses, ir.PathRef(v))
				}
			default:
				t.Fatalf("line %d: unknown attribute %q", line, a)
			}
		}
		for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
			stack = stack[:len(stack)-1]
		}
		prev := last[indent]
		switch {
		case (k == ir.Elif || k == ir.Else) && prev != nil && (prev.Kind == ir.If || prev.Kind == ir.Elif):
			prev.Else = s
		case k == ir.Except && prev != nil && prev.Kind == ir.Try:
			prev.Handlers = append(prev.Handlers, s)
			last[indent] = prev
			stack = append(stack, open{indent, s})
			continue
		case k == ir.Finally && prev != nil && prev.Kind == ir.Try:
			prev.Finally = s
		case len(stack) > 0 && stack[len(stack)-1].s.Kind == ir.Switch:
			sw := stack[len(stack)-1].s
			sw.Handlers = append(sw.Handlers, s)
		case len(stack) > 0:
			p := stack[len(stack)-1].s
			p.Body = append(p.Body, s)
		default:
			top = append(top, s)
		}
		if k != ir.Else && k != ir.Elif && k != ir.Finally {
			last[indent] = s
		} else if prev != nil {
			last[indent] = prev // a later elif/else/except attaches to the same statement
			if k == ir.Elif || k == ir.Else {
				last[indent] = s
			}
		}
		for d := range last {
			if d > indent {
				delete(last, d)
			}
		}
		stack = append(stack, open{indent, s})
	}
	return top
}

// cfgFacts renders a CFG's control dependences ("cd L <- M") and real
// edges ("edge L -> M") by line.
func cfgFacts(g *CFG) (cd, edges map[string]bool) {
	name := func(n int) string {
		switch n {
		case Entry:
			return "entry"
		case Exit:
			return "exit"
		}
		return strconv.Itoa(g.Nodes[n].Span.Line)
	}
	cd, edges = map[string]bool{}, map[string]bool{}
	for n, deps := range g.ControlDeps() {
		if n < 2 {
			continue
		}
		for _, d := range deps {
			cd[fmt.Sprintf("cd %s <- %s", name(n), name(d))] = true
		}
	}
	for from, es := range g.Succ {
		for _, e := range es {
			if e.Real {
				edges[fmt.Sprintf("edge %s -> %s", name(from), name(e.To))] = true
			}
		}
	}
	return cd, edges
}

// TestCFGScenarios checks the hand-derived control dependences and edges
// of testdata/cfg against BuildCFG, printing what is missing and what is
// unwanted.
func TestCFGScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/cfg/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			prog, want, ok := strings.Cut(string(b), "\n----\n")
			if !ok {
				t.Fatal("no ---- line")
			}
			wantCD, wantEdges, wantData, gotData := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
			for _, l := range strings.Split(want, "\n") {
				switch l = strings.TrimSpace(l); {
				case strings.HasPrefix(l, "cd "):
					wantCD[l] = true
				case strings.HasPrefix(l, "edge "):
					wantEdges[l] = true
				case strings.HasPrefix(l, "data "):
					wantData[l] = true
				}
			}
			gotCD, gotEdges := cfgFacts(BuildCFG(parseScope(t, prog)))
			if len(wantData) > 0 {
				// The whole SDG of the scope as a module: def-use chains
				// by line.
				body := parseScope(t, prog)
				f := &ir.File{Path: "m.py", Module: "m", Src: []byte(prog),
					Top: &ir.Func{Name: "m", QName: "m", Kind: ir.ModuleScope, Body: body, Span: ir.Span{Line: 1, EndLine: 100}}}
				v := newView(Build([]*ir.File{f}, Options{}))
				for e := range v.edges(schema.Data) {
					// "data m.py:1->m.py:3 x" -> "data 1 -> 3 x"
					e = strings.ReplaceAll(strings.ReplaceAll(e, "m.py:", ""), "->", " -> ")
					gotData[e] = true
				}
			}
			compare := func(what string, got, want map[string]bool) {
				if len(want) == 0 {
					return
				}
				var missing, unwanted []string
				for k := range want {
					if !got[k] {
						missing = append(missing, k)
					}
				}
				for k := range got {
					if !want[k] {
						unwanted = append(unwanted, k)
					}
				}
				sort.Strings(missing)
				sort.Strings(unwanted)
				if len(missing)+len(unwanted) > 0 {
					t.Errorf("%s: missing %v, unwanted %v", what, missing, unwanted)
				}
			}
			compare("control dependences", gotCD, wantCD)
			compare("edges", gotEdges, wantEdges)
			compare("def-use chains", gotData, wantData)
		})
	}
}
