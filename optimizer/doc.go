// Package optimizer turns the statements a plan selected into code an LLM
// can read as a program, after the plan has run.
//
// # Model
//
// The input is a set of slice statements (file, lines), the dependence
// edges among them, the callees of their call sites and a reader for the
// source files, and the language's front end (Language: python.Language
// for Python). The optimizer has the front end outline each file involved
// (ir.Outline) and keeps it as a statement tree (snode: rows, header rows,
// body, clauses, docstring, names an import binds); it works on a set of
// kept rows per file and checks the code it prints with the front end's
// SyntaxErrors. It imports no front end. Rendering walks the tree: a statement with no kept row is
// omitted; a compound statement with a kept row inside shows its header
// rows (decorators included), then its body, then the clauses that hold
// kept rows. A try whose handlers hold none still shows its first handler,
// so the code parses. Source rows are copied verbatim (indentation kept);
// the few synthesized lines (omission markers, stub docstrings, `pass`)
// take the indentation of the block they stand in.
//
// # Passes
//
// The work is a pipeline of named passes (Passes), each of which edits the
// working document and reports what it changed; any can be disabled by
// name (--disable-pass), and EXPLAIN lists which ran:
//
//   - stubs: a repository function or class called from the slice but not
//     in it is shown as its signature, first docstring line and
//     `...  # N lines omitted`; unresolved callees are listed, never
//     invented.
//   - class-stubs: the omission line of a class body names the methods it
//     stands for.
//   - elision: each run of omitted statements becomes one
//     `...  # N lines omitted` line at its indentation; a function over
//     LongFunction lines also shows its docstring's first line.
//   - imports: exactly the imports binding names the output uses are
//     shown (standard-library ones optionally dropped).
//   - explanation: each slice statement says why it is there, from the
//     dependence edge linking it to the statement nearest the criterion.
//   - syntax-repair: each file section is re-parsed; while ERROR or
//     MISSING nodes (or an empty block) remain, empty blocks get `pass`,
//     then the failing rows are commented out, at most MaxRepairs rounds.
//
// # Invariants
//
// A kept statement is shown whole (all its rows) and in source order;
// every shown statement is preceded by the headers enclosing it; the
// output of every pass sequence that includes elision and syntax repair
// parses, or carries a warning and a confidence lowered by 0.3.
// Confidence starts at 0.9 and loses 0.1 per kind of approximation.
//
// # Formats
//
// Output.Format renders text (line numbers, explanations as trailing
// comments), markdown (one fenced block per file), json (the same as
// data) and ultracompact (a path dictionary, then per scope its signature,
// span, statements, calls and callers). The planner counts the tokens of
// the formatted text against the budget.
package optimizer
