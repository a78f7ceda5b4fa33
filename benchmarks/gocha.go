package benchmarks

import (
	"context"
	"encoding/json"
	"fmt"
	"go/types"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/callgraph/cha"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"

	"github.com/semantica/semantica/loaders/golang"
)

// GoCHAReport compares the call graph an index holds for a Go module with
// the one golang.org/x/tools go/callgraph/cha builds on the same code
// (class-hierarchy analysis over SSA, type-checked by go/packages): an
// edge is a pair (caller, callee) of functions or methods of the module,
// named as the index names them (module.F, module.T.M); calls made in a
// function literal count as calls of the named function enclosing it,
// calls of function literals and package initializers' own calls of
// other packages' initializers are left out, and so are test files.
type GoCHAReport struct {
	Repo      string `json:"repo"`
	Packages  int    `json:"packages"`
	Functions int    `json:"functions"` // named functions and methods of the module, as CHA sees them
	Ours      int    `json:"ours"`      // our edges between those functions
	Theirs    int    `json:"theirs"`    // CHA's edges between them
	Common    int    `json:"common"`
	// By the kind of CHA's call site: static (a function or a method of
	// a concrete type), interface (a method called through an interface)
	// and dynamic (a call of a function value, which CHA resolves to every
	// function of the repository of that signature whose address is
	// taken): CHA's edges of that kind and how many of them we have.
	Kinds     map[string][2]int `json:"kinds"`
	Precision float64           `json:"precision"` // Common / Ours
	Recall    float64           `json:"recall"`    // Common / Theirs
	Missing   []string          `json:"missing"`   // CHA's edges we lack (first examples)
	Unwanted  []string          `json:"unwanted"`  // our edges CHA lacks (first examples)
}

// CompareGoCHA loads the packages of the Go module at repo with
// go/packages (the go command must be on PATH, and the module's
// dependencies available), builds CHA's call graph and compares it with
// ours (queries.CallGraph of an index of repo). examples bounds the
// missing and unwanted edges listed.
func CompareGoCHA(ctx context.Context, repo string, ours map[string][]string, examples int) (*GoCHAReport, error) {
	abs, err := filepath.Abs(repo)
	if err != nil {
		return nil, fmt.Errorf("cha %s: %w", repo, err)
	}
	cfg := &packages.Config{Context: ctx, Dir: abs, Mode: packages.LoadAllSyntax}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, fmt.Errorf("cha %s: load packages: %w", repo, err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return nil, fmt.Errorf("cha %s: %d package errors", repo, n)
	}
	prog, ssaPkgs := ssautil.AllPackages(pkgs, ssa.InstantiateGenerics)
	prog.Build()
	modOf := map[*types.Package]string{}
	for i, p := range pkgs {
		if ssaPkgs[i] == nil || len(p.GoFiles) == 0 {
			continue
		}
		rel, err := filepath.Rel(abs, filepath.Dir(p.GoFiles[0]))
		if err != nil || strings.HasPrefix(rel, "..") {
			continue
		}
		rel = filepath.ToSlash(rel)
		mod := p.Name
		if rel != "." {
			mod = golang.Module(rel + "/x.go")
		}
		modOf[ssaPkgs[i].Pkg] = mod
	}
	name := func(fn *ssa.Function) string {
		for fn.Parent() != nil {
			fn = fn.Parent()
		}
		if o := fn.Origin(); o != nil {
			fn = o
		}
		if fn.Pkg == nil {
			return ""
		}
		mod, ok := modOf[fn.Pkg.Pkg]
		if !ok {
			return ""
		}
		if fn.Synthetic == "package initializer" {
			return mod
		}
		if fn.Synthetic != "" {
			// A wrapper (a value method called through a pointer, a
			// promoted method, a bound method) stands for the method it
			// wraps.
			obj, ok := fn.Object().(*types.Func)
			if !ok || obj.Pkg() == nil {
				return ""
			}
			sig, _ := obj.Type().(*types.Signature)
			if sig == nil || sig.Recv() == nil {
				return ""
			}
			t := sig.Recv().Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			n, ok := t.(*types.Named)
			m, known := modOf[obj.Pkg()]
			if !ok || !known {
				return ""
			}
			return m + "." + n.Obj().Name() + "." + obj.Name()
		}
		if recv := fn.Signature.Recv(); recv != nil {
			t := recv.Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if n, ok := t.(*types.Named); ok {
				return mod + "." + n.Obj().Name() + "." + fn.Name()
			}
			return ""
		}
		return mod + "." + fn.Name()
	}
	cg := cha.CallGraph(prog)
	known := map[string]bool{}
	theirs := map[[2]string]bool{}
	kindOf := map[[2]string]string{}
	rank := map[string]int{"static": 3, "interface": 2, "dynamic": 1}
	for fn, node := range cg.Nodes {
		if fn == nil {
			continue
		}
		from := name(fn)
		if from == "" {
			continue
		}
		known[from] = true
		for _, e := range node.Out {
			callee := e.Callee.Func
			if o := callee.Origin(); o != nil {
				callee = o // an instantiation of a generic function
			}
			if callee.Parent() != nil || callee.Synthetic == "package initializer" {
				continue // a function literal or an initializer
			}
			if to := name(callee); to != "" {
				pair := [2]string{from, to}
				theirs[pair] = true
				k := "dynamic"
				switch {
				case e.Site == nil:
				case e.Site.Common().IsInvoke():
					k = "interface"
				case e.Site.Common().StaticCallee() != nil:
					k = "static"
				}
				if rank[k] > rank[kindOf[pair]] {
					kindOf[pair] = k
				}
			}
		}
	}
	rep := &GoCHAReport{Repo: repo, Packages: len(modOf), Theirs: len(theirs)}
	for k := range known {
		if !isModuleName(k, modOf) {
			rep.Functions++
		}
	}
	mine := map[[2]string]bool{}
	for from, tos := range ours {
		f := namedEnclosing(from, known)
		if !known[f] || f != from && isModuleName(f, modOf) {
			continue // a test file's function (CHA loads no tests), or unknown
		}
		for _, to := range tos {
			if known[to] && !strings.Contains(to, "<") && !isModuleName(to, modOf) {
				mine[[2]string{f, to}] = true
			}
		}
	}
	rep.Ours = len(mine)
	rep.Kinds = map[string][2]int{}
	for e, k := range kindOf {
		c := rep.Kinds[k]
		c[0]++
		if mine[e] {
			c[1]++
		}
		rep.Kinds[k] = c
	}
	for e := range mine {
		if theirs[e] {
			rep.Common++
		} else {
			rep.Unwanted = append(rep.Unwanted, e[0]+" -> "+e[1])
		}
	}
	for e := range theirs {
		if !mine[e] {
			rep.Missing = append(rep.Missing, e[0]+" -> "+e[1])
		}
	}
	sort.Strings(rep.Missing)
	sort.Strings(rep.Unwanted)
	if len(rep.Missing) > examples {
		rep.Missing = rep.Missing[:examples]
	}
	if len(rep.Unwanted) > examples {
		rep.Unwanted = rep.Unwanted[:examples]
	}
	if rep.Ours > 0 {
		rep.Precision = float64(rep.Common) / float64(rep.Ours)
	}
	if rep.Theirs > 0 {
		rep.Recall = float64(rep.Common) / float64(rep.Theirs)
	}
	return rep, nil
}

// namedEnclosing strips the function literals (<fnN>, and f in
// f := func() {...}, which SSA names as anonymous functions) from a
// qualified name: the named function or method whose body holds them.
func namedEnclosing(q string, known map[string]bool) string {
	for !known[q] {
		i := strings.LastIndexByte(q, '.')
		if i < 0 {
			return q
		}
		q = q[:i]
	}
	return q
}

func isModuleName(q string, mods map[*types.Package]string) bool {
	for _, m := range mods {
		if m == q {
			return true
		}
	}
	return false
}

// WriteText prints the report.
func (r *GoCHAReport) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%s: %d packages, %d functions\nedges: ours %d, CHA %d, common %d\nprecision %.4f  recall %.4f\n",
		r.Repo, r.Packages, r.Functions, r.Ours, r.Theirs, r.Common, r.Precision, r.Recall)
	if err != nil {
		return err
	}
	for _, k := range []string{"static", "interface", "dynamic"} {
		c := r.Kinds[k]
		rec := 0.0
		if c[0] > 0 {
			rec = float64(c[1]) / float64(c[0])
		}
		if _, err := fmt.Fprintf(w, "  CHA's %-9s call sites: %6d edges, recall %.4f\n", k, c[0], rec); err != nil {
			return err
		}
	}
	for _, m := range r.Missing {
		if _, err := fmt.Fprintf(w, "missing  %s\n", m); err != nil {
			return err
		}
	}
	for _, m := range r.Unwanted {
		if _, err := fmt.Fprintf(w, "unwanted %s\n", m); err != nil {
			return err
		}
	}
	return nil
}

// WriteJSON prints the report as JSON.
func (r *GoCHAReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}
