package ir

// FrontEnd is one language's front end as the loaders see it: which files
// are its, how their text is read, how each file is lowered to the IR
// (Parser), and the canonical text that chunk ids hash (comments and
// insignificant whitespace dropped). Together with Semantics (what the
// graph algorithms ask of a language) it is all a language adds: the
// loaders pick the front end of each file by its name (loaders.FrontEnds).
type FrontEnd interface {
	// Name is the language's name in outputs ("python").
	Name() string
	// Version names the front end and its grammar; it is part of every
	// chunk's lineage and changes when lowering changes.
	Version() string
	// Extensions are the file name suffixes the front end reads (".py").
	Extensions() []string
	// Normalize returns src as the front end reads it, with the same
	// length and the same byte offsets (lone carriage returns read as line
	// feeds, for instance).
	Normalize(src []byte) []byte
	// NewParser returns a parser for one goroutine; Close releases it.
	NewParser() Parser
	// Canonical returns the canonical text of a piece of source: equal for
	// two pieces that differ only in comments and insignificant
	// whitespace, different otherwise.
	Canonical(src []byte) string
	// Module names the file at rel (slash-separated, relative to its
	// source root) by its path, as the language's imports name it, and
	// says whether it is its package's own file (Python: slashes become
	// dots, .py goes, and a final __init__ names the package).
	Module(rel string) (module string, isPackage bool)
}

// Parser lowers files of one language to the IR. It is not safe for
// concurrent use.
type Parser interface {
	// Parse lowers the file at path (relative to the indexed root, slash-
	// separated) named module (isPackage: the file is the package's
	// own, an __init__ in Python). A file with syntax errors is lowered as
	// far as it parses, with File.Errors; an error means no IR at all.
	Parse(path, module string, isPackage bool, src []byte) (*File, error)
	Close()
}

// Linker is implemented by a front end whose files cannot be lowered one
// by one alone (Go: an import names a package by its import path, which
// only the module's go.mod maps to a directory; an interface call's
// targets are the methods of every type of the repository). After every
// file is parsed, the loaders call Link once with the indexed root (an
// absolute directory, read only for project files such as go.mod) and
// all the files the front end read; it completes their IR in place.
type Linker interface {
	Link(root string, files []*File) error
}
