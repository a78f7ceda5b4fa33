package golang

import (
	"path/filepath"
	"testing"

	"github.com/semantica/semantica/loaders/internal/irtest"
	"github.com/semantica/semantica/loaders/ir"
)

// TestLower lowers each case of testdata/lower.txt (Go) and compares the
// statements, one line each, with the case's expectations, printing the
// missing and the unwanted lines.
func TestLower(t *testing.T) {
	p := NewParser()
	defer p.Close()
	irtest.Lower(t, filepath.Join("testdata", "lower.txt"), 7, true, func(file string, src []byte) (*ir.File, error) {
		return p.Parse(file, Module(file), false, src)
	})
}
