// Package ir is the language-neutral statement IR that every front end
// (Python today; Go, JavaScript/TypeScript and Java later) lowers its syntax
// tree into, and that package pdg turns into a CFG, a PDG and an SDG.
//
// # Model
//
// A File holds one top-level Func (the module scope). A Func is a scope with a
// statement list: module, function or class body. A Stmt is either simple or a
// compound header (if, while, try, def, ...) whose nested blocks hang off Body,
// Else, Handlers, TryElse and Finally. A def or class statement lives in the
// enclosing scope and points to the scope it creates through Stmt.Func; a
// lambda is a scope an expression creates, listed in Stmt.Lambdas of the
// statement holding it and used there through a Ref to its function object.
//
// Every statement records what it uses and defines as access paths of at most
// two components ("x", "obj.attr"), following ../shared/slicing-rules.md rule
// 2, and the calls it makes. A use is a Ref: an access path, the result of a
// call of the same statement, or a lambda's function object, so that a
// call's arguments can bind to the callee's parameters one by one (HRB
// actual-in vertices) instead of being smeared over the whole statement.
//
// # What a front end gives beside the IR
//
// Each File carries its language's Semantics (builtins, container methods
// that mutate their receiver, I/O calls, the constructor and call
// methods), which the graph algorithms ask instead of knowing a language;
// a front end resolves relative imports to absolute module names
// (ImportInfo.Module) and the loader names a module's other importable
// names (File.Aliases); and for the optimizer a front end outlines a file
// (Outline). Method resolution order, receiver parameters, argument
// binding and scoping are still Python's, inside package pdg.
//
// # Invariants
//
//   - Span.Line is the line the statement starts on (the def/class keyword
//     line for decorated definitions); EndLine is the last line of the
//     header for compound statements.
//   - Paths are never longer than name.attr; subscripts are stripped to the
//     subscripted path (d[k] uses d).
//   - Names bound by comprehensions and lambda parameters never appear in
//     Uses: a comprehension variable is replaced by the uses of its iterable.
//   - Front ends do not resolve names or calls; package pdg does.
package ir
