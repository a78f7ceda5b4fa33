package queries_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"

	"github.com/semantica/semantica/queries"
)

// TestSymbols indexes testdata/symbols_repo and runs testdata/symbols:
//
//	resolve SPEC            the symbol, or the error
//	find PATTERN [kind=K]   matching symbols, most called first
//	callers SPEC depth=N    transitive callers with depth, path and lines
//	callees SPEC depth=N
//	criterion SPEC [forward]  the line symbol_slice starts from
func TestSymbols(t *testing.T) {
	files := map[string]string{}
	root := "testdata/symbols_repo"
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	plain := index(t, files)
	table, err := plain.LoadSymbolTable()
	if err != nil {
		t.Fatal(err)
	}
	// Both ways of resolving names must give the same answers: by Cypher
	// (the CLI) and by the in-memory table (the server).
	for _, mode := range []string{"cypher", "table"} {
		t.Run(mode, func(t *testing.T) {
			e := &queries.Engine{DB: plain.DB}
			if mode == "table" {
				e.Symbols = table
			}
			runSymbols(t, e)
		})
	}
}

func runSymbols(t *testing.T, e *queries.Engine) {
	show := func(s queries.Symbol) string { return fmt.Sprintf("%s (%s) %s", s.QName, s.Kind, s.Place()) }
	datadriven.RunTest(t, "testdata/symbols", func(t *testing.T, d *datadriven.TestData) string {
		arg := d.CmdArgs[0].Key
		switch d.Cmd {
		case "resolve":
			s, err := e.ResolveSymbol(arg)
			var amb *queries.AmbiguousError
			var nf *queries.NotFoundError
			switch {
			case errors.As(err, &amb), errors.As(err, &nf):
				return "error: " + err.Error() + "\n"
			case err != nil:
				t.Fatal(err)
			}
			return show(s) + "\n"
		case "find":
			var kinds []string
			if d.HasArg("kind") {
				var k string
				d.ScanArgs(t, "kind", &k)
				kinds = []string{k}
			}
			syms, err := e.FindSymbols(arg, kinds, 50)
			if err != nil {
				return "error: " + err.Error() + "\n"
			}
			var b strings.Builder
			for _, s := range syms {
				fmt.Fprintf(&b, "%s calls_in=%d\n", show(s), s.CallsIn)
			}
			return b.String()
		case "callers", "callees":
			var depth int
			d.ScanArgs(t, "depth", &depth)
			s, err := e.ResolveSymbol(arg)
			if err != nil {
				t.Fatal(err)
			}
			var rel []queries.Related
			if d.Cmd == "callers" {
				rel, err = e.CallersOf(s.ID, depth)
			} else {
				rel, err = e.CalleesOf(s.ID, depth)
			}
			if err != nil {
				return "error: " + err.Error() + "\n"
			}
			var b strings.Builder
			for _, r := range rel {
				fmt.Fprintf(&b, "d%d %s via=%v lines=%v\n", r.Depth, show(r.Symbol), r.Via, r.Lines)
			}
			return b.String()
		case "criterion":
			s, err := e.ResolveSymbol(arg)
			if err != nil {
				t.Fatal(err)
			}
			line, err := e.SymbolCriterion(s.ID, !d.HasArg("forward"))
			if err != nil {
				return "error: " + err.Error() + "\n"
			}
			return fmt.Sprintf("line %d\n", line)
		}
		t.Fatalf("unknown command %s", d.Cmd)
		return ""
	})
}
