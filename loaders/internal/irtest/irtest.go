// Package irtest runs the front ends' lowering tests: cases of source and
// the statements expected, one line each, in a testdata file
// (testdata/lower.txt of each front end, its format described at the top
// of the file), compared as sets, the missing and the unwanted lines
// printed on failure.
package irtest

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// Lower runs every case of the file at path ("== name file", the source,
// "--", the expected lines; lines starting with # are comments): parse
// lowers a case's source as the file named, and Dump(f, extras) must
// print exactly the expected lines. It fails when the file holds fewer
// than minCases cases.
func Lower(t *testing.T, path string, minCases int, extras bool, parse func(file string, src []byte) (*ir.File, error)) {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cases := strings.Split("\n"+string(b), "\n== ")[1:]
	if len(cases) < minCases {
		t.Fatalf("%d cases in %s, want at least %d", len(cases), path, minCases)
	}
	for _, c := range cases {
		head, rest, _ := strings.Cut(c, "\n")
		name, file, _ := strings.Cut(head, " ")
		src, want, ok := strings.Cut(rest, "\n--\n")
		if !ok {
			t.Fatalf("case %s: no -- line", name)
		}
		t.Run(name, func(t *testing.T) {
			f, err := parse(file, []byte(src+"\n"))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Errors) > 0 {
				t.Errorf("parse errors: %v", f.Errors)
			}
			got := Dump(f, extras)
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

// Dump prints f's statements in the testdata format, then its scope lines
// and its renaming exports ("export NAME as ALIAS", ir.File.Exports).
func Dump(f *ir.File, extras bool) []string {
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
		if extras && s.Unscored {
			line += " unscored"
		}
		if extras && s.Func != nil && s.Kind != ir.DefStmt {
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
		if extras {
			line += extraFields(s)
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
	for _, e := range f.Exports {
		scopes = append(scopes, "export "+e.Name+" as "+e.Alias)
	}
	return append(out, scopes...)
}

// extraFields prints what the Go front end's cases also check: clause
// flags, bases and a def's parameters (~ marking one passed by copy).
func extraFields(s *ir.Stmt) string {
	var line string
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
	var binds []string
	for _, d := range s.Defs {
		if d.Uses == nil {
			continue
		}
		var from []string
		for _, r := range d.Uses {
			switch {
			case r.IsPath():
				from = append(from, r.Path)
			case r.Call >= 0 && r.Call < len(s.Calls):
				from = append(from, s.Calls[r.Call].Callee+"()")
			}
		}
		binds = append(binds, d.Path+"<-"+strings.Join(from, "+"))
	}
	if len(binds) > 0 {
		line += " bind=" + strings.Join(binds, ";")
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
	return line
}
