package loaders

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Changed compares the files under opt.Root (as Walk finds them) with the
// index in dbDir and returns the paths, relative to the root, that were
// added, modified (by SHA-256) or removed since it was built, sorted. An
// index that cannot be read counts every file as changed (all is true).
func Changed(opt Options, dbDir string) (paths []string, all bool, err error) {
	files, _, err := Walk(opt.Root, opt.maxBytes(), opt.Exclude)
	if err != nil {
		return nil, false, err
	}
	meta, err := ReadMeta(dbDir)
	if err != nil {
		for _, f := range files {
			paths = append(paths, f.Path)
		}
		return paths, true, nil
	}
	seen := map[string]bool{}
	for _, f := range files {
		seen[f.Path] = true
		if meta.Files[f.Path] != f.SHA256 {
			paths = append(paths, f.Path)
		}
	}
	for p := range meta.Files {
		if !seen[p] {
			paths = append(paths, p)
		}
	}
	sort.Strings(paths)
	return paths, false, nil
}

func (o Options) maxBytes() int64 {
	if o.MaxFileBytes > 0 {
		return o.MaxFileBytes
	}
	return DefaultMaxFileBytes
}

// WatchEvent reports one round of Watch: the files that changed and what
// re-indexing them cost.
type WatchEvent struct {
	Changed []string // paths relative to the root; nil when nothing changed
	First   bool     // there was no readable index: every file counts as changed
	Summary *Summary // the index run, nil when none ran
	Err     error    // the index run's error: the previous index stays in use
	Took    time.Duration
}

// Watch keeps the index of opt.Root fresh until ctx ends: it indexes once
// when the index is missing or differs from the files, then waits for
// file-system notifications (github.com/fsnotify/fsnotify, one watch per
// directory, new directories added as they appear), lets them settle for
// debounce, and re-indexes when a file's content changed (Changed: saves
// that change nothing, editors' temporary files and the index's own
// directory start no run). Events arriving during a run start another one
// after it. Each run is a full Index: it builds beside the index and
// swaps it in, so readers (queries, the MCP server) never see a half-
// applied update, and a failed run leaves the previous index in use.
// report is called after every round that looked at the files. Errors:
// the root cannot be watched, or ctx ended (nil then).
func Watch(ctx context.Context, opt Options, debounce time.Duration, report func(WatchEvent)) error {
	root, err := filepath.EvalSymlinks(opt.Root)
	if err != nil {
		return fmt.Errorf("watch %s: %w", opt.Root, err)
	}
	opt.Root = root
	dbDir := opt.DBDir
	if dbDir == "" {
		dbDir = filepath.Join(root, DefaultDBDir)
	}
	if abs, err := filepath.Abs(dbDir); err == nil {
		dbDir = abs
	}
	opt.DBDir = dbDir
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch %s: %w", root, err)
	}
	defer w.Close()
	skip := func(p string) bool {
		base := filepath.Base(p)
		return p != root && (strings.HasPrefix(base, ".") || base == "__pycache__" || base == "node_modules" ||
			strings.HasPrefix(p, dbDir) || strings.HasPrefix(p, filepath.Clean(dbDir)+"."))
	}
	addTree := func(dir string) error {
		return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				if p == dir {
					return err
				}
				return nil // gone or unreadable: nothing to watch there
			}
			if !d.IsDir() {
				return nil
			}
			if skip(p) {
				return filepath.SkipDir
			}
			if err := w.Add(p); err != nil {
				return fmt.Errorf("watch %s: %w", p, err)
			}
			return nil
		})
	}
	if err := addTree(root); err != nil {
		return err
	}
	round := func() {
		start := time.Now()
		changed, all, err := Changed(opt, dbDir)
		ev := WatchEvent{Changed: changed, First: all, Err: err}
		if err == nil && len(changed) > 0 {
			ev.Summary, ev.Err = Index(ctx, opt)
		}
		ev.Took = time.Since(start)
		if ctx.Err() == nil {
			report(ev)
		}
	}
	round()
	var timer <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			return nil
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				timer = time.After(debounce) // events were lost: look at everything
				continue
			}
			return fmt.Errorf("watch %s: %w", root, err)
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if skip(ev.Name) {
				continue
			}
			if ev.Has(fsnotify.Create) {
				if fi, err := os.Stat(ev.Name); err == nil && fi.IsDir() {
					_ = addTree(ev.Name) // a directory that vanished again has nothing to watch
				}
			}
			timer = time.After(debounce)
		case <-timer:
			timer = nil
			round()
		}
	}
}
