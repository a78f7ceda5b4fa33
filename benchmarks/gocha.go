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
	Repo      string   `json:"repo"`
	Packages  int      `json:"packages"`
	Functions int      `json:"functions"` // named functions and methods of the module, as CHA sees them
	Ours      int      `json:"ours"`      // our edges between those functions
	Theirs    int      `json:"theirs"`    // CHA's edges between them
	Common    int      `json:"common"`
	Precision float64  `json:"precision"` // Common / Ours
	Recall    float64  `json:"recall"`    // Common / Theirs
	Missing   []string `json:"missing"`   // CHA's edges we lack (first examples)
	Unwanted  []string `json:"unwanted"`  // our edges CHA lacks (first examples)
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
			return ""
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
			if callee.Parent() != nil || callee.Synthetic != "" {
				continue // a function literal, a wrapper or an initializer
			}
			if to := name(callee); to != "" {
				theirs[[2]string{from, to}] = true
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
