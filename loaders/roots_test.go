package loaders

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"

	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/pdg"
	"github.com/semantica/semantica/loaders/python"
)

// TestSourceRoots runs testdata/roots. Each case is a repository written
// into a fresh directory named repo, as files introduced by "-- PATH --"
// lines:
//
//	roots     the source roots (longest first) and warnings, then every
//	          file's module name
//	calls     the same, then the calls the graph resolves into the
//	          repository, as FILE:LINE -> QNAME
func TestSourceRoots(t *testing.T) {
	datadriven.RunTest(t, "testdata/roots", func(t *testing.T, d *datadriven.TestData) string {
		root := filepath.Join(t.TempDir(), "repo")
		writeRepo(t, root, d.Input)
		srcs, _, err := Walk(root, DefaultMaxFileBytes, nil)
		if err != nil {
			t.Fatal(err)
		}
		roots, warns := SourceRoots(root, srcs)
		var b strings.Builder
		for _, r := range roots {
			fmt.Fprintf(&b, "root %q prefix %q: %s\n", r.Dir, r.Prefix, r.Why)
		}
		for _, w := range warns {
			fmt.Fprintf(&b, "warning: %s\n", w)
		}
		p := python.NewParser()
		defer p.Close()
		for _, s := range srcs {
			mod, pkg := ModuleName(roots, s.Path)
			kind := "module"
			if pkg {
				kind = "package"
			}
			fmt.Fprintf(&b, "%s: %s %s\n", s.Path, kind, mod)
		}
		if d.Cmd != "calls" {
			return b.String()
		}
		g := pdg.Build(parseFiles(t, p, srcs, roots), pdg.Options{})
		byID := map[int64]string{}
		file := map[int64]string{}
		for _, f := range g.Funcs {
			byID[f.ID], file[f.ID] = f.QName, f.File
		}
		var calls []string
		for _, c := range g.Calls {
			if file[c.Callee] != "" { // a callee of the repository
				calls = append(calls, fmt.Sprintf("call %s:%d -> %s\n", file[c.Caller], c.Line, byID[c.Callee]))
			}
		}
		sort.Strings(calls)
		b.WriteString(strings.Join(calls, ""))
		return b.String()
	})
}

func parseFiles(t *testing.T, p *python.Parser, srcs []SourceFile, roots []SourceRoot) []*ir.File {
	t.Helper()
	var out []*ir.File
	for _, s := range srcs {
		mod, pkg := ModuleName(roots, s.Path)
		f, err := parseOne(p, s, mod, pkg)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}

// writeRepo writes the files of a "-- PATH --" listing under root; the
// lines after each header, up to the next, are its content.
func writeRepo(t *testing.T, root, listing string) {
	t.Helper()
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	var name string
	var body []string
	flush := func() {
		if name == "" {
			return
		}
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		content := strings.Join(body, "\n")
		if content != "" {
			content += "\n"
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, line := range strings.Split(listing, "\n") {
		if strings.HasPrefix(line, "-- ") && strings.HasSuffix(line, " --") {
			flush()
			name, body = strings.TrimSuffix(strings.TrimPrefix(line, "-- "), " --"), nil
			continue
		}
		body = append(body, line)
	}
	flush()
}
