package python

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	tspython "github.com/smacker/go-tree-sitter/python"

	"github.com/semantica/semantica/loaders/ir"
)

// describe renders every statement of every scope as
// "LINE kind defs=[...] uses=[...] calls=[...]" with sorted, de-duplicated
// paths; call results are not listed as uses.
func describe(f *ir.File) map[int]string {
	out := map[int]string{}
	f.Top.Walk(func(fn *ir.Func) {
		fn.Stmts(func(s *ir.Stmt) {
			var defs, uses, calls []string
			for _, d := range s.Defs {
				p := d.Path
				if d.May {
					p += "?"
				}
				defs = append(defs, p)
			}
			var addUses func(refs []ir.Ref)
			addUses = func(refs []ir.Ref) {
				for _, r := range refs {
					if r.IsPath() {
						uses = append(uses, r.Path)
					} else if k := r.Lambda(); k >= 0 {
						addUses(s.Lambdas[k].Held) // what creating the lambda reads
					}
				}
			}
			addUses(s.Uses)
			if s.Func != nil {
				for _, p := range s.Func.Params {
					addUses(p.DefaultUses)
				}
			}
			for _, c := range s.Calls {
				callee := c.Callee
				if c.Implicit == ir.Decorate {
					callee = string(c.Implicit) + ":" + callee // "decorate:" calls what @decorate(level) returned
				}
				if c.Implicit == ir.Protocol {
					callee = string(c.Implicit) + ":" + c.Method // "protocol:__enter__" of with E as t
				}
				calls = append(calls, callee)
				addUses(c.CalleeUses)
				addUses(c.Receiver)
				for _, a := range c.Args {
					addUses(a.Uses)
				}
			}
			out[s.Span.Line] = fmt.Sprintf("%s defs=%v uses=%v calls=%v", s.Kind, uniqSorted(defs), uniqSorted(uses), uniqSorted(calls))
		})
	})
	return out
}

func uniqSorted(xs []string) []string {
	sort.Strings(xs)
	var out []string
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func lower(t *testing.T, src string) *ir.File {
	t.Helper()
	p := NewParser()
	defer p.Close()
	f, err := p.Parse("m.py", "m", false, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestDefsAndUses(t *testing.T) {
	f := lower(t, `"""Module docstring."""
import os.path as osp
from .x import y as z

@decorate(level)
def f(a, b=DEFAULT, *rest, key=None, **kw):
    """Doc."""
    a.b.c = v
    d[k] = v
    x += y
    for i, (j, k2) in pairs:
        pass
    with open(p) as fh, lock:
        pass
    r = [g(x1) for x1 in xs if x1]
    h = lambda q: q + zz
    print(f"{name}!")
    obj.attr = val
    self.items.append(item)
    if (n := size()) > 3:
        return n
    try:
        pass
    except (KeyError, ValueError) as err:
        raise Wrapped(err) from err
    match cmd:
        case Point(x=0, y=yy):
            pass
        case Color.RED:
            pass
        case other:
            pass
    del gone
    assert cond, msg
    del cache[key], obj.slot
`)
	got := describe(f)
	want := map[int]string{
		2:  "import defs=[osp] uses=[] calls=[]",
		3:  "import defs=[z] uses=[] calls=[]",
		6:  "def defs=[f] uses=[DEFAULT decorate level] calls=[decorate decorate:]",
		8:  "simple defs=[a.b?] uses=[a.b v] calls=[]",
		9:  "simple defs=[d?] uses=[d k v] calls=[]",
		10: "simple defs=[x] uses=[x y] calls=[]",
		11: "for defs=[i j k2] uses=[pairs] calls=[protocol:__iter__ protocol:__next__]",
		13: "with defs=[fh] uses=[lock open p] calls=[open protocol:__enter__]",
		15: "simple defs=[r] uses=[g xs] calls=[g]",
		16: "simple defs=[h] uses=[zz] calls=[]",
		17: "simple defs=[] uses=[name print] calls=[print]",
		18: "simple defs=[obj.attr] uses=[val] calls=[]",
		19: "simple defs=[] uses=[item self.items] calls=[self.items.append]",
		20: "if defs=[n] uses=[size] calls=[size]",
		21: "return defs=[] uses=[n] calls=[]",
		22: "try defs=[] uses=[] calls=[]",
		24: "except defs=[err] uses=[KeyError ValueError] calls=[]",
		25: "raise defs=[] uses=[Wrapped err] calls=[Wrapped]",
		26: "match defs=[] uses=[cmd] calls=[]",
		27: "case defs=[yy] uses=[Point] calls=[]",
		29: "case defs=[] uses=[Color.RED] calls=[]",
		31: "case defs=[other] uses=[] calls=[]",
		33: "simple defs=[] uses=[gone] calls=[]",
		34: "simple defs=[] uses=[cond msg] calls=[]",
		35: "simple defs=[cache? obj.slot?] uses=[cache key obj] calls=[]",
	}
	var bad []string
	for line, w := range want {
		if got[line] != w {
			bad = append(bad, fmt.Sprintf("line %d:\n  got  %q\n  want %q", line, got[line], w))
		}
	}
	// Lines that are not statements: docstrings, decorators, blank lines.
	for _, line := range []int{1, 5, 7} {
		if g, ok := got[line]; ok {
			bad = append(bad, fmt.Sprintf("line %d is not a statement, got %q", line, g))
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Error(strings.Join(bad, "\n"))
	}
	fn := f.Top.Body[2].Func
	if fn == nil || fn.Doc != "Doc." || len(fn.Params) != 5 || fn.Params[2].Star != 1 || !fn.Params[3].KeywordOnly || fn.Params[4].Star != 2 {
		t.Errorf("parameters/doc of f not lowered right: %+v", fn)
	}
}

// Compound headers span only their header lines; elif/else chain.
func TestHeadersAndChains(t *testing.T) {
	f := lower(t, `def long_signature(a,
                   b):
    if a:
        pass
    elif b:
        pass
    else:
        pass
`)
	def := f.Top.Body[0]
	if def.Span.Line != 1 || def.Span.EndLine != 2 {
		t.Errorf("def header spans %d-%d, want 1-2", def.Span.Line, def.Span.EndLine)
	}
	ifs := def.Func.Body[0]
	if ifs.Kind != ir.If || ifs.Else == nil || ifs.Else.Kind != ir.Elif || ifs.Else.Else == nil || ifs.Else.Else.Kind != ir.Else {
		t.Fatalf("if/elif/else chain not built: %+v", ifs)
	}
	if ifs.Span.EndLine != 3 || ifs.Else.Span.Line != 5 || ifs.Else.Else.Span.Line != 7 {
		t.Errorf("spans: if %v, elif %v, else %v", ifs.Span, ifs.Else.Span, ifs.Else.Else.Span)
	}
}

// A file with a syntax error is lowered as far as it parses, and the broken
// region is reported.
func TestSyntaxErrorsAreReported(t *testing.T) {
	f := lower(t, `def ok(x):
    return x + 1

def broken(:
    pass

y = ok(2)
`)
	if len(f.Errors) == 0 {
		t.Fatal("no parse error reported")
	}
	got := describe(f)
	if _, ok := got[2]; !ok {
		t.Errorf("statement before the error was lost: %v", got)
	}
	if _, ok := got[7]; !ok {
		t.Errorf("statement after the error was lost: %v", got)
	}
}

// The dots of a dotted name may be spaced (import a . b, case Color . RED)
// and error recovery inserts empty identifiers (the ".x0" below): neither
// may leak into access paths or module names.
func TestSpacedDotsAndMissingNames(t *testing.T) {
	f := lower(t, "import a . b\nfrom . . n import z\nmatch v:\n    case Color . RED:\n        pass\nx 0\n 0\n .x0")
	got := describe(f)
	want := map[int]string{
		1: "import defs=[a] uses=[] calls=[]",
		2: "import defs=[z] uses=[] calls=[]",
		4: "case defs=[] uses=[Color.RED] calls=[]",
		7: "simple defs=[] uses=[] calls=[]",
	}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d:\n  got  %q\n  want %q", line, got[line], w)
		}
	}
	if imp := f.Top.Body[1].Import; imp == nil || imp.From != "..n" {
		t.Errorf("relative module of line 2: %+v, want From ..n", imp)
	}
}

// Nesting deeper than MaxDepth is cut off and reported as a parse error
// instead of recursing without bound; what CPython compiles is not cut, and
// flat constructs that the syntax tree nests (a or b or ..., a = b = ...)
// count as one level.
func TestNestingLimit(t *testing.T) {
	deep := func(f *ir.File) []ir.ParseError {
		var out []ir.ParseError
		for _, e := range f.Errors {
			if strings.Contains(e.Message, "levels deep") {
				out = append(out, e)
			}
		}
		return out
	}
	names := func(n int, sep string) string {
		xs := make([]string, n)
		for i := range xs {
			xs[i] = fmt.Sprintf("v%d", i)
		}
		return strings.Join(xs, sep)
	}
	// Within the limit: a 2,990-term sum compiles with CPython.
	ok := lower(t, "def f():\n    return "+names(2990, " + ")+"\n")
	if len(ok.Errors) != 0 {
		t.Errorf("2,990-term sum: errors %v", ok.Errors)
	}
	if got := describe(ok)[2]; !strings.Contains(got, "v0 ") || !strings.Contains(got, "v2989") {
		t.Errorf("2,990-term sum lost uses: %.200s", got)
	}
	// Flat in Python: any length.
	flat := lower(t, "x = "+names(20000, " or ")+"\ny = z = "+names(3, " = ")+" = w\n")
	if len(flat.Errors) != 0 {
		t.Errorf("or chain, assignment chain: errors %v", flat.Errors)
	}
	if got := describe(flat)[1]; !strings.Contains(got, "v0 ") || !strings.Contains(got, "v19999") {
		t.Errorf("or chain lost uses: %.200s", got)
	}
	// Too deep: cut at the limit, one error for the construct, the rest of
	// the file still lowered.
	for name, src := range map[string]string{
		"sum":    "x = " + names(MaxDepth+10, " + ") + "\ny = 1\n",
		"parens": "x = " + strings.Repeat("(", MaxDepth+10) + "1" + strings.Repeat(")", MaxDepth+10) + "\ny = 1\n",
		"elifs":  "if a:\n    pass\n" + strings.Repeat("elif b:\n    pass\n", MaxDepth+10) + "y = 1\n",
		"lambda": "x = " + strings.Repeat("lambda: ", MaxDepth+10) + "1\ny = 1\n",
	} {
		f := lower(t, src)
		d := deep(f)
		if len(d) != 1 {
			t.Errorf("%s: depth errors %v, want one", name, d)
			continue
		}
		last := strings.Count(src, "\n")
		if got := describe(f)[last]; got != "simple defs=[y] uses=[] calls=[]" {
			t.Errorf("%s: statement after the deep one: %q", name, got)
		}
	}
}

// A comprehension in the iterable of another used each of its uses twice
// per level (the iterable, and the variable standing for it in the body):
// 2,000 levels never finished. Each use is now listed once, and nested
// lambdas and comprehensions share one table of local names instead of
// copying it per level. The names stay scoped: a variable is local only
// inside its comprehension, a parameter only inside its lambda.
func TestNestedComprehensionsAndLambdas(t *testing.T) {
	src := "y = " + strings.Repeat("[a for a in ", 16) + "b" + strings.Repeat("]", 16) + "\n" +
		"z = [[c for c in d] + [c] for e in f]\n" +
		"g = lambda p: (lambda q: p + q + r)(p) + q\n"
	f := lower(t, src)
	if uses := f.Top.Body[0].Uses; len(uses) != 1 || uses[0].Path != "b" {
		t.Errorf("16 nested comprehensions use %d refs (%v ...), want just b", len(uses), uses[:min(len(uses), 3)])
	}
	got := describe(f)
	for line, w := range map[int]string{
		2: "simple defs=[z] uses=[c d f] calls=[]",
		3: "simple defs=[g] uses=[q r] calls=[]",
	} {
		if got[line] != w {
			t.Errorf("line %d:\n  got  %q\n  want %q", line, got[line], w)
		}
	}
}

// TestLambdaScopes checks the scopes lambdas make (ir.Stmt.Lambdas): their
// names count per enclosing scope, their one return statement reads their
// parameters as its own names (a parameter shadows a comprehension
// variable of the same name; another comprehension variable stands for its
// iterable), its calls are its own, and the holder reads what the lambda's
// body reads besides its parameters (Func.Held), calls reduced to their
// operands, and its defaults (d() below: a call of the holder, referred to
// by index, so only paths are listed).
func TestLambdaScopes(t *testing.T) {
	src := "fs = [lambda k: k for k in ks]\n" +
		"gs = [lambda i: h(i) + k for k in ks]\n" +
		"def f(a):\n    return lambda b=d(): (lambda c: a(b, c))\n"
	f := lower(t, src)
	paths := func(refs []ir.Ref) []string {
		var out []string
		for _, r := range refs {
			if r.IsPath() {
				out = append(out, r.Path)
			}
		}
		return uniqSorted(out)
	}
	var lams []*ir.Func
	f.Top.WalkLambdas(func(l *ir.Func) { lams = append(lams, l) })
	var got []string
	for _, l := range lams {
		ret := l.Body[0]
		var calls []string
		for _, c := range ret.Calls {
			calls = append(calls, c.Callee)
		}
		got = append(got, fmt.Sprintf("%s params=%d uses=%v calls=%v held=%v", l.QName, len(l.Params), paths(ret.Uses), calls, paths(l.Held)))
	}
	want := []string{
		"m.<lambda1> params=1 uses=[k] calls=[] held=[]",
		"m.<lambda2> params=1 uses=[ks] calls=[h] held=[h ks]",
		"m.f.<lambda1> params=1 uses=[] calls=[] held=[a]", // d() is a call of the holder, b its own parameter
		"m.f.<lambda1>.<lambda1> params=1 uses=[] calls=[a] held=[a b]",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("lambda scopes:\n got  %s\n want %s", strings.Join(got, "\n      "), strings.Join(want, "\n      "))
	}
}

// TestImportModule checks that the front end resolves a from-import's
// module (ir.ImportInfo.Module): leading dots climb from the file's
// package, a package's __init__ being its own package.
func TestImportModule(t *testing.T) {
	p := NewParser()
	defer p.Close()
	src := []byte("from . import a\nfrom .b import c\nfrom ..d.e import f\nfrom os import path\n")
	for _, tc := range []struct {
		module string
		pkg    bool
		want   []string
	}{
		{"pkg.sub.m", false, []string{"pkg.sub", "pkg.sub.b", "pkg.d.e", "os"}},
		{"pkg.sub", true, []string{"pkg.sub", "pkg.sub.b", "pkg.d.e", "os"}},
		{"m", false, []string{"", "b", "d.e", "os"}},
	} {
		f, err := p.Parse("x.py", tc.module, tc.pkg, src)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range f.Top.Body {
			got = append(got, s.Import.Module)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("module %s (package %v): got %q, want %q", tc.module, tc.pkg, got, tc.want)
		}
	}
}

// TestNamedMatchesNamedChild checks named (a tree cursor past smallNamed
// children) against NamedChild(i) on nodes with few and many named
// children, comments among them: same nodes, same order.
func TestNamedMatchesNamedChild(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&src, "x%d = f(%d, 'a', *b, k=%d)  # c%d\n", i, i, i, i)
	}
	p := sitter.NewParser()
	p.SetLanguage(tspython.GetLanguage())
	tree, err := p.ParseCtx(context.Background(), nil, []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		got := named(n)
		if len(got) != int(n.NamedChildCount()) {
			t.Fatalf("%s: named gives %d children, NamedChildCount %d", n.Type(), len(got), n.NamedChildCount())
		}
		for i, c := range got {
			if w := n.NamedChild(i); !same(c, w) {
				t.Fatalf("%s: child %d is %s %v, NamedChild gives %s %v", n.Type(), i, c.Type(), c.StartPoint(), w.Type(), w.StartPoint())
			}
			walk(c)
		}
		checked++
	}
	walk(tree.RootNode())
	if n := len(named(tree.RootNode())); n != 80 {
		t.Fatalf("the module has %d named children, want 40 statements and 40 comments", n)
	}
	if checked < 100 {
		t.Fatalf("only %d nodes checked", checked)
	}
}

// TestLinearizeC3 checks Semantics.Linearize on the example of the C3
// paper and Python's documentation of its MRO (O; A, B, C, D, E of O;
// K1(A, B, C), K2(D, B, E), K3(D, A); Z(K1, K2, K3)), and that an
// inconsistent hierarchy (X(A, B), Y(B, A), W(X, Y)) is refused.
func TestLinearizeC3(t *testing.T) {
	names := []string{"O", "A", "B", "C", "D", "E", "K1", "K2", "K3", "Z", "X", "Y", "W"}
	id := map[string]int{}
	for i, n := range names {
		id[n] = i
	}
	bases := map[string][]string{"A": {"O"}, "B": {"O"}, "C": {"O"}, "D": {"O"}, "E": {"O"},
		"K1": {"A", "B", "C"}, "K2": {"D", "B", "E"}, "K3": {"D", "A"}, "Z": {"K1", "K2", "K3"},
		"X": {"A", "B"}, "Y": {"B", "A"}, "W": {"X", "Y"}}
	var order func(int) []int
	var lin func(name string) ([]int, bool)
	lin = func(name string) ([]int, bool) {
		var bs []int
		for _, b := range bases[name] {
			bs = append(bs, id[b])
		}
		return Semantics{}.Linearize(id[name], bs, order)
	}
	order = func(i int) []int {
		o, ok := lin(names[i])
		if !ok {
			t.Fatalf("%s: no linearization", names[i])
		}
		return o
	}
	got, ok := lin("Z")
	var gotNames []string
	for _, i := range got {
		gotNames = append(gotNames, names[i])
	}
	if want := "Z K1 K2 K3 D A B C E O"; !ok || strings.Join(gotNames, " ") != want {
		t.Errorf("MRO of Z: %v (ok %v), want %s", gotNames, ok, want)
	}
	if _, ok := lin("W"); ok {
		t.Error("W(X(A, B), Y(B, A)) linearized; Python refuses it")
	}
}

// TestFStringFormatSpecs: an f-string reads the names in its replacement
// fields and in the replacement fields nested in their format specs
// (f"{v:.{p}f}" reads p), not the names in escaped braces ({{note}}).
func TestFStringFormatSpecs(t *testing.T) {
	f := lower(t, "t = f\"{name!r:<{width}} {value:.{precision}f}{suffix} {{note}}\"\n")
	s := f.Top.Body[0]
	var got []string
	for _, r := range s.Uses {
		if r.IsPath() {
			got = append(got, r.Path)
		}
	}
	slices.Sort(got)
	if want := []string{"name", "precision", "suffix", "value", "width"}; !slices.Equal(got, want) {
		t.Errorf("uses %v, want %v", got, want)
	}
}

// A case's guard runs after its pattern has bound the captures: a
// captured name the guard reads (also as a receiver) is the capture, a
// definition of the case line itself, not a use of earlier definitions
// (rules-v61/07); other names the guard reads stay uses.
func TestCaseGuardReadsItsOwnCaptures(t *testing.T) {
	f := lower(t, `def find(table, word):
    for spec in table:
        match spec:
            case (name, "exact") if word == name:
                return 1
            case (name, "prefix") if name.startswith(word):
                return 2
            case {"k": key} if key in word or limit:
                return 3
`)
	got := describe(f)
	for line, w := range map[int]string{
		4: "case defs=[name] uses=[word] calls=[]",
		6: "case defs=[name] uses=[word] calls=[name.startswith]",
		8: "case defs=[key] uses=[limit word] calls=[]",
	} {
		if got[line] != w {
			t.Errorf("line %d:\n  got  %q\n  want %q", line, got[line], w)
		}
	}
}
