package loaders

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"unicode/utf8"

	gitignore "github.com/sabhiram/go-gitignore"

	"github.com/semantica/semantica/loaders/ir"
)

// DefaultMaxFileBytes is the size above which a source file is skipped
// (1 MiB: generated tables, vendored bundles).
const DefaultMaxFileBytes = 1 << 20

// skipDirs are directory names never descended into.
var skipDirs = map[string]bool{
	".git": true, ".hg": true, ".svn": true, "__pycache__": true, "node_modules": true,
	".venv": true, "venv": true, ".tox": true, ".nox": true, ".mypy_cache": true,
	".pytest_cache": true, "site-packages": true, ".semantica": true, ".eggs": true,
}

// SourceFile is one file the walk selected.
type SourceFile struct {
	Path string // relative to the root, slash-separated
	Abs  string
	// Src is the content as its front end reads it (ir.FrontEnd.Normalize:
	// lone carriage returns read as line feeds, same length, same
	// offsets); SHA256 is the hex digest of the file as it is on disk.
	Src    []byte
	SHA256 string
	Lang   ir.FrontEnd // the front end that reads it (FrontEndOf)
}

type ignoreRule struct {
	base string // directory of the .gitignore, relative to root ("" for root)
	gi   *gitignore.GitIgnore
}

// Walk lists the source files under root that a front end reads
// (FrontEndOf): .gitignore files (root and nested) are honoured,
// version-control, virtualenv, cache and node_modules directories and
// minified bundles (x.min.js) are skipped, and files larger than maxBytes
// or not valid UTF-8 are skipped with a warning. exclude holds extra gitignore-style patterns.
//
// Nothing outside root is read. A root that is itself a symlink is
// resolved first. Symlinks under it are never followed: one whose target
// lies inside root is skipped silently (the target is indexed where it
// lives), one that leaves root, is broken or loops is skipped with a
// warning. Files are opened with O_NOFOLLOW, so a file swapped for a
// symlink during the walk is not read through it.
func Walk(root string, maxBytes int64, exclude []string) ([]SourceFile, []string, error) {
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: %w", root, err)
	}
	root = real
	info, err := os.Stat(root)
	if err != nil {
		return nil, nil, fmt.Errorf("index %s: %w", root, err)
	}
	if !info.IsDir() {
		return nil, nil, fmt.Errorf("index %s: not a directory", root)
	}
	var rules []ignoreRule
	if len(exclude) > 0 {
		rules = append(rules, ignoreRule{gi: gitignore.CompileIgnoreLines(exclude...)})
	}
	ignored := func(rel string, isDir bool) bool {
		for _, r := range rules {
			p := rel
			if r.base != "" {
				if !strings.HasPrefix(rel, r.base+"/") {
					continue
				}
				p = strings.TrimPrefix(rel, r.base+"/")
			}
			if isDir {
				p += "/"
			}
			if r.gi.MatchesPath(p) {
				return true
			}
		}
		return false
	}
	// The directory walk decides which files to read; reading, checking
	// and hashing them runs on GOMAXPROCS workers after it (on the
	// standard library, 968 files and 14 MB, the reads and hashes were
	// most of a 100–150 ms walk). A warning keeps its place in walk order.
	type job struct {
		rel, abs string
		fe       ir.FrontEnd
		order    int // the job's place among the warnings
	}
	var jobs []job
	var warns []walkWarning
	warn := func(text string) { warns = append(warns, walkWarning{len(warns) + len(jobs), text}) }
	err = filepath.WalkDir(root, func(abs string, d fs.DirEntry, err error) error {
		if err != nil {
			warn(fmt.Sprintf("%s: %v (skipped)", abs, err))
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		rel, _ := filepath.Rel(root, abs)
		rel = filepath.ToSlash(rel)
		if d.Type()&fs.ModeSymlink != 0 {
			if w := symlinkWarning(root, abs, rel); w != "" {
				warn(w)
			}
			return nil
		}
		if d.IsDir() {
			if rel != "." && (skipDirs[d.Name()] || isVirtualenv(abs) || ignored(rel, true)) {
				return fs.SkipDir
			}
			gipath := filepath.Join(abs, ".gitignore")
			if fi, err := os.Lstat(gipath); err != nil || !fi.Mode().IsRegular() {
				return nil // none, or a symlink that may leave the root
			}
			if gi, err := gitignore.CompileIgnoreFile(gipath); err == nil {
				base := rel
				if base == "." {
					base = ""
				}
				rules = append(rules, ignoreRule{base: base, gi: gi})
			}
			return nil
		}
		fe := FrontEndOf(d.Name())
		if fe == nil || !d.Type().IsRegular() || ignored(rel, false) || minified(d.Name()) {
			return nil
		}
		if strings.ContainsAny(rel, "\r\n") {
			// No module can be imported by such a name, and it would
			// break the line-oriented outputs.
			warn(fmt.Sprintf("%q: file name holds a line break (skipped)", rel))
			return nil
		}
		fi, err := d.Info()
		if err != nil {
			warn(fmt.Sprintf("%s: %v (skipped)", rel, err))
			return nil
		}
		if fi.Size() > maxBytes {
			warn(fmt.Sprintf("%s: %d bytes is over the %d-byte limit (skipped)", rel, fi.Size(), maxBytes))
			return nil
		}
		jobs = append(jobs, job{rel: rel, abs: abs, fe: fe, order: len(warns) + len(jobs)})
		return nil
	})
	if err != nil {
		return nil, warningTexts(warns), fmt.Errorf("index %s: %w", root, err)
	}
	files := make([]SourceFile, len(jobs))
	failed := make([]string, len(jobs)) // why a file was skipped, or ""
	var wg sync.WaitGroup
	var next atomic.Int64
	for w := 0; w < min(runtime.GOMAXPROCS(0), max(len(jobs), 1)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(jobs); i = int(next.Add(1) - 1) {
				j := jobs[i]
				src, err := readNoFollow(j.abs)
				switch {
				case err != nil:
					failed[i] = fmt.Sprintf("%s: %v (skipped)", j.rel, err)
				case !utf8.Valid(src):
					failed[i] = fmt.Sprintf("%s: not valid UTF-8 (skipped)", j.rel)
				default:
					h := sha256.Sum256(src)
					files[i] = SourceFile{Path: j.rel, Abs: j.abs, Src: j.fe.Normalize(src), SHA256: hex.EncodeToString(h[:]), Lang: j.fe}
				}
			}
		}()
	}
	wg.Wait()
	kept := files[:0]
	for i, f := range files {
		if failed[i] != "" {
			warns = append(warns, walkWarning{jobs[i].order, failed[i]})
			continue
		}
		kept = append(kept, f)
	}
	sort.Slice(kept, func(i, j int) bool { return kept[i].Path < kept[j].Path })
	sort.SliceStable(warns, func(i, j int) bool { return warns[i].order < warns[j].order })
	return kept, warningTexts(warns), nil
}

// walkWarning is a warning of Walk with its place in walk order.
type walkWarning struct {
	order int
	text  string
}

// warningTexts returns the texts of ws in order (nil for none).
func warningTexts(ws []walkWarning) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.text)
	}
	return out
}

// symlinkWarning says why the symlink at abs is skipped, or "" when its
// target lies inside root (indexed at its own path).
func symlinkWarning(root, abs, rel string) string {
	target, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return fmt.Sprintf("%s: symlink that is broken or loops (skipped): %v", rel, err)
	}
	if r, err := filepath.Rel(root, target); err != nil || r == ".." || strings.HasPrefix(r, "../") {
		return fmt.Sprintf("%s: symlink to %s, outside the indexed root (skipped)", rel, target)
	}
	return ""
}

// readNoFollow reads a regular file without following a symlink at its
// last path element.
func readNoFollow(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NOFOLLOW, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Sized to the file, as os.ReadFile reads (io.ReadAll's doubling and
	// zeroing were about a quarter of the walk's CPU time).
	size := 512
	if fi, err := f.Stat(); err == nil && int64(int(fi.Size())) == fi.Size() {
		size = max(size, int(fi.Size())+1)
	}
	data := make([]byte, 0, size)
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err != nil {
			if err == io.EOF {
				err = nil
			}
			return data, err
		}
		if len(data) >= cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
}

// isVirtualenv reports whether dir is a Python virtual environment.
func isVirtualenv(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, "pyvenv.cfg"))
	return err == nil
}

// minified reports a minified JavaScript bundle by its conventional name
// (x.min.js): generated code, one statement a line at best.
func minified(name string) bool {
	for _, ext := range []string{".min.js", ".min.mjs", ".min.cjs"} {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}
