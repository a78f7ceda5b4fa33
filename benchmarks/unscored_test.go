package benchmarks

import (
	"strings"
	"testing"
)

// TestUnscoredLines: the lines golden/js/RULES.md and golden/go/RULES.md
// never score are dropped from a scenario's expectations, and statement
// lines are not.
func TestUnscoredLines(t *testing.T) {
	js := strings.Split(`import { a } from './a.js';
function f(x) {
  do {
    x--;
  } while (x > 0);
  // note
  return x;
}
export { f };
interface I { a: number }`, "\n")
	for line, want := range map[int]bool{1: true, 2: false, 3: true, 4: false, 5: false, 6: true, 7: false, 8: true, 9: true, 10: true} {
		if got := notAJSStatementLine(js, line); got != want {
			t.Errorf("JavaScript line %d %q: unscored %v, want %v", line, js[line-1], got, want)
		}
	}
	gosrc := strings.Split(`package main

import (
	"fmt"
	str "strings"
)

type T struct {
	n int
}

func main() {
	s := str.ToUpper("x")
	fmt.Println(s)
	return
}`, "\n")
	for line, want := range map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 6: true, 8: true, 10: true,
		12: false, 13: false, 14: false, 15: false, 16: true} {
		if got := notAGoStatementLine(gosrc, line); got != want {
			t.Errorf("Go line %d %q: unscored %v, want %v", line, gosrc[line-1], got, want)
		}
	}
}
