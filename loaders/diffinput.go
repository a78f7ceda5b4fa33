package loaders

import (
	"context"
	"os"
	"path/filepath"
	"strings"

	"github.com/semantica/semantica/loaders/changes"
)

// DiffInput is a change set read against an index: its Python files,
// those the index does not match, and the scopes the change removed.
type DiffInput struct {
	Set     *changes.Set
	Files   []changes.File // Python files (by head or base path); the index directory is left out
	Stale   []string       // changed Python files whose head content (work tree or commit) differs from the index
	Removed []RemovedScope
	// Deletions place each run of deleted lines in its base scope, by head
	// path (files whose base version parsed).
	Deletions map[string][]Deletion
	Others    int // changed files that are not Python
}

// ReadDiff reads the changes between base and head (changes.Read) in the
// repository of meta.Root and compares each changed Python file with the
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
			skip = filepath.ToSlash(rel) // DIR/, DIR.lock, DIR.new-PID
		}
	}
	for _, f := range set.Files {
		if skip != "" && strings.HasPrefix(f.Path, skip) {
			continue
		}
		if !strings.HasSuffix(f.Path, ".py") && !(f.Path == "" && strings.HasSuffix(f.OldPath, ".py")) {
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
		} else {
			src, err = changes.Show(ctx, root, set.Head, f.Path)
		}
		if err != nil || meta.Files[f.Path] != sha256Hex(src) {
			in.Stale = append(in.Stale, f.Path)
		}
	}
	in.Removed, in.Deletions = BaseScopes(ctx, root, set)
	return in, nil
}
