package changes

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// repo is a git repository built in a test.
type repo struct {
	t   *testing.T
	dir string
}

func newRepo(t *testing.T) *repo {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	r := &repo{t: t, dir: t.TempDir()}
	r.git("init", "-q", "-b", "main")
	return r
}

func (r *repo) git(args ...string) string {
	r.t.Helper()
	cmd := exec.Command("git", append([]string{"-C", r.dir, "-c", "user.name=t", "-c", "user.email=t@t"}, args...)...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		r.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func (r *repo) write(path, text string) {
	r.t.Helper()
	p := filepath.Join(r.dir, path)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		r.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

func (r *repo) commit(msg string) string {
	r.git("add", "-A")
	r.git("commit", "-q", "-m", msg)
	return r.git("rev-parse", "HEAD")
}

func lines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString("line ")
		b.WriteString(strings.Repeat("x", i))
		b.WriteString("\n")
	}
	return b.String()
}

// replace returns text with its 1-based line i replaced by s ("" deletes it).
func replace(text string, i int, s string) string {
	ls := strings.SplitAfter(text, "\n")
	if s == "" {
		ls = append(ls[:i-1], ls[i:]...)
	} else {
		ls[i-1] = s + "\n"
	}
	return strings.Join(ls, "")
}

func byPath(t *testing.T, s *Set) map[string]File {
	t.Helper()
	m := map[string]File{}
	for _, f := range s.Files {
		m[f.key()] = f
	}
	return m
}

func check(t *testing.T, got File, want File) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got  %+v\n want %+v", want.key(), got, want)
	}
}

func TestWorkTreeAgainstBase(t *testing.T) {
	r := newRepo(t)
	a := lines(10)
	r.write("pkg/a.py", a)
	r.write("pkg/gone.py", lines(3))
	r.write("pkg/old_name.py", lines(20))
	r.write("other/x.py", lines(2))
	r.commit("base")
	r.git("checkout", "-q", "-b", "topic")
	// Line 3 rewritten, line 7 deleted, a line added at the end.
	a2 := replace(replace(a, 7, ""), 3, "changed") + "appended\n"
	r.write("pkg/a.py", a2)
	r.commit("topic work")
	// A commit on main after the branch point is not the topic's change.
	r.git("checkout", "-q", "main")
	r.write("pkg/main_only.py", "x = 1\n")
	r.commit("main moves on")
	r.git("checkout", "-q", "topic")
	// Uncommitted: a deletion, a rename with an edit, an untracked file,
	// an ignored one.
	r.git("rm", "-q", "pkg/gone.py")
	r.git("mv", "pkg/old_name.py", "pkg/new_name.py")
	r.write("pkg/new_name.py", replace(lines(20), 20, "last changed"))
	r.write("pkg/fresh.py", "a = 1\nb = 2\n")
	r.write(".gitignore", "*.log\n")
	r.write("pkg/debug.log", "noise\n")

	set, err := Read(context.Background(), Options{Dir: filepath.Join(r.dir, "pkg")})
	if err != nil {
		t.Fatal(err)
	}
	if set.BaseRef != "main" || set.Head != "" {
		t.Errorf("base ref %q head %q, want main and the work tree", set.BaseRef, set.Head)
	}
	got := byPath(t, set)
	var names []string
	for _, f := range set.Files {
		names = append(names, f.key())
	}
	// Paths relative to pkg/; other/ and .gitignore are outside it;
	// main_only.py came after the merge base; debug.log is ignored.
	if want := []string{"a.py", "fresh.py", "gone.py", "new_name.py"}; !reflect.DeepEqual(names, want) {
		t.Fatalf("files %v, want %v", names, want)
	}
	check(t, got["a.py"], File{Path: "a.py", OldPath: "a.py", Status: Modified,
		Added: []int{3, 10}, Deleted: []int{3, 7}, DeletedAt: []int{3, 7}, DeletedRuns: [][2]int{{3, 3}, {7, 7}}})
	check(t, got["gone.py"], File{OldPath: "gone.py", Status: Deleted, Deleted: []int{1, 2, 3}})
	check(t, got["new_name.py"], File{Path: "new_name.py", OldPath: "old_name.py", Status: Renamed,
		Added: []int{20}, Deleted: []int{20}, DeletedAt: []int{20}, DeletedRuns: [][2]int{{20, 20}}})
	check(t, got["fresh.py"], File{Path: "fresh.py", Status: Added, Untracked: true, Added: []int{1, 2}})

	old, err := Show(context.Background(), filepath.Join(r.dir, "pkg"), set.Base, "a.py")
	if err != nil || string(old) != a {
		t.Errorf("Show base a.py = %q, %v; want the base text", old, err)
	}
}

func TestCommitRange(t *testing.T) {
	r := newRepo(t)
	r.write("m.py", lines(5))
	first := r.commit("one")
	r.write("m.py", replace(lines(5), 2, ""))
	second := r.commit("two")
	r.write("m.py", "dirty\n") // the work tree is not the head asked for
	set, err := Read(context.Background(), Options{Dir: r.dir, Base: first, Head: second})
	if err != nil {
		t.Fatal(err)
	}
	if set.Base != first || set.Head != second || len(set.Files) != 1 {
		t.Fatalf("set %+v, want one file between %s and %s", set, first, second)
	}
	check(t, set.Files[0], File{Path: "m.py", OldPath: "m.py", Status: Modified, Deleted: []int{2}, DeletedAt: []int{2}, DeletedRuns: [][2]int{{2, 2}}})
}

func TestBadInput(t *testing.T) {
	r := newRepo(t)
	r.write("m.py", "x = 1\n")
	r.commit("one")
	for _, tc := range []struct {
		opt  Options
		want string
	}{
		{Options{Dir: r.dir, Base: "nosuch"}, `ref "nosuch" names no commit`},
		{Options{Dir: r.dir, Base: "--output=/tmp/x"}, "cannot start with '-'"},
		{Options{Dir: r.dir, Base: "main", Head: "nosuch"}, `ref "nosuch" names no commit`},
		{Options{Dir: t.TempDir()}, "is not inside a git work tree"},
	} {
		_, err := Read(context.Background(), tc.opt)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Read(%+v) = %v, want an error with %q", tc.opt, err, tc.want)
		}
	}
	// No main and no master: the error says to pass --base.
	r2 := newRepo(t)
	r2.git("checkout", "-q", "-b", "trunk")
	r2.write("m.py", "x = 1\n")
	r2.commit("one")
	if _, err := Read(context.Background(), Options{Dir: r2.dir}); err == nil || !strings.Contains(err.Error(), "--base") {
		t.Errorf("no main/master: %v, want a hint to pass --base", err)
	}
}

// In a shallow clone cut before the branch point there is no merge base:
// an error that says so, not a diff against the base ref's newer commits.
func TestShallowCloneHasNoMergeBase(t *testing.T) {
	r := newRepo(t)
	r.write("m.py", "x = 1\n")
	r.commit("one")
	r.git("checkout", "-q", "-b", "topic")
	r.write("m.py", "x = 2\n")
	r.commit("topic")
	r.git("checkout", "-q", "main")
	r.write("n.py", "y = 1\n")
	r.commit("main moves on")
	clone := t.TempDir()
	if out, err := exec.Command("git", "clone", "-q", "--depth", "1", "--no-single-branch", "file://"+r.dir, clone).CombinedOutput(); err != nil {
		t.Fatalf("clone: %v\n%s", err, out)
	}
	c := &repo{t: t, dir: clone}
	c.git("checkout", "-q", "topic")
	_, err := Read(context.Background(), Options{Dir: clone, Base: "origin/main"})
	if err == nil || !strings.Contains(err.Error(), "no merge base") {
		t.Errorf("shallow clone: %v, want a no-merge-base error", err)
	}
}

// ShowMany gives each path's content at a commit as Show does, from the
// work tree's top or from a subdirectory (paths relative to it), with
// empty files and files without a final newline; a path the commit does
// not hold is left out.
func TestShowMany(t *testing.T) {
	r := newRepo(t)
	r.write("a.py", "x = 1\n")
	r.write("pkg/b.py", "def f():\n    return 2")
	r.write("pkg/empty.py", "")
	r.write("pkg/sub/c.py", "y = 3\n")
	first := r.commit("one")
	r.write("a.py", "x = 10\n")
	r.commit("two")
	ctx := context.Background()
	for _, c := range []struct {
		dir   string
		paths []string
	}{
		{r.dir, []string{"a.py", "pkg/b.py", "pkg/empty.py", "pkg/sub/c.py", "gone.py", "pkg"}},
		{filepath.Join(r.dir, "pkg"), []string{"b.py", "empty.py", "sub/c.py", "a.py"}},
	} {
		got, err := ShowMany(ctx, c.dir, first, c.paths)
		if err != nil {
			t.Fatal(err)
		}
		held := 0
		for _, p := range c.paths {
			want, err := Show(ctx, c.dir, first, p)
			if err != nil || p == "pkg" {
				if _, ok := got[p]; ok {
					t.Errorf("%s at %s from %s: ShowMany has %q, Show fails (%v) or it is a directory", p, first[:8], c.dir, got[p], err)
				}
				continue
			}
			held++
			if string(got[p]) != string(want) {
				t.Errorf("%s at %s from %s: ShowMany %q, Show %q", p, first[:8], c.dir, got[p], want)
			}
		}
		if len(got) != held || held < 3 {
			t.Errorf("from %s: %d files, want the %d the commit holds (3 or more)", c.dir, len(got), held)
		}
	}
}
