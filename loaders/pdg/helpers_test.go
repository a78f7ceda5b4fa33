package pdg

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/schema"
)

// parse lowers the given files (path -> source); module names follow paths.
func parse(t *testing.T, files map[string]string) []*ir.File {
	t.Helper()
	p := python.NewParser()
	defer p.Close()
	var paths []string
	for k := range files {
		paths = append(paths, k)
	}
	sort.Strings(paths)
	var out []*ir.File
	for _, path := range paths {
		mod := strings.TrimSuffix(path, ".py")
		pkg := false
		if strings.HasSuffix(mod, "/__init__") {
			mod, pkg = strings.TrimSuffix(mod, "/__init__"), true
		}
		mod = strings.ReplaceAll(mod, "/", ".")
		f, err := p.Parse(path, mod, pkg, []byte(files[path]))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

// view renders a graph's dependences between statements as strings like
// "data a.py:3->a.py:5 x" (vertex-level edges mapped to the lines of the
// statements owning their endpoints; edges inside one statement dropped).
type view struct {
	g     *schema.Graph
	stmt  map[int64]schema.Stmt
	vert  map[int64]schema.Vertex
	funcs map[int64]schema.Func
}

func newView(g *schema.Graph) *view {
	v := &view{g: g, stmt: map[int64]schema.Stmt{}, vert: map[int64]schema.Vertex{}, funcs: map[int64]schema.Func{}}
	for _, s := range g.Stmts {
		v.stmt[s.ID] = s
	}
	for _, x := range g.Vertices {
		v.vert[x.ID] = x
	}
	for _, f := range g.Funcs {
		v.funcs[f.ID] = f
	}
	return v
}

func (v *view) loc(id int64) string {
	x := v.vert[id]
	if x.Stmt < 0 {
		return "entry(" + v.funcs[x.Func].QName + ")"
	}
	s := v.stmt[x.Stmt]
	return fmt.Sprintf("%s:%d", s.File, s.Line)
}

// edges returns the set of statement-level edges of the given kinds.
func (v *view) edges(kinds ...string) map[string]bool {
	want := map[string]bool{}
	for _, k := range kinds {
		want[k] = true
	}
	out := map[string]bool{}
	for _, d := range v.g.Deps {
		if !want[d.Kind] {
			continue
		}
		from, to := v.loc(d.From), v.loc(d.To)
		if from == to && d.Kind != schema.Global { // a GLOBAL loop is an earlier call's write
			continue
		}
		s := fmt.Sprintf("%s %s->%s", d.Kind, from, to)
		if (d.Kind == schema.Data || d.Kind == schema.Global) && d.Var != "" && d.Var != schema.ReturnVar {
			s += " " + d.Var
		}
		out[s] = true
	}
	return out
}

// governs returns the GOVERNS rows as "governs a.py:2->a.py:3".
func (v *view) governs() map[string]bool {
	out := map[string]bool{}
	for _, r := range v.g.Governs {
		h, s := v.stmt[r.Header], v.stmt[r.Stmt]
		out[fmt.Sprintf("governs %s:%d->%s:%d", h.File, h.Line, s.File, s.Line)] = true
	}
	return out
}

// expect checks that every edge in want is present and every edge in
// wantNot absent, printing the missing and unwanted ones.
func expect(t *testing.T, got map[string]bool, want, wantNot []string) {
	t.Helper()
	var missing, unwanted []string
	for _, w := range want {
		if !got[w] {
			missing = append(missing, w)
		}
	}
	for _, w := range wantNot {
		if got[w] {
			unwanted = append(unwanted, w)
		}
	}
	if len(missing)+len(unwanted) > 0 {
		var all []string
		for k := range got {
			all = append(all, k)
		}
		sort.Strings(all)
		t.Errorf("missing: %v\nunwanted: %v\nall edges:\n  %s", missing, unwanted, strings.Join(all, "\n  "))
	}
}
