package loaders

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/schema"
)

// TestBuildPanicCostsOneFile: a graph build that panics on one file costs
// that file (kept without statements, with a warning), never the index.
func TestBuildPanicCostsOneFile(t *testing.T) {
	defer func(orig func([]*ir.File, pdg.Options) *schema.Graph) { buildGraph = orig }(buildGraph)
	buildGraph = func(files []*ir.File, opt pdg.Options) *schema.Graph {
		for _, f := range files {
			if f.Path == "boom.py" && len(f.Errors) == 0 {
				panic("index out of range [3] with length 3")
			}
		}
		return pdg.Build(files, opt)
	}
	root := t.TempDir()
	for name, src := range map[string]string{"a.py": "def f(x):\n    return x + 1\n", "boom.py": "y = 2\n"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := Index(context.Background(), Options{Root: root, NoGit: true})
	if err != nil {
		t.Fatalf("a build panic on one file failed the index: %v", err)
	}
	if sum.Files != 2 || sum.Functions == 0 {
		t.Errorf("indexed %d files, %d functions; want both files and a.py's function", sum.Files, sum.Functions)
	}
	if w := strings.Join(sum.Warnings, "\n"); !strings.Contains(w, "boom.py: graph build failed (index out of range") {
		t.Errorf("no warning for boom.py:\n%s", w)
	}
	// Without the panic nothing is dropped.
	buildGraph = pdg.Build
	sum, err = Index(context.Background(), Options{Root: root, NoGit: true})
	if err != nil || len(sum.Warnings) != 0 {
		t.Errorf("clean build: %v, warnings %v", err, sum.Warnings)
	}
}

// TestScopeLimit: a scope over MaxScopeStmts costs its file (a warning,
// no statements) before any graph is built; the other files index.
func TestScopeLimit(t *testing.T) {
	root := t.TempDir()
	big := strings.Repeat("a=1;", MaxScopeStmts) + "a=1\n"
	for name, src := range map[string]string{"ok.py": "def f(x):\n    return x + 1\n", "big.py": big} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sum, err := Index(context.Background(), Options{Root: root, NoGit: true})
	if err != nil {
		t.Fatal(err)
	}
	want := "big.py: scope big has 20001 statements, over the limit of 20000"
	if w := strings.Join(sum.Warnings, "\n"); !strings.Contains(w, want) {
		t.Errorf("no warning %q in:\n%s", want, w)
	}
	if sum.Files != 2 || sum.Statements > 10 {
		t.Errorf("indexed %d files, %d statements; want both files, big.py without statements", sum.Files, sum.Statements)
	}
}
