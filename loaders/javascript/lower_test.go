package javascript

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders/internal/irtest"
	"github.com/semantica/semantica/loaders/ir"
)

// TestLower lowers each case of testdata/lower.txt and compares the
// statements, one line each, with the case's expectations, printing the
// missing and the unwanted lines.
func TestLower(t *testing.T) {
	js, ts := NewParser(false), NewParser(true)
	defer js.Close()
	defer ts.Close()
	irtest.Lower(t, filepath.Join("testdata", "lower.txt"), 6, false, func(file string, src []byte) (*ir.File, error) {
		p := js
		if strings.HasSuffix(file, ".ts") {
			p = ts
		}
		mod, pkg := Module(file)
		return p.Parse(file, mod, pkg, src)
	})
}
