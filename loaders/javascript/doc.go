// Package javascript is the front end of JavaScript and TypeScript: it
// lowers .js .jsx .mjs .cjs files (tree-sitter-javascript) and .ts .mts
// .cts .tsx files (tree-sitter-typescript, TSX) to the statement IR of
// package ir, which the graph algorithms of package pdg read without
// knowing the language. golden/js/RULES.md says what a correct slice of
// JavaScript is; this package implements its choices.
//
// # Statements
//
// Each statement is named by the line it starts on, as in Python: a
// declaration (let, const, var: one statement however many declarators),
// an expression statement, return, throw (ir.Raise), break and continue
// (with their label as ir.Stmt.Target), and the header of each compound
// statement. An else or else if is named by the line of its else keyword,
// so `} else {` is a statement line; a catch by its `} catch (e) {` line;
// a do … while by the line of its while (ir.DoWhile, whose span is the
// condition's), the `do {` line being no statement. A classic for is one
// header statement that defines what its initializer and update define
// and uses what all three parts use. A switch is ir.Switch with one
// ir.Case per clause, each falling through into the next
// (ir.Stmt.Fallthrough); a labelled loop or switch carries its label
// (ir.Stmt.Label). Imports are ir.Import statements, which are not
// scored; type-only declarations (interface, type, declare, overload
// signatures, import type) lower to nothing, since nothing of them runs.
//
// # Functions, classes and this
//
// A function declaration is a def statement. So is a declaration whose one
// declarator's value is a function or arrow function (const f = (a) =>
// a + 1 defines f on that line), and a class expression likewise a class
// statement. Every other function expression — a callback, an IIFE, an
// object literal's method — is hoisted: it becomes a def statement named
// <fnN> (N counting the anonymous functions of its scope from 1) placed
// just before the statement that holds it, which uses the name as a
// value. An expression-bodied arrow function's body is one return
// statement. A holding statement's span ends where its first multi-line
// callback's header does: the callback's body lines are the callback's
// statements, not the holder's.
//
// Array methods that call a function argument on the receiver's elements
// (forEach, map, filter, reduce, find, some, every, sort, …: the table
// callbackMethods) get a second call at the same statement, of that
// function with the receiver as its argument (the accumulator first for
// reduce); for those whose result holds or is chosen by what the function
// returns, that call's result is part of the expression's value. So a
// callback's writes to enclosing variables are definitions at the
// statement that passes it, as rule 6 asks.
//
// Instance fields (count = 0 in a class body, #count = 0 too: this.#count
// is an ordinary path) are definitions of
// this.count made by every new: they are statements of the constructor,
// on their own lines, run when it starts (in a derived class after its
// super(...)); a class with fields and no constructor gets the one
// JavaScript gives it, on the class's line (passing its arguments to the
// base's constructor when it extends one). A field holding an arrow
// function is also a method of that name. Static fields are statements
// of the class body, like Python's class attributes, but marked
// (ir.Def.Static): C.count reads them, this.count never does, and nor do
// the writes C.count = v reach it, since an instance does not see its
// class's static members. A static method and
// an instance method may share a name (Semantics.StaticsApart): a call
// through the class runs the static one, through an instance the other.
// TypeScript's
// parameter properties (constructor(private x: T)) come before the
// fields: each is a statement this.x = x of the constructor on its def
// line, one per parameter so that reading this.x needs x alone. An enum
// is one statement defining its name whose uses are its members'
// initializers, less the members themselves (B = A * 2).
//
// Methods follow the IR's receiver convention: a method that is not
// static receives this as its first parameter, named "this", so this.x
// is an access path like Python's self.x. new C(a) is a call of C, which
// the graph resolves to C's constructor (Semantics.Constructor);
// super(a) is the super call "super().constructor" and super.m() the
// super call of m.
//
// # Names and scopes
//
// JavaScript needs no nonlocal or global declaration: a function that
// assigns a name declared by an enclosing function gets it among its
// Nonlocals, one declared at module level (or nowhere) among its Globals,
// so that the graph treats the write as Python's nonlocal and global
// writes. var and function declarations are hoisted to their function;
// let, const and class declarations are scoped to their block, and one
// that shadows a name visible from an enclosing block of the same function,
// or that a sibling block declared before (the const plan of an if branch
// and of its else), is renamed name@line, so the two are different
// variables to the graph.
// A destructured parameter is a parameter $argN whose names a first
// statement of the body, on the def line, defines from it.
//
// A default inside a destructuring pattern (const {a, b = d} = o, also
// in an array or nested pattern, a for...of or catch target, a
// parameter, a destructuring assignment statement) belongs to the names
// it defaults only: the statement binds every name of the pattern from
// the source, and each default is one more statement on its line, right
// after it (for a loop or catch target, first in the body), that rebinds
// its names from their value and the default, as JavaScript does when the
// value is undefined. So a name the criterion's value does not depend on
// stays out of the slice (slicing-rules.md rule 16), and a loop header
// reads its iterable alone (rule 7). A literal default needs no such
// statement. In a parameter's object pattern (one level: { k = d } or
// { k: name = d }, not a nested or array pattern), the statement of a
// default records the parameter and the key it defaults
// (ir.Stmt.KeyDefault), and a call's object literal argument the keys it
// writes out and whether it has a spread element or a computed key
// (ir.Arg.Object, Keys, Spread; a key whose value is the literal
// undefined, a getter or setter, or __proto__ is not among the keys, and
// a key that is a number or a string with escapes counts as computed):
// the graph reads such a default only when some call may leave its key
// undefined, or the function has no call site (golden/js/RULES.md rule
// 5, as a parameter's default every call overrides).
//
// An array pattern written against an array literal of as many elements,
// with no hole, spread, rest or default ([lo, hi] = [hi, lo], const [x, y]
// = [p, q]), binds element by element (ir.Def.Uses), as Python's a, b =
// b, a does: lo takes the old hi alone. delete o.p and delete o[k] use o
// (and k) and may-define o, as o[k] = v does (golden/js/RULES.md rule 2).
//
// The first part of a classic for header that assigns an existing name
// (for (i = 0; ...), for (var i = 0; ...)) is a statement of its own on
// the header's line, placed before the loop: it runs once, before the
// test reads i, so earlier definitions of i reach neither the test nor the
// body (rule 1). let i needs none: it makes a new variable. In a static
// method this is the class, so this.m() calls the class's static m.
//
// # Modules
//
// A file's module name is its path without the extension, slashes turned
// to dots and dots inside a component to underscores; a final index names
// its directory (Module). Because ./m, ./m.js and ./m.ts name the same
// module, relative specifiers resolve across .ts .tsx .js .jsx .mjs .cjs
// and index files without looking at the file system
// (SpecifierModule); a bare specifier (lodash, node:fs) names a module
// outside the repository. ESM imports are Python's from-imports (a
// default import imports the name default; a namespace import is import
// m as ns); export default binds default; CommonJS require is an import
// (const m = require('./m'), const {a} = require('./m')), and
// exports.a = v, module.exports.a = v and module.exports = v bind a,
// a and default at module level; module.exports = { a, b: c } is one
// statement per entry, each defining the export of its name from its own
// value (ir.Def.Export: importers read it, the module's own code reads its
// own a and never the export statement). An export list without a source binds
// nothing; the entries that rename (export { gross as total }) become
// ir.File.Exports, so that importing total binds gross, while total
// inside the module stays the module's own.
//
// # For the optimizer
//
// Outline and SyntaxErrors give the optimizer what it needs to print
// JavaScript with parts left out: blocks are delimited by braces, a
// compound statement's closing brace is printed whenever its header is
// (ir.OutlineNode.Tail), and omission markers are // comments.
package javascript
