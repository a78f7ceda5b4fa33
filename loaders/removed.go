package loaders

import (
	"bytes"
	"context"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/semantica/semantica/loaders/changes"
	"github.com/semantica/semantica/loaders/ir"
)

// RemovedScope is a scope of a change set's base version that the change
// deleted: its def line and every line of its span are among the deleted
// lines (a deleted file loses all its scopes).
type RemovedScope struct {
	File  string // base path, relative to root
	QName string // named as the index names scopes (SourceRoots, ModuleName)
	Line  int    // base line of its def
}

// Deletion is one run of deleted lines of a file, placed in the base
// version's scopes.
type Deletion struct {
	At int // head line standing where the run stood (changes.File.DeletedAt)
	// Scope is the module-relative name (Class.method) of the innermost
	// base scope holding the run's first deleted line that is neither
	// blank nor inside a scope removed whole; "" for module level.
	Scope string
	// Removed: every non-blank line of the run lies in scopes removed
	// whole (or the run is blank): a removal, no change to what remains.
	Removed bool
}

// BaseScopes parses the base version of each Python file of set that
// lost lines: the functions and classes deleted whole, in file and line
// order, and each deletion run placed in its base scope, by head path. A
// base version that cannot be read or parsed adds nothing (its runs stay
// unplaced: Scope "" and not Removed).
func BaseScopes(ctx context.Context, root string, set *changes.Set) ([]RemovedScope, map[string][]Deletion) {
	roots, _ := SourceRoots(root, nil)
	ps := parsers{}
	defer ps.close()
	var out []RemovedScope
	runs := map[string][]Deletion{}
	// The base versions, from one git process.
	var paths []string
	for _, f := range set.Files {
		if f.OldPath != "" && len(f.Deleted) > 0 && FrontEndOf(f.OldPath) != nil {
			paths = append(paths, f.OldPath)
		}
	}
	bases, err := changes.ShowMany(ctx, root, set.Base, paths)
	if err != nil {
		bases = nil // each is read alone below
	}
	for _, f := range set.Files {
		fe := FrontEndOf(f.OldPath)
		if f.OldPath == "" || len(f.Deleted) == 0 || fe == nil {
			continue
		}
		src, ok := bases[f.OldPath]
		if !ok {
			var err error
			if src, err = changes.Show(ctx, root, set.Base, f.OldPath); err != nil {
				continue
			}
		}
		src = fe.Normalize(src)
		mod, pkg := ModuleName(roots, f.OldPath)
		file, err := ps.of(fe).Parse(f.OldPath, mod, pkg, src)
		if err != nil {
			continue
		}
		if fe.Name() != "python" && pythonModuleExists(root, roots, file.Module) {
			// Named as the index names it (separateLanguages): app.js
			// beside app.py is app@js.
			old, renamed := file.Module, file.Module+languageSuffix(fe)
			file.Top.Walk(func(fn *ir.Func) { fn.QName = renamed + strings.TrimPrefix(fn.QName, old) })
		}
		deleted := map[int]bool{}
		for _, l := range f.Deleted {
			deleted[l] = true
		}
		var scopes []*ir.Func
		removed := map[*ir.Func]bool{}
		file.Top.Walk(func(fn *ir.Func) {
			if fn.Kind == ir.ModuleScope {
				return
			}
			scopes = append(scopes, fn)
			for l := fn.Span.Line; l <= fn.Span.EndLine; l++ {
				if !deleted[l] {
					return
				}
			}
			removed[fn] = true
			out = append(out, RemovedScope{File: f.OldPath, QName: fn.QName, Line: fn.Span.Line})
		})
		if f.Path == "" {
			continue
		}
		lines := bytes.Split(src, []byte("\n"))
		blank := func(l int) bool {
			if l < 1 || l > len(lines) {
				return true
			}
			t := bytes.TrimSpace(lines[l-1])
			return len(t) == 0 || t[0] == '#'
		}
		innermost := func(l int) *ir.Func {
			var best *ir.Func
			for _, fn := range scopes {
				if fn.Span.Line <= l && l <= fn.Span.EndLine && (best == nil || fn.Span.EndLine-fn.Span.Line <= best.Span.EndLine-best.Span.Line) {
					best = fn
				}
			}
			return best
		}
		for i, run := range f.DeletedRuns {
			d := Deletion{At: f.DeletedAt[i], Removed: true}
			for l := run[0]; l <= run[1]; l++ {
				if blank(l) {
					continue
				}
				fn := innermost(l)
				if fn != nil && removed[fn] {
					// Inside a scope removed whole: the change is to the
					// nearest enclosing scope that remains, unless that is
					// the module (a top-level removal changes nothing left).
					for fn != nil && removed[fn] {
						fn = fn.Parent
					}
					if fn == nil || fn.Kind == ir.ModuleScope {
						continue
					}
				}
				d.Removed = false
				if fn != nil && fn.Kind != ir.ModuleScope {
					d.Scope = strings.TrimPrefix(fn.QName, mod+".")
				}
				break
			}
			runs[f.Path] = append(runs[f.Path], d)
		}
	}
	return out, runs
}

// RemovedScopes parses the base version of each Python file of set that
// lost lines and returns the functions and classes deleted whole, in file
// and line order. A base version that cannot be read or parsed adds
// nothing (it would only name what was removed).
func RemovedScopes(ctx context.Context, root string, set *changes.Set) []RemovedScope {
	out, _ := BaseScopes(ctx, root, set)
	return out
}

// pythonModuleExists reports whether a Python file of the tree at root is
// named mod (ModuleName under roots): the test separateLanguages makes on
// the indexed files, made on the tree for a file known only at a base
// commit.
func pythonModuleExists(root string, roots []SourceRoot, mod string) bool {
	for _, r := range roots {
		rest := mod
		if r.Prefix != "" {
			if mod != r.Prefix && !strings.HasPrefix(mod, r.Prefix+".") {
				continue
			}
			rest = strings.TrimPrefix(strings.TrimPrefix(mod, r.Prefix), ".")
		}
		dir := strings.ReplaceAll(rest, ".", "/")
		for _, cand := range []string{dir + ".py", path.Join(dir, "__init__.py")} {
			rel := path.Join(r.Dir, cand)
			if strings.HasPrefix(cand, ".") || strings.HasPrefix(cand, "/") {
				continue
			}
			if fi, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel))); err == nil && !fi.IsDir() {
				if m, _ := ModuleName(roots, rel); m == mod {
					return true
				}
			}
		}
	}
	return false
}
