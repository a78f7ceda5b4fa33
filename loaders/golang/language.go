package golang

import (
	"go/scanner"
	"go/token"
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	tsgo "github.com/smacker/go-tree-sitter/golang"

	"github.com/semantica/semantica/loaders/ir"
)

// Version names the Go front end and its grammar; it is part of every
// chunk's lineage.
const Version = "go-1"

// Go is the front end of Go source files (ir.FrontEnd).
type Go struct{}

// Name is "go".
func (Go) Name() string { return "go" }

// Version is the front end's version (Version).
func (Go) Version() string { return Version }

// Extensions are .go.
func (Go) Extensions() []string { return []string{".go"} }

// Normalize returns src unchanged: Go source is read as written.
func (Go) Normalize(src []byte) []byte { return src }

// NewParser returns a Go parser for one goroutine.
func (Go) NewParser() ir.Parser { return NewParser() }

// Canonical is the text of src's tokens, as go/scanner reads them, one
// per line: comments and the spaces between tokens go, while the
// semicolons Go inserts at line ends stay (they end statements).
func (Go) Canonical(src []byte) string { return canonical(src) }

// Module names the file at rel by its directory, as one package spans the
// files of a directory: "store/sub/x.go" is module store.sub (a dot in a
// directory name becomes an underscore). Files at the root are module
// "main" until their package clause names them (Parser.Parse).
func (Go) Module(rel string) (string, bool) { return Module(rel), false }

// Module is Go.Module.
func Module(rel string) string {
	dir := path.Dir(rel)
	if dir == "." || dir == "/" || dir == "" {
		return "main"
	}
	return dirModule(dir)
}

// dirModule is the dotted module name of directory dir (slash-separated,
// relative to the root).
func dirModule(dir string) string {
	parts := strings.Split(strings.Trim(dir, "/"), "/")
	for i, p := range parts {
		parts[i] = strings.ReplaceAll(p, ".", "_")
	}
	return strings.Join(parts, ".")
}

func grammar() *sitter.Language { return tsgo.GetLanguage() }

func canonical(src []byte) string {
	var s scanner.Scanner
	fs := token.NewFileSet()
	f := fs.AddFile("", fs.Base(), len(src))
	s.Init(f, src, nil, 0)
	var b strings.Builder
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if lit == "" || tok == token.SEMICOLON {
			b.WriteString(tok.String())
		} else {
			b.WriteString(lit)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
