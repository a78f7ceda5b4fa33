package benchmarks

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// The call-graph benchmark scores the engine's call graph against PyCG's
// micro-benchmark (Salis et al., "PyCG: Practical Call Graph Generation in
// Python", ICSE 2021; the folder micro-benchmark/snippets of
// github.com/vitsalis/PyCG): SUITE/<category>/<case>/ holds main.py, the
// modules it imports and callgraph.json, the expected call graph in PyCG's
// adjacency format ({"caller": ["callee", ...]}).
//
// Complete and sound are PyCG's own definitions, taken from the script that
// produced the micro-benchmark table of the paper (scripts/micro_benchmark.py
// of github.com/vitsalis/pycg-evaluation, functions equal_complete and
// equal_sound), which also match the maintainer's reading in
// vitsalis/PyCG#8 ("soundness issues (i.e. false negatives)"):
//
//   - sound: no false negatives. Every caller of callgraph.json is a node of
//     our graph and every expected edge is one of ours.
//   - complete: no false positives. Every edge of ours whose caller is a
//     node of callgraph.json is expected; edges from callers that
//     callgraph.json does not list are not scored.
//
// Note that these read the other way round from the words' usual use in
// call-graph papers (where a sound graph over-approximates): the bench keeps
// PyCG's so that its figures compare with PyCG's.
//
// Our graph is queries.CallGraph (what `semantica export callgraph --format
// pycg` prints) mapped to PyCG's naming; see pycgGraph for the mapping.

// CallgraphCase is one case of the suite.
type CallgraphCase struct {
	Category string `json:"category"`
	Name     string `json:"name"`
	Dir      string `json:"dir"`
}

// CallgraphEdge is a call edge in PyCG's names; Why says why the mapping
// left an edge of the export out.
type CallgraphEdge struct {
	From string `json:"from"`
	To   string `json:"to"`
	Why  string `json:"why,omitempty"`
}

func (e CallgraphEdge) String() string {
	if e.Why != "" {
		return e.From + " -> " + e.To + " (" + e.Why + ")"
	}
	return e.From + " -> " + e.To
}

func sortEdges(es []CallgraphEdge) {
	sort.Slice(es, func(i, j int) bool {
		if es[i].From != es[j].From {
			return es[i].From < es[j].From
		}
		return es[i].To < es[j].To
	})
}

// CallgraphCaseResult is the score of one case.
type CallgraphCaseResult struct {
	Category string `json:"category"`
	Name     string `json:"name"`
	Complete bool   `json:"complete"` // no edge of ours from an expected caller is unexpected
	Sound    bool   `json:"sound"`    // every expected node and edge is ours
	Expected int    `json:"expected_edges"`
	Found    int    `json:"found_edges"` // expected edges we have
	// Missing: expected edges we lack. MissingNodes: expected callers that
	// are not nodes of our graph (PyCG's sound test requires them even with
	// no edges). Extra: our edges from expected callers that are not
	// expected. Unscored: our edges from callers callgraph.json does not
	// list (PyCG's complete test skips them). Dropped: edges of the export
	// that the mapping to PyCG's naming removed (see pycgGraph).
	Missing      []CallgraphEdge `json:"missing"`
	MissingNodes []string        `json:"missing_nodes"`
	Extra        []CallgraphEdge `json:"extra"`
	Unscored     []CallgraphEdge `json:"unscored"`
	Dropped      []CallgraphEdge `json:"dropped"`
	Error        string          `json:"error,omitempty"`
}

// CallgraphFigures counts cases.
type CallgraphFigures struct {
	Cases    int `json:"cases"`
	Complete int `json:"complete"`
	Sound    int `json:"sound"`
}

// CallgraphReport is the outcome of a run.
type CallgraphReport struct {
	Suite      string                      `json:"suite"`
	Cases      []CallgraphCaseResult       `json:"cases"`
	Categories map[string]CallgraphFigures `json:"categories"`
	Total      CallgraphFigures            `json:"total"`
}

// LoadCallgraphSuite lists the cases of a suite in PyCG's micro-benchmark
// layout: every DIR/<category>/<case>/ that holds a callgraph.json, sorted.
// When DIR holds a snippets/ folder (DIR is PyCG's micro-benchmark folder
// itself) the suite is DIR/snippets. With categories, only those are
// listed; naming a category the suite does not have is an error.
func LoadCallgraphSuite(dir string, categories []string) ([]*CallgraphCase, error) {
	if fi, err := os.Stat(filepath.Join(dir, "snippets")); err == nil && fi.IsDir() {
		dir = filepath.Join(dir, "snippets")
	}
	cats, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("call-graph suite: %w", err)
	}
	want := map[string]bool{}
	for _, c := range categories {
		want[c] = true
	}
	var out []*CallgraphCase
	seen := map[string]bool{}
	for _, c := range cats {
		if !c.IsDir() || (len(want) > 0 && !want[c.Name()]) {
			continue
		}
		cases, err := os.ReadDir(filepath.Join(dir, c.Name()))
		if err != nil {
			return nil, err
		}
		for _, k := range cases {
			d := filepath.Join(dir, c.Name(), k.Name())
			if !k.IsDir() {
				continue
			}
			if _, err := os.Stat(filepath.Join(d, "callgraph.json")); err != nil {
				continue
			}
			out = append(out, &CallgraphCase{Category: c.Name(), Name: k.Name(), Dir: d})
			seen[c.Name()] = true
		}
	}
	for _, c := range categories {
		if !seen[c] {
			return nil, fmt.Errorf("call-graph suite %s: no category %q with cases (DIR/<category>/<case>/callgraph.json)", dir, c)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("call-graph suite %s: no DIR/<category>/<case>/callgraph.json", dir)
	}
	return out, nil
}

// RunCallgraph indexes every case into a temporary index with the real
// indexer, maps its call graph to PyCG's naming and scores it. A case that
// fails to index is neither complete nor sound and carries its error.
func RunCallgraph(ctx context.Context, suite string, cases []*CallgraphCase) *CallgraphReport {
	rep := &CallgraphReport{Suite: suite, Categories: map[string]CallgraphFigures{}}
	for _, c := range cases {
		if ctx.Err() != nil {
			break
		}
		r := runCallgraphCase(ctx, c)
		rep.Cases = append(rep.Cases, r)
		f := rep.Categories[r.Category]
		for _, acc := range []*CallgraphFigures{&f, &rep.Total} {
			acc.Cases++
			if r.Complete {
				acc.Complete++
			}
			if r.Sound {
				acc.Sound++
			}
		}
		rep.Categories[r.Category] = f
	}
	return rep
}

func runCallgraphCase(ctx context.Context, c *CallgraphCase) CallgraphCaseResult {
	res := CallgraphCaseResult{Category: c.Category, Name: c.Name, Missing: []CallgraphEdge{}, MissingNodes: []string{},
		Extra: []CallgraphEdge{}, Unscored: []CallgraphEdge{}, Dropped: []CallgraphEdge{}}
	fail := func(err error) CallgraphCaseResult {
		res.Error = err.Error()
		return res
	}
	b, err := os.ReadFile(filepath.Join(c.Dir, "callgraph.json"))
	if err != nil {
		return fail(err)
	}
	var want map[string][]string
	if err := json.Unmarshal(b, &want); err != nil {
		return fail(fmt.Errorf("callgraph.json: %w", err))
	}
	tmp, err := os.MkdirTemp("", "semantica-callgraph-")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	dbDir := filepath.Join(tmp, "idx")
	if _, err := loaders.Index(ctx, loaders.Options{Root: c.Dir, DBDir: dbDir, NoGit: true}); err != nil {
		return fail(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		return fail(err)
	}
	defer db.Close()
	got, dropped, err := pycgGraph(db)
	if err != nil {
		return fail(err)
	}
	res.Dropped = dropped
	scoreCallgraph(&res, got, want)
	return res
}

// scoreCallgraph applies PyCG's definitions (see the top of this file).
func scoreCallgraph(res *CallgraphCaseResult, got, want map[string][]string) {
	has := func(g map[string][]string, from, to string) bool {
		for _, x := range g[from] {
			if x == to {
				return true
			}
		}
		return false
	}
	for from, tos := range want {
		if _, ok := got[from]; !ok {
			res.MissingNodes = append(res.MissingNodes, from)
		}
		for _, to := range dedup(tos) {
			res.Expected++
			if has(got, from, to) {
				res.Found++
			} else {
				res.Missing = append(res.Missing, CallgraphEdge{From: from, To: to})
			}
		}
	}
	for from, tos := range got {
		_, scored := want[from]
		for _, to := range tos {
			switch {
			case !scored:
				res.Unscored = append(res.Unscored, CallgraphEdge{From: from, To: to})
			case !has(want, from, to):
				res.Extra = append(res.Extra, CallgraphEdge{From: from, To: to})
			}
		}
	}
	sort.Strings(res.MissingNodes)
	for _, es := range [][]CallgraphEdge{res.Missing, res.Extra, res.Unscored} {
		sortEdges(es)
	}
	res.Sound = len(res.Missing) == 0 && len(res.MissingNodes) == 0
	res.Complete = len(res.Extra) == 0
}

func dedup(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// pycgGraph returns the index's call graph (queries.CallGraph, the export)
// in PyCG's naming, and the export's edges it left out. The mapping:
//
//  1. Module names. PyCG names a module by its path relative to the
//     analysed root (`--package`), "/" for ".", without ".py", a package by
//     its folder (a/b/__init__.py is a.b); our indexer names it by its import
//     name, which takes in the root folder itself when the root holds an
//     __init__.py (PyCG's imports/relative_import: ours
//     relative_import.main.func, PyCG's main.func). Every name whose longest
//     module prefix is a file's module (File.module) gets that file's PyCG
//     module name instead. PyCG skips the root's own __init__.py (its module
//     name is empty), so names defined there are left out. Builtins
//     (<builtin>.NAME, the same in both) and names outside the repository
//     are kept as they are.
//  2. Nodes. PyCG's adjacency list has a key for every node, callees
//     included (its CallGraph.add_edge adds both ends); the export lists
//     only the repository's scopes, so every callee becomes a node too.
//  3. Instantiation. PyCG draws `C()` as a call of the __init__ it resolves
//     for C (through the MRO, a base outside the repository included) and
//     draws nothing for an in-repository class with no __init__ anywhere;
//     it never has an in-repository class as a callee. Our engine draws
//     `C()` as an edge to C.__init__ when C defines one and to the class C
//     otherwise. Edges to an in-repository class are left out (and listed
//     as dropped): mapping them to an inherited __init__ would be call
//     resolution, which is the engine's job, so a missed inherited __init__
//     stays a missing edge. Edges to classes outside the repository
//     (kind 'external', e.g. ext.Cls) are kept, as PyCG draws them.
//
// The export lacks, and the bench does not invent: nodes for lambdas (PyCG
// names them <lambdaN>, numbered per enclosing scope; our index has no
// Func for a lambda, so calls through one are unresolved) and PyCG's
// <**PyStr**>.join-style names for methods of builtin types (unresolved
// here too).
func pycgGraph(db *queries.DB) (map[string][]string, []CallgraphEdge, error) {
	cg, err := queries.CallGraph(db)
	if err != nil {
		return nil, nil, err
	}
	rows, err := db.Query("MATCH (f:File) RETURN f.path, f.module", nil)
	if err != nil {
		return nil, nil, err
	}
	modules := map[string]string{} // our module name -> PyCG's
	for _, r := range rows.Data {
		p, m := fmt.Sprint(r[0]), fmt.Sprint(r[1])
		if m != "" {
			modules[m] = pycgModule(p)
		}
	}
	rows, err = db.Query("MATCH (f:Func) WHERE f.kind = 'class' RETURN f.qname", nil)
	if err != nil {
		return nil, nil, err
	}
	classes := map[string]bool{}
	for _, r := range rows.Data {
		classes[fmt.Sprint(r[0])] = true
	}
	rename := func(q string) string {
		best := ""
		for m := range modules {
			if (q == m || strings.HasPrefix(q, m+".")) && len(m) > len(best) {
				best = m
			}
		}
		if best == "" {
			return q
		}
		to := modules[best]
		if to == "" {
			return "" // the root's own __init__.py: PyCG leaves it out
		}
		return to + strings.TrimPrefix(q, best)
	}
	out := map[string][]string{}
	dropped := []CallgraphEdge{}
	for from, tos := range cg {
		f := rename(from)
		for _, to := range tos {
			t := rename(to)
			switch {
			case classes[to]:
				dropped = append(dropped, CallgraphEdge{From: f, To: t, Why: "instantiation of an in-repository class: PyCG draws only the __init__ it resolves"})
				continue
			case f == "" || t == "":
				dropped = append(dropped, CallgraphEdge{From: from, To: to, Why: "in the root's __init__.py, which PyCG does not analyse"})
				continue
			}
			out[f] = append(out[f], t)
		}
		if f != "" && out[f] == nil {
			out[f] = []string{}
		}
	}
	for _, tos := range cg {
		for _, to := range tos {
			if t := rename(to); t != "" && !classes[to] && out[t] == nil {
				out[t] = []string{}
			}
		}
	}
	for k := range out {
		sort.Strings(out[k])
		out[k] = dedup(out[k])
		if out[k] == nil {
			out[k] = []string{}
		}
	}
	sortEdges(dropped)
	return out, dropped, nil
}

// pycgModule is PyCG's module name for a file (its _get_mod_name): the
// path relative to the root without ".py", "/" turned into ".", and a
// package's __init__ named by the package ("" for the root's own).
func pycgModule(file string) string {
	p := strings.TrimSuffix(filepath.ToSlash(file), ".py")
	if path.Base(p) == "__init__" {
		p = strings.TrimSuffix(strings.TrimSuffix(p, "__init__"), "/")
	}
	return strings.ReplaceAll(p, "/", ".")
}

// WriteText prints every case that is not both complete and sound with its
// missing, extra, unscored and dropped edges, then the figures.
func (rep *CallgraphReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "suite %s (complete: no unexpected edge; sound: no missing edge; PyCG's definitions)\n", rep.Suite)
	for _, r := range rep.Cases {
		if r.Complete && r.Sound {
			continue
		}
		fmt.Fprintf(w, "%-40s complete=%-5v sound=%-5v edges %d/%d", r.Category+"/"+r.Name, r.Complete, r.Sound, r.Found, r.Expected)
		if r.Error != "" {
			fmt.Fprintf(w, "  error: %s", r.Error)
		}
		fmt.Fprintln(w)
		line := func(what string, x any) { fmt.Fprintf(w, "     %-13s %v\n", what+":", x) }
		for _, e := range r.Missing {
			line("missing", e)
		}
		for _, n := range r.MissingNodes {
			line("missing node", n)
		}
		for _, l := range []struct {
			what string
			es   []CallgraphEdge
		}{{"extra", r.Extra}, {"not scored", r.Unscored}, {"dropped", r.Dropped}} {
			for _, e := range l.es {
				line(l.what, e)
			}
		}
	}
	fmt.Fprintln(w)
	fmt.Fprint(w, rep.FiguresText())
}

// FiguresText renders cases, complete and sound per category and in total
// (the content of a figures file).
func (rep *CallgraphReport) FiguresText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %6s %9s %6s\n", "category", "cases", "complete", "sound")
	cats := make([]string, 0, len(rep.Categories))
	for c := range rep.Categories {
		cats = append(cats, c)
	}
	sort.Strings(cats)
	for _, c := range cats {
		f := rep.Categories[c]
		fmt.Fprintf(&b, "%-16s %6d %9d %6d\n", c, f.Cases, f.Complete, f.Sound)
	}
	fmt.Fprintf(&b, "%-16s %6d %9d %6d\n", "total", rep.Total.Cases, rep.Total.Complete, rep.Total.Sound)
	return b.String()
}
