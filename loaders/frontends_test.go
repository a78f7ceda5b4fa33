package loaders_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/queries"
	"github.com/semantica/semantica/schema"
)

// toy is a front end of a language of one assignment per line
// ("b = a + 1"), "#" comments: enough to check that the loaders reach a
// language only through ir.FrontEnd.
type toy struct{}

func (toy) Name() string                { return "toy" }
func (toy) Version() string             { return "toy/1" }
func (toy) Extensions() []string        { return []string{".toy"} }
func (toy) Normalize(src []byte) []byte { return src }
func (toy) NewParser() ir.Parser        { return toyParser{} }
func (toy) Module(rel string) (string, bool) {
	return strings.ReplaceAll(strings.TrimSuffix(rel, ".toy"), "/", "."), false
}
func (toy) Canonical(src []byte) string {
	var out []string
	for _, l := range strings.Split(string(src), "\n") {
		l, _, _ = strings.Cut(l, "#")
		if l = strings.Join(strings.Fields(l), ""); l != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

type toyParser struct{}

var toyName = regexp.MustCompile(`[a-z_]+`)

func (toyParser) Close() {}
func (toyParser) Parse(path, module string, isPackage bool, src []byte) (*ir.File, error) {
	lines := strings.Split(strings.TrimSuffix(string(src), "\n"), "\n")
	var body []*ir.Stmt
	for i, l := range lines {
		l, _, _ = strings.Cut(l, "#")
		lhs, rhs, ok := strings.Cut(l, "=")
		if !ok {
			continue
		}
		s := &ir.Stmt{Kind: ir.Simple, Span: ir.Span{Line: i + 1, EndLine: i + 1},
			Defs: []ir.Def{{Path: strings.TrimSpace(lhs)}}}
		for _, n := range toyName.FindAllString(rhs, -1) {
			s.Uses = append(s.Uses, ir.PathRef(n))
		}
		body = append(body, s)
	}
	return &ir.File{Path: path, Module: module, IsPackage: isPackage, Src: src,
		Top: &ir.Func{Name: module, QName: module, Kind: ir.ModuleScope, Body: body, Span: ir.Span{Line: 1, EndLine: len(lines)}}}, nil
}

// TestFrontEndInterface indexes a repository holding a Python file and a
// file of a toy language whose front end is registered only in this
// test: the toy file is walked, named by its front end, lowered by its
// parser, given def-use chains by the language-neutral graph build, and
// chunked with its canonical text.
func TestFrontEndInterface(t *testing.T) {
	saved := loaders.FrontEnds
	loaders.FrontEnds = append(append([]ir.FrontEnd{}, saved...), toy{})
	defer func() { loaders.FrontEnds = saved }()
	if loaders.FrontEndOf("x/a.toy") == nil || loaders.FrontEndOf("x/a.py").Name() != "python" || loaders.FrontEndOf("a.txt") != nil {
		t.Fatal("FrontEndOf does not pick front ends by extension")
	}
	root := t.TempDir()
	for name, src := range map[string]string{
		"calc.toy": "a = 1\nb = a + 2  # uses a\nc = b\n",
		"app.py":   "x = 1\ny = x\n",
		"notes.md": "not code\n",
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dbDir := filepath.Join(t.TempDir(), "idx")
	sum, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir, NoGit: true})
	if err != nil {
		t.Fatal(err)
	}
	if sum.Files != 2 {
		t.Errorf("indexed %d files, want calc.toy and app.py", sum.Files)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`MATCH (a:Stmt)-[d:DEPENDS]->(b:Stmt) WHERE a.file = 'calc.toy' AND d.kind = 'DATA'
		RETURN a.line, b.line, d.var ORDER BY a.line, b.line`, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, r := range rows.Data {
		got = append(got, fmt.Sprint(r[0], " ", r[1], " ", r[2]))
	}
	if strings.Join(got, "; ") != "1 2 a; 2 3 b" {
		t.Errorf("def-use chains of calc.toy: %v, want 1 2 a; 2 3 b", got)
	}
	rows, err = db.Query(`MATCH (f:Func) WHERE f.file = 'calc.toy' RETURN f.qname`, nil)
	if err != nil || len(rows.Data) != 1 || rows.Data[0][0] != "calc" {
		t.Errorf("calc.toy's module: %v %v, want calc (named by the toy front end)", rows, err)
	}
	cs, err := db.Chunks()
	if err != nil {
		t.Fatal(err)
	}
	var toyChunks []string
	for _, c := range cs {
		if c.File == "calc.toy" {
			toyChunks = append(toyChunks, c.Kind+" "+c.Parser)
		}
	}
	if strings.Join(toyChunks, ", ") != "file toy/1, leaf toy/1" {
		t.Errorf("chunks of calc.toy: %v", toyChunks)
	}
}

// TestLanguageOfMatchesFrontEnds: schema.LanguageOf, which the read side
// uses to label files, names every front end's extensions as that front
// end does, and loaders.LanguageOf agrees with it.
func TestLanguageOfMatchesFrontEnds(t *testing.T) {
	for _, fe := range loaders.FrontEnds {
		for _, ext := range fe.Extensions() {
			if got := schema.LanguageOf("dir/a" + ext); got != fe.Name() {
				t.Errorf("schema.LanguageOf(%q) = %q, want %q", "dir/a"+ext, got, fe.Name())
			}
			if got := loaders.LanguageOf("a" + ext); got != fe.Name() {
				t.Errorf("LanguageOf(%q) = %q, want %q", "a"+ext, got, fe.Name())
			}
		}
	}
	if got := schema.LanguageOf("README.md"); got != "" {
		t.Errorf("schema.LanguageOf(README.md) = %q, want none", got)
	}
}

// TestMixedLanguagesKeepTheirModules: app.py beside app.js and main.py
// beside main.js. Each language's import of app finds its own language's
// module: the JavaScript ones are named app@js and main@js.
func TestMixedLanguagesKeepTheirModules(t *testing.T) {
	root := t.TempDir()
	for name, src := range map[string]string{
		"app.py":  "def run(x):\n    return x + 1\n",
		"main.py": "from app import run\n\n\ndef go():\n    return run(1)\n",
		"app.js":  "export function run(x) {\n  return x * 2;\n}\n",
		"main.js": "import { run } from './app.js';\nexport function go() {\n  return run(2);\n}\n",
		// A Go package in app/ is module app too (its directory).
		"go.mod":      "module example.com/t\n\ngo 1.22\n",
		"app/run.go":  "package app\n\nfunc Run(x int) int { return x * 3 }\n",
		"cmd/main.go": "package main\n\nimport \"example.com/t/app\"\n\nfunc Go() int { return app.Run(3) }\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, name), []byte(src), 0o644); err != nil {
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
	rows, err := db.Query("MATCH (a:Func)-[:CALLS]->(b:Func) RETURN a.qname, a.file, b.qname, b.file", nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]bool{}
	for _, r := range rows.Data {
		got[fmt.Sprintf("%v:%v -> %v:%v", r[1], r[0], r[3], r[2])] = true
	}
	for _, want := range []string{"main.py:main.go -> app.py:app.run", "main.js:main@js.go -> app.js:app@js.run",
		"cmd/main.go:cmd.Go -> app/run.go:app@go.Run"} {
		if !got[want] {
			t.Errorf("missing call edge %s (got %v)", want, got)
		}
	}
}
