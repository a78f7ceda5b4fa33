package queries_test

import (
	"testing"

	"github.com/semantica/semantica/queries"
)

// Fixes for what the probe sets of the thirtieth and thirty-first sessions
// found (rules-v150 to rules-v167, go-v58 to go-v66, js-v67 to js-v80,
// stdlib-v28 to stdlib-v30: small scenarios written from the rules and
// frozen before their authors ran the engine),
// each failing before its fix.

func backwardLines(t *testing.T, e *queries.Engine, file string, line int, v string, depth int) map[string]bool {
	t.Helper()
	res, err := e.Slice(queries.Criterion{File: file, Line: line, Var: v, Direction: queries.Backward, Depth: depth})
	if err != nil {
		t.Fatal(err)
	}
	return lines(res)
}

func forwardLines(t *testing.T, e *queries.Engine, file string, line int, v string, depth int) map[string]bool {
	t.Helper()
	res, err := e.Slice(queries.Criterion{File: file, Line: line, Var: v, Direction: queries.Forward, Depth: depth})
	if err != nil {
		t.Fatal(err)
	}
	return lines(res)
}

// TestWildcardReExportResolvesTheName: a name imported from a module
// that re-exports it with export * from m (from m import * in Python) is
// m's: the call descends into m's function, the use reads m's definition
// and not its neighbour's (js-v67/08).
func TestWildcardReExportResolvesTheName(t *testing.T) {
	e := index(t, map[string]string{
		"lib/geom.mjs": `export function area(w, h) {
  const a = w * h;
  return a;
}
export const RATE = 3;
export const OTHER = 4;
`,
		"lib/index.mjs": `export * from './geom.mjs';
`,
		"main.mjs": `import { area, RATE } from './lib/index.mjs';

function run(w, h) {
  const res = area(w, h) * RATE;
  return res;
}
console.log(run(3, 4));
`,
		"pkg/__init__.py": `from .consts import *
`,
		"pkg/consts.py": `RATE = 3
OTHER = 4
`,
		"main.py": `from pkg import RATE


def run(x):
    y = x * RATE
    return y


print(run(2))
`,
	})
	inOut(t, "export *", backwardLines(t, e, "main.mjs", 4, "res", 3),
		[]string{"lib/geom.mjs:1", "lib/geom.mjs:2", "lib/geom.mjs:3", "lib/geom.mjs:5", "main.mjs:4"},
		[]string{"lib/geom.mjs:6"})
	inOut(t, "from m import *", backwardLines(t, e, "main.py", 5, "y", 3),
		[]string{"pkg/consts.py:1", "main.py:5"}, []string{"pkg/consts.py:2"})
}

// TestMutationThroughFromImportWritesTheOrigin: HANDLERS.append(name) on
// a list another module's from-import binds is a may-definition of that
// module's HANDLERS (rules 1 and 4: the object is shared), which its
// count() reads after register() ran (rules-v150/05). The list appended
// beside it, NAMES, stays out.
func TestMutationThroughFromImportWritesTheOrigin(t *testing.T) {
	e := index(t, map[string]string{
		"registry.py": `HANDLERS = []
NAMES = []


def count():
    return len(HANDLERS)
`,
		"plugin.py": `from registry import HANDLERS, NAMES


def register(name):
    HANDLERS.append(name)
    NAMES.append(name.upper())
`,
		"main.py": `import plugin
import registry


def main():
    plugin.register("a")
    n = registry.count()
    print(n)


main()
`,
	})
	inOut(t, "backward", backwardLines(t, e, "main.py", 7, "n", 3),
		[]string{"plugin.py:5", "main.py:6", "registry.py:1"}, []string{"plugin.py:6", "registry.py:2"})
}

// TestImportedLetSeesItsSetter: an ES module import is a live binding,
// so a read of the imported level sees the write setLevel makes to its
// module's let (js-v67/14); Python's from state import level copies the
// binding at import time and does not see set_level's global write.
func TestImportedLetSeesItsSetter(t *testing.T) {
	e := index(t, map[string]string{
		"state.mjs": `export let level = 1;
export let mode = 'a';
export function setLevel(v) {
  if (v > 0) {
    level = v;
  }
}
export function setMode(m) {
  mode = m;
}
`,
		"main.mjs": `import { level, setLevel, setMode } from './state.mjs';

function main(n) {
  setLevel(n);
  setMode('b');
  const seen = level * 10;
  return seen;
}
console.log(main(4));
`,
		"state.py": `level = 1


def set_level(v):
    global level
    level = v
`,
		"main.py": `from state import level, set_level


def main(n):
    set_level(n)
    seen = level * 10
    return seen


print(main(4))
`,
	})
	inOut(t, "ES module", backwardLines(t, e, "main.mjs", 6, "seen", 3),
		[]string{"state.mjs:5", "state.mjs:4", "main.mjs:4", "main.mjs:9", "state.mjs:1"},
		[]string{"state.mjs:9", "main.mjs:5"})
	inOut(t, "Python from-import", backwardLines(t, e, "main.py", 6, "seen", 3),
		[]string{"state.py:1"}, []string{"state.py:6", "main.py:5"})
}

// TestLateCallOfTheCriterionFunctionStillAscends: main's write of LIMIT,
// guarded by its parameter, reaches the read in allowed(), which main
// calls after it. The module's call main(...) precedes no read of LIMIT
// in its own scope (a late call), yet the criterion runs inside it: the
// slice depends on strict and ascends to that call site (rule 12;
// rules-v150/04).
func TestLateCallOfTheCriterionFunctionStillAscends(t *testing.T) {
	e := index(t, map[string]string{"m.py": `import sys

LIMIT = 10


def allowed(n):
    return n <= LIMIT


def main(strict):
    global LIMIT
    if strict:
        LIMIT = 5
    ok = allowed(7)
    print(ok)


main(len(sys.argv) > 5)
`})
	inOut(t, "backward", backwardLines(t, e, "m.py", 14, "ok", 3),
		[]string{"m.py:12", "m.py:13", "m.py:18", "m.py:3"}, []string{"m.py:15"})
}

// TestMemberWriteKillsTheModuleLevelDefinition: a plain assignment of a
// class's or a module's member in the reading function (Config.level = 3),
// or a call that always writes the package variable (store.SetLimit(n)),
// on every path to the read kills the class body's or the package's
// definition (rule 1; rules-v152/02, go-v58/01). A may-definition does not
// (rule 3).
func TestMemberWriteKillsTheModuleLevelDefinition(t *testing.T) {
	e := index(t, map[string]string{
		"config.py": `class Config:
    level = 1
    mode = 2


def main(n):
    Config.level = 3
    y = Config.level
    if n:
        Config.mode = 4
    z = Config.mode
    return y + z


main(1)
`,
		"go.mod": "module example.com/p\n\ngo 1.22\n",
		"store/store.go": `package store

var Limit = 3

func SetLimit(n int) {
	Limit = n
}
`,
		"main.go": `package main

import (
	"fmt"

	"example.com/p/store"
)

func main() {
	n := 7
	store.SetLimit(n)
	x := store.Limit
	fmt.Println(x)
}
`,
	})
	inOut(t, "class attribute", backwardLines(t, e, "config.py", 8, "y", 3),
		[]string{"config.py:7", "config.py:8"}, []string{"config.py:2"})
	inOut(t, "class attribute may be written", backwardLines(t, e, "config.py", 11, "z", 3),
		[]string{"config.py:3", "config.py:10", "config.py:11"}, nil)
	inOut(t, "package variable", backwardLines(t, e, "main.go", 12, "x", 3),
		[]string{"main.go:11", "store/store.go:6", "main.go:10"}, []string{"store/store.go:3"})
}

// TestDiscardedCallOfAFunctionReturningNothing: with var omitted, report(a,
// b) seeds the names it uses; report returns nothing, so no statement of
// its body is in the slice and neither is its def line (rule 14;
// criterion-forms probe, golden/js-v72/10).
func TestDiscardedCallOfAFunctionReturningNothing(t *testing.T) {
	e := index(t, map[string]string{"report.mjs": `function report(title, value) {
  const line = title + ": " + String(value);
  console.log(line);
}

function main() {
  const a = "sum";
  let b = 1;
  b = b + 2;
  report(a, b);
}

main();
`})
	inOut(t, "backward", backwardLines(t, e, "report.mjs", 10, "", 3),
		[]string{"report.mjs:7", "report.mjs:9", "report.mjs:6"}, []string{"report.mjs:1", "report.mjs:2"})
}

// TestForwardGlobalWriteLeavesAtItsCalls: forward from a write of a
// module-level variable inside tighten, the write is made at tighten's
// call, whose statement the slice holds (rule 13, as a parameter-out;
// rules-v151/12, rules-v105/03), beside the reads it reaches.
func TestForwardGlobalWriteLeavesAtItsCalls(t *testing.T) {
	e := index(t, map[string]string{"thresh.py": `THRESHOLD = 10


def tighten(amount):
    global THRESHOLD
    THRESHOLD = THRESHOLD - amount


def passes(score):
    ok = score >= THRESHOLD
    return ok


tighten(3)
verdict = passes(8)
print(verdict)
`})
	res, err := e.Slice(queries.Criterion{File: "thresh.py", Line: 6, Var: "THRESHOLD", Direction: queries.Forward, Depth: 3})
	if err != nil {
		t.Fatal(err)
	}
	inOut(t, "forward", lines(res), []string{"thresh.py:14", "thresh.py:10", "thresh.py:15"}, []string{"thresh.py:1"})
}

// TestCallLineSlicesTheArgumentAsUsedInJavaScript: golden/js/RULES.md
// lists what "assigns var" means for rule 16, and a call that may change
// its argument is not among them: backward from fill(buf, n) with var buf
// is buf's value as the line uses it, not after fill ran (js-v72/11). The
// Python rules leave it to rule 16's wording; there the call's
// parameter-out still defines buf at the line.
func TestCallLineSlicesTheArgumentAsUsedInJavaScript(t *testing.T) {
	e := index(t, map[string]string{"fill.mjs": `function fill(buf, n) {
  for (let i = 0; i < n; i++) {
    buf.push(i);
  }
}

function main() {
  const buf = [];
  let n = 2;
  n = n + 1;
  fill(buf, n);
  return buf.length;
}

main();
`, "fill.py": `def fill(buf, n):
    for i in range(n):
        buf.append(i)


def main():
    buf = []
    n = 2
    n = n + 1
    fill(buf, n)
    return len(buf)


main()
`})
	inOut(t, "JavaScript", backwardLines(t, e, "fill.mjs", 11, "buf", 3),
		[]string{"fill.mjs:8", "fill.mjs:11"}, []string{"fill.mjs:3", "fill.mjs:10"})
	inOut(t, "Python", backwardLines(t, e, "fill.py", 10, "buf", 3),
		[]string{"fill.py:7", "fill.py:10", "fill.py:3", "fill.py:9"}, nil)
}

// TestCallOfADefInALoopReadsItsBinding: handler is defined in a loop over
// range(limit); the call handler() runs the definition the loop made, so
// the loop header and the parameter limit it reads are in, and the slice
// ascends to run's call site (rules 1 and 12; rules-v151/06).
func TestCallOfADefInALoopReadsItsBinding(t *testing.T) {
	e := index(t, map[string]string{"handlers.py": `def run(limit):
    handlers = []
    for k in range(limit):
        def handler():
            return k * 10
        handlers.append(handler)
    k = 5
    out = handler()
    return out


print(run(3))
`})
	inOut(t, "backward", backwardLines(t, e, "handlers.py", 8, "out", 3),
		[]string{"handlers.py:3", "handlers.py:4", "handlers.py:5", "handlers.py:7", "handlers.py:12"}, []string{"handlers.py:2", "handlers.py:6"})
}

// TestHandlerBindsWhatItsTryRaises: except ValueError as e and catch (e)
// bind what a raise (throw) of their try raises (rules 1 and 9;
// js-v73/11, /13): backward from a line reading e, the raise, its guard
// and what the raised value is built from are in; a raise a nested try's
// own handler takes is not. A handler whose body does not read e brings
// none of them: its line is then in only as the control parent of its
// body (rule 8; js-v28/04).
func TestHandlerBindsWhatItsTryRaises(t *testing.T) {
	e := index(t, map[string]string{"check.py": `def check(v, limit):
    msg = "too big: " + str(v)
    other = "inner"
    try:
        if v > limit:
            raise ValueError(msg)
        try:
            raise KeyError(other)
        except KeyError as inner:
            print(inner)
    except ValueError as e:
        text = str(e)
        return text
    return "ok"


print(check(5, 3))
`, "check.mjs": `function check(v, limit) {
  const msg = "too big: " + v;
  const other = "inner";
  let status = "ok";
  try {
    if (v > limit) {
      throw new Error(msg);
    }
    try {
      throw new Error(other);
    } catch (inner) {
      console.log(inner);
    }
  } catch (e) {
    status = "failed";
    const text = e.message;
    console.log(text);
  }
  return status;
}

console.log(check(5, 3));
`})
	inOut(t, "Python", backwardLines(t, e, "check.py", 12, "text", 3),
		[]string{"check.py:11", "check.py:6", "check.py:5", "check.py:2", "check.py:17"}, []string{"check.py:3", "check.py:8"})
	inOut(t, "JavaScript", backwardLines(t, e, "check.mjs", 16, "text", 3),
		[]string{"check.mjs:14", "check.mjs:7", "check.mjs:6", "check.mjs:2", "check.mjs:22"}, []string{"check.mjs:3", "check.mjs:10"})
	inOut(t, "JavaScript, e unread", backwardLines(t, e, "check.mjs", 19, "status", 3),
		[]string{"check.mjs:14", "check.mjs:15", "check.mjs:5"}, []string{"check.mjs:6", "check.mjs:7", "check.mjs:2"})
}

// TestStaticThisCallAndNamespaceSubscript: in a static method this is the
// class, so this.base() calls the static base (golden/js/RULES.md rule 10;
// js-v76/20); ns["RATE"] on import * as ns is the member ns.RATE, the
// module's RATE alone (rule 2; js-v74/12).
func TestStaticThisCallAndNamespaceSubscript(t *testing.T) {
	e := index(t, map[string]string{"mathx.mjs": `const B0 = 21;
const UNUSED = 5;

class MathX {
  static base() {
    return B0;
  }
  static other() {
    return UNUSED;
  }
  static twice() {
    return this.base() * 2;
  }
}

const r = MathX.twice();
console.log(r, MathX.other());
`, "lib.mjs": `export const HIDDEN = 50;
export const RATE = 2;
`, "main.mjs": `import * as ns from './lib.mjs';
const qty = 4;
const k = ns["RATE"] * qty;
console.log(k);
`})
	inOut(t, "static this", backwardLines(t, e, "mathx.mjs", 16, "r", 3),
		[]string{"mathx.mjs:1", "mathx.mjs:5", "mathx.mjs:6", "mathx.mjs:11", "mathx.mjs:12"}, []string{"mathx.mjs:2", "mathx.mjs:9"})
	inOut(t, "namespace subscript", backwardLines(t, e, "main.mjs", 3, "k", 3),
		[]string{"lib.mjs:2", "main.mjs:2"}, []string{"lib.mjs:1"})
}

// TestForInitializerKillsEarlierDefinitions: for (index = start; ...) and
// for (var i = 0; ...) assign before the loop's test reads the name, so
// var index = 0 and an earlier loop's i do not reach the test (rule 1;
// js-v78/01, /02, /09).
func TestForInitializerKillsEarlierDefinitions(t *testing.T) {
	e := index(t, map[string]string{"scan.js": `function scan(str, start) {
  var index = 0;
  var total = 0;
  for (var i = 0; i < 2; i++) {
    total += i;
  }
  for (index = start; index < str.length; index++) {
    total += str.charCodeAt(index);
  }
  for (var i = start; i < 4; i++) {
    total += i;
  }
  return total;
}

console.log(scan("abcdef", 2));
`})
	inOut(t, "for initializer", backwardLines(t, e, "scan.js", 8, "total", 3),
		[]string{"scan.js:7", "scan.js:5", "scan.js:4", "scan.js:3"}, []string{"scan.js:2"})
	inOut(t, "for var initializer", backwardLines(t, e, "scan.js", 11, "i", 3),
		[]string{"scan.js:10", "scan.js:1"}, []string{"scan.js:4", "scan.js:5"})
}

// TestTryFinallyWithoutRaiseHasNoExceptionPath: a try with no handler and
// no raise in its body reaches its finally clause only by its own exits
// (rule 9: an exception raised inside a callee is not modelled), so
// state = "start", killed in the body, does not reach the finally's read
// (js-v73/09).
func TestTryFinallyWithoutRaiseHasNoExceptionPath(t *testing.T) {
	e := index(t, map[string]string{"run.mjs": `function step(v) {
  return v * 3;
}

function run(x) {
  let state = "start";
  try {
    state = step(x);
  } finally {
    state = state + "-done";
  }
  return state;
}

console.log(run(4));
`, "run.py": `def step(v):
    return v * 3


def run(x):
    state = "start"
    try:
        state = step(x)
    finally:
        state = str(state) + "-done"
    return state


print(run(4))
`})
	inOut(t, "JavaScript", backwardLines(t, e, "run.mjs", 12, "state", 3),
		[]string{"run.mjs:8", "run.mjs:10", "run.mjs:2"}, []string{"run.mjs:6"})
	inOut(t, "Python", backwardLines(t, e, "run.py", 11, "state", 3),
		[]string{"run.py:8", "run.py:10", "run.py:2"}, []string{"run.py:6"})
}

// TestVariablePassedToAnImportedCall: backward from b on return cmp(b, 3)
// with cmp from require('./c'), only b's definitions and the line's
// control dependences seed the slice (rule 16): the call's own vertex, the
// parent of its actual-outs, is no control dependence of the line, so the
// require line and cmp's def and export lines stay out (js-v80/14).
func TestVariablePassedToAnImportedCall(t *testing.T) {
	e := index(t, map[string]string{"c.js": `function cmp (x, y) {
  return x < y ? -1 : 1
}
module.exports = { cmp }
`, "m.js": `const { cmp } = require('./c')

function run (a) {
  const b = a + 1
  return cmp(b, 3)
}

console.log(run(1))
`})
	inOut(t, "var b", backwardLines(t, e, "m.js", 5, "b", 0),
		[]string{"m.js:3", "m.js:4", "m.js:5"}, []string{"m.js:1", "c.js:1", "c.js:4"})
}

// TestForwardFromAWalrusInACondition: forward from result, defined by the
// walrus in if (result := d.get(k)) is None:, the guarded assignment is in:
// the condition is made from the definition (rules 7 and 17; stdlib-v30/05).
func TestForwardFromAWalrusInACondition(t *testing.T) {
	e := index(t, map[string]string{"w.py": `def get(d, k):
    if (result := d.get(k)) is None:
        d[k] = result = [k]
    return result


print(get({}, 1))
`})
	inOut(t, "walrus", forwardLines(t, e, "w.py", 2, "result", 1),
		[]string{"w.py:3", "w.py:4"}, nil)
}

// TestWithItemsBindTheirOwnTargets: with io.StringIO(text) as fh,
// io.StringIO(extra) as gh: fh is made from its own item alone, so a slice
// of fh holds text's definition and not extra's (rule 16; rules-v168/11).
func TestWithItemsBindTheirOwnTargets(t *testing.T) {
	e := index(t, map[string]string{"prog.py": `import io

text = "alpha\n"
extra = "gamma\n"
with io.StringIO(text) as fh, io.StringIO(extra) as gh:
    first = fh.read()
    second = gh.read()
print(first, second)
`})
	inOut(t, "fh", backwardLines(t, e, "prog.py", 5, "fh", 1),
		[]string{"prog.py:3", "prog.py:5"}, []string{"prog.py:4"})
	inOut(t, "gh", backwardLines(t, e, "prog.py", 5, "gh", 1),
		[]string{"prog.py:4", "prog.py:5"}, []string{"prog.py:3"})
}

// TestGenericCallWithOneTypeArgument: Max[Celsius](temps) parses as a
// conversion to a generic type; it is a call of the generic function Max,
// so a forward slice from temps enters Max's body (rules 13 and 14;
// go-v67/04).
func TestGenericCallWithOneTypeArgument(t *testing.T) {
	e := index(t, map[string]string{"go.mod": "module example.com/g\n\ngo 1.22\n", "main.go": `package main

import "fmt"

type Celsius float64

func Max[T ~float64](xs []T) T {
	best := xs[0]
	for _, x := range xs {
		if x > best {
			best = x
		}
	}
	return best
}

func main() {
	temps := []Celsius{20, 25}
	hot := Max[Celsius](temps)
	fmt.Println(hot)
}
`})
	inOut(t, "forward", forwardLines(t, e, "main.go", 18, "temps", 1),
		[]string{"main.go:7", "main.go:8", "main.go:9", "main.go:19", "main.go:20"}, nil)
}
