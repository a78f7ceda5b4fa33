package javascript

import (
	"fmt"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
)

// TestOutline checks the rows the optimizer prints a JavaScript file by:
// headers end at the opening brace, bodies hold the rows between the
// braces, a clause starts on its `} else {` row, and a compound
// statement's closing brace (or a callback's `});`) is its tail.
func TestOutline(t *testing.T) {
	src := `function f(a) {
  if (a) {
    x();
  } else {
    y();
  }
  xs.forEach((v) => {
    z(v);
  });
  do {
    a--;
  } while (a > 0);
}
`
	o, err := JavaScript{}.Outline("a.js", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var walk func(ns []*ir.OutlineNode, depth int)
	walk = func(ns []*ir.OutlineNode, depth int) {
		for _, n := range ns {
			got = append(got, fmt.Sprintf("%s%d-%d head %d tail %d", strings.Repeat(" ", depth), n.Start, n.End, n.HeadEnd, n.Tail))
			walk(n.Body, depth+1)
			for _, c := range n.Clauses {
				got = append(got, fmt.Sprintf("%sclause %d-%d head %d tail %d", strings.Repeat(" ", depth+1), c.Start, c.End, c.HeadEnd, c.Tail))
				walk(c.Body, depth+2)
			}
		}
	}
	walk(o.Top, 0)
	want := []string{
		"1-13 head 1 tail 13",
		" 2-6 head 2 tail 6",
		"  3-3 head 3 tail 0",
		"  clause 4-6 head 4 tail 0",
		"   5-5 head 5 tail 0",
		" 7-9 head 7 tail 9",
		"  8-8 head 8 tail 0",
		" 10-12 head 10 tail 12",
		"  11-11 head 11 tail 0",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("outline:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if o.Comment != "//" || !o.Braces || o.Language != "javascript" {
		t.Errorf("comment %q, braces %v, language %q", o.Comment, o.Braces, o.Language)
	}
}
