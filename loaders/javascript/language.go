package javascript

import (
	"path"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	tsjs "github.com/smacker/go-tree-sitter/javascript"
	tstsx "github.com/smacker/go-tree-sitter/typescript/tsx"
	tsts "github.com/smacker/go-tree-sitter/typescript/typescript"

	"github.com/semantica/semantica/loaders/ir"
)

// Version names the lowering and its grammars; it is part of every chunk's
// lineage and changes when lowering changes.
const Version = "javascript-ir-1 (tree-sitter-javascript, tree-sitter-typescript via smacker/go-tree-sitter 20240827)"

// JavaScript is the front end of .js, .jsx, .mjs and .cjs files (the
// tree-sitter-javascript grammar, JSX included).
type JavaScript struct{}

// TypeScript is the front end of .ts, .mts, .cts (the tree-sitter
// TypeScript grammar) and .tsx files (its TSX grammar).
type TypeScript struct{}

// Name is "javascript".
func (JavaScript) Name() string { return "javascript" }

// Name is "typescript".
func (TypeScript) Name() string { return "typescript" }

// Version is the package's Version.
func (JavaScript) Version() string { return Version }

// Version is the package's Version.
func (TypeScript) Version() string { return Version }

// Extensions are .js .jsx .mjs .cjs.
func (JavaScript) Extensions() []string { return []string{".js", ".jsx", ".mjs", ".cjs"} }

// Extensions are .ts .tsx .mts .cts.
func (TypeScript) Extensions() []string { return []string{".ts", ".tsx", ".mts", ".cts"} }

// Normalize returns src unchanged: tree-sitter reads \r\n and \r as line
// ends itself.
func (JavaScript) Normalize(src []byte) []byte { return src }

// Normalize returns src unchanged (see JavaScript.Normalize).
func (TypeScript) Normalize(src []byte) []byte { return src }

// NewParser returns a JavaScript parser.
func (JavaScript) NewParser() ir.Parser { return NewParser(false) }

// NewParser returns a TypeScript parser (TSX for .tsx files).
func (TypeScript) NewParser() ir.Parser { return NewParser(true) }

// Canonical is the source's tokens, comments dropped, one space apart.
func (JavaScript) Canonical(src []byte) string { return canonical(src, false) }

// Canonical is the source's tokens, comments dropped, one space apart.
func (TypeScript) Canonical(src []byte) string { return canonical(src, true) }

// Module names a file by its path (Module).
func (JavaScript) Module(rel string) (string, bool) { return Module(rel) }

// Module names a file by its path (Module).
func (TypeScript) Module(rel string) (string, bool) { return Module(rel) }

// sourceExts are the extensions a module specifier may leave out, in the
// order Node and TypeScript try them.
var sourceExts = []string{".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"}

// Module names the file at rel (slash-separated) as imports name it: its
// path without the extension, slashes turned to dots and dots inside a
// component to underscores (a.test.js is a_test, never a module test in
// a package a); a final index names its directory, as `import './dir'`
// does, and is then the package's own file (the root's index is the
// module index). Since a specifier resolves
// to the same name with or without its extension (./m, ./m.js and ./m.ts
// all name m), resolution across .ts .tsx .js .jsx .mjs .cjs and index
// needs no look at the file system.
func Module(rel string) (string, bool) {
	rel = stripExt(rel)
	pkg := false
	if rel == "index" || strings.HasSuffix(rel, "/index") {
		rel, pkg = strings.TrimSuffix(strings.TrimSuffix(rel, "index"), "/"), true
	}
	parts := strings.Split(rel, "/")
	var out []string
	for _, p := range parts {
		if p == "" || p == "." {
			continue
		}
		out = append(out, strings.ReplaceAll(p, ".", "_"))
	}
	if len(out) == 0 {
		return "index", false // the root's index names no directory
	}
	return strings.Join(out, "."), pkg
}

func stripExt(rel string) string {
	if strings.HasSuffix(rel, ".d.ts") {
		return strings.TrimSuffix(rel, ".d.ts")
	}
	for _, e := range sourceExts {
		if strings.HasSuffix(rel, e) {
			return strings.TrimSuffix(rel, e)
		}
	}
	return rel
}

// SpecifierModule returns the dotted module a specifier names from the
// file at from (slash-separated, relative to the indexed root): a
// relative specifier (./m, ../lib/m.js) by the path it resolves to
// (Module), a bare one (lodash, node:fs, @scope/pkg/sub) by itself with
// slashes turned to dots: outside the repository.
func SpecifierModule(from, spec string) string {
	if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || spec == "." || spec == ".." {
		p := path.Clean(path.Join(path.Dir(from), spec))
		if strings.HasPrefix(p, "../") || p == ".." {
			return "<outside>." + strings.ReplaceAll(strings.TrimLeft(p, "./"), "/", ".")
		}
		m, _ := Module(p)
		return m
	}
	spec = strings.TrimPrefix(spec, "node:")
	return strings.ReplaceAll(strings.TrimSuffix(spec, "/"), "/", ".")
}

func grammar(ts, tsx bool) *sitter.Language {
	switch {
	case tsx:
		return tstsx.GetLanguage()
	case ts:
		return tsts.GetLanguage()
	}
	return tsjs.GetLanguage()
}

// canonical is src without comments, its whitespace dropped except one
// space between two word characters (identifiers, keywords, numbers);
// string, template and regular-expression text is kept as written. It
// lexes rather than parses (chunking asks for the canonical text of every
// chunk): a '/' starts a regular expression where an operand may start,
// as in the ECMAScript lexical grammar's goal symbols, approximated by
// the previous significant character.
func canonical(src []byte, _ bool) string {
	var b strings.Builder
	b.Grow(len(src))
	pendingSpace := false
	var prev byte // last byte written
	word := func(c byte) bool {
		return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
	}
	emit := func(c byte) {
		if pendingSpace && word(prev) && word(c) {
			b.WriteByte(' ')
		}
		pendingSpace = false
		b.WriteByte(c)
		prev = c
	}
	regexAllowed := func() bool {
		return prev == 0 || strings.IndexByte("(,=:[!&|?{};+-*%<>~^", prev) >= 0
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			pendingSpace = true
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			pendingSpace = true
		case c == '/' && i+1 < len(src) && src[i+1] == '*':
			i += 2
			for i+1 < len(src) && !(src[i] == '*' && src[i+1] == '/') {
				i++
			}
			i++
			pendingSpace = true
		case c == '"' || c == '\'' || c == '`' || c == '/' && regexAllowed():
			emit(c)
			j := i + 1
			for ; j < len(src); j++ {
				b.WriteByte(src[j])
				if src[j] == '\\' && j+1 < len(src) {
					j++
					b.WriteByte(src[j])
					continue
				}
				if src[j] == c || (c != '`' && src[j] == '\n') {
					break
				}
			}
			i = j
			prev = c
		default:
			emit(c)
		}
	}
	return b.String()
}
