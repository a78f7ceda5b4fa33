// Package ir is the language-neutral statement IR that every front end
// (Python, JavaScript/TypeScript and Go) lowers its syntax tree into, and
// that package pdg turns into a CFG, a PDG and an SDG.
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
// (Outline). Semantics.Linearize gives a class's method resolution order
// (Python's C3). A front end whose files must be read together (Go's
// import paths, interface calls) completes them in a Linker.
//
// # What the IR fixes for every language
//
// Four rules are part of the IR's meaning rather than questions to a
// language: the graph build applies them to every file, and a front end
// lowers its language onto them (the packages' doc.go files say how).
//
// Receivers. A method (Func.IsMethod) that is not Static receives its
// object as Params[0] (its class when ClassM): a call through an object
// binds the object there, and the object's attribute paths start with
// that name. Python's self and cls are written so; JavaScript's this is
// lowered to a first parameter named this; Go's receiver to a first
// parameter.
//
// Argument binding. Arguments bind to parameters by the fields of Param
// and Arg alone: positional arguments in order to parameters neither
// KeywordOnly nor starred; a Keyword argument to the parameter of that
// name; surplus positional ones to the Star 1 parameter, surplus keywords
// to the Star 2 one; an argument with Star 1 or 2 (an unpacked sequence or
// mapping) to every parameter still unbound and to the Star parameter of
// its kind. Python uses all of it; JavaScript has no keywords, its rest
// parameter and spread argument are Star 1; Go's variadic parameter and
// xs... argument are Star 1.
//
// Import binding. A plain import (ImportInfo.IsFrom false) binds its
// Alias to the module Name, or without one the first dotted component of
// Name to that top-level module (Python's import a.b binds a); a
// from-import binds each name (or its Alias) to that member of Module; a
// wildcard binds the names Semantics.Exported admits. JavaScript's
// namespace and default imports, CommonJS's require and Go's imports are
// lowered with an Alias or as from-imports.
//
// Scoping. A name a scope binds (an assignment, a parameter, a def, class
// or import) is local to it unless the scope lists it in Globals or
// Nonlocals; other names are looked up outward through the enclosing
// functions to the module, never in a class body: a class body's names are
// attributes of the class, which its methods reach through their receiver
// or the class's name (Python's rule; JavaScript's class bodies and Go,
// whose methods are not nested at all, agree). Block scope is lowered: a
// front end gives a block-scoped binding that shadows an outer one its own
// name (x@line, package syntax), and declares a write to an enclosing
// function's or the module's variable, which JavaScript and Go do not
// declare, among Nonlocals or Globals.
//
// # Invariants
//
//   - Span.Line is the line the statement starts on (the def/class keyword
//     line for decorated definitions); EndLine is the last line of the
//     header for compound statements.
//   - Paths are never longer than name.attr; subscripts are stripped to the
//     subscripted path (d[k] uses d), but for a string key on a JavaScript
//     namespace import (ns["RATE"] is the member ns.RATE).
//   - A handler that binds the exception (except E as e, catch (e))
//     defines its names from ThrownVar alone (Def.Uses), which every raise
//     of its try that it takes defines (BindThrown).
//   - Names bound by comprehensions and lambda parameters never appear in
//     Uses: a comprehension variable is replaced by the uses of its iterable.
//   - Front ends do not resolve names; package pdg does. They resolve a
//     call only where the language's types decide it and pdg could not
//     (Call.Target: Go's static calls and interface calls by class-
//     hierarchy analysis); pdg resolves every other call.
package ir
