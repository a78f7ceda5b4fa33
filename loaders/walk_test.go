package loaders

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWalkSymlinks: nothing outside the root is read, loops end, and a
// symlinked root is walked.
func TestWalkSymlinks(t *testing.T) {
	base := t.TempDir()
	outside := filepath.Join(base, "outside")
	root := filepath.Join(base, "repo")
	for _, d := range []string{outside, filepath.Join(root, "pkg")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, p string) {
		if err := os.Symlink(target, p); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(root, "a.py"), "x = 1\n")
	write(filepath.Join(root, "pkg", "b.py"), "y = 2\n")
	write(filepath.Join(outside, "secret.py"), "TOKEN = 'outside'\n")
	// Were this .gitignore read through its link, a.py would be ignored.
	write(filepath.Join(outside, "ignore"), "a.py\n")
	link(filepath.Join(outside, "secret.py"), filepath.Join(root, "leak.py"))
	link(outside, filepath.Join(root, "outdir"))
	link(filepath.Join(outside, "ignore"), filepath.Join(root, ".gitignore"))
	link("a.py", filepath.Join(root, "inside.py"))
	link("pkg", filepath.Join(root, "pkglink"))
	link("loop2", filepath.Join(root, "loop1"))
	link("loop1", filepath.Join(root, "loop2"))
	link("..", filepath.Join(root, "pkg", "up"))
	rootLink := filepath.Join(base, "repolink")
	link(root, rootLink)

	for _, r := range []string{root, rootLink} {
		files, warns, err := Walk(r, DefaultMaxFileBytes, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, f := range files {
			got = append(got, f.Path)
			if strings.Contains(string(f.Src), "outside") {
				t.Errorf("%s: read %s from outside the root", r, f.Path)
			}
		}
		if strings.Join(got, " ") != "a.py pkg/b.py" {
			t.Errorf("%s: files %v, want [a.py pkg/b.py]", r, got)
		}
		all := strings.Join(warns, "\n")
		for _, want := range []string{".gitignore: symlink to", "leak.py: symlink to", "outdir: symlink to", "loop1: symlink that is broken or loops", "loop2: symlink that is broken or loops"} {
			if !strings.Contains(all, want) {
				t.Errorf("%s: no warning %q in:\n%s", r, want, all)
			}
		}
		for _, quiet := range []string{"inside.py", "pkglink", "pkg/up"} {
			if strings.Contains(all, quiet+":") {
				t.Errorf("%s: warning for %s, a symlink inside the root:\n%s", r, quiet, all)
			}
		}
	}
}

// TestWalkLanguages: every front end's files are listed with their front
// end; node_modules, minified bundles and other files are not.
func TestWalkLanguages(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"a.py": "python", "web/app.js": "javascript", "web/types.ts": "typescript", "web/view.tsx": "typescript",
		"web/lib.mjs": "javascript", "web/vendor.min.js": "", "node_modules/dep/index.js": "", "README.md": "",
	}
	for p := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, p), []byte("x = 1\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, _, err := Walk(root, 1<<20, nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, f := range got {
		seen[f.Path] = f.Lang.Name()
	}
	for p, lang := range files {
		if seen[p] != lang {
			t.Errorf("%s: listed as %q, want %q", p, seen[p], lang)
		}
	}
}
