package pdg

import (
	"fmt"
	"maps"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/schema"
)

func build(t *testing.T, files map[string]string) *view {
	t.Helper()
	return newView(Build(parse(t, files), Options{}))
}

// Structured control dependence (rule 7) and def-use chains over a branch
// and a loop.
func TestControlAndDataDependence(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def f(x):
    if x > 0:
        y = 1
    else:
        y = 2
    z = y + 1
    while z < 10:
        z += 1
    return z
`})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:1->m.py:2", "ctrl m.py:1->m.py:6", "ctrl m.py:1->m.py:7", "ctrl m.py:1->m.py:9",
		"ctrl m.py:2->m.py:3", "ctrl m.py:2->m.py:4", "ctrl m.py:4->m.py:5", "ctrl m.py:7->m.py:8",
	}, []string{
		"ctrl m.py:2->m.py:5", // an else body depends on the else header, not the if
		"ctrl m.py:2->m.py:6", "ctrl m.py:4->m.py:6", "ctrl m.py:7->m.py:9", "ctrl m.py:3->m.py:6",
	})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:2 x", "data m.py:3->m.py:6 y", "data m.py:5->m.py:6 y",
		"data m.py:6->m.py:7 z", "data m.py:6->m.py:8 z", "data m.py:8->m.py:7 z",
		"data m.py:6->m.py:9 z", "data m.py:8->m.py:9 z",
	}, []string{
		"data m.py:3->m.py:9 y", "data m.py:1->m.py:6 x", "data m.py:2->m.py:3",
	})
}

// An assignment expression defines its target where it runs (rule 1):
// the walrus of a while condition runs before every exit of the loop, so
// it kills line = None on every path to the read after the loop, and the
// header reads what its value reads, not the target it defines.
func TestWalrusInWhileConditionKills(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def f(it):
    line = None
    while (line := next(it, None)):
        print(line)
    return line
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:3 it", "data m.py:3->m.py:4 line", "data m.py:3->m.py:5 line",
	}, []string{
		"data m.py:2->m.py:3 line", "data m.py:2->m.py:5 line", "data m.py:2->m.py:4 line",
	})
}

// A plain write of a global in the reading function, on every path from
// its entry to the read, kills the module-level definition (rule 1):
// login's return _token reads its own write, not _token = None; a read
// behind a guarded write, or in a function that writes nothing, still
// reads the module-level value.
func TestGlobalWrittenBeforeTheReadKillsModuleDef(t *testing.T) {
	v := build(t, map[string]string{"m.py": `_token = None

def login(user):
    global _token
    _token = user + "!"
    return _token

def maybe(user):
    global _token
    if user:
        _token = user
    return _token

def peek():
    return _token
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:5->m.py:6 _token", "data m.py:1->m.py:12 _token", "data m.py:11->m.py:12 _token",
		"data m.py:1->m.py:15 _token",
	}, []string{
		"data m.py:1->m.py:6 _token",
	})
}

// A module-level definition reaches a read in a function only along a
// call path free of kills: main() calls set_mode("b"), which must-write
// mode, before x = get(), so mode = "a" reaches get's read only through
// show(), which main calls first; a plain write under global in a caller
// kills it too (reset() before y = get()).
func TestModuleDefKilledInACallerBeforeTheRead(t *testing.T) {
	v := build(t, map[string]string{"m.py": `mode = "a"
def set_mode(m):
    global mode
    mode = m
def get():
    return mode
def peek():
    return mode
def show():
    return peek()
def reset():
    global mode
    mode = "r"
    return get()
def main():
    z = show()
    set_mode("b")
    x = get()
    return x, z
main()
reset()
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:8 mode", "data m.py:17->m.py:18 mode",
	}, []string{
		"data m.py:1->m.py:6 mode",
	})
}

// A module importing another kills its module-level name by calling a
// function of that module that must-write it: w.py calls flush(), which
// sets pending = [] after reading it, before count(), so the module-level
// pending = [] reaches flush's read but not count's (js-v32/06, rules-v98/06).
// Without the flush() before it, count() sees it.
func TestModuleDefKilledByACallFromAnotherModule(t *testing.T) {
	q := `pending = []
def flush():
    global pending
    batch = pending
    pending = []
    return batch
def count():
    return len(pending)
`
	v := build(t, map[string]string{"q.py": q, "w.py": "from q import flush, count\nflush()\nn = count()\n"})
	expect(t, v.edges(schema.Data), []string{"data q.py:1->q.py:4 pending"}, []string{"data q.py:1->q.py:8 pending"})
	v = build(t, map[string]string{"q.py": q, "w.py": "from q import flush, count\nn = count()\nflush()\n"})
	expect(t, v.edges(schema.Data), []string{"data q.py:1->q.py:4 pending", "data q.py:1->q.py:8 pending"}, nil)
}

// A for target or a walrus a boolean operator may skip is no kill in a
// caller (the loop may run no time, the walrus may not run): the
// module-level definition still reaches the read through that caller, as
// computeMust counts only plain writes.
func TestModuleDefNotKilledByAForTargetInACaller(t *testing.T) {
	v := build(t, map[string]string{"m.py": `mode = "a"
def get():
    return mode
def main(xs):
    global mode
    for mode in xs:
        pass
    x = get()
    return x
def other(ok, m):
    global mode
    if ok and (mode := m):
        pass
    return get()
main([])
other(False, "b")
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:1->m.py:3 mode"}, nil)
}

// Jumps in loops (rule 9, Ball–Horwitz augmented CFG): statements after a
// guarded break/continue and the loop header depend on the guard; the guard
// pulls the jump in (jump edges).
func TestJumps(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def g(items, stop):
    total = 0
    for it in items:
        if it == stop:
            break
        if it < 0:
            continue
        total += it
    return total
`})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:1->m.py:2", "ctrl m.py:1->m.py:3", "ctrl m.py:1->m.py:9",
		"ctrl m.py:3->m.py:4", "ctrl m.py:4->m.py:5", "ctrl m.py:4->m.py:6", "ctrl m.py:4->m.py:3",
		"ctrl m.py:5->m.py:6", "ctrl m.py:5->m.py:3", "ctrl m.py:6->m.py:7", "ctrl m.py:6->m.py:8",
		"ctrl m.py:7->m.py:8", "ctrl m.py:7->m.py:3",
	}, []string{
		"ctrl m.py:4->m.py:9", "ctrl m.py:3->m.py:9", "ctrl m.py:6->m.py:9", "ctrl m.py:5->m.py:9",
	})
	expect(t, v.edges(schema.Jump), []string{"jump m.py:5->m.py:4", "jump m.py:7->m.py:6"},
		[]string{"jump m.py:9->m.py:1"})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:8 total", "data m.py:8->m.py:9 total", "data m.py:2->m.py:9 total",
		"data m.py:3->m.py:4 it", "data m.py:3->m.py:6 it", "data m.py:3->m.py:8 it",
		"data m.py:1->m.py:3 items", "data m.py:1->m.py:4 stop",
	}, []string{"data m.py:2->m.py:4"})
}

// An early return makes the rest of the function depend on its guard; a
// final return skips nothing and gets no jump edge.
func TestEarlyReturn(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def h(x):
    if x is None:
        return 0
    y = x * 2
    return y
`})
	expect(t, v.edges(schema.Ctrl), []string{"ctrl m.py:2->m.py:3", "ctrl m.py:3->m.py:4", "ctrl m.py:3->m.py:5"},
		[]string{"ctrl m.py:1->m.py:4"})
	expect(t, v.edges(schema.Jump), []string{"jump m.py:3->m.py:2"}, []string{"jump m.py:5->m.py:2", "jump m.py:5->m.py:3"})
}

// try/except/finally and with (rule 8).
func TestTryAndWith(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def h(path, lock):
    try:
        f = open(path)
        data = f.read()
    except OSError as e:
        data = str(e)
    finally:
        log = 1
    with lock:
        out = data
    return out
`})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:2->m.py:3", "ctrl m.py:2->m.py:4", "ctrl m.py:2->m.py:5", "ctrl m.py:5->m.py:6",
		"ctrl m.py:7->m.py:8", "ctrl m.py:9->m.py:10", "ctrl m.py:1->m.py:9", "ctrl m.py:1->m.py:11",
	}, []string{
		"ctrl m.py:5->m.py:7", "ctrl m.py:5->m.py:9", "ctrl m.py:5->m.py:11", "ctrl m.py:2->m.py:9",
		"ctrl m.py:2->m.py:7", "ctrl m.py:3->m.py:4", "ctrl m.py:2->m.py:6",
	})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:3 path", "data m.py:3->m.py:4 f", "data m.py:5->m.py:6 e",
		"data m.py:4->m.py:10 data", "data m.py:6->m.py:10 data", "data m.py:10->m.py:11 out",
		"data m.py:1->m.py:9 lock",
	}, []string{"data m.py:4->m.py:11"})
}

// Rule 8's headers: a try governs its body, its except and else headers; a
// try's else and a finally govern their bodies; a try nested in an else is
// governed by it, and so is that try's finally. An except or with header,
// the else of an if or a loop and an if govern nothing: they are in a slice
// by dependence only. The statements after a try whose body returns are
// control dependent on the try header (the return's guard, rule 9), but not
// governed by it.
// A try governs the statements of its body at every depth of nesting (a
// statement inside an if, a loop or a with of a try body is in the try
// body, rule 8; a forward slice reaching it holds the try header), and so
// does a finally; not those of a nested try, which its header governs,
// nor those of a nested def, another scope.
func TestGovernsNested(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def f(res, items, lock):
    try:
        if res:
            a = 1
        else:
            a = 2
        for it in items:
            b = it
        with lock:
            c = 1
        def inner():
            d = 1
        try:
            e = 1
        except KeyError:
            e = 2
    finally:
        for it in items:
            g = it
`})
	expect(t, v.governs(), []string{
		"governs m.py:2->m.py:3", "governs m.py:2->m.py:4", "governs m.py:2->m.py:5", "governs m.py:2->m.py:6",
		"governs m.py:2->m.py:7", "governs m.py:2->m.py:8", "governs m.py:2->m.py:9", "governs m.py:2->m.py:10",
		"governs m.py:2->m.py:11", "governs m.py:2->m.py:13", "governs m.py:13->m.py:14", "governs m.py:13->m.py:15",
		"governs m.py:17->m.py:18", "governs m.py:17->m.py:19",
	}, []string{
		"governs m.py:2->m.py:12", "governs m.py:2->m.py:14", "governs m.py:2->m.py:15", "governs m.py:2->m.py:16",
		"governs m.py:3->m.py:4", "governs m.py:9->m.py:10", "governs m.py:7->m.py:8", "governs m.py:2->m.py:17",
	})
}

func TestGoverns(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def h(path, items, lock):
    try:
        f = open(path)
    except OSError:
        f = None
    else:
        n = 1
        try:
            m = 2
        finally:
            m = 3
    finally:
        done = True
    if f:
        x = 1
    else:
        x = 2
    for it in items:
        pass
    else:
        y = 1
    with lock:
        z = 1

def g(s):
    try:
        return int(s)
    except ValueError:
        pass
    msg = "bad"
    raise ValueError(msg)
`})
	expect(t, v.edges(schema.Ctrl), []string{"ctrl m.py:26->m.py:30"}, nil)
	expect(t, v.governs(), []string{
		"governs m.py:2->m.py:3", "governs m.py:2->m.py:4", "governs m.py:2->m.py:6",
		"governs m.py:6->m.py:7", "governs m.py:6->m.py:8", "governs m.py:6->m.py:10",
		"governs m.py:8->m.py:9", "governs m.py:10->m.py:11", "governs m.py:12->m.py:13",
	}, []string{
		"governs m.py:4->m.py:5", "governs m.py:2->m.py:5", "governs m.py:2->m.py:7",
		"governs m.py:2->m.py:12", "governs m.py:2->m.py:14", "governs m.py:8->m.py:10",
		"governs m.py:16->m.py:17", "governs m.py:14->m.py:15", "governs m.py:20->m.py:21",
		"governs m.py:22->m.py:23", "governs m.py:6->m.py:9",
		"governs m.py:26->m.py:30", "governs m.py:26->m.py:31", "governs m.py:28->m.py:29",
	})
	expect(t, v.governs(), []string{"governs m.py:26->m.py:27", "governs m.py:26->m.py:28"}, nil)
}

// Access paths (rule 2), may-definitions (rules 3–4) and kills.
func TestAccessPaths(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def k(obj, d, key):
    obj.x = 1
    obj.y = 2
    a = obj.x
    b = obj
    d[key] = a
    c = d
    obj = make()
    e = obj.x
    items = []
    items.append(a)
    n = len(items)
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:4 obj.x", "data m.py:1->m.py:4 obj.x", // obj.x reads obj.x and obj
		"data m.py:2->m.py:5 obj", "data m.py:3->m.py:5 obj", "data m.py:1->m.py:5 obj",
		"data m.py:6->m.py:7 d", "data m.py:1->m.py:7 d", // may-definition does not kill
		"data m.py:8->m.py:9 obj.x",
		"data m.py:10->m.py:11 items", "data m.py:11->m.py:12 items", "data m.py:10->m.py:12 items",
	}, []string{
		"data m.py:3->m.py:4 obj.x", // a different attribute
		"data m.py:2->m.py:9 obj.x", // killed by obj = make()
		"data m.py:1->m.py:9 obj.x",
	})
}

// Globals (rule 1) and closures (rule 6).
func TestGlobalsAndClosures(t *testing.T) {
	v := build(t, map[string]string{"m.py": `RATE = 2
LIMIT = 5

def outer(n):
    base = n + 1
    def inner(k):
        return base * k * RATE
    base = base + 10
    return inner(3)

LIMIT = 6
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:7 RATE",
		"data m.py:5->m.py:6 base", // reaches the nested def: inner's formal-in
		"data m.py:8->m.py:9 base", // reaches the call of inner: its actual-in
		"data m.py:6->m.py:7 base", // the captured base is a parameter of inner (rule 6)
	}, []string{"data m.py:2->m.py:7", "data m.py:5->m.py:7", "data m.py:8->m.py:7"})
}

// HRB summary edges: first's result depends on its first parameter only,
// so the actual-in of b has no summary edge (rule 11).
func TestSummaryEdges(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def add(a, b):
    return a + b

def first(a, b):
    return a

def main():
    x = 1
    y = 2
    s = add(x, y)
    t = first(x, y)
    return s + t
`}), Options{})
	v := newView(g)
	summaries := map[string]bool{}
	for _, d := range g.Deps {
		if d.Kind != schema.Summary {
			continue
		}
		from, to := v.vert[d.From], v.vert[d.To]
		summaries[v.loc(d.From)+" "+from.Var+"->"+to.Var] = true
	}
	expect(t, summaries, []string{"m.py:10 a->return", "m.py:10 b->return", "m.py:11 a->return"},
		[]string{"m.py:11 b->return"})
	expect(t, v.edges(schema.ParamIn, schema.ParamOut, schema.CallE), []string{
		"param_in m.py:10->m.py:1", "param_out m.py:1->m.py:10", "call m.py:10->m.py:1",
		"param_in m.py:11->m.py:4", "param_out m.py:4->m.py:11", "call m.py:11->m.py:4",
	}, nil)
	expect(t, v.edges(schema.Data), []string{"data m.py:8->m.py:11 x", "data m.py:9->m.py:11 y"}, nil)
}

// Parameter-outs (rule 10): a callee that mutates its parameter or self
// may-defines the argument after the call.
func TestParamOut(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def fill(bag, x):
    bag.append(x)

class Counter:
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
    def peek(self):
        return self.n

def main(v):
    bag = []
    fill(bag, v)
    c = Counter()
    c.bump()
    c.peek()
    return bag, c.n
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:14->m.py:18 bag", // fill may-defines bag
		"data m.py:13->m.py:18 bag",
		"data m.py:16->m.py:18 c.n", // bump may-defines c
		"data m.py:15->m.py:18 c.n",
	}, []string{
		"data m.py:17->m.py:18 c.n", // peek does not modify self
	})
}

func callGraph(g *schema.Graph) map[string][]string {
	names := map[int64]string{}
	for _, f := range g.Funcs {
		names[f.ID] = f.QName
	}
	out := map[string][]string{}
	for _, c := range g.Calls {
		out[names[c.Caller]] = append(out[names[c.Caller]], names[c.Callee])
	}
	for k := range out {
		sort.Strings(out[k])
	}
	return out
}

// A method call on a parameter that only literals reach is a call of a
// built-in object's method, not of the one repository method of that
// name (rule 4: d.get(k) is only a use of d): env.get in credentials,
// called with a dict literal, does not call Store.get; the same call on
// a parameter no call site binds still does (class-hierarchy analysis
// with one candidate, uniqueMethod).
func TestLiteralArgumentIsNoRepositoryObject(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Store:
    def get(self, name):
        return name

def credentials(env):
    return env.get("PREFIX")

def outside(env):
    return env.get("PREFIX")

credentials({"PREFIX": "api_"})
`}), Options{})
	cg := callGraph(g)
	if slices.Contains(cg["m.credentials"], "m.Store.get") {
		t.Errorf("credentials calls %v: env is a dict literal, not a Store", cg["m.credentials"])
	}
	if !slices.Contains(cg["m.outside"], "m.Store.get") {
		t.Errorf("outside calls %v: env is unbound, and Store.get is the one method named get", cg["m.outside"])
	}
}

// Call resolution: absolute, relative and aliased imports, re-exports,
// constructors, self calls through the MRO, super(), names bound to
// functions, builtins, externals and unresolved callees.
func TestCallResolution(t *testing.T) {
	g := Build(parse(t, map[string]string{
		"pkg/__init__.py": "from .util import helper as h\n",
		"pkg/util.py": `def helper(x):
    return x

class Base:
    def __init__(self, v):
        self.v = v
    def get(self):
        return self.v
    def run(self):
        return self.get()

class Child(Base):
    def __init__(self, v):
        super().__init__(v)
    def go(self):
        return self.run()
`,
		"pkg/main.py": `import pkg.util
from . import util as u
from .util import Child
from pkg import h
import os.path as osp

def main():
    c = Child(1)
    c.go()
    f = pkg.util.helper
    f(2)
    u.helper(3)
    h(4)
    osp.join("a", "b")
    len([])
    unknown_thing(5)
`}), Options{})
	cg := callGraph(g)
	check := func(caller string, want, wantNot []string) {
		t.Helper()
		got := map[string]bool{}
		for _, c := range cg[caller] {
			got[c] = true
		}
		expect(t, got, want, wantNot)
	}
	check("pkg.main.main", []string{"pkg.util.Child.__init__", "pkg.util.Child.go", "pkg.util.helper",
		"os.path.join", "<builtin>.len", "<unresolved>.unknown_thing"}, []string{"pkg.util.Base.__init__", "pkg.util.Base.run"})
	check("pkg.util.Child.__init__", []string{"pkg.util.Base.__init__"}, nil)
	check("pkg.util.Child.go", []string{"pkg.util.Base.run"}, []string{"pkg.util.Child.go"})
	check("pkg.util.Base.run", []string{"pkg.util.Base.get"}, []string{"pkg.util.Child.go"})
	for _, f := range g.Funcs {
		if strings.HasPrefix(f.QName, "<unresolved>.") && f.Kind != "unresolved" {
			t.Errorf("%s has kind %s, want unresolved", f.QName, f.Kind)
		}
	}
}

// Class attributes: C.attr and self.attr read the class body's definition
// (the first class along the MRO that defines it); an instance attribute
// of another name does not.
func TestClassAttributes(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Base:
    TIMEOUT = 5
    NAME = "b"

class Client(Base):
    RETRIES = 3
    def wait(self):
        return self.TIMEOUT * self.RETRIES

def direct():
    return Client.RETRIES + Base.TIMEOUT
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:8 self.TIMEOUT", "data m.py:6->m.py:8 self.RETRIES",
		"data m.py:6->m.py:11 Client.RETRIES", "data m.py:2->m.py:11 Base.TIMEOUT",
	}, []string{"data m.py:3->m.py:8 self.TIMEOUT", "data m.py:3->m.py:11 Base.TIMEOUT"})
}

// A root package's modules also resolve without the package prefix, as
// code run from inside the directory imports them.
func TestRootPackageAliases(t *testing.T) {
	g := Build(parse(t, map[string]string{
		"pkg/__init__.py": "",
		"pkg/util.py":     "def clean(s):\n    return s\n",
		"pkg/app.py":      "from util import clean\n\ndef run(x):\n    return clean(x)\n",
	}), Options{})
	cg := callGraph(g)
	got := strings.Join(cg["pkg.app.run"], " ")
	if got != "pkg.util.clean" {
		t.Errorf("pkg.app.run calls %q, want pkg.util.clean", got)
	}
}

// cls(...) inside a classmethod instantiates the class: an edge to its
// __init__ (found along the MRO).
func TestClassmethodInstantiation(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Base:
    def __init__(self, v):
        self.v = v

class Point(Base):
    @classmethod
    def origin(cls):
        return cls(0)
`}), Options{})
	if got := strings.Join(callGraph(g)["m.Point.origin"], " "); got != "m.Base.__init__" {
		t.Errorf("m.Point.origin calls %q, want m.Base.__init__", got)
	}
}

// A use whose path has an empty root (".x", as broken source once lowered)
// is no self attribute outside a method: Build took it for one and
// dereferenced the missing class (found by FuzzBuild on "x 0\n 0\n .x0").
func TestEmptyRootOutsideMethod(t *testing.T) {
	src := []byte("x\n")
	use := &ir.Stmt{Kind: ir.Simple, Span: ir.Span{Line: 1, EndLine: 1, EndByte: 1}, Uses: []ir.Ref{ir.PathRef(".x")}}
	f := &ir.File{Path: "m.py", Module: "m", Src: src,
		Top: &ir.Func{Name: "m", QName: "m", Kind: ir.ModuleScope, Span: ir.Span{Line: 1, EndLine: 1, EndByte: 1}, Body: []*ir.Stmt{use}}}
	g := Build([]*ir.File{f}, Options{})
	if len(g.Stmts) != 1 {
		t.Errorf("got %d statements, want 1", len(g.Stmts))
	}
}

// Statements sharing a line share its text instead of a copy each: 2,000
// statements on one 22 KB line allocated 53 MB in Build (now about 7 MB),
// and the 3,000-statement seed of FuzzBuild 437 MB of resident memory.
func TestStatementsShareLineText(t *testing.T) {
	line := strings.Repeat("x = x + 1; ", 2000)
	files := parse(t, map[string]string{"m.py": line + "\n"})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	g := Build(files, Options{})
	runtime.ReadMemStats(&after)
	if len(g.Stmts) != 2000 || g.Stmts[1999].Text != line {
		t.Fatalf("got %d statements, last text %.40q", len(g.Stmts), g.Stmts[len(g.Stmts)-1].Text)
	}
	if mb := (after.TotalAlloc - before.TotalAlloc) >> 20; mb > 25 {
		t.Errorf("Build allocated %d MB for 2,000 statements on one line", mb)
	}
}

// Every exit of a try body and of its handlers passes through finally
// (rules 8–9): the finally body runs on all of them, so it depends on no
// jump or guard inside the try, only on the loop; what comes after the try
// statement still depends on the jumps that skip it (through the chain of
// guarded jumps, as in the augmented CFG), and the loop header on the
// continue, the return and the raise.
func TestFinallyExits(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def f(items, flag):
    out = []
    for it in items:
        try:
            if it is None:
                continue
            if it < 0:
                break
            if flag:
                return out
            out.append(it)
        except ValueError:
            if flag:
                raise
            out.append(0)
        finally:
            log = len(out)
        done = it
    return out
`})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:3->m.py:16", "ctrl m.py:16->m.py:17",
		"ctrl m.py:10->m.py:18", "ctrl m.py:14->m.py:18", "ctrl m.py:9->m.py:18",
		"ctrl m.py:6->m.py:3", "ctrl m.py:10->m.py:3", "ctrl m.py:14->m.py:3",
		"ctrl m.py:6->m.py:7", "ctrl m.py:8->m.py:9", "ctrl m.py:10->m.py:11", "ctrl m.py:14->m.py:15",
	}, []string{
		"ctrl m.py:5->m.py:16", "ctrl m.py:6->m.py:16", "ctrl m.py:7->m.py:16", "ctrl m.py:8->m.py:16",
		"ctrl m.py:9->m.py:16", "ctrl m.py:10->m.py:16", "ctrl m.py:12->m.py:16", "ctrl m.py:13->m.py:16",
		"ctrl m.py:14->m.py:16", "ctrl m.py:4->m.py:16",
		"ctrl m.py:10->m.py:17", "ctrl m.py:14->m.py:17", "ctrl m.py:4->m.py:17", "ctrl m.py:3->m.py:17",
		"ctrl m.py:6->m.py:19", // the continue stays in the loop
		"ctrl m.py:17->m.py:18", "ctrl m.py:16->m.py:18", "ctrl m.py:17->m.py:19",
	})
	expect(t, v.edges(schema.Jump), []string{
		"jump m.py:6->m.py:5", "jump m.py:8->m.py:7", "jump m.py:10->m.py:9", "jump m.py:14->m.py:13",
	}, nil)
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:17 out", "data m.py:11->m.py:17 out", "data m.py:15->m.py:17 out",
		"data m.py:11->m.py:19 out", "data m.py:15->m.py:19 out", "data m.py:3->m.py:18 it",
	}, nil)
}

// A finally clause is lowered once per place its exits go on to: a
// definition made before a return reaches the finally body but not the
// statements after the try, which the return skips.
func TestFinallyPaths(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def g(x):
    try:
        if x:
            y = 1
            return y
        y = 2
    finally:
        z = y
    w = y
    return w + z
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:4->m.py:8 y", "data m.py:6->m.py:8 y", "data m.py:6->m.py:9 y",
		"data m.py:8->m.py:10 z", "data m.py:9->m.py:10 w",
	}, []string{"data m.py:4->m.py:9 y"})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:7->m.py:8", "ctrl m.py:1->m.py:7", "ctrl m.py:5->m.py:9", "ctrl m.py:5->m.py:10",
		"ctrl m.py:5->m.py:6", "ctrl m.py:3->m.py:4", "ctrl m.py:3->m.py:5",
	}, []string{
		"ctrl m.py:5->m.py:7", "ctrl m.py:5->m.py:8", "ctrl m.py:3->m.py:7", "ctrl m.py:3->m.py:8",
		"ctrl m.py:2->m.py:7", "ctrl m.py:2->m.py:8", "ctrl m.py:8->m.py:9", "ctrl m.py:7->m.py:9",
	})
	expect(t, v.edges(schema.Jump), []string{"jump m.py:5->m.py:3"}, nil)
}

// A raise in a handler goes through finally: it skips the rest of its
// handler and what follows the try, not the finally body (rules 8–9).
func TestHandlerRaiseThroughFinally(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def h(path, strict):
    notes = []
    try:
        text = read(path)
    except OSError:
        if strict:
            raise
        notes.append(1)
        text = ""
    except ValueError:
        raise
    finally:
        warnings = notes
    return text
`})
	expect(t, v.edges(schema.Ctrl), []string{
		"ctrl m.py:12->m.py:13", "ctrl m.py:1->m.py:12", "ctrl m.py:7->m.py:8", "ctrl m.py:7->m.py:9",
		"ctrl m.py:7->m.py:14", "ctrl m.py:11->m.py:14", "ctrl m.py:10->m.py:11", "ctrl m.py:3->m.py:5",
	}, []string{
		"ctrl m.py:11->m.py:12", "ctrl m.py:11->m.py:13", "ctrl m.py:10->m.py:12", "ctrl m.py:10->m.py:13",
		"ctrl m.py:7->m.py:12", "ctrl m.py:7->m.py:13", "ctrl m.py:6->m.py:13", "ctrl m.py:5->m.py:13",
		"ctrl m.py:3->m.py:12", "ctrl m.py:5->m.py:14",
	})
	expect(t, v.edges(schema.Jump), []string{"jump m.py:7->m.py:6", "jump m.py:11->m.py:10"}, nil)
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:13 notes", "data m.py:8->m.py:13 notes",
		"data m.py:4->m.py:14 text", "data m.py:9->m.py:14 text",
	}, nil)
}

// A call of a module function (os.remove(p)) is no method call on a
// container: it defines neither the module nor os.path, in its function or
// as a write other functions read (rule 4); nor does util.clear() of a
// repository module. A container mutator on a list, a module-level list (of
// this module or another) or an attribute of a module outside the
// repository (sys.path, which may be any object) still may-defines its
// receiver.
func TestModuleFunctionIsNoWrite(t *testing.T) {
	g := Build(parse(t, map[string]string{"util.py": "ITEMS = []\n", "m.py": `import os
import os.path as osp
import shutil as sh, util
import sys

SEEN = []

def prune(d, names):
    kept = []
    for name in names:
        f = os.path.join(d, name)
        os.remove(f)
        osp.remove(f)
        sh.remove(f)
        kept.append(name)
        SEEN.append(f)
        sys.path.append(d)
    return os.path.getsize(d), osp.sep, kept, sys.path

def size(d):
    util.clear()
    util.ITEMS.append(d)
    return os.path.getsize(d) + len(SEEN) + len(util.ITEMS)
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.Data, schema.Global), []string{
		"data m.py:15->m.py:18 kept", "data m.py:9->m.py:18 kept",
		"global m.py:16->m.py:23 SEEN", "data m.py:17->m.py:18 sys.path", "data m.py:22->m.py:23 util.ITEMS",
	}, []string{
		"data m.py:12->m.py:11 os.path", "data m.py:12->m.py:18 os.path", "data m.py:12->m.py:23 os.path",
		"data m.py:21->m.py:23 util.ITEMS", // util is a module of the repository
		"data m.py:13->m.py:18 osp.sep",
	})
	defs := map[int]string{}
	for _, s := range g.Stmts {
		if s.File == "m.py" {
			defs[s.Line] = s.Defs
		}
	}
	for line, want := range map[int]string{12: "", 13: "", 14: "", 15: "kept", 16: "SEEN", 17: "sys.path", 21: "", 22: "util.ITEMS"} {
		if defs[line] != want {
			t.Errorf("m.py:%d defines %q, want %q", line, defs[line], want)
		}
	}
}

// summaryPairs lists the summary edges of g as "file:line from->to".
func summaryPairs(g *schema.Graph) map[string]bool {
	v := newView(g)
	out := map[string]bool{}
	for _, d := range g.Deps {
		if d.Kind == schema.Summary {
			out[v.loc(d.From)+" "+v.vert[d.From].Var+"->"+v.vert[d.To].Var] = true
		}
	}
	return out
}

// Rule 6, value-result: a nonlocal assignment in a nested function is a
// definition made at every call of it, which replaces the value (the
// count before the loop still reaches the return: the loop may not run);
// a nested function that assigns the name on every path passes nothing
// back from the value it received.
func TestNonlocalValueResult(t *testing.T) {
	src := map[string]string{"m.py": `def outer(xs):
    count = 0
    def add(x):
        nonlocal count
        count += x
    for x in xs:
        add(x)
    return count

def reset():
    n = 0
    def zero():
        nonlocal n
        n = 5
    zero()
    return n
`}
	v := build(t, src)
	expect(t, v.edges(schema.Data, schema.ParamIn, schema.ParamOut), []string{
		"data m.py:7->m.py:8 count", // the call defines count
		"data m.py:2->m.py:8 count", // the loop may not run
		"data m.py:5->m.py:3 count", // the write reaches add's formal-out
		"data m.py:3->m.py:5 count", // the count passed in is read
		"data m.py:2->m.py:7 count", // the actual-in reads count
		"param_out m.py:3->m.py:7",  // formal-out to actual-out
		"param_in m.py:7->m.py:3",   // actual-in to formal-in
		"data m.py:15->m.py:16 n",   // zero() defines n
		"data m.py:14->m.py:12 n",   // n = 5 reaches zero's formal-out
	}, []string{
		"data m.py:5->m.py:8",   // no direct edge across the scopes
		"data m.py:11->m.py:16", // the call's strong write kills n = 0
		"data m.py:12->m.py:12", // n = 5 kills the n passed in
	})
	expect(t, summaryPairs(Build(parse(t, src), Options{})),
		[]string{"m.py:7 count->count"}, []string{"m.py:15 n->n"})
}

// Rule 6 with rules 2 and 4: a nested function's may-definitions of an
// enclosing object (a container mutator, an attribute write) are
// may-definitions at each call of it, which kill nothing; a nested
// function that writes nothing defines nothing at its calls.
func TestClosureMayDefinition(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def collect(items, s):
    out = []
    def keep(v):
        out.append(v)
        s.hits += 1
    def show(v):
        return len(out) + v
    for it in items:
        keep(it)
        show(it)
    return out, s.hits
`})
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{
		"data m.py:9->m.py:11 out",    // keep(it) may-defines out
		"data m.py:2->m.py:11 out",    // which kills nothing
		"data m.py:9->m.py:11 s.hits", // keep(it) may-defines s
		"data m.py:4->m.py:3 out",     // out.append reaches keep's formal-out
		"data m.py:5->m.py:3 s.hits",  // s.hits += 1 likewise
		"param_out m.py:3->m.py:9",
		"data m.py:9->m.py:10 out", // show reads the out keep wrote
	}, []string{
		"data m.py:10->m.py:11", // show writes nothing
		"data m.py:4->m.py:11",  // no direct edge across the scopes
	})
}

// Rule 6 with rule 11: a parameter of the enclosing function read only by
// a nested function still gets its summary edge; one never read does not.
func TestClosureParamSummary(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def scale(k, unused):
    def mul(x):
        return x * k
    return mul(2)

def main():
    return scale(3, 4)
`}), Options{})
	expect(t, summaryPairs(g),
		[]string{"m.py:4 k->return", "m.py:4 x->return", "m.py:7 k->return"},
		[]string{"m.py:7 unused->return"})
}

// Rules 6 and 10: a nested function's may-definition of a parameter of
// its enclosing function modifies that parameter (a parameter-out at the
// enclosing function's callers); rebinding it under nonlocal does not.
func TestClosureParamOut(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def fill(bag, tag):
    def put(x):
        nonlocal tag
        bag.append(x)
        tag = x
    put(1)

def main():
    bag = []
    tag = "a"
    fill(bag, tag)
    return bag, tag
`})
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{
		"data m.py:11->m.py:12 bag", // fill(bag, tag) may-defines bag
		"data m.py:6->m.py:1 bag",   // put(1) reaches fill's formal-out of bag
		"param_out m.py:1->m.py:11",
	}, []string{"data m.py:11->m.py:12 tag"})
}

// A call that only points-to resolves still carries parameter-outs (rule
// 10): the method reached through a parameter's values may-defines the
// argument. A receiver that may also be a built-in container keeps rule 4's
// may-definition; one that may only be the repository's class does not
// when the method modifies nothing. The callee held in a variable is a use
// of the variable at the call.
func TestPointsToCalls(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Box:
    def stash(self, x):
        self.items = x
    def remove(self, x):
        return x

def take(b, x):
    b.stash(x)
    b.remove(x)
    return b

def run(v):
    box = Box()
    take(box, v)
    mixed = list(v) if v else Box()
    mixed.remove(v)
    mixed.stash(v)
    only = Box()
    only.remove(v)
    return box, mixed, only
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:8->m.py:10 b",      // Box.stash modifies self: a parameter-out of b
		"data m.py:14->m.py:20 box",   // take modifies its parameter b
		"data m.py:16->m.py:20 mixed", // maybe a list: remove may-defines it (rule 4)
		"data m.py:17->m.py:20 mixed", // stash modifies self
	}, []string{
		"data m.py:9->m.py:10 b",     // Box.remove modifies nothing, and b is never a list
		"data m.py:19->m.py:20 only", // likewise
	})
}

// A write of a module-level variable inside a function reaches reads in
// other scopes by a GLOBAL edge, also a read spelled mod.NAME in another
// module (issue 11, defect 5); a read in the writer itself is an ordinary
// def-use chain, and a module-level definition reaches by DATA.
func TestGlobalWriteEdges(t *testing.T) {
	v := build(t, map[string]string{
		"conf.py": `level = 1
handlers = []

def set_level(n):
    global level
    level = n
    return level

def add(h):
    handlers.append(h)
`,
		"app.py": `import conf

def current():
    return conf.level, conf.handlers
`})
	expect(t, v.edges(schema.Data, schema.Global), []string{
		"global conf.py:6->app.py:4 conf.level",
		"global conf.py:10->app.py:4 conf.handlers",
		"data conf.py:1->app.py:4 conf.level",
		"data conf.py:6->conf.py:7 level",
	}, []string{
		"global conf.py:6->conf.py:7 level",
		"data conf.py:6->app.py:4 conf.level",
	})
}

// A lambda's calls of repository functions are call sites of the statement
// holding it (rules 11–12): sorted's key lambda calls age, so the result of
// the sort depends on age's return. The lambda's parameter j reads nothing
// of the holder's scope (the j defined at line 6 does not reach the
// actual-in), while its free name now does; the call graph keeps the edge
// on the lambda, not on main.
func TestLambdaCallSites(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def age(job, now):
    return now - job

def main(jobs, now):
    k = 3
    j = 7
    out = sorted(jobs, key=lambda j: age(j, now) * k)
    return out
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.ParamIn, schema.ParamOut, schema.CallE, schema.Data), []string{
		"call m.py:7->m.py:1", "param_in m.py:7->m.py:1", "param_out m.py:1->m.py:7",
		"data m.py:5->m.py:7 k", "data m.py:7->m.py:8 out",
	}, []string{"data m.py:6->m.py:7 j"})
	var callers []string
	for _, c := range g.Calls {
		callers = append(callers, v.funcs[c.Caller].QName+"->"+v.funcs[c.Callee].QName)
	}
	if !slices.Contains(callers, "m.main.<lambda1>->m.age") || slices.Contains(callers, "m.main->m.age") {
		t.Errorf("call graph: want m.main.<lambda1>->m.age and not m.main->m.age, got %v", callers)
	}
	// The result of age flows into the statement: an actual-out of line 7
	// feeds line 7's own vertex (data edge from the actual-out).
	found := false
	for _, d := range g.Deps {
		from, to := v.vert[d.From], v.vert[d.To]
		if d.Kind == schema.Data && from.Role == schema.RoleActualOut && to.Role == schema.RoleStmt && v.loc(d.From) == "m.py:7" && v.loc(d.To) == "m.py:7" {
			found = true
		}
	}
	if !found {
		t.Errorf("no data edge from age's actual-out to the statement holding the lambda")
	}
}

// A global write reaches a read only when some execution runs it first
// (order.go). In run(), report() reads total before reset() writes it, and
// nothing else calls either: no GLOBAL edge from reset's write to
// report's read, but one from add's (called before report). In a loop the
// write at the end of the body reaches the read at its start. Two roots
// (tick and show, both called by nothing) are ordered either way.
func TestGlobalWriteOrder(t *testing.T) {
	v := build(t, map[string]string{"m.py": `total = 0

def add(n):
    global total
    total += n

def reset():
    global total
    total = 0

def report():
    return total

def run():
    add(3)
    r = report()
    reset()
    return r

run()

count = 0

def step():
    global count
    count = count + 1

def peek():
    return count

def loop():
    for _ in range(3):
        p = peek()
        step()
    return p

loop()

ticks = 0

def tick():
    global ticks
    ticks += 1

def show():
    return ticks
`})
	expect(t, v.edges(schema.Global), []string{
		"global m.py:5->m.py:12 total",
		"global m.py:26->m.py:29 count",
		"global m.py:43->m.py:46 ticks",
	}, []string{
		"global m.py:9->m.py:12 total",
	})
}

// A read reached from its module's code alone runs at import, before any
// other root can call into the module: the write of a function nothing
// calls (set_two) does not reach the module-level read (12) nor show's
// read (15), which only module code calls; it reaches audit's read (18),
// which nothing calls either (their order is unknown). set_one, called by
// the module code before both reads, reaches all three.
func TestGlobalWriteUncalledWriter(t *testing.T) {
	v := build(t, map[string]string{"m.py": `state = 0

def set_one():
    global state
    state = 1

def set_two():
    global state
    state = 2

set_one()
print(state)

def show():
    return state

def audit():
    return state

show()
`})
	expect(t, v.edges(schema.Global), []string{
		"global m.py:5->m.py:12 state",
		"global m.py:5->m.py:15 state",
		"global m.py:5->m.py:18 state",
		"global m.py:9->m.py:18 state",
	}, []string{
		"global m.py:9->m.py:12 state",
		"global m.py:9->m.py:15 state",
	})
}

// A module-level definition reaches a function's read only through the
// calls of module code that lead to the function (order.go): report() is
// called after VERSION = load() and before VERSION = 9, so it reads line
// 2 alone; audit(), which nothing calls, may run at any time and reads
// every definition.
func TestModuleDefOrder(t *testing.T) {
	v := build(t, map[string]string{"m.py": `VERSION = 0
VERSION = int("3")

def report():
    return VERSION

def audit():
    return VERSION

report()
VERSION = 9
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:5 VERSION",
		"data m.py:1->m.py:8 VERSION", "data m.py:2->m.py:8 VERSION", "data m.py:11->m.py:8 VERSION",
	}, []string{
		"data m.py:1->m.py:5 VERSION", "data m.py:11->m.py:5 VERSION",
	})
}

// A call kills a module-level name when its callee writes the name on
// every path through it, directly or through its own calls (order.go,
// must-writes; rule 6's value-result reading with rule 3): main reads MODE
// at 23 after via() (22), which calls configure, whose write at 5 is
// unconditional, so neither the module-level MODE = "idle" (1) nor the
// guarded write of maybe (10), called before via(), reaches it; the
// write at 5 does. other reads MODE after calls that kill nothing: a call
// under a boolean operator (27), a generator's (28: calling it runs no
// body) and a function whose write is guarded (29), so 1 and 10 reach it.
// Module code calls configure (36) before print (37) and show (38): the
// module-level definition no longer reaches either read.
func TestCallKillsGlobal(t *testing.T) {
	v := build(t, map[string]string{"m.py": `MODE = "idle"

def configure(flag):
    global MODE
    MODE = "fast" if flag else "slow"

def maybe(flag):
    global MODE
    if flag:
        MODE = "on"

def via():
    configure(True)

def gen():
    global MODE
    MODE = "gen"
    yield 1

def main(flag):
    maybe(flag)
    via()
    current = MODE
    return current

def other(flag):
    flag and configure(flag)
    gen()
    maybe(flag)
    seen = MODE
    return seen

def show():
    return MODE

configure(False)
print(MODE)
show()
main(True)
`})
	edges := v.edges(schema.Data)
	maps.Copy(edges, v.edges(schema.Global))
	expect(t, edges, []string{
		"global m.py:5->m.py:23 MODE",
		"data m.py:1->m.py:30 MODE", "global m.py:10->m.py:30 MODE", "global m.py:5->m.py:30 MODE",
		"global m.py:5->m.py:37 MODE", "global m.py:5->m.py:34 MODE",
	}, []string{
		"data m.py:1->m.py:23 MODE", "global m.py:10->m.py:23 MODE",
		"data m.py:1->m.py:37 MODE", "data m.py:1->m.py:34 MODE",
	})
}

// No kill where the callee may not run or may not write (order.go,
// must-writes): a call after a boolean operator (16), in a branch of a
// conditional expression (20) or in a comprehension's body (24), a call
// through a parameter that may also hold an external function (28), and a
// callee whose only write is a for target (32: the loop may run zero
// times). A call that is the first operand of "or" runs (36) and kills.
func TestCallKillsGlobalNot(t *testing.T) {
	v := build(t, map[string]string{"m.py": `MODE = "idle"

def configure():
    global MODE
    MODE = "fast"

def loop_write(items):
    global MODE
    for MODE in items:
        pass

def ready():
    return True

def short():
    ready() and configure()
    return MODE

def branch():
    x = configure() if ready() else ready()
    return MODE

def compr():
    xs = [configure() for _ in ready()]
    return MODE

def through(fn):
    fn()
    return MODE

def zero():
    loop_write([])
    return MODE

def kills():
    x = len(configure() or "")
    return MODE

through(configure)
through(print)
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:1->m.py:17 MODE", "data m.py:1->m.py:21 MODE", "data m.py:1->m.py:25 MODE",
		"data m.py:1->m.py:29 MODE", "data m.py:1->m.py:33 MODE",
	}, []string{
		"data m.py:1->m.py:37 MODE",
	})
}

// self.attr reads the class attribute along the MRO of the classes whose
// instances reach self (pointsto.go, selfClasses): only Child is
// instantiated, so Base.label's self.prefix reads Child's (8), not Base's
// own (2).
func TestSelfClassAttrOverride(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Base:
    prefix = ""

    def label(self, x):
        return self.prefix + x

class Child(Base):
    prefix = "c: "

def run():
    c = Child()
    return c.label("x")
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:8->m.py:5 self.prefix"}, []string{"data m.py:2->m.py:5 self.prefix"})
}

// A nested function's value carries the names it captures (rule 6): the
// returns of wrapper (6) and of decorate (7) read what func and times
// hold there (decorate's parameter and captured name, retry's parameter),
// so a slice of what fetch is bound to reaches retry's argument.
func TestClosureValueCarriesCaptures(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def retry(times):
    def decorate(func):
        def wrapper(*args):
            for _ in range(times):
                return func(*args)
        return wrapper
    return decorate

N = 3
@retry(N)
def fetch(x):
    return x
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:2->m.py:6 func", "data m.py:2->m.py:6 times", "data m.py:1->m.py:7 times",
	}, []string{"data m.py:1->m.py:6 times"})
}

// A call in the third operand of a chained comparison runs only when the
// first comparison holds (ir.Call.Cond): it kills nothing, so G = 0 (1)
// still reaches the read (8).
func TestChainedComparisonNoKill(t *testing.T) {
	v := build(t, map[string]string{"m.py": `G = 0
def reset():
    global G
    G = 1
    return 5
def main(x):
    ok = 0 < x < reset()
    return G
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:1->m.py:8 G"}, nil)
}

// A class whose name is used as a value ({"b": Base}.get(kind, Base)) may
// be instantiated where points-to cannot see: Base.label's self.prefix
// reads Base's own attribute (2) beside Child's (8).
func TestSelfClassAttrOwnClassAsValue(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Base:
    prefix = ""

    def label(self, x):
        return self.prefix + x

class Child(Base):
    prefix = "c: "

def run():
    c = Child()
    return c.label("x")

def run2(kind):
    cls = {"b": Base, "c": Child}.get(kind, Base)
    return cls().label("y")
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:8->m.py:5 self.prefix", "data m.py:2->m.py:5 self.prefix"}, nil)
}

// A function that writes an attribute of another module of the repository
// (settings.DEBUG = v) writes that module's name: a read through the
// module in a third module (report.render's settings.DEBUG, called after
// the write) gets a GLOBAL edge from the write.
func TestModuleAttrWriteFromOtherModule(t *testing.T) {
	v := build(t, map[string]string{
		"app/__init__.py": ``,
		"app/settings.py": `DEBUG = False
`,
		"app/report.py": `from . import settings

def render():
    return settings.DEBUG
`,
		"app/cli.py": `from app import settings
from app.report import render

def main(v):
    settings.DEBUG = v
    return render()
`})
	expect(t, v.edges(schema.Global), []string{"global app/cli.py:5->app/report.py:4 settings.DEBUG"}, nil)
}

// A bound method held in a variable (add = out.append, inc = c.bump) is
// called on the object it was taken from: add(x) is out.append(x), a
// may-definition of out (rule 4), and inc() may-defines c when bump
// assigns through self (rule 4, parameter-out). A method that only reads
// self (peek) defines nothing. Expectations by hand.
func TestBoundMethodAliasCalls(t *testing.T) {
	v := build(t, map[string]string{"m.py": `import os


class Counter:
    def __init__(self):
        self.n = 0

    def bump(self):
        self.n += 1

    def peek(self):
        return self.n


def collect(xs, base):
    out = []
    add = out.append
    for x in xs:
        add(x * 2)
    c = Counter()
    inc = c.bump
    inc()
    look = c.peek
    look()
    join = os.path.join
    p = join(base, "x")
    return len(out), c.n, p
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:19->m.py:27 out", // add(x * 2) may-defines out
		"data m.py:16->m.py:27 out",
		"data m.py:22->m.py:27 c.n", // inc() may-defines c through bump
		"data m.py:20->m.py:27 c.n",
		"data m.py:17->m.py:19 add",
		"data m.py:21->m.py:22 inc",
	}, []string{
		"data m.py:24->m.py:27 c.n", // look() only reads self
	})
}

// The bound method may be taken from an attribute (put = self.items.append):
// the call may-defines that path (rule 4: self.items.append(x) may-defines
// self.items), which a later read of self.items sees. Expectations by hand.
func TestBoundMethodOfAttribute(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Box:
    def __init__(self):
        self.items = []

    def fill(self, xs):
        put = self.items.append
        for x in xs:
            put(x)
        return len(self.items)
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:8->m.py:9 self.items", // put(x) may-defines self.items
		"data m.py:6->m.py:8 put",
	}, nil)
}

// A parameter a call leaves out still takes its value at that call (rule
// 12: a slice depending on it ascends into every call site): the call
// gets an actual-in for it, linked to the formal-in, that reads nothing
// and has no summary edge (nothing reaches it to carry into the result).
func TestOmittedParameterActualIn(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def fee(amount, rate=None, *rest, **kw):
    r = rate or 0.1
    return amount * r


def a(total):
    return fee(total)


def b(total):
    return fee(total, 0.2)
`})
	expect(t, v.edges(schema.ParamIn), []string{
		"param_in m.py:7->m.py:1", // amount and the omitted rate, at a's call
		"param_in m.py:11->m.py:1",
	}, nil)
	ins := map[string]bool{}
	for _, x := range v.g.Vertices {
		if x.Role == schema.RoleActualIn {
			ins[v.loc(x.ID)+" "+x.Var] = true
		}
	}
	expect(t, ins, []string{"m.py:7 amount", "m.py:7 rate", "m.py:11 amount", "m.py:11 rate"},
		[]string{"m.py:7 rest", "m.py:7 kw", "m.py:11 rest"})
	// The omitted rate reads nothing at a's call: no data edge into it,
	// no summary edge from it; b's passed rate has one to the result.
	summaries := map[string]bool{}
	for _, d := range v.g.Deps {
		if x := v.vert[d.To]; d.Kind == schema.Data && x.Role == schema.RoleActualIn && x.Var == "rate" && v.loc(x.ID) == "m.py:7" {
			t.Errorf("the omitted rate at m.py:7 reads %s", v.loc(d.From))
		}
		if d.Kind == schema.Summary {
			summaries[v.loc(d.From)+" "+v.vert[d.From].Var] = true
		}
	}
	expect(t, summaries, []string{"m.py:7 amount", "m.py:11 amount", "m.py:11 rate"}, []string{"m.py:7 rate"})
}

// TestDefaultReachesParamOnlyWhenLeftOut: a parameter's default is a use on
// the def line (rule 5), and it is the value bound only at a call that
// leaves the parameter out or unpacks arguments into it (golden 29; JS
// RULES.md rule 5), or when no call of the repository binds it. Its
// definitions always reach the def line (a forward slice of RATE holds it);
// they reach the parameter's formal-in only in those cases.
func TestDefaultReachesParamOnlyWhenLeftOut(t *testing.T) {
	v := build(t, map[string]string{"m.py": `RATE = 0.2
SHIP = 5


def taxed(amount, rate=RATE):
    return amount * (1 + rate)


def shipped(amount, fee=SHIP):
    return amount + fee


def packed(amount, box=SHIP):
    return amount + box


def unpacked(amount, extra=RATE):
    return amount + extra


def checkout(price, args):
    a = taxed(price, 0.1)
    b = taxed(amount=price, rate=0.3)
    c = shipped(price)
    d = unpacked(*args)
    return a + b + c + d
`})
	intoParam := map[string]bool{}
	atDefLine := map[string]bool{}
	for _, d := range v.g.Deps {
		if d.Kind != schema.Data {
			continue
		}
		to, from := v.vert[d.To], v.vert[d.From]
		if to.Role == schema.RoleFormalIn && v.loc(from.ID) == v.loc(to.ID) {
			intoParam[v.loc(to.ID)+" "+to.Var] = true
		}
		if v.loc(d.From) == "m.py:1" || v.loc(d.From) == "m.py:2" {
			atDefLine[v.loc(d.From)+"->"+v.loc(d.To)] = true
		}
	}
	// taxed: every call passes rate; shipped: a call leaves fee out;
	// packed: no call in the repository; unpacked: *args may leave extra
	// out.
	expect(t, intoParam, []string{"m.py:9 fee", "m.py:13 box", "m.py:17 extra"}, []string{"m.py:5 rate"})
	expect(t, atDefLine, []string{"m.py:1->m.py:5", "m.py:2->m.py:9", "m.py:2->m.py:13", "m.py:1->m.py:17"}, nil)
}

// TestCallOrderOfSharedState: a function that writes a module-level name
// defines it at each of its call sites and one that reads it uses it there
// (rules 1, 2, 10), so within a caller a reading call depends on the
// writing calls that may run before it, and on none after it: the counter
// idiom (next_id), a class attribute a constructor bumps, and a writer and
// a reader that are different functions.
func TestCallOrderOfSharedState(t *testing.T) {
	v := build(t, map[string]string{"m.py": `_counter = 0


def next_id():
    global _counter
    _counter += 1
    return _counter


class Ticket:
    issued = 0

    def __init__(self):
        Ticket.issued += 1
        self.number = Ticket.issued


def bump():
    global _counter
    _counter += 1


def current():
    return _counter


def make(n):
    first = next_id()
    if n > 1:
        next_id()
    second = next_id()
    third = next_id()
    a = Ticket()
    b = Ticket()
    bump()
    c = current()
    bump()
    return first, second, third, a, b, c
`})
	got := map[string]bool{}
	for e := range v.edges(schema.Data) {
		var from, to int
		var name string
		if _, err := fmt.Sscanf(e, "data m.py:%d->m.py:%d %s", &from, &to, &name); err == nil && from >= 28 && to >= 28 && (name == "_counter" || name == "Ticket") {
			got[e] = true
		}
	}
	expect(t, got, []string{
		"data m.py:28->m.py:30 _counter", "data m.py:28->m.py:31 _counter", "data m.py:28->m.py:32 _counter",
		"data m.py:30->m.py:31 _counter", "data m.py:30->m.py:32 _counter", "data m.py:31->m.py:32 _counter",
		"data m.py:33->m.py:34 Ticket",
		"data m.py:35->m.py:36 _counter", "data m.py:32->m.py:36 _counter", "data m.py:28->m.py:36 _counter",
	}, []string{
		"data m.py:32->m.py:31 _counter", // third = next_id() runs after second's call
		"data m.py:37->m.py:36 _counter", // the bump() after current()
		"data m.py:34->m.py:33 Ticket",
		"data m.py:35->m.py:33 _counter", // a writer of _counter, a reader of Ticket.issued
	})
}

// TestLateCalls: a call of a function writing a module-level variable is
// late (its CALL edge carries schema.LateCall) when no read of the
// variable can run after it: none later in its scope, directly or through
// a called function, and none after its scope returns; a statement that
// only updates the variable (QUEUE.append(x)) is no read. A module that
// another file imports may be followed by anything; a function with no
// call site in the repository too, and one such function reading the
// variable (dump) may run after every write of it.
func TestLateCalls(t *testing.T) {
	v := build(t, map[string]string{
		"tasks.py": `QUEUE = []


def submit(x):
    QUEUE.append(x)


def size():
    return len(QUEUE)


def drain():
    while QUEUE:
        QUEUE.pop()


def outside():
    submit(0)


LOG = []


def log(x):
    LOG.append(x)


def dump():
    return list(LOG)
`,
		"runner.py": `import tasks


def count():
    return tasks.size()


def run(jobs):
    for j in jobs:
        tasks.submit(j)
    n = count()
    tasks.submit("cleanup")
    return n


def later():
    tasks.submit("a")
    tasks.drain()
    tasks.submit("b")


def main():
    run([1, 2])
    later()


main()
tasks.submit("end")
tasks.log("bye")
`})
	got := map[string]bool{}
	for _, d := range v.g.Deps {
		if d.Kind == schema.CallE {
			got[fmt.Sprintf("%s %s", v.loc(d.From), d.Var)] = true
		}
	}
	expect(t, got, []string{
		"runner.py:10 ",             // before count(), which reads QUEUE through size()
		"runner.py:12 ",             // run returns to main, which calls later(), which drains
		"runner.py:17 ",             // before drain()
		"runner.py:18 late:*,QUEUE", // drain's own reads run inside the call; nothing observes QUEUE after it
		"runner.py:19 late:*,QUEUE", // submit only updates QUEUE from its old value: no read
		"runner.py:28 late:*,QUEUE", // the script's last statement
		"tasks.py:18 ",              // outside() has no caller: anything may follow
		"runner.py:29 ",             // dump() has no caller and reads LOG: it may run after any write
	}, []string{"runner.py:10 late:*,QUEUE", "runner.py:12 late:*,QUEUE", "runner.py:17 late:*,QUEUE", "tasks.py:18 late:*,QUEUE", "runner.py:29 late:*,LOG"})
}

// TestCapturedDefinitionsEnterThroughCalls: a nested function only called
// in its enclosing function takes a captured definition that reaches one
// of its calls through that call's actual-in (one call edge, rule 15), not
// by a data edge into its body; a definition that reaches its def but no
// call (rule 6, "up to the nested function's creation"), and every
// definition of a function returned as a value, still enter directly.
func TestCapturedDefinitionsEnterThroughCalls(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def validate(where, rows):
    out = []

    def complain(key):
        out.append(where + key)

    for r in rows:
        complain(r)
    return out


def early(tag):
    label = tag

    def show():
        return label

    label = tag + "!"
    return show()


def deco(prefix):
    def wrap(x):
        return prefix + x

    wrap("warm")
    return wrap
`})
	got := map[string]bool{}
	for _, d := range v.g.Deps {
		to, from := v.vert[d.To], v.vert[d.From]
		if d.Kind == schema.Data && to.Role == schema.RoleFormalIn && from.Role != schema.RoleActualIn && to.Func != from.Func {
			got[v.loc(from.ID)+"->"+v.loc(to.ID)+" "+to.Var] = true
		}
	}
	expect(t, got, []string{
		"m.py:13->m.py:15 label",  // label = tag reaches def show() but no call of it
		"m.py:22->m.py:23 prefix", // wrap is returned: its calls elsewhere are unseen
	}, []string{
		"m.py:1->m.py:4 where",   // where reaches complain(r): it enters through that call
		"m.py:18->m.py:15 label", // reaches the call show() only
	})
}

// A call through a name imported from a module that binds it by an
// assignment (load = read_rows, re-exported by the package) reads that
// name, as a call through an alias in its own module does (golden
// 39-function-alias, rules-v28/01): the use at the call links to the import
// binding, which the assignment feeds through the re-export. A call through
// an imported def reads nothing: the call edge stands for it.
func TestCallThroughImportedAlias(t *testing.T) {
	v := build(t, map[string]string{
		"pkg/__init__.py": "from .core import load\n",
		"pkg/core.py":     "def read_rows(lines):\n    return lines\n\nload = read_rows\n",
		"app.py":          "from pkg import load\nfrom pkg.core import read_rows\n\ndef f(lines):\n    rows = load(lines)\n    more = read_rows(lines)\n    return rows, more\n",
	})
	expect(t, v.edges(schema.Data), []string{
		"data pkg/core.py:4->pkg/__init__.py:1 load", "data pkg/__init__.py:1->app.py:1 load", "data app.py:1->app.py:5 load",
	}, []string{"data app.py:2->app.py:6 read_rows"})
}

// A read of self.attr links to the class attribute attr only when
// constructing the object may leave it unassigned: Bucket.__init__ sets
// self.rate on every path, and ClientBucket.__init__ runs it through
// super().__init__ first thing, so ClientBucket's class attribute rate is
// never what refill reads (rules-v27/07); its class attribute limit,
// which __init__ sets only under an if, may be.
func TestClassAttributeShadowedByInit(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Bucket:
    def __init__(self, rate):
        self.rate = rate
        if rate > 1:
            self.limit = rate

    def refill(self, n):
        return n * self.rate + self.limit


class ClientBucket(Bucket):
    rate = 1.0
    limit = 3

    def __init__(self, burst):
        super().__init__(burst * 2)


def run():
    b = ClientBucket(4)
    return b.refill(2)
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:13->m.py:8 self.limit"}, []string{"data m.py:12->m.py:8 self.rate"})
}

// A function that reads a module-level name it also writes under global
// reads, where the read is upward exposed (no write of the name on some
// path from its entry), what an earlier call of it wrote: _counter += 1
// gets a GLOBAL edge onto itself, so that a slice crossing it takes the
// function's other call sites (rules-v31/02). A read after the write in
// the same call (return _counter) gets none: reaching definitions order it.
func TestGlobalReadOfAnEarlierCall(t *testing.T) {
	v := build(t, map[string]string{"ids.py": `_counter = 0

def next_id():
    global _counter
    _counter += 1
    return _counter

def peek():
    return _counter
`})
	expect(t, v.edges(schema.Global), []string{"global ids.py:5->ids.py:5 _counter", "global ids.py:5->ids.py:9 _counter"},
		[]string{"global ids.py:5->ids.py:6 _counter"})
}

// A loop header's row spans what one iteration runs (Stmt.LoopFrom ..
// LoopTo): its header and body with everything nested in it, not the
// loop's else clause nor the lines after it; other statements have none.
// The slicer orders calls in loops by these lines (queries' precedeHeld).
func TestLoopLines(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def f(xs):
    total = 0
    for x in xs:
        try:
            total += x
        except TypeError:
            while total > 9:
                total -= 1
    else:
        total = -1
    return total
`})
	got := map[string]string{}
	for _, s := range v.g.Stmts {
		got[fmt.Sprintf("%d %s", s.Line, s.Kind)] = fmt.Sprintf("%d-%d", s.LoopFrom, s.LoopTo)
	}
	want := map[string]string{"3 for": "3-8", "7 while": "7-8", "2 simple": "0-0", "4 try": "0-0", "10 simple": "0-0"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: loop lines %q, want %q (all: %v)", k, got[k], w, got)
		}
	}
}

// Rule 10: a parameter-out carries the changes of the object passed in. A
// callee that first binds the parameter's name to another object (rows =
// [HEADER] + rows) changes that object, not the caller's; one that does
// so on some paths only (if index is None: index = {}), or extends the
// list in place (xs += ys), still changes the caller's (rules-v54).
func TestReboundParameterIsNoParameterOut(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def with_header(rows):
    rows = ["h"] + rows
    rows.append("t")
    return rows

def add_all(words, index):
    if index is None:
        index = {}
    index["w"] = words
    return index

def extend(xs, ys):
    xs += ys
    xs.append(0)

def main(rows, idx, xs):
    with_header(rows)
    add_all([], idx)
    extend(xs, [1])
    return rows, idx, xs
`})
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{
		"data m.py:9->m.py:6 index", // index may still be the caller's dict
		"param_out m.py:6->m.py:18",
		"data m.py:14->m.py:12 xs", // += extends the caller's list in place
		"param_out m.py:12->m.py:19",
		"data m.py:18->m.py:20 idx", // so the calls define idx and xs
		"data m.py:19->m.py:20 xs",
	}, []string{
		"data m.py:3->m.py:1 rows",   // the append changes the new list
		"data m.py:17->m.py:20 rows", // so the call defines no rows
	})
}

// Rule 1: a class statement defines its name. An instantiation reads it
// whether the class has no constructor in the repository (Plain()) or
// inherits one (Sub(k) runs Base.__init__; rules-v58/08); one of a class
// with its own constructor is a resolved call of it, which does not.
func TestInstantiationReadsClassName(t *testing.T) {
	v := build(t, map[string]string{"m.py": `class Base:
    def __init__(self, n):
        self.n = n


class Sub(Base):
    def other(self):
        return 1


class Plain:
    kind = "p"


def main(k):
    a = Sub(k)
    b = Plain()
    c = Base(k)
    return a, b, c
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:6->m.py:16 Sub",
		"data m.py:11->m.py:17 Plain",
	}, []string{
		"data m.py:1->m.py:18 Base",
	})
}

// Rule 5 with rule 1: a def statement's defaults are uses on its line,
// evaluated when it runs, and the function it makes holds their values. A
// statement reading the function as a value depends on them (rules-v57/02:
// cells.append(cell), then fmt(row) through the list); the entry of a body
// entered through a call does not, so a default every call overrides
// stays out (golden 29).
func TestFunctionValueHoldsItsDefaults(t *testing.T) {
	v := build(t, map[string]string{"m.py": `RATE = 2

def render(widths):
    cells = []
    for name in ["a"]:
        width = widths.get(name)
        def cell(row, width=width):
            return row * width
        cells.append(cell)
    return cells

def scale(x, k=RATE):
    return x * k

def use():
    return scale(1, 3)
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:6->m.py:7 width", // the default reads width
		"data m.py:7->m.py:9 cell",  // the function value read
	}, []string{
		"data m.py:1->m.py:12", // k's default: every call passes k
	})
	// The vertex defining cell is fed by the default's vertex.
	fed := false
	for _, d := range v.g.Deps {
		if d.Kind == schema.Data && v.loc(d.From) == "m.py:7" && v.loc(d.To) == "m.py:7" && d.Var == "width" {
			fed = true
		}
	}
	if !fed {
		t.Errorf("no data edge from cell's default to the vertex defining cell")
	}
}

// Rule 10: a change made to the parameter's object before the name is
// bound to another object stays the caller's, though the assignment
// keeps it from reaching the exit under that name (js-v18/05).
func TestChangeBeforeRebindingIsParameterOut(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def track(opts, i):
    opts.id = i
    opts = dict(opts)
    opts.extra = 1
    return opts

def main(o):
    track(o, 3)
    return o
`})
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{
		"data m.py:2->m.py:1 opts.id", // the change before the rebinding
		"data m.py:8->m.py:9 o",       // so the call defines o
	}, []string{
		"data m.py:4->m.py:1 opts.extra", // a change of the copy
	})
}

// Rule 10: an assignment whose value may be the parameter's own object
// (xs = xs or []) does not end its aliasing: a change made after it may
// still be the caller's (ir.Def.MayKeep; JavaScript's opts = opts || {}:
// queries' TestJSAssignmentThatMayKeepTheParameter).
func TestAssignmentThatMayKeepTheParameter(t *testing.T) {
	v := build(t, map[string]string{"m.py": `def add(x, xs=None):
    xs = xs or []
    xs.append(x)
    return xs

def main(items):
    add(1, items)
    return items
`})
	expect(t, v.edges(schema.Data), []string{
		"data m.py:3->m.py:1 xs",    // the append may change the list passed in
		"data m.py:7->m.py:8 items", // so the call may define items
	}, nil)
}

// Rules 1 and 7: two class statements of one name, one per branch of a
// module-level if, both define the name, and C.X reads the X of either
// class body (rules-v73/08), in the defining module and in an importer.
func TestTwoClassStatementsOfOneName(t *testing.T) {
	v := build(t, map[string]string{"p.py": `import os

if os.environ.get("STRICT"):
    class Policy:
        BACKOFF = 0.0
else:
    class Policy:
        BACKOFF = 1.5
        JITTER = True


def local():
    return Policy.BACKOFF
`, "c.py": `from p import Policy


def wait():
    return Policy.BACKOFF
`})
	expect(t, v.edges(schema.Data), []string{
		"data p.py:5->p.py:13 Policy.BACKOFF",
		"data p.py:8->p.py:13 Policy.BACKOFF",
		"data p.py:5->c.py:5 Policy.BACKOFF",
		"data p.py:8->c.py:5 Policy.BACKOFF",
	}, []string{
		"data p.py:9->p.py:13 Policy.BACKOFF",
		"data p.py:9->c.py:5 Policy.BACKOFF",
	})
}

// Rule 1 followed across calls: a function that reads a module-level
// variable before writing it reads its own write only from an earlier
// call of itself; one called once, outside any loop, by a caller that
// runs once, has none (rules-v74/04). Called in a loop, or from two
// places, it has.
func TestOwnWriteNeedsAnEarlierCall(t *testing.T) {
	v := build(t, map[string]string{"m.py": `_symbol = "$"
_count = 0
_mode = "a"


def set_symbol(text):
    global _symbol
    previous = _symbol
    _symbol = text
    return previous


def bump():
    global _count
    seen = _count
    _count = seen + 1


def toggle():
    global _mode
    old = _mode
    _mode = "b"


def main(items):
    set_symbol("EUR")
    for _ in items:
        bump()
    toggle()
    toggle()


main([1, 2])
`})
	expect(t, v.edges(schema.Global), []string{
		"global m.py:16->m.py:15 _count",
		"global m.py:22->m.py:21 _mode",
	}, []string{
		"global m.py:9->m.py:8 _symbol",
	})
}

// Rule 10 with rule 2: a classmethod's cls.RATE = rate, called as
// Throttle.configure(rate) in a module that imports the class, writes
// the class attribute at that call, and self.RATE in a method reads it
// (rules-v73/07).
func TestClassAttributeWrittenThroughAnImportedName(t *testing.T) {
	v := build(t, map[string]string{"throttle.py": `class Throttle:
    RATE = 1

    @classmethod
    def configure(cls, rate):
        cls.RATE = rate

    def refill(self, now):
        return now * self.RATE
`, "app.py": `from throttle import Throttle


def replay(rate, now):
    Throttle.configure(rate)
    bucket = Throttle()
    return bucket.refill(now)
`, "patch.py": `import app


def fake():
    app.Throttle = object
`})
	got := v.edges(schema.Global)
	found := false
	for e := range got {
		if strings.HasPrefix(e, "global app.py:5->throttle.py:9 ") {
			found = true
		}
		// Rebinding the imported name to another object writes no
		// attribute of the class.
		if strings.HasPrefix(e, "global patch.py:5->throttle.py:9 ") {
			t.Errorf("the rebinding app.Throttle = object reaches self.RATE: %s", e)
		}
	}
	if !found {
		t.Errorf("no GLOBAL edge from Throttle.configure(rate) (app.py:5) to self.RATE (throttle.py:9): %v", got)
	}
}

// A read of a property runs its getter: b.area is a call of Box.area on b
// (its result is what the statement reads; the getter's def line is not
// the value read), while b.describe, a plain method read as a value, is
// no call.
func TestPropertyReadCallsTheGetter(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Box:
    def __init__(self, w):
        self.w = w
        self.label = "box"
    @property
    def area(self):
        return self.w * self.w
    def describe(self):
        return self.label
b = Box(3)
a = b.area
print(a, b.describe)
`}), Options{})
	v := newView(g)
	calls := map[string]bool{}
	for _, c := range g.Calls {
		calls[fmt.Sprintf("%d->%s", v.stmt[c.Site].Line, v.funcs[c.Callee].QName)] = true
	}
	if !calls["11->m.Box.area"] {
		t.Errorf("no call of the getter from line 11: calls %v", calls)
	}
	if calls["12->m.Box.describe"] {
		t.Errorf("a method read as a value is called: calls %v", calls)
	}
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{"data m.py:7->m.py:6", "param_out m.py:6->m.py:11"}, []string{"data m.py:6->m.py:11 b.area"})
}

// A property with a setter: the class's method table holds the setter
// (the last def of the name), yet a read of t.c calls the getter, and
// t.c = v calls the setter with t and v, whose write of self._c is a
// parameter-out of t. An assignment to an attribute no setter names
// (t.note) stays a store, and the setter's def line does not depend on
// the getter's through @c.setter.
func TestPropertySetterIsACall(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class T:
    def __init__(self, c):
        self._c = c
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, value):
        self._c = value
t = T(1)
bump = 2
t.c = t.c + bump
t.note = "x"
print(t.c)
`}), Options{})
	v := newView(g)
	calls := map[string]bool{}
	for _, c := range g.Calls {
		calls[fmt.Sprintf("%d->%s@%d", v.stmt[c.Site].Line, v.funcs[c.Callee].QName, v.funcs[c.Callee].Line)] = true
	}
	for _, want := range []string{"12->m.T.c@5", "12->m.T.c@8", "14->m.T.c@5"} {
		if !calls[want] {
			t.Errorf("missing call %s: calls %v", want, calls)
		}
	}
	for _, bad := range []string{"14->m.T.c@8", "13->m.T.c@5", "13->m.T.c@8"} {
		if calls[bad] {
			t.Errorf("unwanted call %s: calls %v", bad, calls)
		}
	}
	// The setter's value comes from line 12's right-hand side, and its
	// write of self._c reaches the getter call at 14 through t. The
	// setter's def line does not read the getter's (@c.setter).
	expect(t, v.edges(schema.Data, schema.ParamOut), []string{"data m.py:11->m.py:12 bump", "param_out m.py:8->m.py:12", "data m.py:12->m.py:14 t"},
		[]string{"data m.py:5->m.py:8 c.setter", "data m.py:5->m.py:8 c"})
}

// A dataclass's generated __init__ assigns every field (PEP 557): a
// method's read of self.q never sees the class-level default q = 1, as
// with an __init__ that assigns self.q. A ClassVar is no field, and a
// class without the decorator keeps its class attribute.
func TestDataclassFieldDefaultIsNotTheInstanceValue(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `from dataclasses import dataclass
from typing import ClassVar
@dataclass(frozen=True)
class Item:
    q: int = 1
    tags: list[str] = None
    rate: ClassVar[float] = 0.5
    def total(self):
        return self.q * self.rate
class Plain:
    q = 2
    def total(self):
        return self.q
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.Data), []string{"data m.py:7->m.py:9 self.rate", "data m.py:11->m.py:13 self.q"}, []string{"data m.py:5->m.py:9 self.q"})
}

// Decorators: what a decorator reads (@functools.wraps(method)) is a use
// of the def it decorates (the decorator line belongs to its def:
// stdlib-v7/02); a call of a function bound by a decorated def (g =
// deco(g)) does not read the def line, a call site of the decorator.
func TestDecoratedCallReadsNoDefLine(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `import functools
def guard(method):
    @functools.wraps(method)
    def wrapper(x):
        return method(x)
    return wrapper
@guard
def g(x):
    return x * 2
y = g(3)
`}), Options{})
	v := newView(g)
	read := false
	for _, d := range g.Deps {
		from, to := v.vert[d.From], v.vert[d.To]
		if d.Kind == schema.Data && v.stmt[to.Stmt].Line == 4 && to.Role == schema.RoleStmt && from.Var == "method" {
			read = true
		}
	}
	if !read {
		t.Errorf("def wrapper's statement does not read method, its decorator's argument")
	}
	// wrapper's body reads method through its cell (the formal-in of the
	// def line).
	expect(t, v.edges(schema.Data), []string{"data m.py:4->m.py:5 method"}, []string{"data m.py:8->m.py:10 g"})
}

// A break or continue that skips nothing is in whenever the header
// enclosing it is (rule 9): the continue ending a loop body depends on its
// if by a JUMP edge, but the final return, control dependent on the if of
// an earlier return, does not take that if for its guard.
func TestQuietJumpFollowsItsEnclosingGuard(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def f(xs):
    total = 0
    for x in xs:
        if x > 0:
            total += x
            continue
    return total
def g(a):
    if a:
        return 1
    return 2
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.Jump), []string{"jump m.py:6->m.py:4", "jump m.py:10->m.py:9"}, []string{"jump m.py:11->m.py:9"})
}

// super() in a diamond: Stripping's super().run runs Lowering.run for a
// Normalizer (MRO Normalizer, Stripping, Lowering, Filter), not Filter.run,
// the base the bindings find; nothing makes a Stripping, so its own MRO is
// not taken. Lowering's super().run, for a Lowering too, runs Filter.run.
func TestSuperFollowsTheObjectsMRO(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Filter:
    def run(self, t):
        return t
class Stripping(Filter):
    def run(self, t):
        return super().run(t.strip())
class Lowering(Filter):
    def run(self, t):
        return super().run(t.lower())
class Normalizer(Stripping, Lowering):
    pass
a = Normalizer().run(" X ")
b = Lowering().run("Y")
`}), Options{})
	v := newView(g)
	calls := map[string]bool{}
	for _, c := range g.Calls {
		calls[fmt.Sprintf("%d->%s", v.stmt[c.Site].Line, v.funcs[c.Callee].QName)] = true
	}
	for _, want := range []string{"6->m.Lowering.run", "9->m.Filter.run"} {
		if !calls[want] {
			t.Errorf("missing call %s: calls %v", want, calls)
		}
	}
	if calls["6->m.Filter.run"] {
		t.Errorf("unwanted call 6->m.Filter.run: calls %v", calls)
	}
}

// A for-each header evaluates its iterable once: what the header defines
// (the parameter-out of stats made by the call in its iterable, the
// target x) reaches none of its own uses by the back edge.
func TestForHeaderOwnDefsReachNotItsIterable(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def gen(xs, stats):
    for x in xs:
        stats["n"] = x
        yield x
def load(items):
    stats = {}
    for chunk in gen(items, stats):
        print(chunk)
    for x in list(x for x in items):
        stats[x] = 1
    return stats
`}), Options{})
	v := newView(g)
	for _, d := range g.Deps {
		if d.Kind != schema.Data {
			continue
		}
		from, to := v.vert[d.From], v.vert[d.To]
		if from.Stmt == to.Stmt && from.Stmt >= 0 && v.stmt[from.Stmt].Line == 7 && to.Role == schema.RoleActualIn {
			t.Errorf("a definition of the for header at 7 reaches its own use: %s %s -> %s %s (%s)", from.Role, from.Var, to.Role, to.Var, d.Var)
		}
	}
	// The body's may-definition of stats still reaches the next pass's
	// reads: 10 reads stats, which 10 itself may-defined.
	expect(t, v.edges(schema.Data), []string{"data m.py:6->m.py:7 stats", "data m.py:7->m.py:11 stats"}, nil)
}

// A call that writes a module-level variable reaches a later call of a
// function reading it only where what that call produces depends on the
// read: fetch's value never reads misses (misses += 1 only updates it), so
// b = fetch(...) takes no edge from a = fetch(...); bump's value is the
// counter, so y = bump() takes one from x = bump().
func TestCallOrderEdgeOnlyWhereTheResultReadsTheVariable(t *testing.T) {
	v := build(t, map[string]string{"m.py": `misses = 0
count = 0
def fetch(key, fallback):
    global misses
    if key == "x":
        misses += 1
        return fallback
    return key.upper()
def bump():
    global count
    count += 1
    return count
def load():
    a = fetch("a", "1")
    b = fetch("x", "2")
    x = bump()
    y = bump()
    return a, b, x, y
load()
`})
	expect(t, v.edges(schema.Data), []string{"data m.py:16->m.py:17 count"}, []string{"data m.py:14->m.py:15 misses"})
}

// A parallel assignment makes each name from its own element, both read
// before either is written (rule 16: after src, dst = dst, src, the new
// src is the old dst, rules-v120/02); an attribute of a name likewise.
// An unpacking of anything else (a, b = pair) makes each from all of it.
func TestParallelAssignmentBindsElementByElement(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `def f(leg, box, pair):
    src = leg["from"]
    dst = leg["to"]
    src, dst = dst, src
    box.w, box.h = len(src), 2
    a, b = pair
    return src, dst, box, a, b
`}), Options{})
	v := newView(g)
	from := func(line int, name string) []string {
		var out []string
		for _, d := range g.Deps {
			to := v.vert[d.To]
			if d.Kind != schema.Data || v.stmt[to.Stmt].Line != line || !slices.Contains(strings.Fields(to.Var), name) {
				continue
			}
			out = append(out, fmt.Sprintf("%s %s", v.loc(d.From), d.Var))
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, c := range []struct {
		line int
		name string
		want []string
	}{
		{4, "src", []string{"m.py:3 dst"}},
		{4, "dst", []string{"m.py:2 src"}},
		{5, "box.w", []string{"m.py:4 src"}},
		{5, "box.h", nil},
		{6, "a", []string{"m.py:1 pair"}},
	} {
		if got := from(c.line, c.name); !slices.Equal(got, c.want) {
			t.Errorf("line %d %s is made from %v, want %v", c.line, c.name, got, c.want)
		}
	}
}

// An assignment to self.x gives self.x its value: the class attribute x
// that a read of self.x would see through self before it is not (rule 2;
// rules-v122/02). The read still reads self (golden 05), and where a path
// skips the assignment the class attribute reaches it too.
func TestAttributeAssignmentShadowsTheClassAttribute(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Acc:
    fee = 1.5
    rate = 0.5
    def settle(self, amount, flag):
        listed = self.fee
        self.fee = amount * 2
        charged = amount + self.fee
        if flag:
            self.rate = amount
        return charged + self.rate, listed
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.Data), []string{
		"data m.py:6->m.py:7 self.fee", "data m.py:4->m.py:7 self.fee", "data m.py:2->m.py:5 self.fee",
		"data m.py:9->m.py:10 self.rate", "data m.py:3->m.py:10 self.rate",
	}, []string{"data m.py:2->m.py:7 self.fee"})
}
