package golang

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// TestLower lowers each case of testdata/lower.txt (Go) and compares the
// statements, one line each, with the case's expectations, printing the
// missing and the unwanted lines.
func TestLower(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "lower.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cases := strings.Split("\n"+string(b), "\n== ")[1:]
	if len(cases) < 7 {
		t.Fatalf("%d cases in testdata/lower.txt, want at least 7", len(cases))
	}
	for _, c := range cases {
		head, rest, _ := strings.Cut(c, "\n")
		name, file, _ := strings.Cut(head, " ")
		src, want, ok := strings.Cut(rest, "\n--\n")
		if !ok {
			t.Fatalf("case %s: no -- line", name)
		}
		t.Run(name, func(t *testing.T) {
			p := NewParser()
			defer p.Close()
			f, err := p.Parse(file, Module(file), false, []byte(src+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Errors) > 0 {
				t.Errorf("parse errors: %v", f.Errors)
			}
			got := dump(f)
			var wl []string
			for _, l := range strings.Split(strings.TrimSpace(want), "\n") {
				if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
					wl = append(wl, l)
				}
			}
			var missing, unwanted []string
			for _, l := range wl {
				if !slices.Contains(got, l) {
					missing = append(missing, l)
				}
			}
			for _, l := range got {
				if !slices.Contains(wl, l) {
					unwanted = append(unwanted, l)
				}
			}
			if len(missing)+len(unwanted) > 0 {
				t.Errorf("missing:\n  %s\nunwanted:\n  %s\ngot:\n  %s", strings.Join(missing, "\n  "),
					strings.Join(unwanted, "\n  "), strings.Join(got, "\n  "))
			}
		})
	}
}

// dump prints f's statements in the testdata format.
func dump(f *ir.File) []string {
	var out, scopes []string
	var stmts func(ss []*ir.Stmt)
	one := func(s *ir.Stmt) {
		var defs, may, uses, calls []string
		for _, d := range s.Defs {
			if d.May {
				may = append(may, d.Path)
			} else {
				defs = append(defs, d.Path)
			}
		}
		s.EachRefs(func(refs []ir.Ref) {
			for _, r := range refs {
				if r.IsPath() {
					uses = append(uses, r.Path)
				}
			}
		})
		for _, c := range s.Calls {
			if c.Callee != "" {
				calls = append(calls, c.Callee)
			}
		}
		line := fmt.Sprintf("%d %s", s.Span.Line, s.Kind)
		if s.Unscored {
			line += " unscored"
		}
		if s.Func != nil && s.Kind != ir.DefStmt {
			line += " " + s.Func.QName
		}
		for _, kv := range []struct {
			k    string
			v    []string
			sort bool
		}{{"defs", defs, true}, {"may", may, true}, {"uses", uses, true}, {"calls", calls, false}} {
			if len(kv.v) == 0 {
				continue
			}
			if kv.sort {
				slices.Sort(kv.v)
				kv.v = slices.Compact(kv.v)
			}
			line += " " + kv.k + "=" + strings.Join(kv.v, ",")
		}
		if s.Label != "" {
			line += " label=" + s.Label
		}
		if s.Target != "" {
			line += " target=" + s.Target
		}
		if s.Fallthrough {
			line += " fallthrough"
		}
		if s.Default {
			line += " default"
		}
		if s.Yields {
			line += " yields"
		}
		if s.Func != nil && len(s.Func.Bases) > 0 {
			line += " bases=" + strings.Join(s.Func.Bases, ",")
		}
		if s.Kind == ir.DefStmt && s.Func != nil && len(s.Func.Params) > 0 {
			var ps []string
			for _, p := range s.Func.Params {
				if p.Value {
					ps = append(ps, p.Name+"~")
				} else {
					ps = append(ps, p.Name)
				}
			}
			line += " params=" + strings.Join(ps, ",")
		}
		out = append(out, line)
		if s.Func != nil {
			fn := s.Func
			if len(fn.Nonlocals)+len(fn.Globals) > 0 {
				sc := "scope " + fn.QName
				if len(fn.Nonlocals) > 0 {
					sc += " nonlocal=" + strings.Join(fn.Nonlocals, ",")
				}
				if len(fn.Globals) > 0 {
					sc += " global=" + strings.Join(fn.Globals, ",")
				}
				scopes = append(scopes, sc)
			}
			stmts(fn.Body)
		}
		stmts(s.Body)
		stmts(s.Handlers)
		for _, x := range []*ir.Stmt{s.Else, s.TryElse, s.Finally} {
			if x != nil {
				stmts([]*ir.Stmt{x})
			}
		}
	}
	stmts = func(ss []*ir.Stmt) {
		for _, s := range ss {
			one(s)
		}
	}
	stmts(f.Top.Body)
	return append(out, scopes...)
}
