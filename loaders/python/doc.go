// Package python is the Python front end: it parses a file with tree-sitter
// (github.com/smacker/go-tree-sitter, Python 3 grammar) and lowers the syntax
// tree to the language-neutral statement IR of package ir. For the
// optimizer it also outlines a file (Outline: statements with header, body
// and clause rows, docstrings, import bindings, as ir.Outline) and finds
// where printed code does not parse (SyntaxErrors); Language offers both
// as optimizer.Language.
//
// What the front end decides, following ../shared/slicing-rules.md:
//
//   - Which lines are statements (rule "Unit of a slice"): simple statements
//     and the header line of every compound statement. Docstrings, comments,
//     global/nonlocal declarations and decorator lines are not statements;
//     decorators are uses of the def/class statement they decorate, and
//     each is also an implicit call (ir.Decorate) of its value with the
//     decorated function or class, innermost first.
//   - What each statement defines and uses (rules 1–6): assignment,
//     augmented assignment, for, with-as, except-as, walrus and match-capture
//     targets; access paths truncated to name.attr; d[k] = v as a use and
//     may-definition of d; comprehension variables replaced by their
//     iterables. A lambda is a scope of its own (ir.Stmt.Lambdas, named
//     <lambdaN>, its body one return statement whose calls are its own);
//     the statement holding it uses the lambda's function object
//     (ir.LambdaRef), which stands for its defaults and the free uses of
//     its body, parameters masked and calls reduced to their operands
//     (they do not run with the statement).
//   - The calls of each statement with their arguments one by one, so that
//     package pdg can bind arguments to parameters.
//
// A file with syntax errors is lowered as far as tree-sitter recovered it:
// statements inside ERROR nodes are kept, and every ERROR or MISSING region
// is listed in File.Errors. The front end never resolves names.
//
// # Nesting limit
//
// The lowering descends at most MaxDepth = 5,000 levels of nested syntax:
// statements in statements, expressions in expressions, and the elif
// clauses of one if (each nests the next in the IR). A construct nested
// deeper is cut off at that level, and its lines are listed in File.Errors
// ("nested more than 5000 levels deep") like a syntax error; the rest of the
// file is lowered as usual. The limit keeps recursion bounded here and in
// package pdg, whose walks of the IR recurse as deeply as it nests (a Go
// stack overflow is fatal, not a recoverable panic), and bounds the work
// per level. No program CPython runs comes near it: CPython's compiler
// gives up at about 3,000 levels, its tokenizer at 200 nested brackets and
// 100 indentation levels. Operations Python keeps flat but the syntax tree
// nests, "a or b or c" and "a = b = c", are walked in a loop and count as
// one level however long they are.
package python
