package optimizer

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/queries"
)

// The program every test slices (line numbers matter).
const mPy = `import os
import sys
from util import helper, other


class Store:
    """Keeps items."""

    def __init__(self):
        self.items = []

    def add(self, x):
        self.items.append(x)

    def size(self):
        return len(self.items)


def process(path, n):
    """Process a file.

    Long description.
    """
    total = 0
    for i in range(n):
        if i % 2:
            total += i
        else:
            print(i)
    data = helper(path)
    return total + data


def guarded(p):
    try:
        x = os.path.join(p, "a")
    except OSError:
        x = None
    return x
`

const utilPy = `def helper(p):
    """Read p."""
    with open(p) as f:
        return len(f.read())
`

var sources = map[string]string{"m.py": mPy, "util.py": utilPy}

func source(path string) ([]byte, error) {
	s, ok := sources[path]
	if !ok {
		return nil, os.ErrNotExist
	}
	return []byte(s), nil
}

// stmts builds slice statements of m.py from "line:kind" items; the
// statement's id is its line, its end line is given by ends.
func stmts(items ...string) []queries.Stmt {
	ends := map[int]int{}
	var out []queries.Stmt
	for _, it := range items {
		var line int
		var kind string
		fmt.Sscanf(strings.Replace(it, ":", " ", 1), "%d %s", &line, &kind)
		lines := strings.Split(mPy, "\n")
		out = append(out, queries.Stmt{ID: int64(line), File: "m.py", Line: line, EndLine: max(line, ends[line]), Kind: kind,
			Text: lines[line-1], Scored: true, Func: "m.process", Distance: 1})
	}
	return out
}

func run(t *testing.T, in *Input) *Output {
	t.Helper()
	in.Source = source
	in.Language = python.Language{}
	out, err := Run(in)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func check(t *testing.T, name, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("%s: got\n%s\nwant\n%s", name, got, want)
	}
}

var noExplain = map[string]bool{"explanation": true}

// Elision, enclosing headers, import minimization and a callee stub: the
// slice of `return total + data`.
func TestElisionStubsImports(t *testing.T) {
	in := &Input{
		Stmts:    stmts("19:def", "24:simple", "25:for", "26:if", "27:simple", "30:simple", "31:return"),
		Callees:  []Callee{{Site: 30, QName: "util.helper", Kind: "function", File: "util.py", Line: 1, EndLine: 4}},
		Disabled: noExplain,
	}
	out := run(t, in)
	check(t, "text", out.Format("text"), `# m.py
       ...  # 2 lines omitted
    3  from util import helper, other
       ...  # 11 lines omitted
   19  def process(path, n):
           ...  # 4 lines omitted
   24      total = 0
   25      for i in range(n):
   26          if i % 2:
   27              total += i
   30      data = helper(path)
   31      return total + data
       ...  # 6 lines omitted

# util.py
    1  def helper(p):
           """Read p."""
           ...  # 3 lines omitted
`)
	if out.Confidence != 0.9 || len(out.Reasons) != 0 {
		t.Errorf("confidence %.2f %v, want 0.9 and no reasons", out.Confidence, out.Reasons)
	}
	for _, f := range out.Files {
		if errs := python.SyntaxErrors(f.Code()); len(errs) > 0 {
			t.Errorf("%s does not parse (rows %v):\n%s", f.Path, errs, f.Code())
		}
	}

	// Without elision omitted statements vanish, and without stubs the
	// callee is absent.
	in.Disabled = map[string]bool{"explanation": true, "elision": true, "stubs": true}
	check(t, "no elision, no stubs", run(t, in).Format("text"), `# m.py
    3  from util import helper, other
   19  def process(path, n):
   24      total = 0
   25      for i in range(n):
   26          if i % 2:
   27              total += i
   30      data = helper(path)
   31      return total + data
`)
}

// A class whose methods are partly in the slice keeps its header and those
// methods; the omitted ones are named.
func TestClassStubs(t *testing.T) {
	in := &Input{Stmts: stmts("6:class", "12:def", "13:simple"), Disabled: noExplain}
	check(t, "class", run(t, in).Format("text"), `# m.py
       ...  # 3 lines omitted
    6  class Store:
           ...  # 3 lines omitted: __init__
   12      def add(self, x):
   13          self.items.append(x)
           ...  # 2 lines omitted: size
       ...  # 19 lines omitted
`)
	in.Disabled = map[string]bool{"explanation": true, "class-stubs": true}
	if got := run(t, in).Format("text"); strings.Contains(got, ": __init__") || strings.Contains(got, ": size") {
		t.Errorf("class-stubs disabled but methods named:\n%s", got)
	}
}

// The omitted methods of a class are named up to MaxOmittedNames; the
// rest are counted.
func TestClassStubsCapped(t *testing.T) {
	var b strings.Builder
	b.WriteString("class Big:\n")
	names := "abcdefghi"
	for _, n := range names {
		fmt.Fprintf(&b, "    def %c(self):\n        return 1\n", n)
	}
	sources["big.py"] = b.String()
	defer delete(sources, "big.py")
	lines := strings.Split(b.String(), "\n")
	var in Input
	for _, l := range []struct {
		line int
		kind string
	}{{1, "class"}, {2, "def"}, {3, "return"}} {
		in.Stmts = append(in.Stmts, queries.Stmt{ID: int64(l.line), File: "big.py", Line: l.line, EndLine: l.line, Kind: l.kind,
			Text: lines[l.line-1], Scored: true, Func: "big.Big.a", Distance: 1})
	}
	in.Disabled = noExplain
	check(t, "capped", run(t, &in).Format("text"), `# big.py
    1  class Big:
    2      def a(self):
    3          return 1
           ...  # 16 lines omitted: b, c, d, e, f, g, 2 more
`)
}

// A header whose body is entirely left out: without elision the block is
// empty, and syntax repair pads it with pass; with repair disabled too the
// output does not parse and the confidence says so.
func TestSyntaxRepair(t *testing.T) {
	in := &Input{Stmts: stmts("25:for"), Disabled: map[string]bool{"explanation": true, "elision": true}}
	out := run(t, in)
	check(t, "repaired", out.Format("text"), `# m.py
   19  def process(path, n):
   25      for i in range(n):
               pass
`)
	if out.Confidence != 0.8 || len(out.Reasons) != 1 || !strings.Contains(out.Reasons[0], "repair") {
		t.Errorf("confidence %.2f %v, want 0.8 for a repair", out.Confidence, out.Reasons)
	}
	in.Disabled["syntax-repair"] = true
	out = run(t, in)
	if len(python.SyntaxErrors(out.Files[0].Code())) == 0 {
		t.Errorf("an empty block should not parse:\n%s", out.Files[0].Code())
	}
}

// A statement inside a try body needs a handler to parse: the first one is
// shown with its body elided. Imports: os is used; --drop-stdlib-imports
// drops it.
func TestTryAndStdlibImports(t *testing.T) {
	in := &Input{Stmts: stmts("34:def", "36:simple", "39:return"), Disabled: noExplain}
	check(t, "try", run(t, in).Format("text"), `# m.py
    1  import os
       ...  # 26 lines omitted
   34  def guarded(p):
   35      try:
   36          x = os.path.join(p, "a")
   37      except OSError:
               ...  # 1 line omitted
   39      return x
`)
	in.DropStdlibImports = true
	if got := run(t, in).Format("text"); strings.Contains(got, "import os") {
		t.Errorf("stdlib import kept with DropStdlibImports:\n%s", got)
	}
}

// Explanations come from the edges between slice statements, read
// backward; the criterion and def lines have their own.
func TestExplanation(t *testing.T) {
	ss := stmts("19:def", "24:simple", "30:simple", "31:return")
	ss[3].Target, ss[3].Distance = true, 0
	in := &Input{
		Criterion: queries.Criterion{Direction: queries.Backward},
		Stmts:     ss,
		Edges: []queries.Edge{
			{From: 24, To: 31, Kind: "DATA", Var: "total"},
			{From: 30, To: 31, Kind: "DATA", Var: "data"},
			{From: 19, To: 30, Kind: "DATA", Var: "path"},
			{From: 19, To: 24, Kind: "CTRL"},
		},
		Disabled: map[string]bool{"imports": true},
	}
	check(t, "why", run(t, in).Format("text"), `# m.py
       ...  # 14 lines omitted
   19  def process(path, n):  # defines path used at L30
           ...  # 4 lines omitted
   24      total = 0  # defines total used at L31
           ...  # 5 lines omitted
   30      data = helper(path)  # defines data used at L31
   31      return total + data  # criterion
       ...  # 6 lines omitted
`)
}

// The formats carry the same code: markdown fences it per file,
// ultracompact lists scopes with their lines and calls, json is data.
func TestFormats(t *testing.T) {
	in := &Input{
		Stmts:    stmts("24:simple", "30:simple", "31:return"),
		Callees:  []Callee{{Site: 30, QName: "util.helper", Kind: "function", File: "util.py", Line: 1, EndLine: 4}},
		Disabled: noExplain,
	}
	out := run(t, in)
	md := out.Format("markdown")
	if !strings.HasPrefix(md, "`m.py` (lines 3-31)\n```python\n") || strings.Count(md, "```") != 4 || strings.Contains(md, "   24  ") {
		t.Errorf("markdown:\n%s", md)
	}
	check(t, "ultracompact", out.Format("ultracompact"), `P0=m.py
P0:m.process @24-31
 24 total = 0
 30 data = helper(path)
 31 return total + data
 calls: util.helper
`)
	var j JSONOutput
	if err := json.Unmarshal([]byte(out.Format("json")), &j); err != nil {
		t.Fatal(err)
	}
	if len(j.Files) != 2 || j.Files[0].Path != "m.py" || !strings.Contains(j.Files[0].Code, "    data = helper(path)\n") ||
		len(j.Passes) != len(Passes) || j.Confidence != 0.9 {
		t.Errorf("json: %+v", j)
	}
}

// Unresolved callees are listed, never invented, and lower the confidence.
func TestUnresolved(t *testing.T) {
	in := &Input{Stmts: stmts("30:simple"), Callees: []Callee{{Site: 30, QName: "<unresolved>.helper", Kind: "unresolved"}},
		Disabled: noExplain}
	out := run(t, in)
	if len(out.Unresolved) != 1 || out.Unresolved[0] != "helper" || out.Confidence != 0.8 {
		t.Errorf("unresolved %v confidence %.2f", out.Unresolved, out.Confidence)
	}
	if !strings.HasSuffix(out.Format("text"), "# unresolved callees: helper\n") {
		t.Errorf("text:\n%s", out.Format("text"))
	}
}

// Warm reads and parses each file once, concurrently, and a Run after it
// finds its files in the cache: the source is not read again, and the
// output is the one a cold Run gives. A file that cannot be read is left
// out of the cache, and the Run that needs it still reports it.
func TestWarm(t *testing.T) {
	var mu sync.Mutex
	reads := map[string]int{}
	counting := func(path string) ([]byte, error) {
		mu.Lock()
		reads[path]++
		mu.Unlock()
		return source(path)
	}
	cold := run(t, &Input{Stmts: stmts("13:simple", "16:return"), Disabled: noExplain})

	in := &Input{Stmts: stmts("13:simple", "16:return"), Disabled: noExplain, Source: counting, Language: python.Language{}}
	in.Warm([]string{"m.py", "util.py", "m.py", "gone.py"}, 2)
	if reads["m.py"] != 1 || reads["util.py"] != 1 || reads["gone.py"] != 1 {
		t.Fatalf("Warm read the files %v times, want each once", reads)
	}
	out, err := Run(in)
	if err != nil {
		t.Fatal(err)
	}
	if reads["m.py"] != 1 {
		t.Errorf("Run read m.py again after Warm (%d reads)", reads["m.py"])
	}
	check(t, "warm run", out.Format("text"), cold.Format("text"))

	bad := &Input{Stmts: []queries.Stmt{{ID: 1, File: "gone.py", Line: 1, EndLine: 1, Kind: "simple", Func: "gone"}},
		Source: counting, Language: python.Language{}, Cache: in.Cache}
	if _, err := Run(bad); err == nil || !strings.Contains(err.Error(), "gone.py") {
		t.Errorf("Run over a file Warm could not read: error %v, want one naming gone.py", err)
	}
}

// A Run that needs a file Warm is parsing waits for that parse instead of
// reading and parsing the file again (the planner warms a slice's files
// while it fetches their edges): with a slow source, Warm in the
// background and Run at once read each file once, and the output is the
// cold one.
func TestWarmBesideRun(t *testing.T) {
	var mu sync.Mutex
	reads := map[string]int{}
	started := make(chan struct{}, 4)
	slow := func(path string) ([]byte, error) {
		mu.Lock()
		reads[path]++
		mu.Unlock()
		started <- struct{}{}
		time.Sleep(50 * time.Millisecond)
		return source(path)
	}
	cold := run(t, &Input{Stmts: stmts("13:simple", "16:return"), Disabled: noExplain})
	in := &Input{Stmts: stmts("13:simple", "16:return"), Disabled: noExplain, Source: slow, Language: python.Language{}}
	in.ShareCache()
	done := make(chan struct{})
	go func() {
		defer close(done)
		w := *in
		w.Warm([]string{"m.py"}, 1)
	}()
	<-started // Warm is reading m.py
	out, err := Run(in)
	if err != nil {
		t.Fatal(err)
	}
	<-done
	if reads["m.py"] != 1 {
		t.Errorf("m.py was read %d times, want once (Run waits for Warm's parse)", reads["m.py"])
	}
	check(t, "run beside warm", out.Format("text"), cold.Format("text"))
}
