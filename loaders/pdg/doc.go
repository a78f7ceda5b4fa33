// Package pdg turns the statement IR of a program into its system
// dependence graph (SDG): for every scope a statement-level control-flow
// graph, control dependences and data dependences, and across scopes the
// call graph with parameter and summary edges. The algorithms see only the
// IR, so every language front end shares them.
//
// # Control dependence
//
// BuildCFG makes one CFG per scope (module body, function, class body) with
// a synthetic entry and exit. Two kinds of edge coexist: real edges (paths
// control takes, used for data flow) and ctrl edges (used for
// post-dominance). Ctrl edges follow the augmented CFG of Ball and Horwitz
// (1993): a jump (return, raise, break, continue) also has a non-executable
// edge to its syntactic successor, and the region headers else, with,
// finally, match, the last except and a try without handlers have a
// non-executable edge past their construct, so that they govern their
// bodies as slicing-rules.md rules 7–9 require. Statements of a try body
// have real-only edges to the handlers: data may flow there, but they do
// not become predicates. A try with no handler and no raise in its body
// has no such edges, not even from its header: an exception raised inside
// a callee is not modelled (rule 9), so its finally clause is entered
// only by the body's own exits. A raise in a try body goes to the handlers, so
// it skips the rest of the body and, when the handler ends in a jump (its
// body's last statement), what that jump skips after the try (rule 9);
// when it does not, the raise's ctrl edge goes past the try statement, so
// a jump the handler makes under a condition of its own depends on that
// condition, not on the raise (endsInJump). ControlDeps keeps an except
// header control dependent on its try header only (rule 8), never on a
// raise or, through it, the raise's guard. Every exit of a
// try body, its handlers and its else clause (fall-through, return, raise,
// an exception no handler matches, break, continue) passes through the
// finally clause: the clause is lowered once per node its exits go on to,
// and each copy continues there, so paths do not mix (a definition before
// a return reaches the finally body, not the code after the try). A
// statement's copies share its vertices. PostDominators uses the iterative
// algorithm of Cooper, Harvey and Kennedy (2001) on the reverse graph;
// ControlDeps is the construction of Ferrante, Ottenstein and Warren (1987,
// section 3.1), with the copies of a statement counted as one node: a
// finally body runs on every exit of its try, so it depends on no jump or
// guard inside it, while the code after the try depends on the jumps that
// skip it. A jump that can skip statements gets a jump edge to its guard:
// the guard in a slice pulls the jump in (rule 9); a break or continue
// that skips nothing (a break closing a switch's last case, a continue
// ending a loop body) gets one to each header enclosing it, not to the
// guards of the jumps before it. The statements of the
// body of a try, of a try's else and of a finally, nested ones included
// (a nested try's own are governed by it), and a try's except and else
// headers get a GOVERNS row from that header: rule 8 puts the header
// in every slice that holds one of them, which no dependence does in a
// forward slice. GOVERNS is syntactic: the statements after a try whose
// body can return depend on the try header as the return's guard (rule 9),
// but it does not govern them.
//
// The IR's constructs of other languages lower the same way (no front
// end produces them yet; testdata/cfg holds hand-derived scenarios). A
// switch tests its clauses in order and takes its default clause, wherever
// it stands, when none matches; the header and the default are region
// headers. A clause marked Fallthrough goes on into the next clause's
// body. A break leaves the innermost loop or switch, or the one its
// label names; a continue the innermost loop or the one named. A
// do … while runs its body before its condition (the statement's node),
// which loops back or leaves. A deferred statement stands where it is and
// again in a chain of copies before the exit, the last deferred first,
// which every return, the fall-through and every uncaught exception pass
// through, entering it at the last defer that may have run: a defer in a
// later top-level statement of the body has not (Go: a return before
// `defer f()` does not run f); its copies are not merged for control dependence, so it keeps
// its guard; its uses at the exit read what reaches the exit and its
// definitions where it stands reach what follows it (an over-
// approximation of a call that runs later with arguments evaluated
// earlier). A try's finally clause wraps the jumps of every enclosing
// loop and switch, so a labelled jump out of several passes through it.
//
// # Data dependence
//
// A for-each header (Python's for, with its implicit __iter__ and
// __next__; Go's range, ir.Stmt.Once) evaluates what it reads once,
// before the first pass, so nothing the header itself defines (its
// targets, the outputs of a call in its iterable) reaches its uses by the
// back edge; for Go's range no definition inside the loop does either.
// Reaching definitions are solved per scope over real edges with bit sets
// (reaching.go): the iterative worklist algorithm over basic blocks, one
// in- and out-set per block, in passes over groups of whole roots of at
// most maxGroupDefs definitions (a kill never crosses roots), so memory
// grows with blocks × maxGroupDefs / 8 bytes, not with statements ×
// definitions.
// Definitions and uses are access paths of at most name.attr (rule 2): a
// use of obj.x reads definitions of obj.x and of obj; a use of obj reads
// definitions of obj and of every obj.attr; obj.y never reads obj.x. A
// definition of name x kills x and x.*; one of x.attr kills x.attr;
// may-definitions (d[k] = v, container mutators, parameter-outs) kill
// nothing (rules 3–4). A container mutator's name called outside the
// repository on a module (os.remove(p), on a name bound by import or a
// repository module) is a module's function, not a definition of the
// module; on an attribute of a module outside the repository (sys.path,
// which may be a submodule or any object) it stays a may-definition.
// Names a nested function reads or writes from an
// enclosing function (rule 6) are captured names, passed as value-result
// parameters (the treatment Horwitz, Reps and Binkley give globals; see
// Calls): a definition reaching a call of the nested function enters its
// body through that call's actual-in, one call edge down; a definition
// reaching only the nested def, and any definition when the function is
// read as a value (returned, passed, stored: its calls are not all seen;
// only passed to functions that call it, see below, its calls are seen),
// enters directly through a data edge into its formal-in; where the
// enclosing function returns the nested function or binds it to another
// name (return wrapper, z = inner), the read uses the captured names too:
// the function object carries them (not where a display or an argument
// only names it among other values: steps = [add_heading]). Other names a scope does not bind are linked after all scopes
// are built: to the module-level definitions of that name (rule 1) that
// may reach the read (order.go: when the reading function is reached from
// its module's code alone, those reaching, in that code, a call that leads
// to it through callers that each reach their call toward it along a path
// free of kills of the name (toward); otherwise all of them, but for a Go
// package's, which all run first and reach the read when some root leads
// to it that way), m.attr
// of an imported repository module and from-imports to that module's
// definitions, by DATA edges; to every write of it inside another function
// (an assignment under global, a may-definition of a module-level object
// such as REGISTRY.append(x)), m.attr included (a plain assignment to
// m.attr made in another module counts as a write of m's attr; a
// may-definition made there does not, but one through a name a
// from-import binds to m's variable does: HANDLERS.append(x) after from
// registry import HANDLERS writes registry's HANDLERS; and a read of a
// from-imported name takes the writes its origin's functions make, all of
// them where imports are live, ir.Semantics.LiveImports, the
// may-definitions otherwise), that may run before the
// read (order.go: a call path runs the writer first, along a path of
// each scope's CFG free of the variable's kills, a plain assignment of it
// or a call that must-write it, or the two are reached from different
// roots, whose order is unknown; a write only Go inits lead to runs before
// every other root and reaches a read as a package-level definition
// does, through a root's kill-free path to it), by GLOBAL edges,
// which a slice crosses as if it entered the writer from outside its
// calls: it may then climb to the writer's call sites and their arguments
// (the query engine's rounds, issue 11 defect 5). A read of a class's or
// a module's member (Config.level, store.Limit) that a plain assignment of
// that path in the reading function, or a call there that must-write it,
// precedes on every path from the function's entry takes neither the
// class body's nor the module's definition (memberKilled). The order is decided per
// read, not per call of the reader: a reader called both before and after
// the writer sees the write at either call. Within one caller the calls
// themselves are ordered (linkCallOrder): a call of a function that writes
// a module-level name defines it there, a call of one that reads it uses
// it there, and a DATA edge goes from each writing call to each reading
// call its CFG path reaches (onto the reading call's actual-outs, its
// value and the objects it modifies, or onto its call vertex when it has
// none: an ascent that holds the call for an argument does not take the
// writers of what the callee reads), so of the calls to next_id() (global
// counter; counter += 1; return counter) those made before a call are in
// its slice and those after are not, the writing function being the
// reading one; only the callee's own reads and writes count, not those of
// the functions it calls. A call of a writing function after which no
// read of the variable can run (none later in its scope, directly or
// through a call, and none after the scope returns, up its callers; a
// statement that only updates the variable, QUEUE.append(x), is no read;
// module code of a module no other file imports ends the program; no
// function without a call site reads the variable: it may run after
// anything, except a Go program's main, after which the program ends, and
// a Go init), or whose write every path of its function meets a kill of
// before any read and before the function returns (record("b") then
// reset(), which sets the log anew), gets
// schema.LateCall as its CALL edge's var with the variables it is late
// for (markLateCalls): the query engine takes it as none of the call sites
// of the writes of those variables a GLOBAL crossing reaches. A call whose callee writes
// the name on every path through it (a must-write: a plain assignment
// under global, unguarded, or such a call, in a function that runs its
// body when called; order.go computes them as a least fixpoint over the
// call graph) is a definition that kills, by rule 6's value-result
// reading: a read that every path from its scope's entry reaches through
// such a call sees no module-level definition and no write made before
// the call (a write a function used as a value leads to excepted: it may
// run meanwhile, on another thread), and in module code (or a function declaring the name global)
// a definition reaches no use past such a call. A plain write of the name
// under global in the reading function itself, met on every path from its
// entry to the read, kills the module-level definitions too (exposedTo).
// A name read by a class body
// nested in a function, to the definitions of the function that reach the
// class statement or a call of it. A read of self.attr in a method, to
// the class attribute attr of the first class defining it along the MRO
// of each class whose instances reach self by points-to (those some call
// instantiates or whose name is used as a value; a subclass may override
// it), else along the method's own class's
// MRO, but not for a class whose __init__ assigns self.attr at the top
// level of its body, itself or through super().__init__, or, for a
// dataclass without an __init__ of its own, whose fields (annotated names
// of its body and its dataclass bases, not ClassVar or InitVar) include
// attr: the generated __init__ assigns them (the instance attribute then
// always shadows it); cls.attr in a classmethod always
// along its own class's. Such a self.attr read also takes, by GLOBAL edges,
// the writes of K.attr made through a class's name in functions
// (Registry.items = {}, Registry.items[k] = v), for the classes K of that
// MRO up to the first whose body defines attr. In a language whose static
// members live apart from its instances' (ir.Semantics.StaticsApart:
// JavaScript), a read through this takes neither a static member's
// definition (ir.Def.Static) nor the writes through the class's name,
// which are the static member's.
//
// # Calls and the SDG
//
// Calls are resolved in two steps. First with flow-insensitive bindings
// per scope: imports (absolute, relative, aliased, re-exported; a name a
// module does not bind is looked up in the modules it imports with
// "from m import *", public names only), classes
// (to __init__ along the C3 MRO), self/cls and super() calls, instances
// bound by x = C(...), and names bound to functions. A call those leave
// unresolved is then resolved by a points-to analysis over an assignment
// graph, after PyCG (Salis et al., ICSE 2021; pointsto.go): functions
// passed as arguments or returned, stored in containers or attributes
// (a container that never escapes its subscripts is told apart by
// constant key: d["a"]() calls what is under "a"; keys.go), instances
// reaching a parameter, also as the elements a container's items(),
// values() or get() gives back (a receiver whose classes do not define
// the method is taken for a container of their instances); self.m() dispatches to the overrides of
// the classes whose instances reach self, and super().m() to m in the
// class after the method's own along the MRO of each of those classes (a
// mixin's super() follows the object's MRO, not the mixin's bases);
// cls(...) in a classmethod makes an instance of each class the method is
// called through that is its own class or a subclass (User.make running
// Record.make), its own class only when a call runs it through that class
// or none is known. A read of obj.attr whose attr some class of the
// repository defines as a property (a def decorated with property or
// functools.cached_property; JavaScript's get x() {...}) is a call of that getter on obj wherever the
// call resolves to one (propertyReads, ir.Property): the value read is the
// getter's result, one call edge away (rule 15), and the getter's def line
// is not a definition of self.attr; obj.attr = v, where attr has a setter
// (@attr.setter; set x(v) {...}), is a call of that setter on obj with v (ir.PropertySet),
// whose writes through self are parameter-outs of obj (rule 4). The
// class's method table holds the last def of the name, so such a call is
// moved to the class's getter or setter (keepPropertyCalls). A def a
// decorator of the repository decorates binds its name to what the
// decorator returns (unwrapDecorated); a call through that name reads no
// definition of it (the def line is a call site of the decorator, not a
// value the call uses). What any decorator reads is a use of its def
// statement (@functools.wraps(method) reads method: stdlib-v7/02). A call through a name that holds a bound method
// (add = out.append; add(x), put = self.items.append; put(x)) is the
// method call on the object or attribute it was taken from
// (resolver.boundMethodCall), so a mutator or a method assigning through
// self may-defines that path (rule 4). A
// name that several def statements of one module or class body define
// (def f in both branches of an if) resolves to every definition that
// reaches the end of that body (reaching definitions of the name on the
// body's CFG; liveDefs), not to the last in the text alone. A call a front
// end resolved itself (ir.Call.Target: Go's interface calls by
// class-hierarchy analysis) keeps its target. Objects from outside the
// repository keep the names PyCG gives them: an instance of an external
// class (a CapWords name, PEP 8's convention) has external methods
// (a = ext.Cls(); a.fun() calls ext.Cls.fun), and a class of the
// repository inherits what its repository bases do not bind from its
// first external base (its __init__ too); these are call-graph edges only. Such a call may have several callees
// (at most 6); each gets its own call site below, and the call's result is
// any of their results. A call to a function of the repository gets
// the vertices of Horwitz, Reps and Binkley (1990): a call-site vertex (the
// call's control dependences; call edge to the callee's entry), one
// actual-in per bound parameter (param_in edge to the formal-in), an
// actual-out for the result (param_out from the formal-out "return"; for a
// constructor, from __init__'s self) and one for each argument whose
// parameter the callee may modify. A parameter whose only changes are
// definitions of its attributes (self.level += 1, self.items.append(x),
// or a call that makes them) has one formal-out per attribute, up to
// MaxAttrOuts, and the argument one actual-out per attribute, w.level
// for w passed to self (rule 2: a use of obj.y does not depend on a
// definition of obj.x); any other change (xs.append(x), d[k] = v), more
// attributes, or a constructor's self gives one formal-out for the whole
// object. An actual-in still reads the whole argument. A callee modifies a parameter by a
// may- or attribute definition of it made where the object passed in may
// still be what the name holds: one made after every path from the entry
// assigned the name (rows = [HEADER] + rows; rows.append(x)) changes an
// object of the callee's own and is no parameter-out (reboundParams: a
// breadth-first search per assigned parameter over the real CFG edges,
// stopping at its assignments; an augmented assignment, xs += ys, updates
// in place and does not stop it, nor does one whose value may be the
// parameter itself, xs = xs or [] or opts = opts || {}: ir.Def.MayKeep). A change made before such an assignment
// is the caller's, though the assignment keeps it from the exit under the
// parameter's name: it feeds the formal-out when it reaches the exit or
// an assignment of the name.
//
// A lambda is a scope for call resolution and the call graph only (a Func
// of kind lambda, named <lambdaN> in its enclosing scope): its parameters
// bind what its callers pass, its body's calls are its own call-graph
// edges (their site is the statement holding the lambda), and a call
// through a name, parameter, attribute or container holding it calls it.
// It has no statements or vertices in the SDG: the statement holding it
// reads what the lambda's body reads (ir.Func.Held), the calls its body
// makes to functions of the repository are call sites of that statement
// (their actual-ins read the lambda's free names there, its parameters
// read nothing, and their results flow into what the statement defines:
// sorted(xs, key=lambda j: age(j)) descends into age), and a call that may
// call a lambda is treated as one it cannot see into (rule 11: its result
// depends on its arguments and its callee expression), beside any other
// callee it has. So is a function of the repository that a builtin calls
// (map(f, xs), sorted(xs, key=f)): the call graph names it as a callee of
// the builtin's call, which gets no call site for it. A lambda passed as
// an argument that changes names outside it (out.append(x), obj.x = v, a
// callee's parameter-out) makes the statement passing it a
// may-definition of them (lambdaWrites, rule 6: it runs in that call), by
// a vertex fed by what the lambdas hold and the call's other arguments,
// never by a call's result.
//
// A nested function's captured names are the names of an enclosing
// function it reads or writes, directly, through the nested functions it
// calls, or through those it defines (computed as a fixpoint). Each gets a
// formal-in after the parameters and, when the function may write it, a
// formal-out; every call made where the name is visible (in the enclosing
// function, or in another nested function that captures it) gets an
// actual-in reading the name there and an actual-out defining it (visible
// means the same cell: a local of that name in the caller is another
// variable). A
// nonlocal assignment is a strong write: the actual-out kills, and the
// formal-out takes every definition reaching the exit, the value passed in
// included when a path skips the assignment. A may-definition (out.append,
// obj.x = v) is a weak one: the actual-out kills nothing and the formal-out
// takes the may- and attribute definitions, as for a parameter-out. The
// definitions that reach the nested def also reach the formal-in (rule 6),
// for calls no call site shows (a closure returned or stored; for the
// methods of a class defined in a function, functools.cmp_to_key's K,
// those reaching the class statement: the class body is skipped). A call
// made where the name is not visible to a cell no closure writes passes
// nothing (the definitions reaching the nested def give its value; a
// callback called through a parameter is the exception below). One made
// where the name is not visible (a closure its factory returned,
// called by whoever holds it: inc = counter(); inc(); n = inc()) passes
// the cell through a variable of the caller that stands for it (cellVar,
// "count@m:counter"): the actual-in reads it and the actual-out defines
// it, so one call's write reaches the next call's read, whichever closure
// of that cell the calls run. Closures held in names that one statement
// each assigns from a call of the factory are told apart by that
// statement (closureOrigin): c1 = counter(); c2 = counter() keep two
// cells, inc, peek = counter() one; a closure of unknown origin (taken
// from a dict of handlers, passed in) reads and writes the cells of every
// such call of the function. A closure passed to a function that calls
// it through its parameter (each(items, add), fn(x) inside each), or
// through the variable of a loop over that parameter when the loop is all
// that binds it (run(steps) with for step in steps: step(); calleeParam),
// writes its cells there: that call is a may-definition of the cell path
// fn~n@m:total of the parameter (cellPath: it matches no use of fn), and
// each cell the parameter's closures may write (scope.callbacks, passed
// on through callees that take fn along; scope.cbCells) has a formal-out
// of its own, so a caller takes back the cells of its own closures only,
// not those of another caller's. The caller's actual-out defines the cell
// as the caller names it: n where it sees the cell (a function written in
// the call, each(items, (x) => { n += x; }), included), else the cellVar
// of the closure's factory call, or, for its own parameter passed on,
// that parameter's cell path. The cells those closures capture, read or
// written, come in the same way (scope.cbReads): a formal-in per cell
// defines the cell's variable that the calls of the closures read in the
// callee, and the call passing the closure has an actual-in reading the
// cell as the caller names it, so keep(x) reading its enclosing floor, run
// by select(items, keep), depends on floor at that call, and a slice
// needing it ascends from the enclosing function's parameter to its
// callers. A call passes only the cells of the closure it passes
// (passesCell): each(items, name_of) takes no cell of big, passed in the
// next call. A closure only ever passed that way (callbackOnly) gets no
// direct edge into its formal-ins: its calls are all seen.
// Summary edges then cover captured names like parameters, so a parameter
// of the enclosing function read only by a closure gets one (rule 11).
//
// The actual-outs depend on the call-site
// vertex by ctrl edges, and on what the callee expression reads (a
// function held in a variable or a parameter, handlers[key]) through a
// vertex of their own, so a slice ascending into the call site for an
// argument does not take that variable (rule 12); the actual-ins by
// arg_ctrl edges, which only
// backward slices walk (a call reached by control dependence alone passes
// no value into its callee, rule 13). Which parameters a callee may modify
// (rule 10) is computed as a fixpoint over the call graph, alternating with
// the captured names (a closure's may-definition of a parameter of its
// enclosing function modifies that parameter). The entry,
// formal-in and formal-out vertices belong to the def statement, so a slice
// that reaches a body brings its def line (rule 14). Unresolved calls get
// no vertices: their arguments flow into the statement (rule 11). Summary
// edges actual-in → actual-out are computed with a worklist of functions:
// for each formal-in, a depth-first search over the function's own edges
// (and the summary edges already known at its calls) finds the formal-outs
// it reaches; new pairs become summary edges at every call site, and the
// callers are queued again, until no function's pairs change. This is a
// function-level fixpoint of the equations of Horwitz, Reps and Binkley
// (1990, section 4.2), not the path-edge worklist of Reps, Horwitz, Sagiv
// and Rosay (1994): the same edges, at the cost of one search per
// formal-in each time a function is visited.
//
// Summary edges stand for a callee's whole body, every call below it
// entered; a slice of depth d enters only the functions within d call
// edges, and a function beyond is a stub whose value depends on all its
// arguments (slicing-rules.md rule 15 with rule 11). BoundedSummaries
// computes, for a closure with k = 1..5 call levels left before the limit,
// the pairs a call carries when the functions more than k − 1 calls below
// its callee are stubs and its summary edges do not (the BOUNDED tables):
// per strongly connected component of the call graph, a fixpoint over the
// members within reach, each entered with the levels its shortest call
// distance inside the component leaves it, since a call back into a
// function already entered nearer the criterion (recursion) enters it
// again rather than making it a stub. Only pairs from actual-ins
// something feeds are kept: an argument left out or a literal reads
// nothing a slice could reach through it.
//
// A function with several results (ir.Func.Results, Go) has one
// formal-out per result position, fed by one vertex per position of each
// return (Stmt.ResultUses; a return of one call, return f(x), feeds
// position k from the call's position-k actual-out, or from everything the
// statement reads when f is not a function of the repository with several
// results), and each call site one actual-out per
// position; a, b := f() defines a and b by vertices fed by their own
// position (Def.Result), so summary edges keep the positions apart. A
// definition with uses of its own (Def.Uses: a, b := x, g(y)) gets a
// vertex fed by those uses alone, so a slice needing a takes neither y nor
// g's body. Such a definition is not listed on the statement's own vertex
// (ownDefs), which reads the whole line: a criterion naming it seeds its
// vertex alone (rule 16), so a bare return's other named results stay out.
// Deferred statements (ir.Defer) are copied onto every exit path after them; the
// copies take the vertices of the node where the statement stands. A
// deferred call's function value, receiver and arguments are evaluated
// where the defer stands, and the call runs at the exits: the node where
// it stands uses the arguments and defines nothing, its copies define
// what the call writes and use only the captured names a called closure
// reads when it runs (the Go front end's reader of the named results, a
// Defer that Yields, keeps its uses at the exits).
//
// A parameter's default value is a use on the def line (rule 5): a vertex
// of the def statement reads it, and an edge carries it into the
// parameter's formal-in only when the default can be the value bound: a
// call site of the function leaves the parameter out, unpacks arguments
// into it or passes JavaScript's undefined, or the function has no call
// site in the repository (linkDefaults). A default its language evaluates
// at the call (ir.Semantics.DefaultsAtCall: JavaScript, whose defaults
// may read the parameters before them) is bound at those calls alone, so
// that a slice takes it only with one of them (rule 12): the def
// statement gets a formal-out for it, fed by the default's vertex and by
// the formal-ins of the parameters it reads; each call that may leave
// the parameter to its default an actual-out of it (param_out), which
// feeds the parameter's actual-in there and takes summary edges from the
// actual-ins of the parameters it reads, while the actual-in takes summary
// edges to the call's results like a passed argument. A descent from such
// a call reaches the default one call level down, like the callee's body
// (a stub's default is not read); a descent from a call that passes the
// argument never does. The default's vertex has a param_in edge into the
// parameter's formal-in, so a slice that ascends from the parameter to
// its callers (which include one leaving it out) reaches it one level up,
// with them. With no call site the formal-in reads the default and the
// formal-ins it reads directly. A default evaluated when the def runs
// (Python) is also held by the function the def makes: the vertex
// defining its name reads the defaults' vertices, so a statement using
// the function as a value (storing it in a list called later) depends on
// what they read, in the defining function, without a descent.
//
// A default inside a parameter's object pattern (ir.Stmt.KeyDefault:
// JavaScript's function f(a, { strict = STRICT } = {}), which a front end
// lowers to a statement of the body rebinding strict from its value and
// the default) has its value read by a vertex of its own on that
// statement, and the data edge from it into the statement's vertex only
// when the default can be the value bound (linkKeyDefaults): the function
// has no call site in the repository, or one of its calls does not bind
// the parameter to an object literal that writes the key out with no
// spread element or computed key (ir.Arg.Object, Keys, Spread: a call
// leaving the argument out, passing undefined, a variable or a spread
// argument, or a literal without the key). Otherwise the statement
// rebinds the names from their value alone. As a parameter's default
// vertex does, the default's vertex still reads what the default reads,
// so a forward slice from that reaches the def line and nothing past it.
//
// Imports name modules by File.Module (the loaders give each file its
// import name from its source root). The files of a module of several
// files (ir.File.SharedModule, a Go package) share their top-level names
// and one table of module-level definitions; each keeps its imports. A module is also reachable by the
// name its path gives (src/pkg/core.py as src.pkg.core, when Module is
// pkg.core), and, when every module lives in one root package, by its name
// without that package's prefix; an alias never takes a name another
// module already has. A name an export list renames (ir.File.Exports:
// export { gross as total }) is, to importers, the local name it renames
// (exportedName), in call resolution and in the data edges of imports and
// of m.attr.
//
// # Invariants
//
//   - Every vertex belongs to one statement (or, for a module's entry, to
//     none) and one scope; every edge connects two distinct vertices.
//   - Dependence edges point from the vertex depended on to the dependent.
//   - Call-boundary edges (call, param_in, param_out) are the only edges a
//     two-phase slice treats specially; all others stay within a call level.
package pdg
