package pdg

import (
	"bytes"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/semantica/semantica/loaders/chunks"
	"github.com/semantica/semantica/loaders/internal/pyseeds"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/python"
	"github.com/semantica/semantica/schema"
)

// maxBuildInput bounds the two sources FuzzBuild builds together, so that
// one execution stays fast.
const maxBuildInput = 1 << 20

// inputTime bounds the time of one input (two parses and builds): the
// largest seeds take about a second.
const inputTime = 10 * time.Second

// watchdog panics when the input under test runs longer than limit. go test
// -fuzz has no time limit per input; a panic in another goroutine ends the
// worker process, and the fuzzer saves the input as a failure.
func watchdog(limit time.Duration) (stop func() bool) {
	return time.AfterFunc(limit, func() {
		panic(fmt.Sprintf("one input ran longer than %v", limit))
	}).Stop
}

// FuzzBuild lowers one or two files of a package (pkg/__init__.py from init,
// pkg/m.py from mod when it is not empty) and builds their graph. Build must
// never panic or hang, must be deterministic, and the graph must be well
// formed (checkGraph). Seeds: testdata/fuzz/FuzzBuild (hand-written single
// files and file pairs, and every input that once broke the build) and
// pyseeds.Generated.
func FuzzBuild(f *testing.F) {
	for _, s := range pyseeds.Generated() {
		if !pyseeds.Fuzzing() || len(s.Src) <= pyseeds.MaxFuzzInput {
			f.Add([]byte(s.Src), []byte(nil))
		}
	}
	f.Fuzz(func(t *testing.T, init, mod []byte) {
		if n := len(init) + len(mod); n > maxBuildInput || pyseeds.Fuzzing() && n > pyseeds.MaxFuzzInput {
			t.Skip("input too large")
		}
		defer watchdog(inputTime)()
		files := fuzzFiles(t, init, mod)
		g := Build(files, Options{Tokens: func(s string) int { return len(strings.Fields(s)) }})
		if err := checkGraph(g, files); err != nil {
			t.Fatal(err)
		}
		again := Build(fuzzFiles(t, init, mod), Options{Tokens: func(s string) int { return len(strings.Fields(s)) }})
		if !reflect.DeepEqual(g, again) {
			t.Fatal("two builds of the same sources differ")
		}
		if err := checkChunks(g, files); err != nil {
			t.Fatal(err)
		}
	})
}

// checkChunks cuts the files into chunks (loaders/chunks) and checks that
// ids are unique and every leaf lies inside its parent.
func checkChunks(g *schema.Graph, files []*ir.File) error {
	count := func(s string) int { return len(strings.Fields(s)) }
	var srcs []chunks.Source
	for _, f := range files {
		lines := strings.Split(string(f.Src), "\n")
		prefix := make([]int, len(lines)+1)
		for i, l := range lines {
			prefix[i+1] = prefix[i] + count(l) + 1
		}
		srcs = append(srcs, chunks.Source{Path: f.Path, Src: f.Src, Prefix: prefix, Canonical: python.Canonical, Parser: python.Version})
	}
	cs, _, _, err := chunks.Build("fuzz", g, srcs, chunks.DefaultConfig(), "run", func() func(string) int { return count }, 1)
	if err != nil {
		return err
	}
	byID := map[string]schema.Chunk{}
	for _, c := range cs {
		if _, dup := byID[c.ID]; dup {
			return fmt.Errorf("chunk id %s twice", c.ID)
		}
		byID[c.ID] = c
	}
	for _, c := range cs {
		if c.Kind != schema.ChunkLeaf {
			continue
		}
		p, ok := byID[c.Parent]
		if !ok || c.Line < p.Line || c.EndLine > p.EndLine || c.CoreLine < c.Line || c.CoreLine > c.EndLine {
			return fmt.Errorf("leaf %s:%d-%d (core %d) outside its parent %v", c.File, c.Line, c.EndLine, c.CoreLine, p)
		}
	}
	return nil
}

func fuzzFiles(t *testing.T, init, mod []byte) []*ir.File {
	t.Helper()
	p := python.NewParser()
	defer p.Close()
	a, err := p.Parse("pkg/__init__.py", "pkg", true, init)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	files := []*ir.File{a}
	if len(mod) > 0 {
		b, err := p.Parse("pkg/m.py", "pkg.m", false, mod)
		if err != nil {
			t.Fatalf("Parse: %v", err)
		}
		files = append(files, b)
	}
	return files
}

// checkGraph checks that g is well formed: unique ids, every reference
// (edge endpoint, vertex statement and scope, call site, parent) resolves,
// edges join distinct vertices and are not repeated, call-boundary and
// summary edges join the vertex roles HRB prescribes, statements lie in
// their files, and only a module's entry belongs to no statement.
func checkGraph(g *schema.Graph, files []*ir.File) error {
	var errs []string
	bad := func(format string, args ...any) {
		if len(errs) < 10 {
			errs = append(errs, fmt.Sprintf(format, args...))
		}
	}
	lines := map[string]int{}
	for _, f := range files {
		lines[f.Path] = bytes.Count(f.Src, []byte("\n")) + 1
	}
	funcs := map[int64]schema.Func{}
	for _, fn := range g.Funcs {
		if _, dup := funcs[fn.ID]; dup {
			bad("func id %d twice", fn.ID)
		}
		funcs[fn.ID] = fn
	}
	stmts := map[int64]schema.Stmt{}
	for _, s := range g.Stmts {
		if _, dup := stmts[s.ID]; dup {
			bad("stmt id %d twice", s.ID)
		}
		stmts[s.ID] = s
		n, ok := lines[s.File]
		if !ok || s.Line < 1 || s.EndLine < s.Line || s.EndLine > n {
			bad("stmt %d at %s:%d-%d outside its file (%d lines)", s.ID, s.File, s.Line, s.EndLine, n)
		}
		if fn, ok := funcs[s.Func]; !ok || fn.File != s.File {
			bad("stmt %d in unknown scope %d", s.ID, s.Func)
		}
	}
	for _, fn := range g.Funcs {
		if fn.Parent != -1 {
			if _, ok := funcs[fn.Parent]; !ok {
				bad("func %s: unknown parent %d", fn.QName, fn.Parent)
			}
		}
		if fn.DefStmt != -1 {
			if _, ok := stmts[fn.DefStmt]; !ok {
				bad("func %s: unknown def statement %d", fn.QName, fn.DefStmt)
			}
		}
	}
	verts := map[int64]schema.Vertex{}
	for _, v := range g.Vertices {
		if _, dup := verts[v.ID]; dup {
			bad("vertex id %d twice", v.ID)
		}
		verts[v.ID] = v
		fn, ok := funcs[v.Func]
		if !ok {
			bad("vertex %d in unknown scope %d", v.ID, v.Func)
		}
		if v.Stmt == -1 {
			if v.Role != schema.RoleEntry || fn.Kind != string(ir.ModuleScope) {
				bad("vertex %d (%s of %s) belongs to no statement", v.ID, v.Role, fn.QName)
			}
		} else if _, ok := stmts[v.Stmt]; !ok {
			bad("vertex %d: unknown statement %d", v.ID, v.Stmt)
		}
	}
	kinds := map[string]bool{}
	for _, k := range schema.Kinds {
		kinds[k] = true
	}
	// Roles of the endpoints of the call-boundary and summary edges.
	roles := map[string][2]string{
		schema.CallE:    {schema.RoleCall, schema.RoleEntry},
		schema.ParamIn:  {schema.RoleActualIn, schema.RoleFormalIn},
		schema.ParamOut: {schema.RoleFormalOut, schema.RoleActualOut},
		schema.Summary:  {schema.RoleActualIn, schema.RoleActualOut},
		schema.ArgCtrl:  {schema.RoleCall, schema.RoleActualIn},
	}
	seen := map[schema.Dep]bool{}
	for _, d := range g.Deps {
		from, ok1 := verts[d.From]
		to, ok2 := verts[d.To]
		switch {
		case !ok1 || !ok2:
			bad("%s edge %d->%d: endpoint is not a vertex", d.Kind, d.From, d.To)
		case d.From == d.To && d.Kind != schema.Global: // a GLOBAL loop: an earlier call's write (x += 1)
			bad("%s edge %d->%d joins a vertex to itself", d.Kind, d.From, d.To)
		case !kinds[d.Kind]:
			bad("edge %d->%d of unknown kind %q", d.From, d.To, d.Kind)
		case seen[d]:
			bad("edge %+v twice", d)
		}
		seen[d] = true
		if r, ok := roles[d.Kind]; ok && ok1 && ok2 && (from.Role != r[0] || to.Role != r[1]) {
			bad("%s edge %d->%d joins %s to %s", d.Kind, d.From, d.To, from.Role, to.Role)
		}
		// An actual-in's control dependence is its ARG_CTRL edge from the
		// call site, which forward slices do not walk (rule 13).
		if d.Kind == schema.Ctrl && ok2 && to.Role == schema.RoleActualIn {
			bad("ctrl edge %d->%d ends at an actual-in", d.From, d.To)
		}
	}
	regions := map[string]bool{string(ir.Try): true, string(ir.Else): true, string(ir.Finally): true}
	for _, r := range g.Governs {
		h, ok1 := stmts[r.Header]
		s, ok2 := stmts[r.Stmt]
		switch {
		case !ok1 || !ok2:
			bad("governs %+v: unknown statement", r)
		case !regions[h.Kind]:
			bad("governs %+v: a %s header governs nothing (rule 8)", r, h.Kind)
		case h.Func != s.Func:
			bad("governs %+v: header and statement in different scopes", r)
		}
	}
	for _, c := range g.Calls {
		_, ok1 := funcs[c.Caller]
		_, ok2 := funcs[c.Callee]
		_, ok3 := stmts[c.Site]
		if !ok1 || !ok2 || !ok3 {
			bad("call %+v: unknown caller, callee or site", c)
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("graph invariants broken:\n  %s", strings.Join(errs, "\n  "))
	}
	return nil
}
