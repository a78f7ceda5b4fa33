package loaders_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// TestChunksOfOneModuleTwice indexes a monorepo whose two projects each
// have src/util.py, both named module util, with the same function: their
// chunks must keep apart (a parent's id holds its file).
func TestChunksOfOneModuleTwice(t *testing.T) {
	root := t.TempDir()
	for name, src := range map[string]string{
		"p1/pyproject.toml": "[project]\nname = \"p1\"\n",
		"p1/src/util.py":    "def helper(x):\n    return x + 1\n",
		"p2/pyproject.toml": "[project]\nname = \"p2\"\n",
		"p2/src/util.py":    "def helper(x):\n    return x + 1\n",
	} {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	if _, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir, NoGit: true}); err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	cs, err := db.Chunks()
	if err != nil {
		t.Fatal(err)
	}
	helpers := map[string]string{} // file -> helper's parent chunk
	for _, c := range cs {
		if c.Kind == "function" {
			helpers[c.File] = c.ID
		}
	}
	if len(helpers) != 2 || helpers["p1/src/util.py"] == helpers["p2/src/util.py"] {
		t.Errorf("helper chunks: %v", helpers)
	}
}
