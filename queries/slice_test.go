package queries_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// index writes files into a temporary repository, indexes it and opens the
// index read-only.
func index(t *testing.T, files map[string]string) *queries.Engine {
	t.Helper()
	root := t.TempDir()
	for p, src := range files {
		abs := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(abs), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(abs, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(root, loaders.DefaultDBDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return &queries.Engine{DB: db}
}

// lines returns the scored statement lines of a slice as "file:line".
func lines(r *queries.Result) map[string]bool {
	out := map[string]bool{}
	for _, s := range r.Stmts {
		if s.Scored {
			out[s.File+":"+strconv.Itoa(s.Line)] = true
		}
	}
	return out
}

// sameSet compares a slice with the expected lines of one file and prints
// the missing and unwanted ones.
// inOut reports, under label, the lines of in missing from got and the
// lines of out present in it.
func inOut(t *testing.T, label string, got map[string]bool, in, out []string) {
	t.Helper()
	for _, l := range in {
		if !got[l] {
			t.Errorf("%s: missing %s (got %v)", label, l, got)
		}
	}
	for _, l := range out {
		if got[l] {
			t.Errorf("%s: unwanted %s (got %v)", label, l, got)
		}
	}
}

func sameSet(t *testing.T, got map[string]bool, file string, want []int) {
	t.Helper()
	w := map[string]bool{}
	for _, l := range want {
		w[file+":"+strconv.Itoa(l)] = true
	}
	var missing, unwanted []string
	for k := range w {
		if !got[k] {
			missing = append(missing, k)
		}
	}
	for k := range got {
		if !w[k] {
			unwanted = append(unwanted, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(unwanted)
	if len(missing)+len(unwanted) > 0 {
		t.Errorf("missing %v, unwanted %v", missing, unwanted)
	}
}

const pipeline = `RATE = 3

def scale(v, unused):
    factor = RATE * 2
    return v * factor

def noise(w):
    return w + 1

def compute(a, b):
    x = a + 1
    y = b * 2
    z = scale(x, y)
    if z > 10:
        z = noise(z)
    return z

def main():
    p = 4
    q = 5
    out = compute(p, q)
    print(out)
`

// Backward, interprocedural (rules 11, 12, 14, 16). Worked out by hand:
// 16 return z; reaching defs of z: 13 and 15; 15 is control dependent on
// 14, which uses z from 13. 13 = scale(x, y): scale's result depends on v
// only (summary edge), so x (11) is in and y (12) is not; descending into
// scale brings 5, 4 (factor) and the global RATE (1) and its def line 3.
// 15 = noise(z) descends into 8 and def line 7. The target's control
// dependence is compute's def line 10. Parameter a ascends into the call
// site 21 in main (def line 18 by control dependence) and p (19); q (20)
// is not needed, nor is print (22).
func TestBackwardInterprocedural(t *testing.T) {
	e := index(t, map[string]string{"m.py": pipeline})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "z", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 3, 4, 5, 7, 8, 10, 11, 13, 14, 15, 16, 18, 19, 21})
}

// Depth 0 (rule 15): no call edge is crossed; scale and noise are stubs
// whose values depend on all their arguments (rule 11's reading for a
// callee the slice does not enter, golden rules-v2/24), so y, which
// scale's body ignores, is in; their bodies and the caller main are out.
func TestBackwardDepthZero(t *testing.T) {
	e := index(t, map[string]string{"m.py": pipeline})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "z", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{10, 11, 12, 13, 14, 15, 16})
}

// Forward (rules 13, 17): p flows into compute's a (def line 10), then x
// (11), z (13: summary through scale's v), the if on z (14) and what it
// controls (15, which calls noise: its body runs under the if, 7 and 8),
// return z (16), and back in main through compute's result: out (21) and
// print (22). Descending into scale through v reaches 5 and def line 3 but
// not factor (4) or RATE (1). q (20) and y (12) are unaffected. main's def
// line (18) is in because its body is (rule 14).
func TestForwardInterprocedural(t *testing.T) {
	e := index(t, map[string]string{"m.py": pipeline})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 19, Var: "p", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{3, 5, 7, 8, 10, 11, 13, 14, 15, 16, 18, 19, 21, 22})
}

// Objects: constructor results are __init__'s self (parameter-out), a
// method that writes self.attr may-defines its receiver (rule 4), a guarded
// raise makes the rest of deposit depend on its guard (rule 9), and the
// class line comes with its methods (rule 14). report (12, 13) is not in.
func TestBackwardThroughMethods(t *testing.T) {
	e := index(t, map[string]string{"bank.py": `class Account:
    def __init__(self, owner, limit):
        self.owner = owner
        self.limit = limit
        self.balance = 0

    def deposit(self, amount):
        if amount > self.limit:
            raise ValueError(amount)
        self.balance += amount

    def report(self):
        return self.owner

def run(name):
    acct = Account(name, 100)
    acct.deposit(5)
    total = acct.balance
    return total
`})
	r, err := e.Slice(queries.Criterion{File: "bank.py", Line: 19, Var: "total", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "bank.py", []int{1, 2, 3, 4, 5, 7, 8, 9, 10, 15, 16, 17, 18, 19})
}

// Bad criteria get errors that say what would have worked.
func TestCriterionErrors(t *testing.T) {
	e := index(t, map[string]string{"m.py": pipeline})
	cases := []struct {
		c    queries.Criterion
		want string
	}{
		{queries.Criterion{File: "nope.py", Line: 1, Direction: queries.Backward}, "not in the index"},
		{queries.Criterion{File: "m.py", Line: 2, Direction: queries.Backward}, "nearest statement lines: 1, 3"},
		{queries.Criterion{File: "m.py", Line: 11, Var: "zz", Direction: queries.Backward}, "it uses or defines: x, a"},
		{queries.Criterion{File: "m.py", Line: 16, Var: "z", Direction: queries.Forward}, "does not define"},
		{queries.Criterion{File: "m.py", Line: 16, Var: "z\x00", Direction: queries.Backward}, "not a name"},
		{queries.Criterion{File: "m.py", Line: 16, Var: "a.b.c", Direction: queries.Backward}, "not a name"},
	}
	for _, tc := range cases {
		_, err := e.Slice(tc.c)
		var ce *queries.CriterionError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: got error %v, want a CriterionError containing %q", tc.c, err, tc.want)
		}
	}
}

// A def line as criterion, for a parameter: its default value and, since
// the target's control dependences are always in (rule 16), the if that
// decides whether the def runs; the function body is not in.
func TestBackwardFromParameter(t *testing.T) {
	e := index(t, map[string]string{"m.py": `FAST = True
LIMIT = 10
OTHER = 3

if FAST:
    def run(n=LIMIT):
        return n * OTHER
`})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 6, Var: "n", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 2, 5, 6})
}

const labels = `def clean(s):
    return s.strip()

def label(name, n):
    base = clean(name)
    if n > 1:
        return base + "s"
    return base

def show(items):
    text = label("item", len(items))
    size = len(items)
    print(text)
    return size

HEADER = label("row", 1)
WIDTH = len(HEADER)

def banner():
    return HEADER.upper()
`

// Forward from a return line with no variable (rules 13, 17): what the
// line defines is label's returned value, so the slice goes out to every
// caller of label through it: text (11) and print (13) in show, whose def
// line (10) comes with them (rule 14); the module-level call HEADER (16),
// WIDTH (17) and banner's read of HEADER (20, def line 19). Not in: the
// statements of label before the return (5, 6) and the other return (8),
// which the guard at 6 decides, not the value returned at 7 (rule 9);
// clean (1, 2), which no argument carrying the value enters; size and its
// return (12, 14).
func TestForwardFromReturn(t *testing.T) {
	e := index(t, map[string]string{"m.py": labels})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 7, Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{4, 7, 10, 11, 13, 16, 17, 19, 20})
	// Depth 0 (rule 15): no call edge is crossed, the callers stay out; the
	// def line comes with the target (rule 14).
	r, err = e.Slice(queries.Criterion{File: "m.py", Line: 7, Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{4, 7})
}

const guarded = `def warn(log, msg):
    log.append(msg)

def scale(v, k):
    factor = k * 10
    return v * factor

def run(items, log):
    n = len(items)
    k = 2
    if n > 100:
        warn(log, "too many")
        return None
    total = scale(n, k)
    return total

def main(items):
    log = []
    out = run(items, log)
    print(out, log)
`

// Forward into callees only through arguments that carry the value (rules
// 9, 13, 14). From n (9): the if (11) uses it; the call at 12 and the
// return at 13 run under it, and the return can skip 14-15, which are
// control dependent on 11 too (rule 9). The call at 12 is in, but none of
// its arguments carries n, so warn's body (1, 2) is not; what the call
// defines is (warn may modify log, rule 10), so run's parameter-out of log
// reaches print in main (20). scale is entered through v, which carries n
// (6, def line 4), not through k (10 is not in the slice): factor (5) is
// out. run's value reaches main through 19 (def line 17); log = [] (18) is
// not in.
func TestForwardEntersCalleesThroughCarryingArguments(t *testing.T) {
	e := index(t, map[string]string{"m.py": guarded})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 9, Var: "n", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{4, 6, 8, 9, 11, 12, 13, 14, 15, 17, 19, 20})
}

// Backward, the mirror (rule 12): ascending from warn's msg into the call
// site at 12 brings the call statement and its control dependences: the if
// (11), n (9) and run's def line (8), and with the guard the return it
// guards (13, rule 9). What comes after (14, 15), k (10) and scale are not
// in; at depth 1 main is not either.
func TestBackwardAscentBringsCallControl(t *testing.T) {
	e := index(t, map[string]string{"m.py": guarded})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 2, Var: "msg", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 2, 8, 9, 11, 12, 13})
}

const cached = `def load(path, cache):
    key = path.lower()
    size = len(path)
    try:
        data = cache[key]
        hits = 1
    except KeyError:
        data = None
    else:
        print("hit", key)
        try:
            note = key + "!"
        finally:
            size += 1
    finally:
        print(key)
    if size > 10:
        label = "big"
    else:
        label = key
    return data, label
`

// Rule 8 in a forward slice: the try (4), the try's else (9), the nested
// try (11, governed by that else) and the finally (15) come in with the
// statements of their bodies that use key (5, 10, 12, 16), although no
// dependence on key brings them. Not in: the except header and its body
// (7, 8), the inner finally and its body (13, 14), which no statement of
// the slice needs; the headers come alone, without what they control (6,
// 14); the if (17) and the else of the if (19), whose body (20) is in by
// data (rule 8's else is the try's); size (3), label = "big" (18).
func TestForwardTryHeaders(t *testing.T) {
	e := index(t, map[string]string{"m.py": cached})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 2, Var: "key", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 2, 4, 5, 9, 10, 11, 12, 15, 16, 20, 21})
	// A thin slice follows values only: no header comes in.
	r, err = e.Slice(queries.Criterion{File: "m.py", Line: 2, Var: "key", Direction: queries.Forward, Depth: 3, Thin: true})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 2, 5, 10, 12, 16, 20, 21})
}

// A chain of GOVERNS edges longer than one query's hop bound (MaxHops) is
// followed to its end: 17 tries nested in each other's else clauses put
// 34 edges between the statement in the innermost else and the outermost
// try. The try bodies and except clauses are not in.
func TestForwardTryHeadersDeepNesting(t *testing.T) {
	const levels = 17
	var b strings.Builder
	var want []int
	line := 0
	emit := func(indent int, s string, in bool) {
		line++
		b.WriteString(strings.Repeat("    ", indent) + s + "\n")
		if in {
			want = append(want, line)
		}
	}
	emit(0, "def f(v):", true)
	for i := 1; i <= levels; i++ {
		emit(i, "try:", true)
		emit(i+1, "pass", false)
		emit(i, "except ValueError:", false)
		emit(i+1, "pass", false)
		emit(i, "else:", true)
	}
	emit(levels+1, "w = v + 1", true)
	e := index(t, map[string]string{"m.py": b.String()})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 1, Var: "v", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", want)
}

// Past ManySeeds scopes the headers are found with one scan
// (governed_many, then governing_many): each of 20 functions reading a
// module-level name in a try body brings its try header and def line, not
// its except clause; in a 21st the read's try is nested in another's else.
func TestForwardTryHeadersManyScopes(t *testing.T) {
	var b strings.Builder
	want := []int{1}
	b.WriteString("LIMIT = 3\n")
	line := 1
	for i := 0; i < 20; i++ {
		b.WriteString("def f" + strconv.Itoa(i) + "(x):\n    try:\n        return x + LIMIT\n    except TypeError:\n        return 0\n")
		want = append(want, line+1, line+2, line+3)
		line += 5
	}
	// Through nesting: the outer try and its else govern the inner try
	// (none of them governs the read directly).
	b.WriteString("def g(x):\n    try:\n        pass\n    except ValueError:\n        pass\n    else:\n        try:\n            y = x + LIMIT\n        finally:\n            pass\n")
	want = append(want, line+1, line+2, line+6, line+7, line+8)
	e := index(t, map[string]string{"m.py": b.String()})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 1, Var: "LIMIT", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", want)
}

// A method call that points-to resolves (the receiver's variable is
// assigned twice, so the bindings do not decide) passes the receiver as
// self: the receiver's definitions come in only when the callee needs
// self. Here prepare reads only its parameter, so neither construction of
// p is in the slice of the ascent from normalize's parameter.
func TestAscentThroughResolvedMethodLeavesReceiver(t *testing.T) {
	e := index(t, map[string]string{"m.py": `class Prep:
    def prepare(self, url):
        return normalize(url)

def normalize(u):
    v = u.strip()
    return v

def run(raw, fresh):
    p = Prep()
    if fresh:
        p = Prep()
    out = p.prepare(raw)
    return out
`})
	r, err := e.Slice(queries.Criterion{File: "m.py", Line: 6, Var: "v", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 2, 3, 5, 6, 9, 13})
}

// TestMaxVerticesStopsTheSlice: a slice past Criterion.MaxVertices stops
// with a *TooLargeError naming the bound; at its own size or above it
// completes with the same statements as without a bound.
func TestMaxVerticesStopsTheSlice(t *testing.T) {
	e := index(t, map[string]string{"m.py": pipeline})
	c := queries.Criterion{File: "m.py", Line: 16, Var: "z", Direction: queries.Backward, Depth: 3}
	full, err := e.Slice(c)
	if err != nil {
		t.Fatal(err)
	}
	if full.Vertices < 10 {
		t.Fatalf("the slice reaches only %d vertices: too small to test a bound", full.Vertices)
	}
	c.MaxVertices = full.Vertices / 3
	_, err = e.Slice(c)
	var big *queries.TooLargeError
	if !errors.As(err, &big) || big.Max != c.MaxVertices || big.Reached <= big.Max {
		t.Fatalf("bound %d of %d vertices: got %v, want a *TooLargeError past the bound", c.MaxVertices, full.Vertices, err)
	}
	c.MaxVertices = full.Vertices
	r, err := e.Slice(c)
	if err != nil {
		t.Fatalf("bound at the slice's own size %d: %v", full.Vertices, err)
	}
	sameSet(t, lines(r), "m.py", []int{1, 3, 4, 5, 7, 8, 10, 11, 13, 14, 15, 16, 18, 19, 21})
}

// A forward slice from an attribute write (self.timeout = ...) reaches the
// later uses of the object as a whole, whose edges carry the root (rule
// 2): the receiver of self.deadline(...) called after the write, and
// through it the method's read of self.timeout. A call on self before the
// write and a use of another path (self.retries) stay out.
func TestForwardFromAttributeWriteReachesWholeObjectUses(t *testing.T) {
	e := index(t, map[string]string{"pool.py": `class Pool:
    def __init__(self):
        self.timeout = 5.0
        self.retries = 2

    def deadline(self, n):
        per_try = self.timeout * 1.5
        return per_try * n

    def slow_down(self, factor):
        before = self.deadline(1)
        self.timeout = self.timeout * factor
        self.retries += 1
        budget = self.deadline(self.retries)
        return budget
`})
	res, err := e.Slice(queries.Criterion{File: "pool.py", Line: 12, Var: "self.timeout", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, want := range []string{"pool.py:7", "pool.py:8", "pool.py:12", "pool.py:14", "pool.py:15"} {
		if !got[want] {
			t.Errorf("missing %s", want)
		}
	}
	for _, not := range []string{"pool.py:11", "pool.py:13", "pool.py:3"} {
		if got[not] {
			t.Errorf("unwanted %s", not)
		}
	}
	if t.Failed() {
		t.Logf("slice: %v", got)
	}
}

// A forward criterion names a variable as the user spells it: a Go
// if-init's prev, which shadows the function's prev and which the front
// end renames prev@20, carries its value to the else-if and else branches
// of its chain; the outer prev read after the chain is not reached.
func TestForwardFromRenamedBlockScopedName(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module gaps\n\ngo 1.22\n", "gaps.go": `package gaps

func Gaps(ts []int, last map[int]int) ([]int, int) {
	var gaps []int
	late := 0
	prev := 0
	for k, t := range ts {
		if prev, ok := last[k]; !ok {
			late--
		} else if t >= prev {
			gaps = append(gaps, t-prev)
		}
		if t < prev {
			late++
		}
		prev = t
	}
	return gaps, late
}
`})
	res, err := e.Slice(queries.Criterion{File: "gaps.go", Line: 8, Var: "prev", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, l := range []string{"gaps.go:8", "gaps.go:10", "gaps.go:11", "gaps.go:18"} {
		if !got[l] {
			t.Errorf("missing %s (got %v)", l, got)
		}
	}
	for _, l := range []string{"gaps.go:9", "gaps.go:13", "gaps.go:14", "gaps.go:16"} {
		if got[l] {
			t.Errorf("unwanted %s: it reads the outer prev or only ok", l)
		}
	}
}

// A stub below a callee the slice enters counts for the call the slice
// entered it from (rule 15 with rule 11's reading): at depth 1 quote is a
// stub inside render, so render(key, origin)'s value depends on origin
// and origin's definition is in; at depth 2 quote is entered and ignores
// context, so it is not. A recursive call enters a function already
// entered, never a stub: trail never counts for walk's value.
func TestStubBelowEnteredCallee(t *testing.T) {
	e := index(t, map[string]string{"m.py": `def quote(value, context):
    print(context)
    return '"' + value + '"'

def render(key, origin):
    return key + "=" + quote(key, origin)

def line(key, source):
    origin = source or "runner"
    text = render(key, origin)
    return text

def walk(n, trail):
    if n <= 0:
        return 0
    return walk(n - 1, trail + "x") + 1

def count(k, path):
    trail = path + "/"
    total = walk(k, trail)
    return total
`})
	for _, tc := range []struct {
		c       queries.Criterion
		in, out []string
	}{
		{queries.Criterion{File: "m.py", Line: 11, Var: "text", Direction: queries.Backward, Depth: 1},
			[]string{"m.py:9", "m.py:10", "m.py:6"}, []string{"m.py:3"}},
		{queries.Criterion{File: "m.py", Line: 11, Var: "text", Direction: queries.Backward, Depth: 2},
			[]string{"m.py:10", "m.py:6", "m.py:3"}, []string{"m.py:9"}},
		{queries.Criterion{File: "m.py", Line: 9, Var: "origin", Direction: queries.Forward, Depth: 1},
			[]string{"m.py:10", "m.py:11"}, nil},
		{queries.Criterion{File: "m.py", Line: 9, Var: "origin", Direction: queries.Forward, Depth: 2},
			[]string{"m.py:2", "m.py:10"}, []string{"m.py:11"}},
		{queries.Criterion{File: "m.py", Line: 21, Var: "total", Direction: queries.Backward, Depth: 1},
			[]string{"m.py:20", "m.py:16"}, []string{"m.py:19"}},
	} {
		res, err := e.Slice(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprintf("%s %s depth %d", tc.c.Direction, tc.c.Var, tc.c.Depth), lines(res), tc.in, tc.out)
	}
}

// return f(x) in a Go function with several results passes f's results on
// position by position (Go rule 1): Decode's result 0 comes from
// strconv.Atoi's, which depends on all its arguments (rule 11), and Pass's
// from two's result 0 alone, not from what two's result 1 reads.
func TestReturnPassesCallResultsOnByPosition(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module gret\n\ngo 1.22\n", "r.go": `package gret

import "strconv"

func Decode(raw string) (int, error) {
	if raw == "" {
		return 0, nil
	}
	return strconv.Atoi(raw)
}

func two(s string, strict bool) (int, error) {
	err := check(strict)
	return len(s), err
}

func check(strict bool) error {
	return nil
}

func Pass(s string, strict bool) (int, error) {
	return two(s, strict)
}

func Use(x string) int {
	v, _ := Decode(x)
	w, _ := Pass(x, true)
	return v + w
}
`})
	for _, tc := range []struct {
		v       string
		in, out []string
	}{
		{"v", []string{"r.go:9", "r.go:7", "r.go:26"}, []string{"r.go:14"}},
		{"w", []string{"r.go:22", "r.go:14", "r.go:27"}, []string{"r.go:13", "r.go:9"}},
	} {
		res, err := e.Slice(queries.Criterion{File: "r.go", Line: 28, Var: tc.v, Direction: queries.Backward, Depth: 3})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, tc.v, lines(res), tc.in, tc.out)
	}
}

// A Go callee with several results is a stub beyond the depth limit like
// any other (rules 11 and 15): both results depend on every argument, so
// base, which Parse ignores, is in v's slice at depth 0 and not at depth 1,
// where the slice enters Parse and follows its summary.
func TestStubWithSeveralResultsTakesAllArguments(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module stub\n\ngo 1.22\n", "stub.go": `package stub

import "strconv"

func Parse(s string, base int) (int, error) {
	n, err := strconv.Atoi(s)
	return n, err
}

func Use(text string) int {
	base := 16
	v, err := Parse(text, base)
	if err != nil {
		return 0
	}
	return v
}
`})
	for _, tc := range []struct {
		depth   int
		in, out []string
	}{
		{0, []string{"stub.go:11", "stub.go:12"}, []string{"stub.go:6", "stub.go:7"}},
		{1, []string{"stub.go:6", "stub.go:7", "stub.go:12"}, []string{"stub.go:11"}},
	} {
		res, err := e.Slice(queries.Criterion{File: "stub.go", Line: 16, Var: "v", Direction: queries.Backward, Depth: tc.depth})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprintf("depth %d", tc.depth), lines(res), tc.in, tc.out)
	}
}

// At the depth limit a callee is a stub whose value depends on all its
// arguments (rules 11 and 15): label, which h's body only prints, counts
// for n = h(v, tag) when h lies beyond the depth, and not when the slice
// enters h and follows its summary. Backward from f, h is a callee of the
// caller g (two call edges); forward from tag, h is one edge away.
func TestStubBeyondDepthTakesAllArguments(t *testing.T) {
	e := index(t, map[string]string{"m.py": `def h(a, label):
    print(label)
    return a * 2

def f(x):
    return x + 1

def g(v):
    tag = "t" + v
    n = h(v, tag)
    return f(n)
`})
	for _, tc := range []struct {
		c       queries.Criterion
		in, out []string
	}{
		{queries.Criterion{File: "m.py", Line: 6, Direction: queries.Backward, Depth: 1},
			[]string{"m.py:9", "m.py:10", "m.py:11"}, []string{"m.py:2", "m.py:3"}},
		{queries.Criterion{File: "m.py", Line: 6, Direction: queries.Backward, Depth: 2},
			[]string{"m.py:3", "m.py:10", "m.py:11"}, []string{"m.py:9", "m.py:2"}},
		{queries.Criterion{File: "m.py", Line: 9, Var: "tag", Direction: queries.Forward, Depth: 0},
			[]string{"m.py:10", "m.py:11"}, []string{"m.py:2"}},
		{queries.Criterion{File: "m.py", Line: 9, Var: "tag", Direction: queries.Forward, Depth: 1},
			[]string{"m.py:2", "m.py:10"}, []string{"m.py:11", "m.py:3"}},
		// A thin slice walks the stub table in reverse beside DATA and
		// SUMMARY.
		{queries.Criterion{File: "m.py", Line: 10, Var: "n", Direction: queries.Backward, Depth: 0, Thin: true},
			[]string{"m.py:9", "m.py:10"}, []string{"m.py:3"}},
		{queries.Criterion{File: "m.py", Line: 10, Var: "n", Direction: queries.Backward, Depth: 1, Thin: true},
			[]string{"m.py:3", "m.py:10"}, []string{"m.py:9"}},
	} {
		res, err := e.Slice(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		got := lines(res)
		for _, l := range tc.in {
			if !got[l] {
				t.Errorf("%s depth %d thin %v: missing %s (got %v)", tc.c.Direction, tc.c.Depth, tc.c.Thin, l, got)
			}
		}
		for _, l := range tc.out {
			if got[l] {
				t.Errorf("%s depth %d thin %v: unwanted %s (got %v)", tc.c.Direction, tc.c.Depth, tc.c.Thin, l, got)
			}
		}
	}
}

// defaultsAtCall: price's defaults are evaluated by the call that leaves
// them out (golden/js/RULES.md rule 5), extra's from the parameter before
// it; viaPassed passes both, viaDefault leaves both out. tag's default
// reads only the parameter before it.
const defaultsAtCall = `const RATE = 2;
const K = 3;

function price(base, rate = RATE, extra = base * K) {
  return base * rate + extra;
}

export function viaPassed(n) {
  const p = price(n, 5, 1);
  return p;
}

export function viaDefault(m) {
  const q = price(m);
  return q;
}

function tag(item, label = item.name) {
  return label;
}

export function named(entry) {
  const obj = { name: entry };
  const t = tag(obj);
  return t;
}
`

// A default is context-sensitive (JS rule 5, rule 12): a descent into
// price from the call at 9, which passes rate and extra, reads neither
// default (not 1 or 2), although the call at 14 leaves them out; the
// descent from 14 reads both, and extra's reads base, bound to m there.
// Beyond the depth price is a stub whose def line, defaults included, is
// not read (rule 15), while its result still carries m through extra's
// default. Ascending from price's parameters reaches the default through
// the calls that leave it out; forward from RATE, the value enters price
// at 14 alone and comes back out there, not at 9. tag(obj) at 24 binds
// label to obj.name: t depends on obj (23) through the default, also with
// tag a stub.
func TestDefaultsAreContextSensitive(t *testing.T) {
	e := index(t, map[string]string{"m.ts": defaultsAtCall})
	for _, c := range []struct {
		line  int
		v     string
		dir   queries.Direction
		depth int
		want  []int
	}{
		{10, "p", queries.Backward, 1, []int{4, 5, 8, 9, 10}},
		{15, "q", queries.Backward, 1, []int{1, 2, 4, 5, 13, 14, 15}},
		{15, "q", queries.Backward, 0, []int{13, 14, 15}},
		{5, "rate", queries.Backward, 1, []int{1, 4, 5, 8, 9, 13, 14}},
		{5, "extra", queries.Backward, 1, []int{2, 4, 5, 8, 9, 13, 14}},
		{1, "RATE", queries.Forward, 2, []int{1, 4, 5, 13, 14, 15}},
		{25, "t", queries.Backward, 0, []int{22, 23, 24, 25}},
		{25, "t", queries.Backward, 1, []int{18, 19, 22, 23, 24, 25}},
	} {
		r, err := e.Slice(queries.Criterion{File: "m.ts", Line: c.line, Var: c.v, Direction: c.dir, Depth: c.depth})
		if err != nil {
			t.Fatal(err)
		}
		t.Run(fmt.Sprintf("%d-%s-%s-%d", c.line, c.v, c.dir, c.depth), func(t *testing.T) { sameSet(t, lines(r), "m.ts", c.want) })
	}
}

// A keyword unpacking may bind a parameter a positional unpacking before
// it also may: in cell's format_amount(value, *args, **kwargs), places
// may come from either, so item_rows' places=places, which lands in
// kwargs, reaches the result (rules-v40/04).
func TestKeywordUnpackingAfterPositionalUnpacking(t *testing.T) {
	e := index(t, map[string]string{"money.py": `SYMBOLS = {"EUR": "EUR ", "USD": "$"}

def format_amount(value, currency, places=2, grouping=True):
    symbol = SYMBOLS.get(currency, currency + " ")
    if grouping:
        number = f"{value:,.{places}f}"
    else:
        number = f"{value:.{places}f}"
    return f"{symbol}{number}"

def cell(key, value, *args, width=14, note=None, **kwargs):
    if note:
        print(f"{key}: {note}")
    text = format_amount(value, *args, **kwargs)
    return text.rjust(width)
`, "rows.py": `from money import cell

def item_rows(items, currency, compact):
    places = 0 if compact else 2
    rows = []
    for sku, price in items:
        amount = cell(sku, price, currency, width=9, note="n", places=places)
        rows.append(amount)
    return rows
`})
	res, err := e.Slice(queries.Criterion{File: "rows.py", Line: 7, Var: "amount", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(res); !got["rows.py:4"] {
		t.Errorf("missing rows.py:4: places=places lands in kwargs, which format_amount's places may take (got %v)", got)
	}
}

// Go rule 10 (golden/go/RULES.md): a callee held in a parameter of
// function type or in a variable assigned again is read, and the call is
// unresolved: its result depends on its arguments and on the variable,
// never on the body of a function passed in (go-v15/04, 06, 07). A
// variable initialized with a literal and never assigned again stays a
// resolved call, which does not read it.
func TestGoFunctionValuesStayUnresolved(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module fv\n\ngo 1.22\n", "fv.go": `package fv

var limit = 5

func low(n int) bool {
	return n < limit
}

func Keep(xs []int, keep func(int) bool) int {
	c := 0
	for _, x := range xs {
		if keep(x) {
			c++
		}
	}
	return c
}

func Render(n int, style string) int {
	line := func(v int) int {
		return v
	}
	if style == "double" {
		line = func(v int) int {
			return 2 * v
		}
	}
	return line(n)
}

func Twice(n int) int {
	inc := func(v int) int {
		return v + 1
	}
	return inc(inc(n))
}

func Use(xs []int) int {
	return Keep(xs, low) + Render(3, "double") + Twice(1)
}
`})
	for _, tc := range []struct {
		line    int
		v       string
		in, out []string
	}{
		// keep(x) reads keep and x; low's body and limit stay out.
		{16, "c", []string{"fv.go:12", "fv.go:9"}, []string{"fv.go:6", "fv.go:3"}},
		// line(n) reads every definition of line, not the literals' bodies.
		{28, "", []string{"fv.go:20", "fv.go:24", "fv.go:23"}, []string{"fv.go:21", "fv.go:25"}},
		// inc(inc(n)) enters inc, whose declaration is read only as its
		// def line (rule 14).
		{35, "", []string{"fv.go:32", "fv.go:33"}, nil},
	} {
		res, err := e.Slice(queries.Criterion{File: "fv.go", Line: tc.line, Var: tc.v, Direction: queries.Backward, Depth: 1})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprint(tc.line), lines(res), tc.in, tc.out)
	}
}

// golden/js/RULES.md rule 1: module.exports = { BURST } defines the
// module's export BURST, which an importer's require reads; the module's
// own functions read its own BURST and never the export statement
// (js-v15/03); so does exports.RATE = RATE (js-v17/01).
func TestCommonJSExportIsReadByImportersOnly(t *testing.T) {
	e := index(t, map[string]string{"bucket.js": `'use strict';
const BURST = 3;

function fill(n) {
  const t = Math.min(BURST, n);
  return t;
}

module.exports = { fill, BURST };
`, "use.js": `const { BURST } = require('./bucket');

function cap() {
  const c = BURST * 2;
  return c;
}

module.exports = { cap };
`, "rate.js": `const RATE = 2;

function scale(n) {
  const r = n * RATE;
  return r;
}

exports.RATE = RATE;
exports.scale = scale;
`})
	for _, tc := range []struct {
		file    string
		line    int
		v       string
		in, out []string
	}{
		{"bucket.js", 5, "t", []string{"bucket.js:2"}, []string{"bucket.js:9"}},
		{"use.js", 4, "c", []string{"use.js:1", "bucket.js:9", "bucket.js:2"}, nil},
		{"rate.js", 4, "r", []string{"rate.js:1"}, []string{"rate.js:8"}}, // exports.RATE = RATE likewise (js-v17/01)
	} {
		res, err := e.Slice(queries.Criterion{File: tc.file, Line: tc.line, Var: tc.v, Direction: queries.Backward, Depth: 0})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprint(tc.file, tc.line), lines(res), tc.in, tc.out)
	}
}

// A JavaScript class may hold a static method and an instance method of
// one name (ir.Semantics.StaticsApart): a call through the class runs the
// static one, a call through an instance the other (js-v15/02).
func TestStaticAndInstanceMethodOfOneName(t *testing.T) {
	e := index(t, map[string]string{"d.mjs": `const ZERO = "0s";
const UNIT = "ms";

export class Duration {
  constructor(ms) {
    this.ms = ms;
  }

  static format(ms) {
    return ms + UNIT;
  }

  format() {
    return this.ms === 0 ? ZERO : Duration.format(this.ms);
  }
}

export function show(n) {
  const a = Duration.format(n);
  const d = new Duration(n);
  const b = d.format();
  return [a, b];
}
`})
	for _, tc := range []struct {
		line    int
		v       string
		in, out []string
	}{
		{19, "a", []string{"d.mjs:9", "d.mjs:10", "d.mjs:2"}, []string{"d.mjs:13", "d.mjs:14", "d.mjs:1"}},
		{21, "b", []string{"d.mjs:13", "d.mjs:14", "d.mjs:1"}, nil},
	} {
		res, err := e.Slice(queries.Criterion{File: "d.mjs", Line: tc.line, Var: tc.v, Direction: queries.Backward, Depth: 1})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprint(tc.line), lines(res), tc.in, tc.out)
	}
}

// Go rules 2, 4 and 10: a pointer-receiver method called on an element of
// a slice parameter (items[i].Bump(n)) resolves through the parameter's
// element type and may-defines the slice; one called on a range copy
// (for _, it := range items { it.Bump(n) }) changes only the copy
// (go-v17/08).
func TestGoMethodOnSliceElement(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module el\n\ngo 1.22\n", "el.go": `package el

type Item struct {
	N int
}

func (it *Item) Bump(n int) {
	it.N += n
}

func Hold(items []Item, n int) []Item {
	for _, it := range items {
		it.Bump(n)
	}
	for i := range items {
		items[i].Bump(n)
	}
	return items
}

func Use() []Item {
	return Hold([]Item{{N: 1}}, 2)
}
`})
	res, err := e.Slice(queries.Criterion{File: "el.go", Line: 18, Var: "items", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "items", lines(res), []string{"el.go:15", "el.go:16", "el.go:8", "el.go:7"}, []string{"el.go:12", "el.go:13"})
}

// Rule 5: a nested def's default is read when the def runs, in the
// enclosing function. A slice that needs what a function called through a
// list returns reaches that default from the enclosing function itself,
// and so ascends from the enclosing function's parameter to its callers
// (rules-v57/02).
func TestNestedDefaultReadAsFunctionValue(t *testing.T) {
	e := index(t, map[string]string{"t.py": `def render(rows, widths):
    cells = []
    for name in ["a", "b"]:
        width = widths.get(name, 4)
        def cell(row, name=name, width=width):
            return str(row.get(name)).ljust(width)
        cells.append(cell)
    out = []
    for row in rows:
        for fmt in cells:
            out.append(fmt(row))
    return out


def export(rows):
    widths = {"a": 6}
    widths["b"] = 2
    return render(rows, widths)
`})
	res, err := e.Slice(queries.Criterion{File: "t.py", Line: 11, Var: "out", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "out", lines(res), []string{"t.py:4", "t.py:5", "t.py:18", "t.py:16", "t.py:17"}, []string{"t.py:12"})
}

// golden/js/RULES.md rule 5: a default evaluated at the call may read the
// parameters before it, also inside a call it makes (Math.floor(width /
// MIN)). The value then reaches the result at the calls that leave the
// parameter out, and only there (js-v18/06).
func TestDefaultReadsEarlierParameterInsideACall(t *testing.T) {
	e := index(t, map[string]string{"g.mjs": `const MIN = 240;

export function grid(width, count = Math.max(1, Math.floor(width / MIN))) {
  const track = count * 2;
  return track;
}

export function page(w) {
  const content = w - 10;
  const a = grid(content);
  const b = grid(content, 3);
  const x = a + 1;
  const y = b + 1;
  return [x, y];
}
`})
	res, err := e.Slice(queries.Criterion{File: "g.mjs", Line: 9, Var: "content", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"g.mjs:10", "g.mjs:12", "g.mjs:4", "g.mjs:5", "g.mjs:11"}, []string{"g.mjs:13"})
	res, err = e.Slice(queries.Criterion{File: "g.mjs", Line: 12, Var: "x", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"g.mjs:9", "g.mjs:3", "g.mjs:1"}, nil)
}

// Rule 10 in JavaScript: opts = opts || {} may keep the object passed in,
// so a change made after it may be the caller's, and the call is in the
// caller's slice of that object (ir.Def.MayKeep).
func TestJSAssignmentThatMayKeepTheParameter(t *testing.T) {
	e := index(t, map[string]string{"a.mjs": `export function setup(opts) {
  opts = opts || {};
  opts.ready = true;
  return opts;
}

export function run(o) {
  setup(o);
  return o;
}
`})
	res, err := e.Slice(queries.Criterion{File: "a.mjs", Line: 9, Var: "o", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "o", lines(res), []string{"a.mjs:8", "a.mjs:3"}, nil)
}

// Rule 15 counts call edges between functions: a recursive function's
// call of itself lies in the criterion's own function, at depth 0
// (rules-v63/01), with the guards and the parameters its arguments read
// (05). A caller of another function stays beyond the depth.
func TestRecursiveCallSitesWithinTheDepth(t *testing.T) {
	e := index(t, map[string]string{"r.py": `def render(node, depth, out):
    indent = "  " * depth
    out.append(indent + node["name"])
    for child in node["children"]:
        render(child, depth + 1, out)


def encode_list(items, level):
    pad = " " * level
    return "[" + ", ".join(pad + encode_value(x, level + 1) for x in items) + "]"


def encode_value(v, level):
    if isinstance(v, list):
        return encode_list(v, level + 2)
    return str(v)


def dumps(v):
    return encode_value(v, 0)


def choose(n, k, cache):
    if k == 0 or k == n:
        return 1
    key = (n, k)
    if key in cache:
        return cache[key]
    left = choose(n - 1, k - 1, cache)
    right = choose(n - 1, k, cache)
    total = left + right
    cache[key] = total
    return total


def pascal(n):
    return [choose(n, k, {}) for k in range(n + 1)]
`})
	res, err := e.Slice(queries.Criterion{File: "r.py", Line: 2, Var: "indent", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "render", lines(res), []string{"r.py:5", "r.py:4"}, nil)
	res, err = e.Slice(queries.Criterion{File: "r.py", Line: 26, Var: "key", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "choose", lines(res), []string{"r.py:29", "r.py:30", "r.py:27", "r.py:24"}, []string{"r.py:37"})
}

// JavaScript rule 1 with rule 2: const { timeout: limit, ...rest } = o
// defines limit from o.timeout and rest from o whole, so a write of
// o.size reaches rest and not limit, forward and backward (js-v19/07).
func TestDestructuringBindsEachNameFromItsOwnPath(t *testing.T) {
	e := index(t, map[string]string{"d.mjs": `export function plan(o, size) {
  o.size = size;
  const { timeout: limit, ...rest } = o;
  const wait = limit * 2;
  const parts = rest.size + 1;
  return [wait, parts];
}
`})
	res, err := e.Slice(queries.Criterion{File: "d.mjs", Line: 2, Var: "o", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"d.mjs:3", "d.mjs:5", "d.mjs:6"}, []string{"d.mjs:4"})
	res, err = e.Slice(queries.Criterion{File: "d.mjs", Line: 4, Var: "wait", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"d.mjs:3", "d.mjs:1"}, []string{"d.mjs:2"})
}

// Rule 6 for a closure returned by its factory: each call of it is a
// definition of the cell it writes (nonlocal count), made where it is
// called, so the value the last call returns depends on the earlier
// calls and their arguments, and the closure reading the same cell sees
// the other one's writes (rules-v70/02).
func TestReturnedClosureCallsPassTheirCell(t *testing.T) {
	e := index(t, map[string]string{"m.py": `def make_counter(start):
    count = start

    def inc(step):
        nonlocal count
        count += step
        return count

    def peek():
        return count

    return inc, peek


def run(a, b, c):
    inc, peek = make_counter(10)
    inc(a)
    inc(b)
    seen = c * 2
    n = peek()
    return n, seen
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 20, Var: "n", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	// peek holds peek, not inc (the returned tuple's element 1): inc's
	// return is no part of peek()'s value.
	inOut(t, "backward", lines(res), []string{"m.py:17", "m.py:18", "m.py:6", "m.py:10", "m.py:2"}, []string{"m.py:19", "m.py:7"})

	// Two counters made by two calls of the factory keep two cells: the
	// other counter's calls stay out.
	e = index(t, map[string]string{"two.py": `def make_counter(start):
    count = start

    def inc(step):
        nonlocal count
        count += step
        return count

    return inc


def run(a, b, c):
    c1 = make_counter(10)
    c2 = make_counter(20)
    c1(a)
    c2(b)
    n = c1(c)
    return n
`})
	res, err = e.Slice(queries.Criterion{File: "two.py", Line: 17, Var: "n", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "two counters", lines(res), []string{"two.py:13", "two.py:15", "two.py:6"}, []string{"two.py:14", "two.py:16"})

	// Closures taken from a dict of handlers (origin unknown) read and
	// write the cell of every factory call of the function: keys() sees
	// what handler() wrote.
	e = index(t, map[string]string{"kv.py": `def make_store(initial):
    data = dict(initial)

    def do_set(key, value):
        data[key] = value

    def keys():
        return sorted(data)

    return {"SET": do_set}, keys


def run(script, initial):
    commands, keys = make_store(initial)
    for name, key, value in script:
        handler = commands.get(name)
        handler(key, value)
    listing = keys()
    return listing
`})
	res, err = e.Slice(queries.Criterion{File: "kv.py", Line: 18, Var: "listing", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "handlers", lines(res), []string{"kv.py:17", "kv.py:16", "kv.py:5"}, nil)
}

// Go's scopes (golden/go/RULES.md): an if's init declares a name scoped to
// the if, which its condition reads: a forward slice from it takes what
// the if controls (go-v18/06), and the if body's write of that name does
// not reach the condition on the loop's next pass (go-v18/02); a local
// declared with := from a package-level name of the same spelling reads
// the package-level one (go-v18/03).
func TestGoHeaderAndShadowScopes(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module sc\n\ngo 1.22\n", "sc.go": `package sc

var step = 2

func Count(words []string, width int) (total, long int) {
	for _, w := range words {
		if n := len(w); n > width {
			long++
		}
		if total := total + len(w); total > width {
			total -= width
			continue
		}
		total += len(w)
	}
	return
}

func Next() int {
	step := step + 1
	return step
}
`})
	res, err := e.Slice(queries.Criterion{File: "sc.go", Line: 7, Var: "n", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward n", lines(res), []string{"sc.go:8", "sc.go:16"}, []string{"sc.go:11", "sc.go:14"})
	res, err = e.Slice(queries.Criterion{File: "sc.go", Line: 16, Var: "total", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward total", lines(res), []string{"sc.go:14", "sc.go:10", "sc.go:12"}, []string{"sc.go:11"})
	res, err = e.Slice(queries.Criterion{File: "sc.go", Line: 21, Var: "step", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "package step", lines(res), []string{"sc.go:20", "sc.go:3"}, nil)
}

// A JavaScript class field's initialiser reads the names the class body
// sees, not the constructor's parameters it is lowered beside: retries =
// retries; reads the module's retries (js-v20/06).
func TestJSFieldInitializerReadsTheClassBodysName(t *testing.T) {
	e := index(t, map[string]string{"f.mjs": `const retries = 2;

export class Fetcher {
  retries = retries;

  constructor(base, retries) {
    this.base = base;
    if (retries !== undefined) {
      this.retries = retries;
    }
  }
}
`})
	res, err := e.Slice(queries.Criterion{File: "f.mjs", Line: 4, Var: "retries", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "field", lines(res), []string{"f.mjs:1"}, []string{"f.mjs:8"})
}

// TestGoFuncFieldCallReadsItsPath: a call through a struct field of
// function type (n.Send(r)) is unresolved and reads the path n.Send
// (golden/go/RULES.md rule 10, rule 2), so a write of another field of n
// in the loop (n.Sent++) does not reach it on the next pass; go-v19/04.
func TestGoFuncFieldCallReadsItsPath(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module ff\n\ngo 1.22\n", "ff.go": `package ff

type Notifier struct {
	Send func(to string) error
	Sent int
}

func (n *Notifier) Notify(to []string) int {
	failed := 0
	for _, r := range to {
		if err := n.Send(r); err != nil {
			failed++
			continue
		}
		n.Sent++
	}
	return failed
}
`})
	res, err := e.Slice(queries.Criterion{File: "ff.go", Line: 17, Var: "failed", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward failed", lines(res), []string{"ff.go:11", "ff.go:12", "ff.go:13"}, []string{"ff.go:15"})
}

// TestGoReturnAssignsNamedResultsByPosition: in a function with named
// results, return total, applied assigns each result from its own operand
// (Go rule 1, results by position), so a forward slice of an argument that
// reaches total does not reach the caller's use of result 1 (go-v21/05).
func TestGoReturnAssignsNamedResultsByPosition(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module nr\n\ngo 1.22\n", "nr.go": `package nr

func Apply(opening int, fee int, n int) (total int, applied int) {
	total = opening
	defer func() {
		if total < 0 {
			total = 0
		}
	}()
	for i := 0; i < n; i++ {
		total -= fee
		applied++
	}
	return total, applied
}

func Run() (int, int) {
	fee := 2
	bal, applied := Apply(40, fee, 3)
	println(bal)
	println(applied)
	return bal, applied
}
`})
	res, err := e.Slice(queries.Criterion{File: "nr.go", Line: 18, Var: "fee", Direction: queries.Forward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward fee", lines(res), []string{"nr.go:19", "nr.go:11", "nr.go:14", "nr.go:7", "nr.go:20"}, []string{"nr.go:21", "nr.go:12"})
}

// TestCallbackWritesItsCellAtTheCall: a closure passed to a function of
// another module that calls it writes its cell there (rule 6: the write is
// made at the statement that calls the nested function), and the write
// comes back to the caller through the call that passed the closure, as a
// parameter-out of the callback (rules-v81/06). The same for a closure
// returned by its factory and passed on: the cell of that factory call.
func TestCallbackWritesItsCellAtTheCall(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def each(items, fn):
    for x in items:
        if x is None:
            continue
        fn(x)
    return len(items)
`,
		"main.py": `from util import each


def total(items):
    n = 0
    seen = 0

    def add(x):
        nonlocal n
        n += x

    count = each(items, add)
    seen += 1
    return n


def make_tally():
    used = 0

    def visit(x):
        nonlocal used
        used += x

    def summary():
        return used

    return visit, summary


def usage(items):
    visit, summary = make_tally()
    other, _ = make_tally()
    each(items, visit)
    each(items, other)
    return summary()


def also(items):
    m = 0

    def bump(x):
        nonlocal m
        m += 1

    each(items, bump)
    return m


def forward(items, fn):
    return each(items, fn)


def via(items):
    k = 0

    def inc(x):
        nonlocal k
        k += x

    forward(items, inc)
    return k
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 14, Var: "n", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	// bump, passed to each by another function, writes another cell.
	inOut(t, "callback in its owner", lines(res), []string{"main.py:10", "main.py:12", "util.py:5", "util.py:3", "util.py:4", "main.py:5"}, []string{"main.py:13", "util.py:6", "main.py:43", "main.py:45"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 61, Var: "k", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	// Passed on through forward's parameter: inc runs three calls down.
	inOut(t, "passed on", lines(res), []string{"main.py:58", "main.py:60", "main.py:50", "util.py:5"}, []string{"main.py:10", "main.py:43"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 35, Var: "", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "returned callback", lines(res), []string{"main.py:33", "main.py:22", "util.py:5", "main.py:31"}, []string{"main.py:34", "main.py:32"})
}

// TestCallbackReadsItsCellFromTheCaller: a closure passed to a function
// that calls it through its parameter (select(items, keep), keep reading
// floor) reads its captured names from the call that passed it (rule 6),
// so a slice needing what the closure returns or writes ascends from the
// enclosing function's parameter to its callers (rule 12), and a forward
// slice of an argument reaches the enclosing function's later uses of the
// cells the closure writes (rule 13).
func TestCallbackReadsItsCellFromTheCaller(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def select(items, keep):
    out = []
    for x in items:
        if keep(x):
            out.append(x)
    return out


def each(items, fn):
    for x in items:
        fn(x)
`,
		"main.py": `from util import each, select


def big(items, floor):
    def keep(x):
        return x > floor

    return select(items, keep)


def count_over(items, limit):
    n = 0

    def check(x):
        nonlocal n
        if x > limit:
            n += 1

    each(items, check)
    return n


def main():
    cut = 10
    lim = 5
    a = big([1, 20], cut)
    b = count_over([3, 8], lim)
    return a, b
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 26, Var: "a", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "returned through the callee", lines(res), []string{"main.py:24", "main.py:6", "util.py:4", "main.py:8"}, []string{"main.py:25", "main.py:16"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 20, Var: "n", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "written cell", lines(res), []string{"main.py:16", "main.py:17", "main.py:27", "main.py:25"}, []string{"main.py:24", "main.py:26"})
	// check runs three call edges from main (count_over, each, check).
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 25, Var: "lim", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"main.py:27", "main.py:16", "main.py:17", "main.py:20", "main.py:28"}, []string{"main.py:26", "main.py:6"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 25, Var: "lim", Direction: queries.Forward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward at depth 2", lines(res), []string{"main.py:27", "main.py:20", "main.py:28"}, []string{"main.py:16", "main.py:17"})
}

// TestDescentTakesItsCallersClosureOnly: a function entered by descent
// runs in the context of the call the slice entered it from (rule 12), so
// its call through a parameter runs the closure that call passes, not the
// closure another caller passes to the same parameter (the call graph,
// context-insensitive, resolves the call to both). Backward: retry's
// returned value from load's call depends on fetch, not on ask; forward:
// the value entering each from total reaches add, not note.
func TestDescentTakesItsCallersClosureOnly(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def retry(action, tries):
    for n in range(tries):
        got = action(n)
        if got is not None:
            return got
    return None


def each(items, fn):
    for x in items:
        fn(x)
`,
		"main.py": `from util import each, retry


def load(store, key):
    def fetch(n):
        return store.get((key, n))

    found = retry(fetch, 3)
    return found


def clock(source):
    def ask(n):
        return source.now(n)

    return retry(ask, 2)


def total(items):
    n = 0

    def add(x):
        nonlocal n
        n += x

    each(items, add)
    return n


def names(items):
    out = []

    def note(x):
        out.append(str(x))

    each(items, note)
    return out
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 8, Var: "found", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"main.py:6", "main.py:5", "util.py:3", "util.py:5"}, []string{"main.py:14", "main.py:13", "main.py:12", "main.py:16"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 19, Var: "items", Direction: queries.Forward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"main.py:26", "util.py:11", "main.py:24", "main.py:27"}, []string{"main.py:34", "main.py:33", "main.py:36"})
}

// TestCallPassesItsOwnClosuresCells: a function passing two closures to
// the same parameter in two calls gets back, at each call, only the cells
// the closure it passes there captures: each(items, name_of) neither reads
// nor writes large, which big, passed in the next call, appends to.
func TestCallPassesItsOwnClosuresCells(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def each(items, fn):
    for x in items:
        fn(x)
`,
		"main.py": `from util import each


def scan(items, limit):
    large = []
    names = []

    def name_of(x):
        names.append(x)

    def big(x):
        if x > limit:
            large.append(x)

    each(items, name_of)
    each(items, big)
    return large
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 17, Var: "large", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"main.py:16", "main.py:13", "main.py:12", "main.py:5", "util.py:3"}, []string{"main.py:15", "main.py:9", "main.py:6"})
}

// TestHandlersStoredThroughParameterAreCalled: a function that stores the
// functions passed to it into a container its caller passes (subscribe:
// handlers.append(handler), registry[name] = handler) fills the caller's
// container (rule 10, parameter-out), so a dispatcher that calls what the
// container holds (for h in handlers: h(event)) calls those functions, and
// a slice of what it returns descends into their returns (rule 12).
func TestHandlersStoredThroughParameterAreCalled(t *testing.T) {
	e := index(t, map[string]string{
		"bus.py": `def subscribe(handlers, handler):
    handlers.append(handler)


def register(registry, handler):
    registry[handler.__name__] = handler


def publish(handlers, event):
    replies = []
    for h in handlers:
        replies.append(h(event))
    return replies


def dispatch(registry, event):
    return [registry[name](event) for name in sorted(registry)]
`,
		"shop.py": `from bus import dispatch, publish, register, subscribe

RATE = 0.2


def tax(event):
    due = event["price"] * RATE
    return due


def receipt(event):
    return "receipt " + event["item"]


def checkout(event):
    handlers = []
    subscribe(handlers, tax)
    registry = {}
    register(registry, receipt)
    a = publish(handlers, event)
    b = dispatch(registry, event)
    return a, b
`})
	res, err := e.Slice(queries.Criterion{File: "shop.py", Line: 20, Var: "a", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "list", lines(res), []string{"shop.py:7", "shop.py:8", "shop.py:3", "shop.py:17", "bus.py:12"}, []string{"shop.py:12", "shop.py:19"})
	res, err = e.Slice(queries.Criterion{File: "shop.py", Line: 21, Var: "b", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "dict", lines(res), []string{"shop.py:12", "shop.py:19", "bus.py:17"}, []string{"shop.py:7", "shop.py:17"})
}

// TestAscentTakesNotTheCalleeVariable: a slice ascending into a call site
// for an argument takes the call, its matching arguments and its control
// dependences (rule 12), not the variable the called function came from:
// from inside words, the call on_text(p, p.upper()) in crawl does not bring
// crawl's on_text, nor the other function (lines) another caller passes.
// What the call returns still depends on it (the last case).
func TestAscentTakesNotTheCalleeVariable(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def crawl(paths, on_text):
    out = []
    for p in paths:
        out.append(on_text(p, p.upper()))
    return out
`,
		"main.py": `from util import crawl


def words(path, text):
    n = len(text.split())
    return n


def lines(path, text):
    return text.count("\n")


def main(ps):
    a = crawl(ps, words)
    b = crawl(ps, lines)
    return a, b


def pick(flag):
    if flag:
        f = words
    else:
        f = lines
    r = f("p", "a b")
    return r
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 5, Var: "n", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "ascent", lines(res), []string{"util.py:4", "util.py:3", "main.py:14", "main.py:15", "main.py:13"}, []string{"main.py:9", "main.py:10"})
	res, err = e.Slice(queries.Criterion{File: "main.py", Line: 25, Var: "r", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "result", lines(res), []string{"main.py:21", "main.py:23", "main.py:20", "main.py:19"}, nil)
}

// TestMethodOfNestedClassReadsEnclosingNames: a method of a class defined
// inside a function reads the function's names (rule 6; the class body is
// skipped), so from mycmp in K.__lt__ (functools.cmp_to_key) the slice
// reaches cmp_to_key's parameter and ascends to its call sites (rule 12).
func TestMethodOfNestedClassReadsEnclosingNames(t *testing.T) {
	e := index(t, map[string]string{"keys.py": `def cmp_to_key(mycmp):
    class K:
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
    return K


def by_len(a, b):
    return len(a) - len(b)


def run(words):
    key = cmp_to_key(by_len)
    return sorted(words, key=key)
`})
	res, err := e.Slice(queries.Criterion{File: "keys.py", Line: 6, Var: "mycmp", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"keys.py:1", "keys.py:15", "keys.py:14"}, []string{"keys.py:4", "keys.py:16"})
}

// TestListOfClosuresReadsNotTheirCaptures: a list display naming a nested
// function (steps = [add_heading]) reads the function, not the names it
// captures: a forward slice of heading reaches the closure's write, not
// the list nor the call it is passed to (rules-v88/06). A returned closure
// still carries them (the function object is what the caller gets).
func TestListOfClosuresReadsNotTheirCaptures(t *testing.T) {
	e := index(t, map[string]string{"steps.py": `def build(title, run):
    lines = []
    heading = title.upper()

    def add_heading():
        lines.append(heading)

    steps = [add_heading]
    run(steps)
    return lines


def make(scale):
    def times(x):
        return x * scale
    return times
`})
	res, err := e.Slice(queries.Criterion{File: "steps.py", Line: 3, Var: "heading", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"steps.py:6", "steps.py:5"}, []string{"steps.py:8", "steps.py:9"})
	res, err = e.Slice(queries.Criterion{File: "steps.py", Line: 13, Var: "scale", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "returned", lines(res), []string{"steps.py:16"}, nil)
}

// TestClosureReadingAParameterModifiesNothing: a nested function that only
// reads its enclosing function's parameters (text, predicate) makes no
// parameter-out of them (rule 10 needs a may-definition), so a call of
// indent defines neither argument: the backward slice of print(body) takes
// body's assignment, not the call, and the call's is_code argument is no
// write of the module-level function that a later read would see
// (stdlib-v7/05, textwrap.indent).
func TestClosureReadingAParameterModifiesNothing(t *testing.T) {
	e := index(t, map[string]string{"quote.py": `def indent(text, predicate=None):
    def prefixed_lines():
        for line in text.splitlines(True):
            yield ("> " + line if predicate(line) else line)
    return ''.join(prefixed_lines())


def is_code(line):
    return line.startswith(" ")


def show(body):
    indent(body, is_code)
    print(body)
`})
	res, err := e.Slice(queries.Criterion{File: "quote.py", Line: 14, Var: "body", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"quote.py:12", "quote.py:14"}, []string{"quote.py:13", "quote.py:1", "quote.py:8"})
}

// TestClosuresCalledThroughALoopOverAParameter: run_all calls the closures
// of its parameter through a loop variable (for step in steps: step()),
// so a closure's write of its enclosing lines is made at the call of
// run_all (rule 6 through a callback): the forward slice of head comes
// back out there and reaches return lines (rules-v88/06). A loop over a
// list run_all builds itself passes nothing back.
func TestClosuresCalledThroughALoopOverAParameter(t *testing.T) {
	e := index(t, map[string]string{"steps.py": `def run_all(steps):
    for step in steps:
        step()


def run_own(steps):
    mine = list(steps)
    for step in mine:
        step()


def build(title):
    lines = []
    head = title.upper()

    def add_head():
        lines.append(head)

    todo = [add_head]
    run_all(todo)
    return lines


def other(title):
    lines = []
    head = title.upper()

    def add_head():
        lines.append(head)

    run_own([add_head])
    return lines
`})
	res, err := e.Slice(queries.Criterion{File: "steps.py", Line: 14, Var: "head", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "through the parameter", lines(res), []string{"steps.py:17", "steps.py:20", "steps.py:21", "steps.py:3"}, []string{"steps.py:19"})
	res, err = e.Slice(queries.Criterion{File: "steps.py", Line: 26, Var: "head", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "through a list of its own", lines(res), []string{"steps.py:29"}, []string{"steps.py:31", "steps.py:32"})
}

// TestParameterOutPerAttribute: a method that defines two attributes of
// self passes each out on its own (rule 10, with rule 2: a use of obj.y
// does not depend on a definition of obj.x), so the slice of w.level
// after w.begin(tag) takes self.level += 1, not self.stack.append(tag),
// also through a method that calls begin on self (stdlib-v5/03). (An
// actual-in of self still reads every attribute defined before it: a
// second self.begin(b) would take the first one's self.stack.) A
// constructor's self stays whole: the new object depends on every
// argument that reaches it.
func TestParameterOutPerAttribute(t *testing.T) {
	e := index(t, map[string]string{"writer.py": `class Writer:
    def __init__(self, out, level):
        self.out = out
        self.stack = []
        self.level = level

    def begin(self, tag):
        self.stack.append(tag)
        self.level += 1

    def nest(self, a):
        self.out.write(a)
        self.begin(a)


def emit(w, tag):
    w.begin(tag)
    pad = w.level * 2
    return pad


def emit_pair(w):
    w.nest("x")
    return w.level


def make(sink, start):
    w = Writer(sink, start)
    return w
`})
	res, err := e.Slice(queries.Criterion{File: "writer.py", Line: 18, Var: "pad", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "one call", lines(res), []string{"writer.py:9", "writer.py:17", "writer.py:7"}, []string{"writer.py:8"})
	res, err = e.Slice(queries.Criterion{File: "writer.py", Line: 24, Var: "w.level", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "through a method", lines(res), []string{"writer.py:9", "writer.py:13", "writer.py:23"}, []string{"writer.py:8", "writer.py:12"})
	res, err = e.Slice(queries.Criterion{File: "writer.py", Line: 29, Var: "w", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "constructor", lines(res), []string{"writer.py:3", "writer.py:4", "writer.py:5", "writer.py:28"}, nil)
}

// TestMutualRecursionBackIntoTheCriterionFunction: at depth 1 the slice
// of pad ascends to walk (one call edge up), whose parameters bring its
// call sites: the one in walk_list, the criterion's own function, is at
// distance 0 (rule 15 counts call edges from that function), the one in
// top two edges away (rules-v63/03).
func TestMutualRecursionBackIntoTheCriterionFunction(t *testing.T) {
	e := index(t, map[string]string{"lists.py": `import trees


def walk_list(xs, depth):
    pad = depth * 2
    for x in xs:
        trees.walk(x, depth + 1)
    return pad
`, "trees.py": `import lists


def walk(node, depth):
    if isinstance(node, list):
        return lists.walk_list(node, depth)
    return depth


def top(tree):
    return walk(tree, 0)
`})
	res, err := e.Slice(queries.Criterion{File: "lists.py", Line: 5, Var: "pad", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"trees.py:6", "trees.py:5", "lists.py:7", "lists.py:6"}, []string{"trees.py:11", "trees.py:10"})
}

// TestRegistryTakesOnlyItsOwnSubscribers: subscribe stores its handler
// parameter as it is, so each call fills its own registry argument with
// what that call passes (a call-site-sensitive store): publish(listeners,
// ...) calls on_paid, never on_refund, which only cancel's refunds holds
// (rules-v92/01).
func TestRegistryTakesOnlyItsOwnSubscribers(t *testing.T) {
	e := index(t, map[string]string{"bus.py": `def subscribe(registry, handler):
    registry[handler.__name__] = handler


def publish(registry, event):
    replies = []
    for name in registry:
        replies.append(registry[name](event))
    return replies


def on_paid(event):
    return event * 2


def on_refund(event):
    return -event


def checkout(amount):
    listeners = {}
    subscribe(listeners, on_paid)
    return publish(listeners, amount)


def cancel(amount):
    refunds = {}
    subscribe(refunds, on_refund)
    return [h(amount) for h in refunds.values()]
`})
	res, err := e.Slice(queries.Criterion{File: "bus.py", Line: 23, Var: "", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"bus.py:13", "bus.py:8", "bus.py:22"}, []string{"bus.py:17", "bus.py:16", "bus.py:28"})
}

// TestSiblingBlocksKeepTheirObjectsApart: the const plan of an if branch
// and the one of its else are two variables (the second is renamed
// plan@N), so plan.price in the first branch resolves to A's method only
// (js-v25/02).
func TestSiblingBlocksKeepTheirObjectsApart(t *testing.T) {
	e := index(t, map[string]string{"quote.mjs": `class A {
  price(m) {
    return m * 2;
  }
}

class B {
  price(m) {
    return m * 3;
  }
}

export function quote(kind, m) {
  let total = 0;
  if (kind === 'a') {
    const plan = new A();
    total = plan.price(m);
  } else {
    const plan = new B();
    total = plan.price(m);
  }
  return total;
}
`})
	res, err := e.Slice(queries.Criterion{File: "quote.mjs", Line: 17, Var: "total", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"quote.mjs:3", "quote.mjs:17"}, []string{"quote.mjs:9", "quote.mjs:19"})
}

// TestReturnedClosureReadsItsFactorysCell: fmt, returned by make, reads
// make's label, which no closure writes: its value is what the
// definitions reaching the nested def give (rule 6), so the slice of the
// read ascends to make's caller for prefix, not to the calls f(1), f(2)
// (nor their guard), and report's own label, a local of the same name,
// is another variable (stdlib-v9/05, argparse's _metavar_formatter).
func TestReturnedClosureReadsItsFactorysCell(t *testing.T) {
	e := index(t, map[string]string{"fmt.py": `def make(prefix):
    label = prefix.upper()

    def fmt(n):
        return label + str(n)
    return fmt


def report(prefix, n):
    f = make(prefix)
    if n > 3:
        label = f(1)
    else:
        label = f(2)
    return label
`})
	res, err := e.Slice(queries.Criterion{File: "fmt.py", Line: 5, Var: "label", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"fmt.py:2", "fmt.py:4", "fmt.py:10"}, []string{"fmt.py:11", "fmt.py:12", "fmt.py:14"})
}

// TestRequireBindingReadAtAscendedCall: a call through a require binding
// reads it (golden/js/RULES.md rule 10), so a slice ascending into that
// call site for an argument takes the require line too (js-v27).
func TestRequireBindingReadAtAscendedCall(t *testing.T) {
	e := index(t, map[string]string{"money.js": `function toCents(x) {
  return Math.round(x * 100);
}
module.exports = { toCents };
`, "cart.js": `const { toCents } = require('./money');

function total(price) {
  return toCents(price);
}
module.exports = { total };
`})
	res, err := e.Slice(queries.Criterion{File: "money.js", Line: 2, Var: "x", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"cart.js:4", "cart.js:1"}, []string{"cart.js:6"})
}

// TestCallThroughModuleRequireReadsTheExport: m.a(x) after
// const m = require('./m') reads m as a receiver and m.a, the export it
// calls, so the statement that exports a is in its slice (golden/js/RULES.md
// rules 1 and 10; js-v56/01), and neither the export of another name from
// another statement nor that name's function is.
func TestCallThroughModuleRequireReadsTheExport(t *testing.T) {
	e := index(t, map[string]string{"text.js": `function normalize(s) {
  return s.trim();
}
function shout(s) {
  return s.toUpperCase();
}
module.exports.normalize = normalize;
module.exports.shout = shout;
`, "main.js": `const text = require('./text');

function label(name) {
  const out = text.normalize(name);
  return out;
}
console.log(label(' a '), text.shout('b'));
`})
	res, err := e.Slice(queries.Criterion{File: "main.js", Line: 4, Var: "out", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"main.js:1", "text.js:7", "text.js:1", "text.js:2"}, []string{"text.js:8", "text.js:4"})
}

// TestGlobalWriteKilledBeforeALaterCall: a write of a module-level
// variable reaches a function's read through a caller only along a path
// of the caller's CFG free of another plain write of it (rule 1: a plain
// assignment kills). main sets config.CURRENCY = code, calls label(),
// then sets it to "GBP" before config.describe() runs: label reads the
// first write, describe only the second (go-v23/07). Backward from
// describe's read, main.py:9 is out.
func TestGlobalWriteKilledBeforeALaterCall(t *testing.T) {
	e := index(t, map[string]string{"config.py": `CURRENCY = "USD"


def describe():
    return "currency=" + CURRENCY
`, "main.py": `import config


def label(amount):
    return str(amount) + " " + config.CURRENCY


def main(code):
    config.CURRENCY = code
    first = label(5)
    config.CURRENCY = "GBP"
    print(first, config.describe())
`})
	res, err := e.Slice(queries.Criterion{File: "main.py", Line: 9, Var: "config.CURRENCY", Direction: queries.Forward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"main.py:5", "main.py:10", "main.py:12"}, []string{"config.py:5", "main.py:11"})
	res, err = e.Slice(queries.Criterion{File: "config.py", Line: 5, Var: "CURRENCY", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"main.py:11", "main.py:8"}, []string{"main.py:9"})
}

// TestRecursiveCallStaysAtItsLevel: a recursive function's call of itself
// crosses no call edge between functions (rule 15: depth counts call edges
// from the criterion's function, and the callee is that function), so at
// depth 0 the slice descends into the recursive calls for their results and
// their parameter-out (rules-v63/05), and at depth 1 a parameter read only
// by the recursive call's guard still ascends to the caller.
func TestRecursiveCallStaysAtItsLevel(t *testing.T) {
	e := index(t, map[string]string{"combin.py": `def choose(n, k, _cache={}):
    if k < 0 or k > n:
        return 0
    if k == 0 or k == n:
        return 1
    key = (n, k)
    if key in _cache:
        return _cache[key]
    left = choose(n - 1, k - 1, _cache)
    right = choose(n - 1, k, _cache)
    total = left + right
    _cache[key] = total
    return total


def walk(node, limit):
    if limit > 0:
        walk(node.child, limit - 1)
    print(node.name)


def run(tree):
    out = []
    lim = len(tree) * 2
    walk(tree, lim)
    return out
`})
	res, err := e.Slice(queries.Criterion{File: "combin.py", Line: 6, Var: "key", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "depth 0", lines(res), []string{"combin.py:9", "combin.py:10", "combin.py:12", "combin.py:13", "combin.py:3", "combin.py:5"}, nil)
	res, err = e.Slice(queries.Criterion{File: "combin.py", Line: 19, Var: "node", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "depth 1", lines(res), []string{"combin.py:18", "combin.py:17", "combin.py:25", "combin.py:24"}, []string{"combin.py:23", "combin.py:26"})
}

// TestJSInlineCallbackWritesItsCell: an arrow function written in the
// call (each(items, (x) => { n += x; })) writes its captured n where each
// calls it; the write comes back at that call, and a second caller's
// callback of the same parameter, writing its own n, stays out (the
// callee keeps a formal-out per cell).
func TestJSInlineCallbackWritesItsCell(t *testing.T) {
	e := index(t, map[string]string{
		"package.json": `{"type": "module"}`,
		"util.js": `export function each(items, fn) {
  for (const x of items) {
    if (x === null) {
      continue;
    }
    fn(x);
  }
  return items.length;
}
`,
		"a.js": `import { each } from "./util.js";

export function total(items) {
  let n = 0;
  let seen = 0;
  function add(x) {
    n += x;
  }
  const count = each(items, add);
  seen += 1;
  return n;
}
`,
		"b.js": `import { each } from "./util.js";

export function total(items) {
  let n = 0;
  let seen = 0;
  const count = each(items, (x) => {
    n += x;
  });
  seen += 1;
  return n;
}
`})
	res, err := e.Slice(queries.Criterion{File: "b.js", Line: 10, Var: "n", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "inline arrow", lines(res), []string{"b.js:6", "b.js:7", "b.js:4", "util.js:6", "util.js:3"}, []string{"b.js:9", "a.js:7", "a.js:4"})
	res, err = e.Slice(queries.Criterion{File: "a.js", Line: 11, Var: "n", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "named function", lines(res), []string{"a.js:7", "a.js:9", "util.js:6"}, []string{"a.js:10", "b.js:7", "b.js:4"})
}

// TestHeaderReadsItsOwnInit: a header that assigns a name in its init and
// reads it in its condition reads its own definition: the second of two
// if err := f(); err != nil { statements does not read the first one's
// err (go-v20/04), nor does a Python walrus read an earlier m.
func TestHeaderReadsItsOwnInit(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module hd\n\ngo 1.22\n", "hd.go": `package hd

import "errors"

func check(n int) error {
	if n < 0 {
		return errors.New("negative")
	}
	return nil
}

func Run(a, b int) int {
	bad := 0
	if err := check(a); err != nil {
		bad++
	}
	if err := check(b); err != nil {
		bad += 2
	}
	return bad
}
`, "w.py": `import re


def parse(lines):
    m = None
    found = 0
    for line in lines:
        if (m := re.match(r"(\d+)", line)) and m.group(1):
            found += 1
    return found
`})
	res, err := e.Slice(queries.Criterion{File: "hd.go", Line: 14, Var: "err", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward err", lines(res), []string{"hd.go:14", "hd.go:15", "hd.go:18", "hd.go:20"}, []string{"hd.go:17"})
	res, err = e.Slice(queries.Criterion{File: "w.py", Line: 10, Var: "found", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "walrus", lines(res), []string{"w.py:8", "w.py:9"}, []string{"w.py:5"})
}

// TestLambdaArgumentWritesAtItsCall: a lambda passed as an argument
// (map(lambda x: out.append(x), items), each(items, lambda x:
// seen.add(x))) may-defines the names outside it that it changes, at the
// statement passing it (rule 6: it runs in that call); the definition
// reads what the lambda holds and the call's other arguments, not the
// call's result, so the callee's return is not taken.
func TestLambdaArgumentWritesAtItsCall(t *testing.T) {
	e := index(t, map[string]string{
		"util.py": `def each(items, fn):
    for x in items:
        fn(x)
    return len(items)
`,
		"m.py": `from util import each


def collect(items):
    out = []
    seen = set()
    list(map(lambda x: out.append(x * 2), items))
    n = each(items, lambda x: seen.add(x))
    return out, seen
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 9, Var: "out", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "map", lines(res), []string{"m.py:7", "m.py:5"}, []string{"m.py:8", "m.py:6"})
	res, err = e.Slice(queries.Criterion{File: "m.py", Line: 9, Var: "seen", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "repository callee", lines(res), []string{"m.py:8", "m.py:6"}, []string{"m.py:7", "util.py:4"})
}

// TestDescentTakesTheCallbackItsCallCreates: a function created inline in
// a call of the descended function is that call's argument, wherever the
// call is: descending into sumBy from one call does not run the arrow
// another call in the same function passes, nor one module code passes
// (js-v47/03).
func TestDescentTakesTheCallbackItsCallCreates(t *testing.T) {
	e := index(t, map[string]string{
		"metrics.mjs": `export function sumBy(items, pick) {
  let total = 0;
  for (const item of items) {
    total += pick(item);
  }
  return total;
}
`,
		"main.mjs": `import { sumBy } from './metrics.mjs';

function report(lines, parcels) {
  const revenue = sumBy(lines, ({ price, qty }) => price * qty);
  const weight = sumBy(parcels, ({ kg }) => kg);
  return { revenue, weight };
}

const count = sumBy([[1], [2, 3]], (o) => o.length);
console.log(report([{ price: 2, qty: 3 }], [{ kg: 4 }]), count);
`})
	res, err := e.Slice(queries.Criterion{File: "main.mjs", Line: 4, Var: "revenue", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"metrics.mjs:4", "metrics.mjs:6", "main.mjs:4"}, []string{"main.mjs:5", "main.mjs:9"})
}

// TestDescentTakesTheFunctionItsCallNames: a module-level function passed
// by name to the descended function runs in the descent only when a call
// the slice holds names it (rule 12): sum_by entered from
// sum_by(lines, price_of) does not run weight_of, which another call
// passes; a function the descended one calls by its own name stays.
func TestDescentTakesTheFunctionItsCallNames(t *testing.T) {
	e := index(t, map[string]string{
		"m.py": `def sum_by(items, pick):
    total = 0
    for item in items:
        total += pick(item) + bonus(item)
    return total


def price_of(line):
    return line["price"] * line["qty"]


def weight_of(parcel):
    return parcel["kg"]


def bonus(item):
    return len(item)


def report(lines, parcels):
    revenue = sum_by(lines, price_of)
    weight = sum_by(parcels, weight_of)
    return revenue, weight


print(report([{"price": 1, "qty": 2}], [{"kg": 3}]), bonus([weight_of]))
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 21, Var: "revenue", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"m.py:4", "m.py:9", "m.py:17"}, []string{"m.py:13", "m.py:22"})
}

// TestDescentTakesTheFunctionItsCallNamesThroughImports: the callbacks are
// imported by name (from labels import ...), so each call names the
// import's vertex of its own name, not the other names the import binds
// (rules-v123/04).
func TestDescentTakesTheFunctionItsCallNamesThroughImports(t *testing.T) {
	e := index(t, map[string]string{
		"labels.py": `def price_label(item, index):
    return item["name"] + str(item["price"])


def numbered_label(item, index):
    return str(index + 1) + item["name"]


def apply_all(items, fn):
    out = []
    for index, item in enumerate(items):
        out.append(fn(item, index))
    return out
`,
		"page.py": `from labels import apply_all, numbered_label, price_label


def page(items):
    listing = apply_all(items, price_label)
    contents = apply_all(items, numbered_label)
    return listing, contents
`})
	res, err := e.Slice(queries.Criterion{File: "page.py", Line: 5, Var: "listing", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"labels.py:2", "labels.py:12", "page.py:5"}, []string{"labels.py:6", "page.py:6"})
}

// TestCallerAtTheLimitKeepsTheCriterionFunctionsSummary: at the depth
// limit a callee is a stub whose result depends on all its arguments
// (rule 15), but not the criterion's own function, which the slice has
// entered: the caller's loop reads settle's result, which depends on
// amount alone, so channel and the other stub-free arguments stay out
// (rules-v122/02); a real stub (fee) at the limit still takes all of its
// arguments.
func TestCallerAtTheLimitKeepsTheCriterionFunctionsSummary(t *testing.T) {
	e := index(t, map[string]string{
		"m.py": `def settle(amount, channel):
    charged = amount * 2
    return charged


def fee(x, y):
    return x


def run_day(transfers, budget):
    channel = "online"
    spent = 0
    for amount in transfers:
        if spent + amount > budget:
            break
        spent += settle(amount, channel)
    cap = 3
    extra = fee(spent, cap)
    return spent, extra
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 2, Var: "charged", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"m.py:13", "m.py:14", "m.py:16", "m.py:12"}, []string{"m.py:11"})
	res, err = e.Slice(queries.Criterion{File: "m.py", Line: 18, Var: "extra", Direction: queries.Backward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "stub", lines(res), []string{"m.py:17", "m.py:16"}, nil)
}

// TestCallAtTheLimitOfAFunctionWithinKeepsItsSummary checks that a call
// made at the depth limit of a function nearer the criterion than the
// limit is no stub (rule 15 counts a function at its call distance; rule
// 11): is_odd, at depth 2 below classify, calls is_even back, which is at
// distance 1, so its result takes n alone and trace's append in is_odd
// stays out (golden rules-v128/02). A call of a function past the limit
// still is a stub: with depth 1, is_even's call of is_odd (at distance 2)
// passes trace into its result, so the appends and steps = [] come in.
func TestCallAtTheLimitOfAFunctionWithinKeepsItsSummary(t *testing.T) {
	e := index(t, map[string]string{
		"m.py": `def is_even(n, trace):
    trace.append(("even", n))
    if n == 0:
        return True
    return is_odd(n - 1, trace)


def is_odd(n, trace):
    trace.append(("odd", n))
    if n == 0:
        return False
    return is_even(n - 1, trace)


def classify(values):
    steps = []
    for v in values:
        flag = is_even(abs(v), steps)
        print(flag)
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 19, Var: "flag", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "depth 2", lines(res), []string{"m.py:18", "m.py:5", "m.py:12", "m.py:11"}, []string{"m.py:9", "m.py:2", "m.py:16"})
	res, err = e.Slice(queries.Criterion{File: "m.py", Line: 19, Var: "flag", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "depth 1", lines(res), []string{"m.py:18", "m.py:5", "m.py:2", "m.py:16"}, []string{"m.py:12"})
}
