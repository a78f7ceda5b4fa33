package loaders

import (
	"context"
	"strings"

	"github.com/semantica/semantica/loaders/changes"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/python"
)

// RemovedScope is a scope of a change set's base version that the change
// deleted: its def line and every line of its span are among the deleted
// lines (a deleted file loses all its scopes).
type RemovedScope struct {
	File  string // base path, relative to root
	QName string // named as the index names scopes (SourceRoots, ModuleName)
	Line  int    // base line of its def
}

// RemovedScopes parses the base version of each Python file of set that
// lost lines and returns the functions and classes deleted whole, in file
// and line order. A base version that cannot be read or parsed adds
// nothing (it would only name what was removed).
func RemovedScopes(ctx context.Context, root string, set *changes.Set) []RemovedScope {
	roots, _ := SourceRoots(root, nil)
	p := python.NewParser()
	defer p.Close()
	var out []RemovedScope
	for _, f := range set.Files {
		if f.OldPath == "" || len(f.Deleted) == 0 || !strings.HasSuffix(f.OldPath, ".py") {
			continue
		}
		src, err := changes.Show(ctx, root, set.Base, f.OldPath)
		if err != nil {
			continue
		}
		mod, pkg := ModuleName(roots, f.OldPath)
		file, err := p.Parse(f.OldPath, mod, pkg, python.NormalizeNewlines(src))
		if err != nil {
			continue
		}
		deleted := map[int]bool{}
		for _, l := range f.Deleted {
			deleted[l] = true
		}
		file.Top.Walk(func(fn *ir.Func) {
			if fn.Kind == ir.ModuleScope {
				return
			}
			for l := fn.Span.Line; l <= fn.Span.EndLine; l++ {
				if !deleted[l] {
					return
				}
			}
			out = append(out, RemovedScope{File: f.OldPath, QName: fn.QName, Line: fn.Span.Line})
		})
	}
	return out
}
