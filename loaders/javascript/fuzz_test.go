package javascript

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// FuzzParse lowers arbitrary text as JavaScript and as TypeScript, and
// outlines it: no input may panic, and every statement's span must lie
// inside the file with its lines in order.
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
	f.Add("a = ((((b")
	f.Add("class { constructor() { super(...x) } }")
	js, ts := NewParser(false), NewParser(true)
	defer js.Close()
	defer ts.Close()
	f.Fuzz(func(t *testing.T, src string) {
		for _, p := range []*Parser{js, ts} {
			file, err := p.Parse("a.js", "a", false, []byte(src))
			if err != nil {
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
		}
		if _, err := (JavaScript{}).Outline("a.js", []byte(src)); err != nil {
			t.Fatal(err)
		}
		_ = (TypeScript{}).SyntaxErrors("a.ts", src)
		_ = (JavaScript{}).Canonical([]byte(src))
	})
}
