package pdg

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"
	"golang.org/x/tools/txtar"
)

// TestCallGraph checks call resolution on the programs of testdata/calls.
// Each "calls" directive holds a txtar archive of Python modules; its
// expected output is every call edge between functions of the archive,
// "file:line caller -> callee", sorted. The expectations were written by
// hand from the programs; an edge missing from the output or one the
// output has and the expectation lacks (a wrong target) fails the test.
// "calls external" also lists the edges to callees outside the repository
// that are named (kind external), not builtins or unresolved calls.
func TestCallGraph(t *testing.T) {
	datadriven.Walk(t, "testdata/calls", func(t *testing.T, path string) {
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			if d.Cmd != "calls" {
				t.Fatalf("%s: unknown directive %q", d.Pos, d.Cmd)
			}
			ar := txtar.Parse([]byte(d.Input))
			files := map[string]string{}
			for _, f := range ar.Files {
				files[f.Name] = string(f.Data)
			}
			if len(files) == 0 {
				t.Fatalf("%s: no files in the archive", d.Pos)
			}
			g := Build(parse(t, files), Options{})
			external := d.HasArg("external")
			funcs := map[int64]string{}
			inRepo := map[int64]bool{}
			for _, f := range g.Funcs {
				funcs[f.ID] = f.QName
				inRepo[f.ID] = f.File != "" || external && f.Kind == "external"
			}
			file := map[int64]string{}
			for _, s := range g.Stmts {
				file[s.ID] = s.File
			}
			seen := map[string]bool{}
			var out []string
			for _, c := range g.Calls {
				if !inRepo[c.Callee] {
					continue
				}
				e := fmt.Sprintf("%s:%d %s -> %s", file[c.Site], c.Line, funcs[c.Caller], funcs[c.Callee])
				if !seen[e] {
					seen[e] = true
					out = append(out, e)
				}
			}
			sort.Strings(out)
			return strings.Join(out, "\n") + "\n"
		})
	})
}
