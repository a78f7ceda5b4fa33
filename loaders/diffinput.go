package loaders

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/semantica/semantica/loaders/changes"
)

// DiffInput is a change set read against an index: its Python files,
// those the index does not match, and the scopes the change removed.
type DiffInput struct {
	Set   *changes.Set
	Files []changes.File // Python files (by head or base path); the index directory is left out
	Stale []string       // changed Python files whose head content (work tree or commit) differs from the index
	// NotIndexed are changed Python files no index run takes (excluded,
	// ignored, over the size limit): never stale, always left out.
	NotIndexed []string
	Removed    []RemovedScope
	// Deletions place each run of deleted lines in its base scope, by head
	// path (files whose base version parsed).
	Deletions map[string][]Deletion
	Others    int // changed files no front end reads (README.md, go.mod, ...)
}

// ReadDiff reads the changes between base and head (changes.Read) in the
// repository of meta.Root and compares each changed source file with the
// index: a file deleted but still indexed, or whose head content has
// another SHA-256 than the index recorded, is stale. indexDir, when inside
// the root, is left out of the change (an untracked index). It reads git
// and the work tree only. Errors name the ref or directory at fault.
func ReadDiff(ctx context.Context, meta *Meta, indexDir, base, head string) (*DiffInput, error) {
	root := meta.Root
	set, err := changes.Read(ctx, changes.Options{Dir: root, Base: base, Head: head})
	if err != nil {
		return nil, err
	}
	in := &DiffInput{Set: set}
	skip := ""
	if abs, err := filepath.Abs(indexDir); err == nil {
		if rel, err := filepath.Rel(root, abs); err == nil && filepath.IsLocal(rel) {
			skip = filepath.ToSlash(rel)
		}
	}
	// inIndexDir: the index itself and what an index run leaves beside it
	// (DIR/, DIR.lock, DIR.new-PID, DIR.old).
	inIndexDir := func(p string) bool {
		return skip != "" && (p == skip || strings.HasPrefix(p, skip+"/") || p == skip+".lock" ||
			strings.HasPrefix(p, skip+".new-") || strings.HasPrefix(p, skip+".old"))
	}
	var walked map[string]bool // files an index run would take, when asked
	// The head versions of a commit range, from one git process.
	var heads map[string][]byte
	if set.Head != "" {
		var paths []string
		for _, f := range set.Files {
			if f.Path != "" && FrontEndOf(f.Path) != nil && !inIndexDir(f.Path) {
				paths = append(paths, f.Path)
			}
		}
		if heads, err = changes.ShowMany(ctx, root, set.Head, paths); err != nil {
			return nil, err
		}
	}
	for _, f := range set.Files {
		if inIndexDir(f.Path) || f.Path == "" && inIndexDir(f.OldPath) {
			continue
		}
		if FrontEndOf(f.Path) == nil && !(f.Path == "" && FrontEndOf(f.OldPath) != nil) {
			in.Others++
			continue
		}
		in.Files = append(in.Files, f)
		if f.Path == "" {
			if _, ok := meta.Files[f.OldPath]; ok {
				in.Stale = append(in.Stale, f.OldPath)
			}
			continue
		}
		var src []byte
		if set.Head == "" {
			src, err = os.ReadFile(filepath.Join(root, filepath.FromSlash(f.Path)))
		} else if b, ok := heads[f.Path]; ok {
			src, err = b, nil
		} else {
			src, err = changes.Show(ctx, root, set.Head, f.Path)
		}
		if _, indexed := meta.Files[f.Path]; !indexed && err == nil {
			// Not in the index: stale only if an index run would take it
			// (not excluded, ignored, oversized or outside a walked
			// directory); else re-indexing would never change that.
			if walked == nil {
				walked = map[string]bool{}
				max := meta.Options.MaxFileBytes
				if max <= 0 {
					max = DefaultMaxFileBytes
				}
				srcs, _, werr := Walk(root, max, meta.Options.Exclude)
				if werr != nil {
					return nil, werr
				}
				for _, s := range srcs {
					walked[s.Path] = true
				}
			}
			if !walked[f.Path] {
				in.NotIndexed = append(in.NotIndexed, f.Path)
				continue
			}
		}
		if err != nil || meta.Files[f.Path] != sha256Hex(src) {
			in.Stale = append(in.Stale, f.Path)
		}
	}
	in.Removed, in.Deletions = BaseScopes(ctx, root, set)
	return in, nil
}

// IndexCommit indexes the tree of commit rev of the repository holding
// dir (its dir subtree, changes.Export) into a new temporary directory,
// without git statistics, with opt's content options (Root, DBDir and
// NoGit are set here). It returns the source root and the index
// directory inside it; remove removes both.
func IndexCommit(ctx context.Context, dir, rev string, opt Options) (src, index string, remove func(), err error) {
	tmp, err := os.MkdirTemp("", "semantica-commit-")
	if err != nil {
		return "", "", nil, err
	}
	remove = func() { os.RemoveAll(tmp) }
	src, index = filepath.Join(tmp, "src"), filepath.Join(tmp, "index")
	if err := os.Mkdir(src, 0o755); err != nil {
		remove()
		return "", "", nil, err
	}
	if err := changes.Export(ctx, dir, rev, src); err != nil {
		remove()
		return "", "", nil, err
	}
	opt.Root, opt.DBDir, opt.NoGit = src, index, true
	if _, err := Index(ctx, opt); err != nil {
		remove()
		return "", "", nil, fmt.Errorf("index commit %.12s: %w", rev, err)
	}
	return src, index, remove, nil
}
