package queries_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/semantica/semantica/queries"
)

// A slice that reaches writes of a module-level variable in many
// functions brings in the call sites of every writer (rule 10: a call that
// writes a global defines it where it is called). Past ManyWriters
// functions their call sites come from one batched pair of queries; the
// slice must hold the same call sites as one function at a time would
// give: each writer's call in run (the slice enters peek from x = peek(),
// crosses from its read of COUNT to the six writes, and climbs to their
// call sites), and not run's call of peek, another call site of a
// function the slice entered from elsewhere.
func TestWriterCallsBatched(t *testing.T) {
	var src strings.Builder
	src.WriteString("COUNT = 0\n\n") // lines 1-2
	names := []string{"a", "b", "c", "d", "e", "f"}
	writeLine := map[string]int{}
	line := 3
	for i, n := range names {
		// COUNT += i: each write reaches x through the later ones (a
		// plain COUNT = i would kill the earlier calls' writes).
		fmt.Fprintf(&src, "def %s():\n    global COUNT\n    COUNT += %d\n\n", n, i+1)
		writeLine[n] = line + 2
		line += 4
	}
	src.WriteString("def peek():\n    return COUNT\n\n")
	line += 3
	src.WriteString("def run():\n")
	line++
	callLine := map[string]int{}
	for _, n := range append(names, "peek") {
		fmt.Fprintf(&src, "    %s()\n", n)
		callLine[n] = line
		line++
	}
	src.WriteString("\nrun()\nx = peek()\nprint(x)\n")
	printLine := line + 3
	e := index(t, map[string]string{"m.py": src.String()})
	e.Memo = queries.NewMemo()
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: printLine, Var: "x", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	batched := false
	for _, s := range res.Steps {
		batched = batched || s.Name == "writer-calls-many"
	}
	if len(names) >= queries.ManyWriters && !batched {
		t.Errorf("%d writing functions, ManyWriters %d: no writer-calls-many step", len(names), queries.ManyWriters)
	}
	for _, n := range names {
		for what, l := range map[string]int{"write in " + n: writeLine[n], "call of " + n: callLine[n]} {
			if !got[fmt.Sprintf("m.py:%d", l)] {
				t.Errorf("missing %s (line %d)", what, l)
			}
		}
	}
	if got[fmt.Sprintf("m.py:%d", callLine["peek"])] {
		t.Errorf("unwanted call of peek in run (line %d): it writes nothing, and the slice entered peek from another call", callLine["peek"])
	}
	// The memo now answers the same slice without the writers' queries.
	again, err := e.Slice(queries.Criterion{File: "m.py", Line: printLine, Var: "x", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range again.Steps {
		if strings.HasPrefix(s.Name, "writer-calls") || s.Name == "func-defs-many" {
			t.Errorf("second slice ran %s: the memo should hold every writer's calls", s.Name)
		}
	}
	if fmt.Sprint(lines(again)) != fmt.Sprint(got) {
		t.Errorf("second slice differs:\n%v\n%v", lines(again), got)
	}
}

// The criterion's own variable is a global whose reaching definition is a
// write in a function called before the read (the criterion reads COUNT,
// defined on no line of main): the call statement that makes the write is
// a definition of COUNT there (rule 10, the convention of golden
// rules-v2/20 and rules-v6), so bump() comes in with the write and its def
// line; COUNT = 0 reaches through the write's own read (COUNT += 1); the
// call of peek, which only reads COUNT, and its body stay out. Derived by
// hand: 1, 4, 6, 13, 14, 16.
func TestCriterionReadsGlobalWrittenByCall(t *testing.T) {
	e := index(t, map[string]string{"m.py": `COUNT = 0


def bump():
    global COUNT
    COUNT += 1


def peek():
    return COUNT


def main():
    bump()
    peek()
    print(COUNT)
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "COUNT", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, lines(res), "m.py", []int{1, 4, 6, 13, 14, 16})
}

// A global written two calls below the criterion's function (run calls
// lookup, which calls record, which writes hits) and read by another of
// its callees (ratio) is written at depth 2 (rule 15: lookup is one call
// edge from run, record two), however many levels the GLOBAL crossing
// climbed from the read: at depth 2 the slice reaches run's call of
// lookup and what its arguments depend on. Call distances count the
// repository's own functions only: main() calls print as run does, which
// must not make it two edges from run and bring in its call of audit,
// another writer's caller, at the depth limit.
func TestGlobalWriterAtItsCallDistance(t *testing.T) {
	e := index(t, map[string]string{
		"stats.py": "hits = 0\n\ndef record(found):\n    global hits\n    if found:\n        hits += 1\n\ndef ratio():\n    return hits\n",
		"app.py": `import stats

def lookup(store, key):
    found = key in store
    stats.record(found)

def run(keys):
    store = {"a": 1}
    for key in keys:
        lookup(store, key)
    r = stats.ratio()
    print(r)
    return r

def audit(flag):
    stats.record(flag)

def main(v):
    print(v)
    audit(v)
`})
	res, err := e.Slice(queries.Criterion{File: "app.py", Line: 13, Var: "r", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, want := range []string{"stats.py:6", "app.py:4", "app.py:5", "app.py:8", "app.py:9", "app.py:10", "app.py:11"} {
		if !got[want] {
			t.Errorf("missing %s", want)
		}
	}
	for _, not := range []string{"app.py:12", "app.py:18", "app.py:19", "app.py:20"} {
		if got[not] {
			t.Errorf("unwanted %s", not)
		}
	}
	if t.Failed() {
		t.Logf("slice: %v", got)
	}
}

// A writer's call in a function the slice does not hold (install() calls
// register(), which fills the registry) writes the registry at install's
// own call sites too: main's call of install, before the export call the
// slice ascended to, comes in (rules-v28/05), and teardown's call of
// install, in a function the slice does not hold, does not.
func TestWriterCallsOfCallersTheSliceHolds(t *testing.T) {
	e := index(t, map[string]string{
		"registry.py": "_writers = {}\n\ndef register(name, fn):\n    _writers[name] = fn\n\ndef writer_for(name):\n    return _writers[name]\n",
		"formats.py":  "import registry\n\ndef text(rows):\n    return str(rows)\n\ndef install():\n    registry.register(\"txt\", text)\n",
		"report.py": `import formats
import registry

def export(rows, fmt):
    writer = registry.writer_for(fmt)
    return writer(rows)

def main(argv):
    formats.install()
    fmt = argv[0]
    return export([1], fmt)

def teardown():
    formats.install()
`})
	res, err := e.Slice(queries.Criterion{File: "report.py", Line: 5, Var: "writer", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, want := range []string{"report.py:9", "report.py:10", "report.py:11", "formats.py:7", "registry.py:4"} {
		if !got[want] {
			t.Errorf("missing %s", want)
		}
	}
	for _, not := range []string{"report.py:14"} {
		if got[not] {
			t.Errorf("unwanted %s", not)
		}
	}
	if t.Failed() {
		t.Logf("slice: %v", got)
	}
}

// A function's call sites sit one call level above its nearest write, in
// whatever order a GLOBAL crossing returns the writes (Kùzu's row order
// varies from run to run): reset() writes COUNT twice, one write reached
// at level 0 and one at level 2; its call sites are at level 1 either way
// (issue 20: site.py:365 gave 424 or 532 statements from run to run).
func TestWriterCallsLevelIndependentOfOrder(t *testing.T) {
	e := index(t, map[string]string{"m.py": "COUNT = 0\n\ndef reset(n):\n    global COUNT\n    COUNT = 0\n    if n:\n        COUNT = n\n\ndef run():\n    reset(1)\n    return COUNT\n"})
	rows, err := e.DB.Query("MATCH (f:Func) WHERE f.qname ENDS WITH 'reset' RETURN f.id", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows.Data) != 1 {
		t.Fatalf("functions named reset: %v", rows.Data)
	}
	fn := rows.Data[0][0].(int64)
	for _, order := range [][][3]int64{{{101, 2, 9}, {100, 0, 3}}, {{100, 0, 3}, {101, 2, 9}}} {
		levels, err := queries.WriterCallLevels(e, fn, order)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(levels) != "[1]" {
			t.Errorf("writes %v: call-site levels %v, want [1] (one above the nearest write)", order, levels)
		}
	}
}

// A write of a module-level variable made by a call after the statement
// the slice needs in its own function never reaches it (rule 10: the
// write is a definition at the call; reaching definitions): a GLOBAL
// round that climbs from bump's write to work's call sites in run takes
// the call before r = ratio() and not the one after, whether it climbs
// through held_callers (bump() takes no argument) or through bump's
// parameter (bump(n)); a call after the criterion inside a loop around
// it is taken (the back edge).
func TestGlobalWriterCallAfterTheCriterionOut(t *testing.T) {
	for _, c := range []struct{ name, src string }{
		{"no argument", "COUNT = 0\n\ndef bump():\n    global COUNT\n    COUNT += 1\n\ndef ratio():\n    return COUNT\n\ndef work(n):\n    bump()\n    return n\n\ndef run(n):\n    work(n)\n    r = ratio()\n    work(n)\n    return r\n\nrun(3)\n"},
		{"through a parameter", "COUNT = 0\n\ndef bump(k):\n    global COUNT\n    COUNT += k\n\ndef ratio():\n    return COUNT\n\ndef work(n):\n    bump(n)\n    return n\n\ndef run(n):\n    work(n)\n    r = ratio()\n    work(n)\n    return r\n\nrun(3)\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, map[string]string{"m.py": c.src})
			res, err := e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "r", Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			got := lines(res)
			for _, l := range []string{"m.py:5", "m.py:11", "m.py:15", "m.py:16"} {
				if !got[l] {
					t.Errorf("missing %s", l)
				}
			}
			if got["m.py:17"] {
				t.Errorf("unwanted m.py:17: work(n) after r = ratio() writes COUNT too late")
			}
			// In a loop, the later call's write reaches the next iteration.
			loop := strings.Replace(c.src, "def run(n):\n    work(n)\n    r = ratio()\n    work(n)\n", "def run(n):\n    for _ in range(n):\n        r = ratio()\n        work(n)\n", 1)
			e = index(t, map[string]string{"m.py": loop})
			res, err = e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "r", Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			if got := lines(res); !got["m.py:17"] || !got["m.py:5"] {
				t.Errorf("in a loop: missing m.py:17 (work(n) after the criterion, before the next iteration's) or m.py:5: %v", got)
			}
		})
	}
}

// A write found through a GLOBAL edge is ordered as its function's call
// sites are: bump() is called only from main, after a = show(), so the
// descent from that call reads no write bump makes (rule 12: it never
// returns through another call site); b = show() after bump() reads it,
// and so does a = show() in a loop whose next iteration follows bump().
func TestGlobalWriteCalledAfterTheCriterionOut(t *testing.T) {
	src := "count = 0\ndef bump():\n    global count\n    count += 1\ndef show():\n    return count\ndef main():\n    a = show()\n    bump()\n    b = show()\n    return a, b\nmain()\n"
	loop := strings.Replace(src, "    a = show()\n    bump()\n", "    for _ in range(2):\n        a = show()\n        bump()\n", 1)
	for _, c := range []struct {
		name, src      string
		line           int
		v              string
		want, unwanted []string
	}{
		{"before the writer's call", src, 8, "a", []string{"m.py:1", "m.py:6", "m.py:8"}, []string{"m.py:4", "m.py:9"}},
		{"after the writer's call", src, 10, "b", []string{"m.py:4", "m.py:9", "m.py:10"}, nil},
		{"in a loop", loop, 9, "a", []string{"m.py:4", "m.py:9", "m.py:10"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, map[string]string{"m.py": c.src})
			res, err := e.Slice(queries.Criterion{File: "m.py", Line: c.line, Var: c.v, Direction: queries.Backward, Depth: 1})
			if err != nil {
				t.Fatal(err)
			}
			inOut(t, c.name, lines(res), c.want, c.unwanted)
		})
	}
}

// A write entered through a GLOBAL edge depends on its function's
// parameters at every call of it, even when a descent reached those
// parameters first: b.get(key) reads Cache.store, written by get itself
// in the earlier a.get(key) from a.base, so a = Cache("a") is in
// (rules-v34/02). The descent from out = b.get(key) reached get's
// formal-ins first; phase 2 never ascends from them.
func TestGlobalWriteAscendsFromParametersADescentReached(t *testing.T) {
	e := index(t, map[string]string{"m.py": `class Cache:
    store = {}
    def __init__(self, base):
        self.base = base
    def get(self, key):
        if key in Cache.store:
            return Cache.store[key]
        value = self.base + key
        Cache.store[key] = value
        return value

def run(key):
    a = Cache("a")
    b = Cache("b")
    a.get(key)
    out = b.get(key)
    return out

run("k")
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 16, Var: "out", Direction: queries.Backward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, l := range []string{"m.py:9", "m.py:13", "m.py:14", "m.py:15"} {
		if !got[l] {
			t.Errorf("missing %s", l)
		}
	}
	if got["m.py:17"] {
		t.Errorf("unwanted m.py:17")
	}
}

// Forward, the mirror: a value written to a module-level variable reaches
// a reader's call only after the write (rule 13 through the global, as a
// parameter-out): show() called before set_level(v) is out, the call after
// it is in, and so is a call before it inside a loop around the write.
func TestForwardGlobalReaderCallBeforeTheWriteOut(t *testing.T) {
	const src = `LEVEL = 0

def set_level(v):
    global LEVEL
    LEVEL = v

def show(msg):
    if LEVEL > 1:
        print(msg)
    return LEVEL

def main(arg):
    a = show("start")
    v = int(arg)
    set_level(v)
    b = show("end")
    print(a, b)

main("2")
`
	e := index(t, map[string]string{"m.py": src})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 14, Var: "v", Direction: queries.Forward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, l := range []string{"m.py:5", "m.py:8", "m.py:10", "m.py:15", "m.py:16", "m.py:17"} {
		if !got[l] {
			t.Errorf("missing %s", l)
		}
	}
	if got["m.py:13"] {
		t.Errorf("unwanted m.py:13: show(\"start\") runs before set_level(v) writes LEVEL")
	}
	loop := strings.Replace(src, "def main(arg):\n    a = show(\"start\")\n    v = int(arg)\n    set_level(v)\n", "def main(arg):\n  for _ in range(2):\n    a = show(\"start\")\n    v = int(arg)\n    set_level(v)\n", 1)
	loop = strings.Replace(loop, "    b = show(\"end\")\n    print(a, b)\n", "  b = show(\"end\")\n  print(a, b)\n", 1)
	e = index(t, map[string]string{"m.py": loop})
	res, err = e.Slice(queries.Criterion{File: "m.py", Line: 15, Var: "v", Direction: queries.Forward, Depth: 2})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(res); !got["m.py:14"] || !got["m.py:17"] {
		t.Errorf("in a loop: show(\"start\") at m.py:14 runs after the previous iteration's write, and b = show(\"end\") at m.py:17 after the last: %v", got)
	}
}

// One call further up: the reader called inside banner(), which main
// calls before set_level(v), sees no value of v (rules-v31/03); the one
// inside report(), called after the write, does.
func TestForwardGlobalReaderInsideAnEarlierCallOut(t *testing.T) {
	e := index(t, map[string]string{"m.py": `LEVEL = 0

def set_level(v):
    global LEVEL
    LEVEL = v

def show(msg):
    return LEVEL > 1

def banner():
    show("start")

def report():
    return show("end")

def main(arg):
    banner()
    v = int(arg)
    set_level(v)
    print(report())

main("2")
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 18, Var: "v", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, l := range []string{"m.py:5", "m.py:8", "m.py:14", "m.py:20"} {
		if !got[l] {
			t.Errorf("missing %s", l)
		}
	}
	for _, l := range []string{"m.py:10", "m.py:11", "m.py:17"} {
		if got[l] {
			t.Errorf("unwanted %s: banner() runs before set_level(v)", l)
		}
	}
}

// A call that reads a module-level variable depends on the calls before it
// that write it only through what it produces (its actual-outs): an ascent
// into amount(2.5) for its argument does not bring set_separator(" "),
// which writes a variable text never reads; a slice of the call's value
// does (rules-v31/07).
func TestAscentIntoReaderCallTakesNoWriterOfAnotherGlobal(t *testing.T) {
	e := index(t, map[string]string{"m.py": `precision = 2
separator = ","

def set_separator(s):
    global separator
    separator = s

def amount(value):
    text = "%.*f" % (precision, value)
    return text + separator

def main():
    a = amount(1.5)
    set_separator(" ")
    b = amount(2.5)
    print(a, b)
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 9, Var: "text", Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	got := lines(res)
	for _, l := range []string{"m.py:9", "m.py:13", "m.py:15"} {
		if !got[l] {
			t.Errorf("backward from text: missing %s (got %v)", l, got)
		}
	}
	if got["m.py:14"] {
		t.Errorf("backward from text: unwanted m.py:14, set_separator writes separator, which text does not read")
	}
	res, err = e.Slice(queries.Criterion{File: "m.py", Line: 16, Direction: queries.Backward, Depth: 1})
	if err != nil {
		t.Fatal(err)
	}
	if got := lines(res); !got["m.py:14"] {
		t.Errorf("backward from print(a, b): missing m.py:14, amount(2.5)'s value reads separator (got %v)", got)
	}
}

// The mirror backward: a writer called inside teardown(), which main calls
// only after run(), writes nothing run's read sees, though setup()'s call
// does (rules-v63/02: impact() calling rank() after install_order()).
func TestBackwardGlobalWriterInsideALaterCallOut(t *testing.T) {
	e := index(t, map[string]string{"m.py": `LEVEL = 0

def set_level(v):
    global LEVEL
    LEVEL = v

def show():
    return LEVEL > 1

def setup(arg):
    set_level(int(arg))

def teardown(arg):
    set_level(len(arg))

def run(arg):
    setup(arg)
    ok = show() and arg
    return ok

def main(arg):
    print(run(arg))
    teardown(arg)
    print(show())

main("2")
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 18, Var: "ok", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"m.py:5", "m.py:11", "m.py:17", "m.py:22"}, []string{"m.py:14", "m.py:23"})
}

// A descent from a caller back into the criterion's own function enters it
// at call distance 0 (rule 15 counts call edges from that function), not at
// the length of the path: from prune's guard at depth 3, the slice climbs
// to sweep (1) and cycle (2), whose break needs sweep's result (3), which
// is prune's; prune is no stub, so its return and the writes of kept are in
// (go-v25/07). Nothing of sweep's other callee, which lies beyond, is.
func TestDescentBackIntoTheCriterionsFunctionIsAtDistanceZero(t *testing.T) {
	e := index(t, map[string]string{"m.py": `def prune(jobs, limit):
    kept = 0
    for j in jobs:
        if j <= limit:
            kept += 1
    return kept

def audit(left):
    total = left * 2
    return total

def sweep(jobs, limit):
    left = prune(jobs, limit)
    checked = audit(left)
    return left

def cycle(jobs, rounds):
    limit = 10
    for r in range(rounds):
        limit = limit - 1
        left = sweep(jobs, limit)
        if left == 0:
            break
    return limit

def main():
    print(cycle([1, 5, 9], 3))

main()
`})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 4, Var: "limit", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "backward", lines(res), []string{"m.py:2", "m.py:5", "m.py:6", "m.py:15", "m.py:21", "m.py:22"}, []string{"m.py:9", "m.py:14"})
}

// A call that must-write a module-level variable kills its module-level
// definition for the reads that run after it, in every language:
// setMode("b") runs before x = get(), so the slice of x holds the write in
// setMode and not the initial value. JavaScript's mode = m; is such a
// write (a plain assignment, as a declaration is); Go's package-level
// initializers all run before main, which kills them the same way.
func TestModuleDefKilledByAnEarlierWriterCall(t *testing.T) {
	for _, c := range []struct {
		name, file string
		files      map[string]string
		line       int
		want, out  string
	}{
		{"javascript", "m.mjs", map[string]string{"m.mjs": "let mode = \"a\";\nfunction setMode(m) {\n  mode = m;\n}\nfunction get() {\n  return mode;\n}\nfunction main() {\n  setMode(\"b\");\n  const x = get();\n  setMode(\"c\");\n  return x;\n}\nmain();\n"}, 10, "m.mjs:3", "m.mjs:1"},
		{"go", "main.go", map[string]string{"go.mod": "module modes\n\ngo 1.22\n", "main.go": "package main\n\nimport \"fmt\"\n\nvar mode = \"a\"\n\nfunc setMode(m string) {\n\tmode = m\n}\n\nfunc get() string {\n\treturn mode\n}\n\nfunc main() {\n\tsetMode(\"b\")\n\tx := get()\n\tsetMode(\"c\")\n\tfmt.Println(x)\n}\n"}, 17, "main.go:8", "main.go:5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, c.files)
			res, err := e.Slice(queries.Criterion{File: c.file, Line: c.line, Var: "x", Direction: queries.Backward, Depth: 1})
			if err != nil {
				t.Fatal(err)
			}
			got := lines(res)
			if !got[c.want] {
				t.Errorf("missing %s (the write the earlier call makes): %v", c.want, got)
			}
			if got[c.out] {
				t.Errorf("unwanted %s: the module-level definition is killed before the read", c.out)
			}
		})
	}
}

// A writer called inside a callee the slice descended into writes at
// every call of that callee: transform() calls special(), which sets pat
// and built, so a = transform("a") before b = transform("X") is where
// b's call finds them written (rule 10: a write in a callee is a
// definition at its call); a call of transform() after b's is not.
func TestWriterInsideADescendedCalleeWritesAtItsEarlierCalls(t *testing.T) {
	src := `pat = "x"
built = False
def special(node):
    global built, pat
    if not built:
        pat = pat.upper()
        built = True
    return node == pat
def transform(n):
    if special(n):
        return None
    return n
def main():
    a = transform("a")
    b = transform("X")
    return a, b
main()
`
	for _, c := range []struct {
		name, src string
		line      int
		v         string
		want, out string
	}{
		{"earlier call", src, 15, "b", "m.py:14", ""},
		{"later call", strings.Replace(src, "    a = transform(\"a\")\n    b = transform(\"X\")\n", "    b = transform(\"X\")\n    a = transform(\"a\")\n", 1), 14, "b", "m.py:6", "m.py:15"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, map[string]string{"m.py": c.src})
			res, err := e.Slice(queries.Criterion{File: "m.py", Line: c.line, Var: c.v, Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			got := lines(res)
			if !got[c.want] {
				t.Errorf("missing %s: %v", c.want, got)
			}
			if c.out != "" && got[c.out] {
				t.Errorf("unwanted %s: that call of transform() runs after the criterion", c.out)
			}
		})
	}
}

// The ordering of a writer's call after the criterion holds only for a
// function that runs once: lookup() is called twice, so remember(), called
// after the criterion in the first call, wrote LAST before the criterion
// of the second (rules-v98/04); with one call of lookup() it did not.
func TestWriterAfterTheCriterionInAFunctionThatRunsAgain(t *testing.T) {
	src := `LAST = None
def remember(name):
    global LAST
    LAST = name
def previous():
    return LAST
def lookup(name):
    shown = previous()
    remember(name)
    return shown
def main():
    first = lookup("ann")
    second = lookup("bob")
    return first, second
main()
`
	for _, c := range []struct {
		name, src string
		in        bool
	}{
		{"called twice", src, true},
		{"called once", strings.Replace(src, "    second = lookup(\"bob\")\n", "    second = None\n", 1), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, map[string]string{"m.py": c.src})
			res, err := e.Slice(queries.Criterion{File: "m.py", Line: 8, Var: "shown", Direction: queries.Backward, Depth: 2})
			if err != nil {
				t.Fatal(err)
			}
			got := lines(res)
			if got["m.py:9"] != c.in || got["m.py:4"] != c.in {
				t.Errorf("remember(name) at m.py:9 and its write m.py:4 in the slice: %v, %v; want %v", got["m.py:9"], got["m.py:4"], c.in)
			}
		})
	}
}

// A write of a module-level variable in the criterion's own function,
// after every statement the slice holds there, reaches only reads of later
// calls when that function surely runs once: precision = 2 after first =
// fmt(dist) is out of first's slice, and so is set_unit("mi"), which the
// write used to bring in by being a held statement after it (go-v27/01).
// A function no call of the repository reaches may be called again from
// outside, so there the write keeps its edge.
func TestStrictWriteAfterTheCriterionInAFunctionThatRunsOnce(t *testing.T) {
	py := `unit = "km"
precision = 1
def set_unit(u):
    global unit
    unit = u
def fmt(v):
    label = "%.*f" % (precision, v)
    if v > 100:
        label = ">100"
    return label + " " + unit
def main():
    global precision
    dist = 12.5
    first = fmt(dist)
    set_unit("mi")
    precision = 2
    second = fmt(dist * 0.62)
    print(first, second)
main()
`
	goSrc := "package main\n\nimport \"fmt\"\n\nvar unit = \"km\"\n\nvar precision = 1\n\nfunc setUnit(u string) {\n\tunit = u\n}\n\nfunc format(v float64) string {\n\treturn fmt.Sprintf(\"%.*f\", precision, v) + \" \" + unit\n}\n\nfunc main() {\n\tfirst := format(12.5)\n\tsetUnit(\"mi\")\n\tprecision = 2\n\tsecond := format(7.75)\n\tfmt.Println(first, second)\n}\n"
	for _, c := range []struct {
		name           string
		files          map[string]string
		file           string
		line           int
		v              string
		want, unwanted []string
	}{
		{"python, main called once", map[string]string{"m.py": py}, "m.py", 14, "first", []string{"m.py:1", "m.py:2", "m.py:7"}, []string{"m.py:5", "m.py:15", "m.py:16"}},
		{"python, main called from outside", map[string]string{"m.py": strings.TrimSuffix(py, "main()\n")}, "m.py", 14, "first", []string{"m.py:2", "m.py:16"}, nil},
		{"go main", map[string]string{"go.mod": "module units\n\ngo 1.22\n", "main.go": goSrc}, "main.go", 18, "first", []string{"main.go:5", "main.go:7"}, []string{"main.go:10", "main.go:19", "main.go:20"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, c.files)
			res, err := e.Slice(queries.Criterion{File: c.file, Line: c.line, Var: c.v, Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			inOut(t, c.name, lines(res), c.want, c.unwanted)
		})
	}
}

// A Go init runs before main, so its write of a package-level variable
// reaches a read only as a package-level initializer would: through no
// kill on main's path to the call toward the read. resetHits() before the
// loop kills init's hits = 100 for bump and peek (go-v27/05); without the
// reset it reaches them.
func TestGoInitWriteKilledBeforeTheReaderCalls(t *testing.T) {
	src := "package main\n\nimport \"fmt\"\n\nvar hits int\n\nfunc init() {\n\thits = 100\n}\n\nfunc resetHits() {\n\thits = 0\n}\n\nfunc bump() {\n\thits++\n}\n\nfunc peek() int {\n\treturn hits\n}\n\nfunc main() {\n\tresetHits()\n\tfor i := 0; i < 3; i++ {\n\t\tbump()\n\t}\n\ttotal := peek()\n\tfmt.Println(total)\n}\n"
	for _, c := range []struct {
		name, src      string
		want, unwanted []string
	}{
		{"reset first", src, []string{"main.go:12", "main.go:16", "main.go:24"}, []string{"main.go:7", "main.go:8"}},
		{"no reset", strings.Replace(src, "\tresetHits()\n", "", 1), []string{"main.go:7", "main.go:8", "main.go:16"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, map[string]string{"go.mod": "module hits\n\ngo 1.22\n", "main.go": c.src})
			line := 28
			if c.name == "no reset" {
				line = 27
			}
			res, err := e.Slice(queries.Criterion{File: "main.go", Line: line, Var: "total", Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			inOut(t, c.name, lines(res), c.want, c.unwanted)
		})
	}
}

// A Go package's files share their package-level variables, so a call of
// a function in another file of the package that must-write one kills it
// as a call in the same file does: setMode("long") before b := report()
// leaves describe's read no package-level "short" (go-v27/04).
func TestGoMustWriteInAnotherFileOfThePackage(t *testing.T) {
	modes := "package main\n\nvar mode = \"short\"\n\nfunc setMode(m string) {\n\tmode = m\n}\n\nfunc describe() string {\n\treturn mode\n}\n\nfunc report() string {\n\treturn \"[\" + describe() + \"]\"\n}\n"
	main := "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tsetMode(\"long\")\n\tb := report()\n\tfmt.Println(b)\n}\n"
	e := index(t, map[string]string{"go.mod": "module modes\n\ngo 1.22\n", "main.go": main, "modes.go": modes})
	res, err := e.Slice(queries.Criterion{File: "main.go", Line: 7, Var: "b", Direction: queries.Backward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "setMode(\"long\") before report()", lines(res), []string{"main.go:6", "modes.go:6", "modes.go:10"}, []string{"modes.go:3"})
}

// A writer's call whose write every path kills before any read, in a
// caller of the same module, is late: reset() sets the log anew right
// after record("b"), so record("b") is out of the slice of the length
// taken after record("c") (go-v27/02), in Python and in Go.
func TestWriterCallKilledBeforeAnyReadIsLate(t *testing.T) {
	py := "log = []\ndef record(m):\n    global log\n    log = log + [m]\ndef reset():\n    global log\n    log = []\ndef main():\n    record(\"a\")\n    record(\"b\")\n    reset()\n    record(\"c\")\n    n = len(log)\n    return n\nmain()\n"
	goSrc := "package main\n\nimport \"fmt\"\n\nvar entries []string\n\nfunc record(m string) {\n\tentries = append(entries, m)\n}\n\nfunc reset() {\n\tentries = nil\n}\n\nfunc main() {\n\trecord(\"a\")\n\trecord(\"b\")\n\treset()\n\trecord(\"c\")\n\tn := len(entries)\n\tfmt.Println(n)\n}\n"
	for _, c := range []struct {
		name           string
		files          map[string]string
		file           string
		line           int
		want, unwanted []string
	}{
		{"python", map[string]string{"m.py": py}, "m.py", 13, []string{"m.py:4", "m.py:7", "m.py:11", "m.py:12"}, []string{"m.py:10"}},
		{"go", map[string]string{"go.mod": "module logs\n\ngo 1.22\n", "main.go": goSrc}, "main.go", 20, []string{"main.go:8", "main.go:12", "main.go:18", "main.go:19"}, []string{"main.go:17"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := index(t, c.files)
			res, err := e.Slice(queries.Criterion{File: c.file, Line: c.line, Var: "n", Direction: queries.Backward, Depth: 3})
			if err != nil {
				t.Fatal(err)
			}
			inOut(t, c.name, lines(res), c.want, c.unwanted)
		})
	}
}

// A read in another function that the criterion's write reaches through a
// GLOBAL edge lies as many call edges away as the call sites between them
// (rule 15): forward from count += 1 in bump at depth 0 the slice stays in
// bump; at depth 2 it reaches show, a sibling called from main.
func TestForwardGlobalReadIsAsFarAsItsCallSites(t *testing.T) {
	src := "count = 0\ndef bump():\n    global count\n    count += 1\n    return count\ndef show():\n    return count\ndef main():\n    bump()\n    return show()\nmain()\n"
	e := index(t, map[string]string{"m.py": src})
	for _, c := range []struct {
		depth          int
		want, unwanted []string
	}{
		{0, []string{"m.py:4", "m.py:5"}, []string{"m.py:7"}},
		{2, []string{"m.py:4", "m.py:5", "m.py:7"}, nil},
	} {
		res, err := e.Slice(queries.Criterion{File: "m.py", Line: 4, Var: "count", Direction: queries.Forward, Depth: c.depth})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprintf("depth %d", c.depth), lines(res), c.want, c.unwanted)
	}
	// A reader no call path joins to the writer (register() and count()
	// are called nowhere: two entry points) is not far: the write reaches
	// it in either order.
	e = index(t, map[string]string{"m.py": "REG = []\ndef register(x):\n    REG.append(x)\ndef count():\n    return len(REG)\n"})
	res, err := e.Slice(queries.Criterion{File: "m.py", Line: 3, Var: "REG", Direction: queries.Forward, Depth: 0})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "unconnected", lines(res), []string{"m.py:3", "m.py:5"}, nil)
}

// A backward criterion that is a guard holds the raise it guards (rule 9:
// the jump is in whenever its guard is), not what the raise reads; a
// return it guards comes after it and stays out, in Python as in Go.
func TestGuardCriterionHoldsItsRaise(t *testing.T) {
	e := index(t, map[string]string{
		"m.py": "def check(v, name):\n    msg = name + ' is negative'\n    if v < 0:\n        raise ValueError(msg)\n    if v > 9:\n        return 9\n    return v\n",
		"g.go": "package g\n\nfunc Check(v int) int {\n\tif v < 0 {\n\t\tpanic(\"negative\")\n\t}\n\tif v > 9 {\n\t\treturn 9\n\t}\n\treturn v\n}\n",
	})
	for _, c := range []struct {
		file           string
		line           int
		want, unwanted []string
	}{
		{"m.py", 3, []string{"m.py:1", "m.py:3", "m.py:4"}, []string{"m.py:2", "m.py:5", "m.py:6"}},
		{"m.py", 5, []string{"m.py:1", "m.py:5"}, []string{"m.py:6"}},
		{"g.go", 4, []string{"g.go:3", "g.go:4", "g.go:5"}, []string{"g.go:8"}},
		{"g.go", 7, []string{"g.go:3", "g.go:7"}, []string{"g.go:8"}},
	} {
		res, err := e.Slice(queries.Criterion{File: c.file, Line: c.line, Var: "v", Direction: queries.Backward, Depth: 0})
		if err != nil {
			t.Fatal(err)
		}
		inOut(t, fmt.Sprintf("%s:%d", c.file, c.line), lines(res), c.want, c.unwanted)
	}
}
