package python

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders/internal/pyseeds"
	"github.com/semantica/semantica/loaders/ir"
)

// maxParseInput bounds the inputs FuzzParse lowers, so that one execution
// stays fast; the largest generated seed (2,000 nested ifs) is about 2 MB.
const maxParseInput = 4 << 20

// inputTime bounds the time of one input: the largest seeds take about a
// second.
const inputTime = 10 * time.Second

// watchdog panics when the input under test runs longer than limit. go test
// -fuzz has no time limit per input; a panic in another goroutine ends the
// worker process, and the fuzzer saves the input as a failure.
func watchdog(limit time.Duration) (stop func() bool) {
	return time.AfterFunc(limit, func() {
		panic(fmt.Sprintf("one input ran longer than %v", limit))
	}).Stop
}

// FuzzParse lowers arbitrary bytes. It must never panic or hang, tree-sitter
// must not fail, and the IR must keep the invariants package pdg relies on
// (checkFile). Seeds: testdata/fuzz/FuzzParse (small hand-written inputs,
// and every input that once broke the front end) and pyseeds.Generated.
func FuzzParse(f *testing.F) {
	for _, s := range pyseeds.Generated() {
		if !pyseeds.Fuzzing() || len(s.Src) <= pyseeds.MaxFuzzInput {
			f.Add([]byte(s.Src))
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > maxParseInput || pyseeds.Fuzzing() && len(src) > pyseeds.MaxFuzzInput {
			t.Skip("input too large")
		}
		defer watchdog(inputTime)()
		p := NewParser()
		defer p.Close()
		file, err := p.Parse("m.py", "pkg.m", false, src)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		if err := checkFile(file, src); err != nil {
			t.Fatal(err)
		}
	})
}

// checkFile checks the invariants of a lowered file (ir/doc.go and what
// package pdg relies on): spans lie in the file and agree with its line
// breaks, scopes are linked to their def statements, call references point
// at calls of their statement, and access paths are name or name.attr.
func checkFile(f *ir.File, src []byte) error {
	if f.Top == nil || f.Top.Kind != ir.ModuleScope || f.Top.Parent != nil || f.Top.Def != nil {
		return fmt.Errorf("bad module scope: %+v", f.Top)
	}
	if !bytes.Equal(f.Src, src) {
		return fmt.Errorf("File.Src is not the source")
	}
	lines := bytes.Count(src, []byte("\n")) + 1
	lineOf := func(off int) int { return bytes.Count(src[:off], []byte("\n")) + 1 }
	for _, e := range f.Errors {
		if e.Line < 1 || e.EndLine < e.Line || e.EndLine > lines || e.Message == "" {
			return fmt.Errorf("parse error %+v outside lines 1-%d", e, lines)
		}
	}
	var errs []string
	bad := func(format string, args ...any) {
		if len(errs) < 10 {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
	}
	checkPath := func(where, p string) {
		parts := strings.Split(p, ".")
		if len(parts) > 2 {
			bad("%s: path %q longer than name.attr", where, p)
		}
		for _, c := range parts {
			if c == "" || strings.ContainsAny(c, " \t\r\n\f\v\\()[]") {
				bad("%s: path %q has a malformed component", where, p)
				break
			}
		}
	}
	var scopes []*ir.Func
	f.Top.Walk(func(fn *ir.Func) { scopes = append(scopes, fn) })
	f.Top.WalkLambdas(func(fn *ir.Func) { scopes = append(scopes, fn) })
	for _, fn := range scopes {
		if fn.Span.Line < 1 || fn.Span.EndLine < fn.Span.Line || fn.Span.EndLine > lines {
			bad("scope %s spans lines %d-%d of %d", fn.QName, fn.Span.Line, fn.Span.EndLine, lines)
		}
		fn.Stmts(func(s *ir.Stmt) {
			sp := s.Span
			where := fmt.Sprintf("%s %s at %d-%d", fn.QName, s.Kind, sp.Line, sp.EndLine)
			if sp.Line < 1 || sp.EndLine < sp.Line || sp.EndLine > lines {
				bad("%s: lines outside 1-%d", where, lines)
				return
			}
			if sp.StartByte < 0 || sp.StartByte > sp.EndByte || sp.EndByte > len(src) {
				bad("%s: bytes %d-%d outside 0-%d", where, sp.StartByte, sp.EndByte, len(src))
				return
			}
			// Lines are counted by '\n' (pdg cuts statement text that way);
			// a decorated def or class starts at its first decorator.
			if l := lineOf(sp.StartByte); l != sp.Line && !(l < sp.Line && (s.Kind == ir.DefStmt || s.Kind == ir.ClassStmt)) {
				bad("%s: starts at byte %d, on line %d", where, sp.StartByte, l)
			}
			if s.Func != nil {
				if s.Kind != ir.DefStmt && s.Kind != ir.ClassStmt {
					bad("%s: has a scope", where)
				}
				if s.Func.Def != s || s.Func.Parent != fn || s.Func.QName != fn.QName+"."+s.Func.Name {
					bad("%s: scope %s not linked to its def in %s", where, s.Func.QName, fn.QName)
				}
				if (s.Kind == ir.DefStmt) != (s.Func.Kind == ir.FunctionScope) {
					bad("%s: scope kind %s", where, s.Func.Kind)
				}
			} else if s.Kind == ir.DefStmt || s.Kind == ir.ClassStmt {
				bad("%s: no scope", where)
			}
			for k, l := range s.Lambdas {
				if !l.Lambda || l.Kind != ir.FunctionScope || l.Parent != fn || l.QName != fn.QName+"."+l.Name ||
					!strings.HasPrefix(l.Name, "<lambda") || len(l.Body) != 1 || l.Body[0].Kind != ir.Return ||
					l.Span.Line < sp.Line || l.Span.EndLine > lines {
					bad("%s: lambda %d (%s) not linked to its statement in %s", where, k, l.QName, fn.QName)
				}
			}
			var refs func(what string, rs []ir.Ref)
			refs = func(what string, rs []ir.Ref) {
				for _, r := range rs {
					if r.Call >= 0 {
						if r.Call >= len(s.Calls) {
							bad("%s: %s refers to call %d of %d", where, what, r.Call, len(s.Calls))
						}
						continue
					}
					if k := r.Lambda(); k >= 0 {
						if k >= len(s.Lambdas) {
							bad("%s: %s refers to lambda %d of %d", where, what, k, len(s.Lambdas))
						} else {
							refs(what+" (lambda)", s.Lambdas[k].Held)
						}
						continue
					}
					checkPath(where+" "+what, r.Path)
				}
			}
			refs("use", s.Uses)
			for _, c := range s.Calls {
				refs("callee", c.CalleeUses)
				refs("receiver", c.Receiver)
				for _, a := range c.Args {
					refs("argument", a.Uses)
					if a.Path != "" {
						checkPath(where+" argument path", a.Path)
					}
				}
				if c.RecvPath != "" {
					checkPath(where+" receiver path", c.RecvPath)
				}
			}
			if s.Func != nil {
				for _, p := range s.Func.Params {
					refs("default", p.DefaultUses)
				}
			}
			for _, d := range s.Defs {
				checkPath(where+" def", d.Path)
			}
		})
	}
	if len(errs) > 0 {
		return fmt.Errorf("IR invariants broken:\n  %s", strings.Join(errs, "\n  "))
	}
	return nil
}
