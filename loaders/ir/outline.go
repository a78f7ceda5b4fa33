package ir

// OutlineKind is what an outline node is, as far as printing code with
// some statements elided needs to know.
type OutlineKind uint8

// Outline node kinds.
const (
	OutlineStmt    OutlineKind = iota // any other statement, simple or compound
	OutlineFunc                       // a function or method definition
	OutlineClass                      // a class definition
	OutlineImport                     // an import statement
	OutlineTry                        // a try statement
	OutlineHandler                    // a clause that completes a try: except or finally
	OutlineClause                     // any other clause (else, elif, ...)
)

// OutlineNode is one statement of a source file as the optimizer prints
// it: its rows, its header (for compound statements), its body and its
// clauses. Rows are 1-based and inclusive.
type OutlineNode struct {
	Kind       OutlineKind
	Start, End int    // a decorated definition starts at its first decorator
	Def        int    // row of the def/class keyword (after decorators); Start otherwise
	HeadEnd    int    // last row of the header; End for simple statements
	Col        int    // column of the first row, bytes
	Name       string // definitions: the name
	Doc        string // definitions: the docstring's first line, without quotes
	DocRow     int    // definitions: the row of the docstring statement, 0 when none
	Body       []*OutlineNode
	Clauses    []*OutlineNode // in order
	Binds      []string       // imports: the names bound
	Module     string         // imports: the module imported from (dotted, leading dots kept)
	// Tail is the first row of what closes a compound statement after its
	// body and clauses (a brace language's closing `}`, a do … while's
	// `} while (c);`), printed whenever the statement's header is; 0 when
	// nothing does (Python).
	Tail int
}

// Outline is a parsed source file as a tree of statements, made by a
// front end for the optimizer, which prints code from it without knowing
// the language's syntax tree.
type Outline struct {
	Lines []string // the source's lines as the index numbers them, without line ends
	Top   []*OutlineNode
	// Comment starts a line comment in the file's language ("#" when
	// empty); the optimizer writes its omission markers and the lines it
	// comments out with it.
	Comment string
	// Braces says blocks are delimited by braces: a block left empty needs
	// no filler statement (Python's pass), and a docstring shown for a
	// stub is written as a comment.
	Braces bool
	// Language names the file's language for a code fence ("python" when
	// empty).
	Language string
}
