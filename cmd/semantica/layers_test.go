package main

import (
	"bufio"
	"os/exec"
	"sort"
	"strings"
	"testing"
)

// layers says, for each package of the module (by path below the module),
// which of the module's packages it may import: the pipeline source →
// loaders (front ends → IR → graph) → Kùzu and Bleve (queries) → planner →
// optimizer → output, with the shared leaves schema and schema/tokens. A
// package not listed may import anything (cmd, server, benchmarks, golden:
// they compose the pipeline). Test files are not checked.
var layers = map[string][]string{
	"schema":                  {},
	"schema/tokens":           {},
	"loaders/ir":              {},
	"loaders/internal/syntax": {"loaders/ir"},
	"loaders/internal/irtest": {"loaders/ir"},
	"loaders/python":          {"loaders/ir", "loaders/internal/syntax"},
	"loaders/javascript":      {"loaders/ir", "loaders/internal/syntax"},
	"loaders/golang":          {"loaders/ir", "loaders/internal/syntax"},
	"loaders/pdg":             {"loaders/ir", "schema", "schema/tokens"},
	"loaders/changes":         {},
	"loaders/coverage":        {},
	// Chunking sees only the graph's rows and a front end's canonicalizer
	// (a function the loader hands it).
	"loaders/chunks": {"schema"},
	"loaders":        {"loaders/ir", "loaders/python", "loaders/javascript", "loaders/golang", "loaders/pdg", "loaders/changes", "loaders/coverage", "loaders/chunks", "queries", "schema", "schema/tokens"},
	"queries":        {"schema", "schema/tokens"},
	"planner":        {"queries", "optimizer", "schema", "schema/tokens"},
	// The optimizer reads a language only through optimizer.Language
	// (outlines of loaders/ir); the composition root hands it a front end.
	"optimizer": {"queries", "schema", "schema/tokens", "loaders/ir"},
	// Masking is a leaf the composition roots wrap source readers with.
	"optimizer/mask": {},
}

// TestLayers fails on an import against the pipeline's direction, naming
// the importing package and the import.
func TestLayers(t *testing.T) {
	const mod = "github.com/semantica/semantica/"
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", mod+"...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := map[string]bool{}
	var bad []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		pkg := strings.TrimPrefix(f[0], mod)
		allowed, ok := layers[pkg]
		if !ok {
			continue
		}
		seen[pkg] = true
		for _, imp := range f[1:] {
			if !strings.HasPrefix(imp, mod) {
				continue
			}
			imp = strings.TrimPrefix(imp, mod)
			ok := false
			for _, a := range allowed {
				ok = ok || imp == a
			}
			if !ok {
				bad = append(bad, pkg+" imports "+imp)
			}
		}
	}
	var missing []string
	for pkg := range layers {
		if !seen[pkg] {
			missing = append(missing, pkg)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("layers names packages go list does not know (renamed?): %v", missing)
	}
	for _, b := range bad {
		t.Errorf("wrong-way import: %s", b)
	}
}
