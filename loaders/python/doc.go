// Package python is the Python front end: it parses a file with tree-sitter
// (github.com/smacker/go-tree-sitter, Python 3 grammar) and lowers the syntax
// tree to the language-neutral statement IR of package ir.
//
// What the front end decides, following ../shared/slicing-rules.md:
//
//   - Which lines are statements (rule "Unit of a slice"): simple statements
//     and the header line of every compound statement. Docstrings, comments,
//     global/nonlocal declarations and decorator lines are not statements;
//     decorators are uses of the def/class statement they decorate.
//   - What each statement defines and uses (rules 1–6): assignment,
//     augmented assignment, for, with-as, except-as, walrus and match-capture
//     targets; access paths truncated to name.attr; d[k] = v as a use and
//     may-definition of d; comprehension variables replaced by their
//     iterables; lambda parameters masked and lambda bodies' calls dropped
//     (they do not run with the statement).
//   - The calls of each statement with their arguments one by one, so that
//     package pdg can bind arguments to parameters.
//
// A file with syntax errors is lowered as far as tree-sitter recovered it:
// statements inside ERROR nodes are kept, and every ERROR or MISSING region
// is listed in File.Errors. The front end never resolves names.
package python
