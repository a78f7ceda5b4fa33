// Package golang is the Go front end: it lowers .go files, parsed with
// tree-sitter-go, to the statement IR of package ir, so that the graph
// algorithms of package pdg (CFG, post-dominators, control dependence,
// reaching definitions, the SDG and its summary edges) slice Go as they
// slice Python and JavaScript. golden/go/RULES.md maps the slicing rules
// of ../shared/slicing-rules.md onto Go; this package implements that
// mapping, and the scenarios in golden/go score it.
//
// # Packages, files and modules
//
// A Go package spans the files of its directory. Each file is lowered
// alone (Parser.Parse) into a module named by its directory (store/sub is
// module store.sub; the root's files take their package clause's name),
// and every file is marked ir.File.SharedModule: package pdg then treats
// the files of one module as one namespace of top-level names (a
// function of one file calls one of another, reads its package-level
// variables) while each file keeps its own imports.
//
// Types are classes. Each named type that is not an interface is a class
// statement at its declaration (unscored: RULES.md scores no type
// line); a method is a def statement in the body of its receiver type's
// class, and when the type is declared in another file, the class
// statement of this file stands at the package clause (also unscored),
// so pdg merges the classes of one name across the files of a module. An
// embedded field is a base class, which promotes its methods.
//
// After every file is parsed, Link (ir.Linker) does what needs all of
// them: it maps import paths to modules through the nearest go.mod
// (golang.org/x/mod reads it), corrects by-value parameters whose type
// turns out to share its data (an interface, a map, a slice), and
// resolves method calls by type: a variable's type comes from its
// declaration, a parameter, a composite literal, a struct field
// (x := y.f), a call's declared result type position by position (x,
// err := pkg.Open()) or the key and element types of what a range loop
// ranges over ([]T, map[K]V); a call on a value of a concrete type of the
// repository resolves statically to its method (or one promoted one level
// through an embedded field), one on an interface by class-hierarchy
// analysis (below). A call s.f(...) where f is a field of function type of
// s's struct type is no method call: it is unresolved and reads the path
// s.f, not s whole.
//
// # Statements
//
//   - := declares each name the innermost block does not declare yet
//     (renamed name@line when it shadows a variable of an enclosing block
//     of the same function, of an earlier sibling block (two if v := ...
//     in a row), of an enclosing function or of the package:
//     step := step + 1 reads the package-level step) and assigns the others; = and op= assign; x++
//     and x-- use and define x; a grouped var or const declares one
//     statement per spec line.
//   - if, switch and type switch initializers belong to the header line,
//     and their variables to the whole statement (the condition's read of
//     one takes the initializer's definition only, never one reaching the
//     header from an earlier pass of a loop or from an earlier if err :=
//     ...; err != nil { of the same name); a type switch's binding
//     is defined at the switch line and visible in every clause.
//   - A three-clause for and a range loop are one For header statement;
//     a condition-only or infinite for is a While. break and continue
//     carry their label as Target; a labelled loop or switch its Label,
//     named by its own line (the label line is not a statement).
//   - switch, type switch and select are ir.Switch statements whose case
//     clauses are tested in order; Go has no implicit fall-through, so a
//     clause falls through only when its body ends in fallthrough.
//   - panic(v) is a Raise (a jump); defer f(x) an ir.Defer statement,
//     which the CFG runs again at every exit after it (a return before
//     the defer statement skips it), the last deferred first. In
//     a function with named results a return statement defines them (each
//     from its own operand when they match one to one) and a bare return
//     reads them; when the function defers anything, a
//     deferred statement registered first (so run last), on the def
//     line, reads them and passes the function's value out (Stmt.Yields),
//     so a deferred closure's write of a named result reaches the caller.
//   - Several results are told apart: a function returning n > 1 values
//     has Func.Results = n and each return statement its operands by
//     position (Stmt.ResultUses); in a, b := f() each target takes its
//     own position of f's results (Def.Result), so a caller needing a
//     brings only what f's first result depends on. A parallel
//     assignment binds by position too: in a, b := x, g(y) (and
//     a, b = b, a, var a, b = x, y) each target is made from its own
//     operand only (Def.Uses), read before any target is written.
//   - A function literal is a def statement of its own, named <fnN>,
//     placed before the statement that holds it; x := func() {...} and
//     var x = func() {...} are def statements of x. Its writes to an
//     enclosing function's variables are its Nonlocals, to package-level
//     ones its Globals (Go needs no declaration for either). A call of x
//     resolves to that literal while nothing assigns x again; a call of a
//     function value held anywhere else (a parameter of function type, a
//     struct field, a variable assigned again) stays unresolved and reads
//     the variable (Semantics.ResolvesFunctionValues is false:
//     golden/go/RULES.md rule 10), whatever functions points-to finds it
//     may hold.
//
// # Expressions
//
// Access paths are at most name.field (p.x.y writes may-define p.x).
// s[i] = v, m[k] = v and *p = v use and may-define the container;
// copy, delete, clear and the sort and slices sorters may-define their
// first argument; strings.Builder and bytes.Buffer writers their receiver
// (Semantics). A composite literal of a named type (T{...}, &T{...}) is a
// call of the type with its elements as arguments, so a variable it
// initializes holds a T and its method calls resolve; a struct literal's
// keys are field names, not uses. &x passed as an argument has x's path:
// a callee's write through its pointer parameter is a may-definition of
// x. The receiver is the method's first parameter; a value receiver and
// a struct parameter are copies (ir.Param.Value), whose writes never
// reach the caller.
//
// # Interface calls
//
// A method call r.M(...) where r is a parameter or a variable declared
// with an interface type I of the repository resolves by class-hierarchy
// analysis (Dean, Grove and Chambers, ECOOP 1995; golang.org/x/tools
// go/callgraph/cha): to method M of every named type of the repository
// whose methods (value and pointer receivers together) include all of
// I's, created or not, a method matching by name and by its numbers of
// parameters and results (parameter types are not compared); error counts
// as an interface with Error. Each
// target is one ir.Call with Call.Target set. A type's method set here
// does not include promoted methods; an interface's includes those of the
// repository's interfaces it embeds (a library interface it embeds adds
// nothing, so more types may implement it than Go would allow).
//
// A call of a generic function is a call of its name whatever type
// arguments it is given; Max[T](x), which the grammar parses as a
// conversion to the generic type Max[T], is lowered as a call of Max, as
// T(x) is a call of T.
//
// # Left open
//
// As RULES.md lists: fallthrough across clauses is lowered but not
// scored, goto is a plain statement, recover is an ordinary call;
// channels carry no data between goroutines; return g(x) of a g with
// several results passes all of g's results to every position; generics'
// type-parameter dispatch, method values, init order and the standard
// library's signatures (an error a library call returns has no type
// here) are not modelled.
package golang
