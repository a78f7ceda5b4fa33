package golang

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// FuzzParse lowers arbitrary text as Go, links it and outlines it: no
// input may panic, and every statement's span must lie inside the file
// with its lines in order.
func FuzzParse(f *testing.F) {
	b, err := os.ReadFile(filepath.Join("testdata", "lower.txt"))
	if err != nil {
		f.Fatal(err)
	}
	for _, c := range strings.Split(string(b), "\n== ")[1:] {
		_, rest, _ := strings.Cut(c, "\n")
		src, _, _ := strings.Cut(rest, "\n--\n")
		f.Add(src)
	}
	f.Add("package a\nfunc f() (a, b int) { defer func() { a++ }(); return g() }")
	f.Add("package a\ntype I interface { I; J }\ntype J interface { I }\nfunc f(i I) { i.M() }")
	f.Add("func (")
	p := NewParser()
	defer p.Close()
	root := f.TempDir()
	f.Fuzz(func(t *testing.T, src string) {
		file, err := p.Parse("a/a.go", "a", false, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if err := (Go{}).Link(root, []*ir.File{file}); err != nil {
			t.Fatal(err)
		}
		lines := strings.Count(src, "\n") + 1
		file.Top.Walk(func(fn *ir.Func) {
			fn.Stmts(func(s *ir.Stmt) {
				if s.Span.Line < 1 || s.Span.EndLine < s.Span.Line || s.Span.EndLine > lines {
					t.Fatalf("statement span %d-%d outside 1-%d", s.Span.Line, s.Span.EndLine, lines)
				}
			})
		})
		if _, err := (Go{}).Outline("a.go", []byte(src)); err != nil {
			t.Fatal(err)
		}
		_ = (Go{}).SyntaxErrors("a.go", src)
		_ = (Go{}).Canonical([]byte(src))
	})
}
