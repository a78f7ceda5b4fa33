package changes

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/bluekeyes/go-gitdiff/gitdiff"
)

// Status of a changed file.
const (
	Added    = "added"
	Deleted  = "deleted"
	Modified = "modified"
	Renamed  = "renamed"
)

// Options selects the two states compared.
type Options struct {
	Dir  string // a directory inside a git work tree; paths are relative to it
	Base string // base ref; "" tries main, then master
	Head string // head ref; "" is the work tree (with untracked files)
}

// File is one changed file. Line numbers are 1-based: Added in the head
// version, Deleted in the base version, DeletedAt in the head version.
type File struct {
	Path      string // in the head version ("" for a deleted file)
	OldPath   string // in the base version ("" for an added file)
	Status    string // Added, Deleted, Modified or Renamed
	Binary    bool
	Untracked bool  // a work-tree file git does not track
	Added     []int // head lines new or rewritten, ascending
	Deleted   []int // base lines removed or rewritten, ascending
	DeletedAt []int // per run of deleted lines, the head line now in its place
	// DeletedRuns are the runs of Deleted, parallel to DeletedAt: first
	// and last base line of each.
	DeletedRuns [][2]int
}

// Set is a change set: the resolved commits and the changed files, by path.
type Set struct {
	BaseRef string // the ref asked for (main when defaulted)
	Base    string // merge-base commit the diff starts from (full hash)
	Head    string // head commit, "" for the work tree
	Files   []File // sorted by Path (OldPath for deletions)
}

// Error is a git failure, with the command and git's own message.
type Error struct {
	Args   []string
	Stderr string
	Err    error
}

func (e *Error) Error() string {
	msg := strings.TrimSpace(e.Stderr)
	if msg == "" {
		msg = e.Err.Error()
	}
	return fmt.Sprintf("git %s: %s", strings.Join(e.Args, " "), msg)
}

func (e *Error) Unwrap() error { return e.Err }

// git runs git read-only in dir and returns its standard output.
func git(ctx context.Context, dir string, args ...string) ([]byte, error) {
	return gitIn(ctx, dir, nil, args...)
}

// gitIn is git with stdin as the command's standard input (nil: none).
func gitIn(ctx context.Context, dir string, stdin io.Reader, args ...string) ([]byte, error) {
	full := append([]string{"-C", dir, "--no-optional-locks", "-c", "core.quotepath=off", "-c", "color.ui=never"}, args...)
	cmd := exec.CommandContext(ctx, "git", full...)
	cmd.Stdin = stdin
	cmd.Env = append(os.Environ(), "GIT_PAGER=cat", "GIT_TERMINAL_PROMPT=0", "LC_ALL=C")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, &Error{Args: args, Stderr: stderr.String(), Err: err}
	}
	return out, nil
}

// Commit resolves ref to a full commit hash in the repository holding dir.
func Commit(ctx context.Context, dir, ref string) (string, error) {
	if strings.HasPrefix(ref, "-") {
		return "", fmt.Errorf("ref %q: a ref cannot start with '-'", ref)
	}
	out, err := git(ctx, dir, "rev-parse", "--verify", "--quiet", "--end-of-options", ref+"^{commit}")
	if err != nil {
		var ge *Error
		if errors.As(err, &ge) {
			return "", fmt.Errorf("ref %q names no commit in %s", ref, dir)
		}
		return "", err
	}
	return strings.TrimSpace(string(out)), nil
}

// Read returns the changes between opt.Base and opt.Head. Errors name the
// directory or ref at fault: dir outside a git work tree, a ref that names
// no commit.
func Read(ctx context.Context, opt Options) (*Set, error) {
	dir, err := filepath.Abs(opt.Dir)
	if err != nil {
		return nil, err
	}
	if out, err := git(ctx, dir, "rev-parse", "--is-inside-work-tree"); err != nil || strings.TrimSpace(string(out)) != "true" {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%s is not inside a git work tree", dir)
	}
	set := &Set{BaseRef: opt.Base}
	var base string
	if opt.Base == "" {
		for _, ref := range []string{"main", "master"} {
			if base, err = Commit(ctx, dir, ref); err == nil {
				set.BaseRef = ref
				break
			}
		}
		if base == "" {
			return nil, fmt.Errorf("no base given and neither main nor master names a commit in %s: pass --base REF", dir)
		}
	} else if base, err = Commit(ctx, dir, opt.Base); err != nil {
		return nil, err
	}
	headRef := "HEAD"
	if opt.Head != "" {
		if set.Head, err = Commit(ctx, dir, opt.Head); err != nil {
			return nil, err
		}
		headRef = set.Head
	}
	// The merge base, as a reviewer reads a branch; unrelated histories
	// (or a work tree without commits) compare with the base itself.
	out, err := git(ctx, dir, "merge-base", base, headRef)
	switch {
	case err == nil:
		set.Base = strings.TrimSpace(string(out))
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case headRef == "HEAD" && !hasCommit(ctx, dir):
		set.Base = base // a work tree without commits yet
	default:
		// Unrelated histories, or a shallow clone cut before the branch
		// point: diffing against the base ref itself would show its newer
		// commits as reversed changes.
		return nil, fmt.Errorf("no merge base of %s and %s in %s (a shallow clone?): pass --base a commit the head descends from", set.BaseRef, headRef, dir)
	}
	args := []string{"diff", "--relative", "--no-ext-diff", "--no-textconv", "--no-color", "-M", "-U0",
		"--src-prefix=a/", "--dst-prefix=b/", set.Base}
	if set.Head != "" {
		args = append(args, set.Head)
	}
	args = append(args, "--")
	out, err = git(ctx, dir, args...)
	if err != nil {
		return nil, err
	}
	files, _, err := gitdiff.Parse(bytes.NewReader(out))
	if err != nil {
		return nil, fmt.Errorf("parse git diff of %s: %w", dir, err)
	}
	for _, f := range files {
		set.Files = append(set.Files, fromDiff(f))
	}
	if set.Head == "" {
		un, err := untracked(ctx, dir)
		if err != nil {
			return nil, err
		}
		set.Files = append(set.Files, un...)
	}
	sort.Slice(set.Files, func(i, j int) bool { return set.Files[i].key() < set.Files[j].key() })
	return set, nil
}

// hasCommit reports whether HEAD names a commit.
func hasCommit(ctx context.Context, dir string) bool {
	_, err := git(ctx, dir, "rev-parse", "--verify", "--quiet", "HEAD^{commit}")
	return err == nil
}

func (f File) key() string {
	if f.Path != "" {
		return f.Path
	}
	return f.OldPath
}

// fromDiff turns one parsed file diff into line numbers. In a -U0 hunk a
// side with no lines gives the line before the change as its position.
func fromDiff(d *gitdiff.File) File {
	f := File{Path: d.NewName, OldPath: d.OldName, Binary: d.IsBinary, Status: Modified}
	switch {
	case d.IsNew:
		f.Status, f.OldPath = Added, ""
	case d.IsDelete:
		f.Status, f.Path = Deleted, ""
	case d.IsRename:
		f.Status = Renamed
	}
	for _, h := range d.TextFragments {
		old, cur := h.OldPosition, h.NewPosition
		if h.OldLines == 0 {
			old++
		}
		if h.NewLines == 0 {
			cur++
		}
		inRun := false
		for _, l := range h.Lines {
			switch l.Op {
			case gitdiff.OpDelete:
				f.Deleted = append(f.Deleted, int(old))
				if !inRun {
					f.DeletedAt = append(f.DeletedAt, int(cur))
					f.DeletedRuns = append(f.DeletedRuns, [2]int{int(old), int(old)})
				}
				f.DeletedRuns[len(f.DeletedRuns)-1][1] = int(old)
				inRun = true
				old++
			case gitdiff.OpAdd:
				f.Added = append(f.Added, int(cur))
				cur++
			default:
				inRun = false
				old++
				cur++
			}
		}
	}
	if f.Status == Deleted {
		f.DeletedAt, f.DeletedRuns = nil, nil
	}
	return f
}

// untracked lists the work tree's untracked files under dir (ignored ones
// left out), each added whole; binary files (a NUL byte) have no lines.
func untracked(ctx context.Context, dir string) ([]File, error) {
	out, err := git(ctx, dir, "ls-files", "--others", "--exclude-standard", "-z", "--", ".")
	if err != nil {
		return nil, err
	}
	var files []File
	for _, p := range strings.Split(string(out), "\x00") {
		if p == "" {
			continue
		}
		f := File{Path: filepath.ToSlash(p), Status: Added, Untracked: true}
		n, binary, err := countLines(filepath.Join(dir, p))
		if err != nil {
			continue // gone since git listed it
		}
		if f.Binary = binary; !binary {
			f.Added = make([]int, n)
			for i := range f.Added {
				f.Added[i] = i + 1
			}
		}
		files = append(files, f)
	}
	return files, nil
}

// countLines counts the lines of the file at p, reading it in pieces (an
// untracked file may be large); a NUL byte makes it binary.
func countLines(p string) (n int, binary bool, err error) {
	f, err := os.Open(p)
	if err != nil {
		return 0, false, err
	}
	defer f.Close()
	buf := make([]byte, 64<<10)
	last := byte('\n')
	for {
		k, err := f.Read(buf)
		if k > 0 {
			if bytes.IndexByte(buf[:k], 0) >= 0 {
				return 0, true, nil
			}
			n += bytes.Count(buf[:k], []byte{'\n'})
			last = buf[k-1]
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return 0, false, err
		}
	}
	if last != '\n' {
		n++
	}
	return n, false, nil
}

// Show returns the content of path (relative to dir) at commit rev.
func Show(ctx context.Context, dir, rev, path string) ([]byte, error) {
	if strings.HasPrefix(rev, "-") {
		return nil, fmt.Errorf("ref %q: a ref cannot start with '-'", rev)
	}
	return git(ctx, dir, "show", "--no-textconv", rev+":./"+path)
}

// ShowMany returns the content of each of paths (relative to dir) at
// commit rev, as Show does, from one `git cat-file --batch` process
// instead of one `git show` per path (about 5 ms each). A path that rev
// does not hold, or that names no file, is left out of the map.
func ShowMany(ctx context.Context, dir, rev string, paths []string) (map[string][]byte, error) {
	if strings.HasPrefix(rev, "-") {
		return nil, fmt.Errorf("ref %q: a ref cannot start with '-'", rev)
	}
	out := make(map[string][]byte, len(paths))
	if len(paths) == 0 {
		return out, nil
	}
	// cat-file names paths from the top of the work tree, not from dir.
	prefix, err := git(ctx, dir, "rev-parse", "--show-prefix")
	if err != nil {
		return nil, err
	}
	var in strings.Builder
	var asked []string
	for _, p := range paths {
		if strings.ContainsAny(p, "\n\r") {
			continue // cannot be named on a line; Show reads it
		}
		asked = append(asked, p)
		in.WriteString(rev + ":" + strings.TrimSpace(string(prefix)) + p + "\n")
	}
	b, err := gitIn(ctx, dir, strings.NewReader(in.String()), "cat-file", "--batch")
	if err != nil {
		return nil, err
	}
	// Each answer: "<oid> <type> <size>\n<content>\n", or "<name> missing\n"
	// (or "ambiguous").
	for _, p := range asked {
		nl := bytes.IndexByte(b, '\n')
		if nl < 0 {
			return nil, fmt.Errorf("git cat-file --batch: answer for %s cut short", p)
		}
		head := strings.Fields(string(b[:nl]))
		b = b[nl+1:]
		if len(head) != 3 {
			continue // missing or ambiguous: no content follows
		}
		size, err := strconv.Atoi(head[2])
		if err != nil || size < 0 || size+1 > len(b) {
			return nil, fmt.Errorf("git cat-file --batch: bad answer for %s: %q", p, head)
		}
		if head[1] == "blob" {
			out[p] = b[:size:size]
		}
		b = b[size+1:]
	}
	return out, nil
}

// ChangedLines is the number of added plus deleted lines of the set.
func (s *Set) ChangedLines() int {
	n := 0
	for _, f := range s.Files {
		n += len(f.Added) + len(f.Deleted)
	}
	return n
}

// Export writes the tree of commit rev under dir (the directory's own
// subtree, as git archive reads REV:./; a bare repository's whole tree)
// into dest, which must exist: regular files and directories only
// (symlinks and submodules are left out). It reads the repository only.
func Export(ctx context.Context, dir, rev, dest string) error {
	if strings.HasPrefix(rev, "-") {
		return fmt.Errorf("ref %q: a ref cannot start with '-'", rev)
	}
	tree := rev + ":./"
	if b, err := git(ctx, dir, "rev-parse", "--is-bare-repository"); err == nil && strings.TrimSpace(string(b)) == "true" {
		tree = rev + "^{tree}"
	}
	out, err := git(ctx, dir, "archive", "--format=tar", tree)
	if err != nil {
		return err
	}
	tr := tar.NewReader(bytes.NewReader(out))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("export %s of %s: %w", rev, dir, err)
		}
		name := filepath.FromSlash(h.Name)
		if !filepath.IsLocal(name) {
			continue
		}
		p := filepath.Join(dest, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(p, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
			if err != nil {
				return err
			}
			_, err = io.Copy(f, tr)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
		}
	}
}
