package javascript

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/schema"
)

// TestUndefinedArgumentTakesDefault: passing the literal undefined binds a
// parameter to its default (JS RULES.md rule 5), so the default's
// definitions reach the argument of that call (an actual-out of the
// default's formal-out on the def line feeds its actual-in), and not the
// call at 5, which passes 2; a default every call overrides reaches only
// its def line.
func TestUndefinedArgumentTakesDefault(t *testing.T) {
	src := `const DEF = 7;
function f(a, b = DEF) { return a + b; }
function g(x) { return f(x, undefined); }
function k(a, c = DEF) { return a * c; }
function h(x) { return f(x, 2) + k(x, 3); }
`
	p := NewParser(false)
	defer p.Close()
	f, err := p.Parse("m.js", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var undef []string
	f.Top.Walk(func(fn *ir.Func) {
		fn.Stmts(func(s *ir.Stmt) {
			for _, c := range s.Calls {
				for i, a := range c.Args {
					if a.Undefined {
						undef = append(undef, fmt.Sprintf("%d:%s#%d", s.Span.Line, c.Callee, i))
					}
				}
			}
		})
	})
	if fmt.Sprint(undef) != "[3:f#1]" {
		t.Errorf("arguments marked undefined: %v, want [3:f#1]", undef)
	}
	g := pdg.Build([]*ir.File{f}, pdg.Options{})
	line := map[int64]int{}
	for _, s := range g.Stmts {
		line[s.ID] = s.Line
	}
	vert := map[int64]schema.Vertex{}
	for _, v := range g.Vertices {
		vert[v.ID] = v
	}
	var got []string
	for _, d := range g.Deps {
		from, to := vert[d.From], vert[d.To]
		if d.Kind == schema.ParamOut && from.Role == schema.RoleFormalOut && strings.HasSuffix(from.Var, "=") {
			got = append(got, fmt.Sprintf("%s%d", from.Var, line[to.Stmt]))
		}
	}
	if fmt.Sprint(got) != "[b=3]" {
		t.Errorf("defaults reaching calls: %v, want [b=3] (b at f(x, undefined) at 3; not at 5, which passes it; c never: every call passes it)", got)
	}
}

// TestPatternDefaultBindsItsOwnName: a default inside a destructuring
// pattern is a use for the name it defaults only (JS RULES.md rules 1
// and 5, slicing-rules.md rule 16): target and the loop body do not
// depend on the defaults of ca and zone, while ca and zone do.
func TestPatternDefaultBindsItsOwnName(t *testing.T) {
	src := `const NO_CA = "(system)";
const DEFAULT_ZONE = "eu-west";
const DEFAULT_HOST = "localhost";
function connect(raw, pool) {
  const { url: target, ca = NO_CA } = load(raw);
  for (const [name, { url, zone = DEFAULT_ZONE }] of pool) {
    console.log(name, url);
  }
  return [target, ca];
}
function resolve({ host = DEFAULT_HOST, port }) {
  return port;
}
`
	reaches := dependsOn(buildJS(t, src))
	for _, c := range []struct {
		at   int
		name string
		dflt int
		want bool
	}{
		{5, "target", 1, false},
		{5, "ca", 1, true},
		{7, "", 2, false},
		{6, "url", 2, false},
		{6, "zone", 2, true},
		{12, "", 3, false},
		{11, "host", 3, true},
	} {
		if got := reaches(c.at, c.name)[c.dflt]; got != c.want {
			t.Errorf("line %d (%q) depends on the default's constant at line %d: %v, want %v", c.at, c.name, c.dflt, got, c.want)
		}
	}
}

// TestKeyDefaultEveryCallOverrides: a default inside a parameter's object
// pattern is evaluated only when the property is undefined (JS RULES.md
// rules 1 and 5), so when the function has call sites and every one passes
// an object literal that writes the key out, with no spread and no
// computed key, the default's value reaches nothing: strict's STRICT and
// lv's LEVEL (a quoted key in the pattern, a plain one in the literal) at
// run's only call. prefix, which that call leaves out, keeps PREFIX. A
// default stays when any call may leave the key undefined: a literal with
// a spread (a), an argument left out (b), a literal without the key (d,
// while c, which both calls pass, is dropped), a variable (e), a key whose
// value is undefined (f), a computed key that may overwrite it (g).
func TestKeyDefaultEveryCallOverrides(t *testing.T) {
	src := `const STRICT = true;
const PREFIX = "p:";
const LEVEL = 3;
const A = "a";
const B = "b";
const C = "c";
const D = "d";
const E = "e";
const F = "f";
const G = "g";
function make(items, { prefix = PREFIX, strict = STRICT, "level": lv = LEVEL } = {}) {
  return [items, prefix, strict, lv];
}
function run(xs, flag) {
  return make(xs, { strict: flag, level: 2 });
}
function spread({ a = A }) {
  return a;
}
function omit(x, { b = B } = {}) {
  return [x, b];
}
function lacks({ c = C, d = D }) {
  return [c, d];
}
function viaVar({ e = E }) {
  return e;
}
function undef({ f = F }) {
  return f;
}
function computed(k, { g = G }) {
  return g;
}
function calls(o, k) {
  spread({ a: 1 });
  spread({ a: 2, ...o });
  omit(1, { b: 2 });
  omit(1);
  lacks({ c: 1, d: 2 });
  lacks({ c: 3 });
  viaVar(o);
  undef({ f: undefined });
  computed(k, { g: 1, [k]: 2 });
}
`
	p := NewParser(false)
	defer p.Close()
	f, err := p.Parse("m.js", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// The IR: which default each statement applies, which keys each
	// object literal argument writes out.
	var got []string
	f.Top.Walk(func(fn *ir.Func) {
		fn.Stmts(func(s *ir.Stmt) {
			if kd := s.KeyDefault; kd != nil {
				got = append(got, fmt.Sprintf("%d:%s#%d.%s", s.Span.Line, fn.Name, kd.Param, kd.Key))
			}
			for _, c := range s.Calls {
				for i, a := range c.Args {
					if a.Object {
						got = append(got, fmt.Sprintf("%d:%s(#%d%v spread=%v)", s.Span.Line, c.Callee, i, a.Keys, a.Spread))
					}
				}
			}
		})
	})
	want := []string{
		"11:make#1.prefix", "11:make#1.strict", "11:make#1.level",
		"15:make(#1[strict level] spread=false)",
		"17:spread#0.a", "20:omit#1.b", "23:lacks#0.c", "23:lacks#0.d", "26:viaVar#0.e", "29:undef#0.f", "32:computed#1.g",
		"36:spread(#0[a] spread=false)", "37:spread(#0[a] spread=true)", "38:omit(#1[b] spread=false)",
		"40:lacks(#0[c d] spread=false)", "41:lacks(#0[c] spread=false)", "43:undef(#0[] spread=false)",
		"44:computed(#1[g] spread=true)",
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("key defaults and object literal arguments:\n got %v\nwant %v", got, want)
	}
	reaches := dependsOn(pdg.Build([]*ir.File{f}, pdg.Options{}))
	for _, c := range []struct {
		at   int
		name string
		dflt int
		want bool
	}{
		{11, "strict", 1, false},
		{11, "prefix", 2, true},
		{11, "lv", 3, false},
		{12, "", 1, false},
		{12, "", 2, true},
		{12, "", 3, false},
		{17, "a", 4, true},
		{20, "b", 5, true},
		{23, "c", 6, false},
		{23, "d", 7, true},
		{26, "e", 8, true},
		{29, "f", 9, true},
		{32, "g", 10, true},
	} {
		if got := reaches(c.at, c.name)[c.dflt]; got != c.want {
			t.Errorf("line %d (%q) depends on the default's constant at line %d: %v, want %v", c.at, c.name, c.dflt, got, c.want)
		}
	}
}

// dependsOn returns a function that reports the lines the vertices of
// line at that define name (every vertex of the line when name is "")
// of graph g depend on, transitively, over every edge.
func dependsOn(g *schema.Graph) func(at int, name string) map[int]bool {
	line := map[int64]int{}
	for _, s := range g.Stmts {
		line[s.ID] = s.Line
	}
	vert := map[int64]schema.Vertex{}
	for _, v := range g.Vertices {
		vert[v.ID] = v
	}
	into := map[int64][]int64{}
	for _, d := range g.Deps {
		into[d.To] = append(into[d.To], d.From)
	}
	return func(at int, name string) map[int]bool {
		var work []int64
		for _, v := range g.Vertices {
			if line[v.Stmt] != at {
				continue
			}
			if name == "" || v.Role == schema.RoleStmt && slices.Contains(strings.Fields(v.Var), name) ||
				v.Role == schema.RoleFormalIn && v.Var == name {
				work = append(work, v.ID)
			}
		}
		seen := map[int64]bool{}
		lines := map[int]bool{}
		for len(work) > 0 {
			v := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[v] {
				continue
			}
			seen[v] = true
			lines[line[vert[v].Stmt]] = true
			work = append(work, into[v]...)
		}
		return lines
	}
}

// A do-while's row stands on its condition line, after its body; its loop
// lines still span the body then the condition (Stmt.LoopFrom .. LoopTo).
func TestDoWhileLoopLines(t *testing.T) {
	src := `function drain(queue) {
  let n = 0;
  do {
    n += queue.shift();
  } while (queue.length > 0);
  return n;
}
`
	g := buildJS(t, src)
	found := false
	for _, s := range g.Stmts {
		if s.Kind != string(ir.DoWhile) {
			if s.LoopFrom != 0 || s.LoopTo != 0 {
				t.Errorf("%d %s: loop lines %d-%d, want none", s.Line, s.Kind, s.LoopFrom, s.LoopTo)
			}
			continue
		}
		found = true
		if s.Line != 5 || s.LoopFrom != 4 || s.LoopTo != 5 {
			t.Errorf("do-while at line %d: loop lines %d-%d, want line 5, 4-5", s.Line, s.LoopFrom, s.LoopTo)
		}
	}
	if !found {
		t.Fatal("no do_while statement built")
	}
}

// buildJS builds the dependence graph of src as the module m.js.
func buildJS(t *testing.T, src string) *schema.Graph {
	t.Helper()
	p := NewParser(false)
	defer p.Close()
	f, err := p.Parse("m.js", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return pdg.Build([]*ir.File{f}, pdg.Options{})
}

// A class's get and set accessors run on property reads and stores: t.c
// calls the getter, t.c = v the setter (with v), whatever the order of
// their definitions; a plain method read as a value is not called.
func TestAccessorsAreCalls(t *testing.T) {
	g := buildJS(t, `class T {
  constructor(c) { this._c = c; }
  set c(value) { this._c = value; }
  get c() { return this._c; }
  show() { return 1; }
}
const t = new T(1);
t.c = t.c + 2;
const m = t.show;
console.log(t.c, m);
`)
	lines := map[int64]int{}
	for _, s := range g.Stmts {
		lines[s.ID] = s.Line
	}
	fns := map[int64]schema.Func{}
	for _, f := range g.Funcs {
		fns[f.ID] = f
	}
	calls := map[string]bool{}
	for _, c := range g.Calls {
		calls[fmt.Sprintf("%d->%s@%d", lines[c.Site], fns[c.Callee].Name, fns[c.Callee].Line)] = true
	}
	for _, want := range []string{"8->c@3", "8->c@4", "10->c@4"} {
		if !calls[want] {
			t.Errorf("missing call %s: calls %v", want, calls)
		}
	}
	for _, bad := range []string{"10->c@3", "9->show@5"} {
		if calls[bad] {
			t.Errorf("unwanted call %s: calls %v", bad, calls)
		}
	}
}

// Array.prototype.sort orders its receiver by what the comparator returns
// (golden/js/RULES.md rules 4 and 6): the may-definition of the receiver,
// and the array sort returns, depend on what the comparator reads
// (js-v47/05: forward from key, read only by the comparator, through
// ranked.slice and on). forEach's callback result flows nowhere.
func TestSortDependsOnItsComparator(t *testing.T) {
	g := buildJS(t, `function top(products, field, seen) {
  const key = field === 'units' ? 'sold' : 'revenue';
  const ranked = products.slice();
  ranked.sort((a, b) => b[key] - a[key]);
  const first = ranked[0];
  const copy = products.slice().sort((a, b) => a[key] - b[key]);
  seen.forEach((s) => s[key]);
  const head = seen[0];
  return [first, copy, head];
}
`)
	deps := dependsOn(g)
	for _, c := range []struct {
		at   int
		name string
		want bool
	}{{5, "first", true}, {6, "copy", true}, {8, "head", false}} {
		if got := deps(c.at, c.name)[2]; got != c.want {
			t.Errorf("line %d (%q) depends on key's line 2: %v, want %v", c.at, c.name, got, c.want)
		}
	}
}

// TestSwapBindsElementByElement checks that [lo, hi] = [hi, lo] defines
// lo from the old hi alone and hi from the old lo (golden/js/RULES.md rule
// 1, slicing-rules.md rule 16; golden js-v52/04), in an assignment and in
// a declaration, while a pattern with a hole keeps reading the whole
// literal.
func TestSwapBindsElementByElement(t *testing.T) {
	g := buildJS(t, `function order(start, end) {
  let lo = start + 1;
  let hi = end + 2;
  [lo, hi] = [hi, lo];
  const low = lo;
  const [a, b] = [lo * 2, hi * 3];
  const first = a;
  const [c, , d] = [lo, hi, end];
  const last = d;
  return [low, first, b, c, last];
}
`)
	deps := dependsOn(g)
	for _, c := range []struct {
		at        int
		name      string
		from      int
		want      bool
		becauseOf string
	}{
		{5, "low", 3, true, "lo takes the old hi"},
		{5, "low", 2, false, "the old lo does not reach lo after the swap"},
		{7, "first", 3, true, "a is made from lo, which holds the old hi"},
		{7, "first", 2, false, "a is not made from hi, which holds the old lo"},
		{9, "last", 2, true, "a pattern with a hole reads the whole literal"},
	} {
		if got := deps(c.at, c.name)[c.from]; got != c.want {
			t.Errorf("line %d (%q) depends on line %d: %v, want %v (%s)", c.at, c.name, c.from, got, c.want, c.becauseOf)
		}
	}
}

// TestDeleteMayDefinesItsObject checks that delete o.p and delete o[k] use
// o (and k) and may-define o (golden/js/RULES.md rule 2; js-v57/02): a
// later use of o as a whole depends on them, and on what the guard of a
// conditional delete reads, while a delete from another object does not
// reach it and no delete kills the definitions before it.
func TestDeleteMayDefinesItsObject(t *testing.T) {
	g := buildJS(t, `function build(overrides, key) {
  const config = { debug: true, limit: 3 };
  const copy = { ...config };
  if (overrides.strict) {
    delete config.debug;
  }
  delete config[key];
  delete copy.limit;
  return JSON.stringify(config);
}
`)
	deps := dependsOn(g)(9, "")
	for line, want := range map[int]bool{2: true, 4: true, 5: true, 7: true, 8: false} {
		if deps[line] != want {
			t.Errorf("line 9 depends on line %d: %v, want %v", line, deps[line], want)
		}
	}
	if !dependsOn(g)(7, "")[1] {
		t.Errorf("delete config[key] does not read key's definition on line 1")
	}
}

// TestInstanceReadsSkipStaticMembers checks that this.count in a method
// never reads the static field of the same name nor Tally.count += 1,
// which write the class object (ir.Semantics.StaticsApart; golden
// js-v59/02), while Tally.count still reads the static field.
func TestInstanceReadsSkipStaticMembers(t *testing.T) {
	g := buildJS(t, `class Tally {
  static count = 0;
  count = 0;
  constructor() {
    Tally.count += 1;
  }
  record() {
    this.count += 1;
  }
  summary() {
    return this.count;
  }
  static created() {
    return Tally.count;
  }
}
`)
	deps := dependsOn(g)
	for _, c := range []struct {
		at, from int
		want     bool
	}{{11, 2, false}, {11, 5, false}, {14, 2, true}} {
		if got := deps(c.at, "")[c.from]; got != c.want {
			t.Errorf("line %d depends on line %d: %v, want %v", c.at, c.from, got, c.want)
		}
	}
}

// TestPrivateFieldInitializerIsThePrivatePath checks that #balance = 0
// defines this.#balance, the path methods read and the constructor
// writes, so that the constructor's this.#balance = start kills it
// (golden js-v59/01): it used to define this.balance.
func TestPrivateFieldInitializerIsThePrivatePath(t *testing.T) {
	g := buildJS(t, `class Wallet {
  #balance = 0;
  #deposits = 0;
  constructor(start) {
    this.#balance = start;
  }
  total() {
    return this.#balance + this.#deposits;
  }
}
`)
	for _, s := range g.Stmts {
		if s.Line == 2 && s.Defs != "this.#balance" {
			t.Errorf("line 2 defines %q, want this.#balance", s.Defs)
		}
	}
}

// TestCastsAreTransparentPaths: TypeScript's (o as T).p, (o satisfies T).p
// and <T>o.p are o.p (golden/js/RULES.md, TypeScript), as assignment
// targets and as reads: the store defines o.w (js-v68/12) and a read of
// port does not read host (js-v68/15).
func TestCastsAreTransparentPaths(t *testing.T) {
	p := NewParser(true)
	defer p.Close()
	f, err := p.Parse("m.ts", "m", false, []byte(`interface Cfg { port: number; host: string }
function run(seed: number, h: string): number {
  const o = { w: 0, port: 1, host: "" };
  (o as Cfg).host = h;
  (o as unknown as { w: number }).w = seed;
  const a = (o satisfies object).w;
  const b = (<Cfg>o).port;
  return a + b;
}
`))
	if err != nil {
		t.Fatal(err)
	}
	g := pdg.Build([]*ir.File{f}, pdg.Options{})
	deps := dependsOn(g)
	if !deps(6, "")[5] {
		t.Errorf("(o satisfies object).w does not read (o as ...).w = seed on line 5")
	}
	if deps(7, "")[4] || deps(6, "")[4] {
		t.Errorf("reads of o.port and o.w read the store of o.host on line 4")
	}
	if !deps(7, "")[3] {
		t.Errorf("(<Cfg>o).port does not read the literal's port on line 3")
	}
}
