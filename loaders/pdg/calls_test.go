package pdg

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
	"golang.org/x/tools/txtar"

	"github.com/semantica/semantica/schema"
)

// TestCallGraph checks call resolution on the programs of testdata/calls.
// Each "calls" directive holds a txtar archive of Python modules; its
// expected output is every call edge between functions of the archive,
// "file:line caller -> callee", sorted. The expectations were written by
// hand from the programs; an edge missing from the output or one the
// output has and the expectation lacks (a wrong target) fails the test.
// "calls external" also lists the edges to callees outside the repository
// that are named (kind external), not builtins or unresolved calls.
func TestCallGraph(t *testing.T) {
	datadriven.Walk(t, "testdata/calls", func(t *testing.T, path string) {
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			if d.Cmd != "calls" {
				t.Fatalf("%s: unknown directive %q", d.Pos, d.Cmd)
			}
			ar := txtar.Parse([]byte(d.Input))
			files := map[string]string{}
			for _, f := range ar.Files {
				files[f.Name] = string(f.Data)
			}
			if len(files) == 0 {
				t.Fatalf("%s: no files in the archive", d.Pos)
			}
			g := Build(parse(t, files), Options{})
			external := d.HasArg("external")
			funcs := map[int64]string{}
			inRepo := map[int64]bool{}
			for _, f := range g.Funcs {
				funcs[f.ID] = f.QName
				inRepo[f.ID] = f.File != "" || external && f.Kind == "external"
			}
			file := map[int64]string{}
			for _, s := range g.Stmts {
				file[s.ID] = s.File
			}
			seen := map[string]bool{}
			var out []string
			for _, c := range g.Calls {
				if !inRepo[c.Callee] {
					continue
				}
				e := fmt.Sprintf("%s:%d %s -> %s", file[c.Site], c.Line, funcs[c.Caller], funcs[c.Callee])
				if !seen[e] {
					seen[e] = true
					out = append(out, e)
				}
			}
			sort.Strings(out)
			return strings.Join(out, "\n") + "\n"
		})
	})
}

// TestExternalMutatorDefines checks that naming external objects in call
// resolution keeps rule 4: a container mutator called on an instance of an
// external class (now the external callee extpkg.Registry.append, no
// longer unresolved) still may-defines its receiver, directly (line 3)
// and through a parameter the instance reaches (line 5), and the caller's
// argument gets the parameter-out (line 6).
func TestExternalMutatorDefines(t *testing.T) {
	src := "from extpkg import Registry\nitems = Registry()\nitems.append(1)\ndef add(xs):\n    xs.append(2)\nadd(items)\n"
	g := Build(parse(t, map[string]string{"main.py": src}), Options{})
	defs := map[int]string{}
	for _, s := range g.Stmts {
		defs[s.Line] = s.Defs
	}
	for line, want := range map[int]string{3: "items", 5: "xs", 6: "items"} {
		if !strings.Contains(" "+defs[line]+" ", " "+want+" ") {
			t.Errorf("line %d defines %q, want it to define %s", line, defs[line], want)
		}
	}
	var ext bool
	for _, f := range g.Funcs {
		ext = ext || f.QName == "extpkg.Registry.append" && f.Kind == "external"
	}
	if !ext {
		t.Errorf("no external callee extpkg.Registry.append")
	}
}

// TestConditionalDefs: a name defined by def in both branches of an if,
// after a placeholder def that both branches rebind, is called as either
// branch's function (the definitions reaching the end of the module), not
// as the last in the text alone, nor as the placeholder; a name defined
// twice in a row is the second. Lines by hand.
func TestConditionalDefs(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `FLAG = True
def f(x):
    raise NotImplementedError
if FLAG:
    def f(x):
        return x + 1
else:
    def f(x):
        return x - 1
def h():
    return 0
def h():
    return 1
def use(v):
    return f(v) + h()
`}), Options{})
	line := map[int64]string{}
	for _, fn := range g.Funcs {
		line[fn.ID] = fmt.Sprintf("%s:%d", fn.QName, fn.Line)
	}
	var got []string
	for _, c := range g.Calls {
		if strings.HasPrefix(line[c.Caller], "m.use:") && !strings.Contains(line[c.Callee], "<") {
			got = append(got, line[c.Callee])
		}
	}
	sort.Strings(got)
	if want := []string{"m.f:5", "m.f:8", "m.h:12"}; !slices.Equal(got, want) {
		t.Errorf("callees of use = %v, want %v", got, want)
	}
}

// TestClassAttrWritesReachSelfReads: a class attribute written through
// the class's name in a function (Registry.items = {}, a store into
// Registry.items[k]) reaches self.items read in a method by a GLOBAL edge,
// as the class body's definition does by a data edge; a class whose
// __init__ assigns self.attr shadows both, and another class's writes
// reach nothing.
func TestClassAttrWritesReachSelfReads(t *testing.T) {
	g := Build(parse(t, map[string]string{"m.py": `class Registry:
    items = {}

    def register(self, name, handler):
        Registry.items[name] = handler

    def lookup(self, name):
        return self.items.get(name)

def reset():
    Registry.items = {}

class Local:
    items = {}

    def __init__(self):
        self.items = {}

    def lookup(self, name):
        return self.items.get(name)

def clear():
    Local.items = {}
`}), Options{})
	v := newView(g)
	expect(t, v.edges(schema.Global, schema.Data),
		[]string{"global m.py:5->m.py:8 self.items", "global m.py:11->m.py:8 self.items", "data m.py:2->m.py:8 self.items"},
		[]string{"global m.py:23->m.py:20 self.items", "data m.py:14->m.py:20 self.items", "global m.py:11->m.py:20 self.items"})
}
