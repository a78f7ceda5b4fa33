package queries_test

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/semantica/semantica/queries"
)

// TestCopyQuotedAfterPlainRows bulk-loads a Chunk file whose first 2,000
// rows quote nothing and whose last row quotes a field holding a comma
// (a parser name such as "javascript-ir-1 (a, b)", after the Python
// files' chunks): Kùzu sniffed the dialect from the first rows and split
// that field until Copy spelled the dialect out.
func TestCopyQuotedAfterPlainRows(t *testing.T) {
	db, err := queries.Open(filepath.Join(t.TempDir(), "g", queries.GraphFile), false)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.CreateSchema(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "Chunk.csv")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := csv.NewWriter(f)
	row := func(i int, parser string) []string {
		return []string{fmt.Sprintf("c%d", i), "leaf", "", "a.py", "a.f", "1", "1", "1", "2", "0", "10", "h", "s", parser, "cfg", "run"}
	}
	for i := 0; i < 2000; i++ {
		if err := w.Write(row(i, "python-ir-3")); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Write(row(2000, "javascript-ir-1 (tree-sitter-javascript, tree-sitter-typescript)")); err != nil {
		t.Fatal(err)
	}
	w.Flush()
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := db.Copy("Chunk", path, false, false); err != nil {
		t.Fatalf("copy: %v", err)
	}
	rows, err := db.Query("MATCH (c:Chunk) WHERE c.id = 'c2000' RETURN c.parser, c.config", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows.Data) != 1 || rows.Data[0][0] != "javascript-ir-1 (tree-sitter-javascript, tree-sitter-typescript)" || rows.Data[0][1] != "cfg" {
		t.Errorf("last row read back as %v", rows.Data)
	}
}
