package ir

import "strconv"

// Kind names a statement kind. Header kinds (If, Elif, Else, While, For, Try,
// Except, Finally, With, Match, Case, Def, Class, Switch, DoWhile) are
// compound statements whose Span covers only the header lines (a DoWhile's:
// its condition's); their bodies are nested statements.
type Kind string

// Statement kinds shared by every front end.
const (
	Simple    Kind = "simple" // assignment, expression statement, assert, del, ...
	Return    Kind = "return"
	Raise     Kind = "raise"
	Break     Kind = "break"
	Continue  Kind = "continue"
	Pass      Kind = "pass"
	Import    Kind = "import"
	If        Kind = "if"
	Elif      Kind = "elif"
	Else      Kind = "else"
	While     Kind = "while"
	For       Kind = "for"
	Try       Kind = "try"
	Except    Kind = "except"
	Finally   Kind = "finally"
	With      Kind = "with"
	Match     Kind = "match"
	Case      Kind = "case"
	DefStmt   Kind = "def"
	ClassStmt Kind = "class"
	// Switch is a switch statement (C, Go, JavaScript): its Handlers are
	// Case clauses tested in order, a clause with Default taken when no
	// test matches wherever it stands; a clause with Fallthrough continues
	// into the next clause's body when its own completes. A Break without
	// Target leaves the innermost loop or switch.
	Switch Kind = "switch"
	// DoWhile is a do … while loop: its Body runs first, then the
	// statement itself (its condition, Span the condition's lines) decides
	// whether to run it again. A Continue goes to the condition.
	DoWhile Kind = "do_while"
	// Defer is a deferred call (Go's defer): the statement is evaluated
	// where it stands and runs again on every exit of its scope (return,
	// falling off the end, an exception), the last deferred first.
	Defer Kind = "defer"
)

// IsJump reports whether statements of kind k transfer control away from
// their syntactic successor (Ball–Horwitz jump statements).
func (k Kind) IsJump() bool {
	return k == Return || k == Raise || k == Break || k == Continue
}

// Span locates a statement in its file. Lines are 1-based and inclusive;
// bytes are offsets into the file's source.
type Span struct {
	Line, EndLine      int
	StartByte, EndByte int
}

// Ref is one use inside a statement: an access path (Path set, Call = -1),
// the result of call number Call of the same statement (Call >= 0), or the
// function object of the statement's lambda number k (Stmt.Lambdas[k],
// Call = -2-k, Path ""), which stands for the lambda's free uses
// (Func.Held) wherever uses are read as dependences. Use IsPath and
// Lambda rather than the sign of Call.
//
// Sub, on a path use, is 1 + the index in Stmt.Subscripts of the keys the
// use is read through (d["a"][k] uses d with Sub naming ["a", k]); 0 when
// the use reads the path itself. Only the points-to analysis reads it: to
// the dependence graph a subscripted use is a use of its path.
type Ref struct {
	Path string
	Call int
	Sub  int
}

// Subscript is a chain of subscript keys applied to a name, innermost
// first (d["a"][k] has Keys "a", then k).
type Subscript struct {
	Keys []Key
}

// Key is one subscript key: a constant (Const, see ConstInt), a plain
// name or name.attr whose value is the key (Path), a slice with constant
// bounds (Slice: Lo up to Hi, Hi < 0 for no upper bound; no step), else
// unknown (an expression, a slice with a step or a computed bound).
type Key struct {
	Const string
	Path  string
	Slice bool
	Lo    int
	Hi    int
}

// Shape is the structure of a container literal with constant keys
// ({"a": f, 1: {"b": g}}, [f, g], (f, g)) for the points-to analysis: one
// entry per key, whose value is a nested literal (Inner) or an expression
// (Uses, also among the statement's uses).
type Shape struct {
	Entries []Entry
}

// Entry is one key of a Shape.
type Entry struct {
	Key   string // a constant (ConstOf)
	Uses  []Ref
	Inner *Shape
}

// ConstInt and ConstStr name the constants that keys and values may be
// for the points-to analysis: "i:1" for the integer 1, "s:a" for the
// string "a" (so 1 and "1" differ, as they do as dict keys).
func ConstInt(v string) string { return "i:" + v }

// ConstStr is the constant of string s (see ConstInt).
func ConstStr(s string) string { return "s:" + s }

// PathRef returns a Ref that uses access path p.
func PathRef(p string) Ref { return Ref{Path: p, Call: -1} }

// CallRef returns a Ref to the result of call i of the statement.
func CallRef(i int) Ref { return Ref{Call: i} }

// LambdaRef returns a Ref to the function object of the statement's lambda
// number k (Stmt.Lambdas[k]).
func LambdaRef(k int) Ref { return Ref{Call: -2 - k} }

// IsPath reports whether r uses an access path.
func (r Ref) IsPath() bool { return r.Call == -1 }

// Lambda returns k when r is the function object of Stmt.Lambdas[k], else
// -1.
func (r Ref) Lambda() int {
	if r.Call <= -2 {
		return -2 - r.Call
	}
	return -1
}

// Def is a definition of an access path ("x" or "x.attr"). May marks a
// may-definition, which never kills earlier definitions.
//
// Sub is 1 + the index in Stmt.Subscripts of the keys a subscript
// assignment stores through (d["a"] = v may-defines d through "a"); 0
// otherwise.
type Def struct {
	Path string
	May  bool
	Sub  int
	// Result, when positive, says the definition takes only result
	// Result-1 of the statement's call number Call (Go's a, b := f(): a
	// takes result 0, b result 1; Func.Results); 0 for a definition made
	// from everything the statement reads.
	Result, Call int
	// Uses, when not nil, are what the definition is made from, in place of
	// everything the statement reads: Go's parallel assignment binds by
	// position (a, b := x, f(y): a from x alone, b from f(y)), and
	// a, b = b, a reads both before either is written.
	Uses []Ref
	// Plain marks a definition the statement makes outright, by an
	// assignment to Path itself (Python: path = ..., path += ...,
	// path: T = ...), rather than by unpacking, a call or a compound form:
	// such a write under a global declaration is one the order analysis
	// can count on.
	Plain bool
	// MayKeep marks a definition that may leave Path holding the object it
	// held: an augmented assignment that updates it in place (Python's
	// xs += ys extends the list), or an assignment whose value may be Path
	// itself (xs = xs or [], opts = opts if opts is not None else {},
	// JavaScript's opts = opts || {}). It does not end Path's aliasing of
	// a parameter's object, so a later change of Path is still a
	// parameter-out (rule 10).
	MayKeep bool
	// Elem, when positive, says the definition takes element Elem-1 of
	// the tuple returned by the statement's call number Call (Python's
	// inc, peek = make_counter() with a flat target and a call as the
	// whole value); for the points-to analysis only, which tells apart
	// the elements of a function's returned tuple (Stmt.ElemUses).
	Elem int
	// Export marks a definition of the module's export Path made by an
	// export statement that leaves the module's own binding alone
	// (JavaScript's module.exports = { a, b: c }: golden/js/RULES.md,
	// rule 1, "the export a depends on that statement and, through it, on
	// the local a"). Importers read it; the module's own code does not,
	// and it kills none of the module's definitions of Path.
	Export bool
	// Static marks the definition of a static member in a class body
	// (JavaScript's static count = 0): the class object's own, which its
	// instances do not see (ir.Semantics.StaticsApart), so this.count
	// never reads it.
	Static bool
}

// Arg is one argument of a call.
type Arg struct {
	Keyword string // keyword name; "" for a positional argument
	Star    int    // 0 plain, 1 for *expr, 2 for **expr
	Uses    []Ref  // what the argument expression uses
	Path    string // access path when the argument is a plain name or name.attr, else ""
	Const   string // the constant when the argument is an int or str literal (ConstInt, ConstStr), else ""
	// Undefined marks JavaScript's literal undefined: the parameter it
	// binds still takes its default value.
	Undefined bool
	// Object marks an object literal (JavaScript: f({ strict: true,
	// name })). Keys are then the property keys it writes out with a
	// value (key: expr or the shorthand name, with a plain or quoted key;
	// not a key whose value is the literal undefined), in source order;
	// Spread marks a literal with a spread element (...o) or a computed
	// key ([k]: v), either of which may give any key any value, undefined
	// included. A default of the callee's object pattern for a key among
	// Keys of a literal without Spread is not the value bound
	// (Stmt.KeyDefault).
	Object bool
	Keys   []string
	Spread bool
}

// KeyDefault says which default a statement applies when it is the one a
// front end lowers a default inside a parameter's object pattern to
// (JavaScript: in function f(a, { strict = STRICT } = {}), the statement
// that rebinds strict from its value and STRICT, evaluated only when the
// property is undefined): Param is the parameter's index in Func.Params,
// Key the property key. The statement's Uses from index From on are the
// default value's (those before read the names it rebinds). The graph
// reads the default only when some call may leave the key undefined
// (pdg: linkKeyDefaults).
type KeyDefault struct {
	Param int
	Key   string
	From  int
}

// Call is one call expression inside a statement.
type Call struct {
	Callee     string // dotted callee text when it is a name chain ("f", "m.f", "self.g", "super().g"); "" otherwise
	Method     string // last component of an attribute callee ("append" for xs.append)
	CalleeUses []Ref  // uses made by evaluating the callee expression, receiver excluded
	Receiver   []Ref  // uses of the receiver of an attribute call
	RecvPath   string // access path of the receiver (subscripts stripped), "" when none
	Args       []Arg
	Line       int
	// Implicit says why the statement implies the call rather than spells
	// it ("" for a call written out). Such a call counts only when it
	// resolves in the repository as its kind allows.
	Implicit Implicit
	// Cond marks a call that may not run when its statement does: an
	// operand after the first of a boolean operator, a branch of a
	// conditional expression, a part of a comprehension other than its
	// first iterable, an assert's message (and everything inside them).
	Cond bool
	// Target, when set, is the qualified name (Func.QName) of the function
	// the call runs, resolved by the front end rather than by name: Go's
	// interface method calls, resolved by class-hierarchy analysis over
	// the repository's types, become one Call per implementing method,
	// each bound to the receiver.
	Target string
	// Super marks a call of Method on the enclosing class's next class in
	// the method resolution order, with the method's own receiver (Python:
	// super().m(...); Callee is then "super().m").
	Super bool
}

// Implicit is the kind of a call a statement implies.
type Implicit string

// Implicit call kinds.
const (
	// Instantiate: raise E creates an E when E is a class; it resolves
	// only to a class.
	Instantiate Implicit = "instantiate"
	// Protocol: a method the language calls on a value, such as
	// iteration's __iter__ and __next__ in a for statement; it resolves
	// only to methods.
	Protocol Implicit = "protocol"
	// Decorate: a decorator named by a plain (dotted) name is called with
	// the function or class it decorates when the def or class statement
	// runs (@dec def f is f = dec(f)); it resolves only to a function or
	// class of the repository. Its one argument is that function or class
	// (no access path: the name is not bound yet).
	Decorate Implicit = "decorate"
	// Property: reading obj.attr runs attr's getter when attr is a
	// property of obj's class (a def decorated with property or
	// cached_property, a JavaScript get accessor): the read is a call of that method on obj. It
	// resolves only to such a getter; left unresolved it is no call and
	// passes nothing on (the statement keeps its use of the path). The
	// graph builder adds these calls (pdg: propertyReads), not the front
	// end, since a class's properties may be in another file.
	Property Implicit = "property"
	// PropertySet: assigning obj.attr = v runs attr's setter (a def
	// decorated with @attr.setter) with obj and v; the store is a call of
	// that method. It resolves only to such a setter; left unresolved it
	// is no call (the statement keeps its definition of the path).
	PropertySet Implicit = "property-set"
)

// ImportName is one name bound by an import statement.
type ImportName struct {
	Name  string // dotted module ("a.b") for import, member name for from-import, "*" for a wildcard
	Alias string // the name bound locally ("" when Name's first component is bound)
}

// ImportInfo describes an import statement.
type ImportInfo struct {
	From   string // module of a from-import, with leading dots when relative; "" for plain import
	IsFrom bool
	Names  []ImportName
	// Module is the absolute dotted name of the module From names: the
	// front end resolves a relative From against the file's own module
	// (File.Module, File.IsPackage), as the language defines it.
	Module string
	// Declaration marks an import that is a variable declaration
	// (CommonJS's const x = require(m)): the statement is scored like
	// any declaration, and a call through a name it binds reads that
	// name (a data dependence on the statement) besides the call edge.
	Declaration bool
}

// Stmt is one statement of the IR.
type Stmt struct {
	Kind     Kind
	Span     Span
	Uses     []Ref
	Defs     []Def
	Calls    []Call
	Body     []*Stmt // body of a compound statement
	Else     *Stmt   // if/elif: the next elif or else; for/while: the loop's else
	Handlers []*Stmt // try: except clauses; match, switch: case clauses
	TryElse  *Stmt   // try: else clause
	Finally  *Stmt   // try: finally clause
	Func     *Func   // def/class: the scope it creates
	// Label names a loop or switch that a Break or Continue may leave
	// (JavaScript's and Go's labelled statements); Target, on a Break or
	// Continue, is the label it names ("" for the innermost loop, or for a
	// Break the innermost loop or switch).
	Label, Target string
	// Default marks a switch's default clause; Fallthrough a switch clause
	// whose body, when it completes, continues into the next clause's body
	// (every clause in JavaScript, a clause ending in fallthrough in Go).
	Default, Fallthrough bool
	// Lambdas are the functions the statement's expressions create
	// (lambda), in source order. Each is a FunctionScope named <lambdaN>
	// (N counts the lambdas of the enclosing scope from 1, as PyCG names
	// them) whose body is one Return statement. They are scopes for call
	// resolution and the call graph; the dependence graph keeps a
	// lambda's uses on the statement that holds it, and Walk does not
	// visit them (WalkLambdas does).
	Lambdas []*Func
	Import  *ImportInfo
	// Alias is the dotted name of the right-hand side when the statement is
	// "name = dotted.name" (a name bound to a function, class or module).
	Alias string
	// Yields marks a statement containing a yield: like a return, it passes
	// values out of the function.
	Yields bool
	// Once, on a For, says its uses are evaluated once, at loop entry (Go's
	// range expression): no definition made in the loop reaches them.
	Once bool
	// Subscripts are the key chains of the statement's subscripted uses and
	// stores (Ref.Sub, Def.Sub).
	Subscripts []Subscript
	// Shape is the structure of the value assigned when it is a container
	// literal with constant keys; Const the constant when it is an int or
	// str literal (ConstInt, ConstStr). Both are for the points-to
	// analysis, which tells container entries apart by key.
	Shape *Shape
	Const string
	// Types are the statement's annotated targets (TypeHint).
	Types []TypeHint
	// ResultUses, on a Return (or a Yields statement) of a function with
	// several results (Func.Results), are the uses of each result
	// position; nil when the positions are not told apart (return f()).
	ResultUses [][]Ref
	// ElemUses, on a Python return of a tuple display of names or paths
	// (return inc, peek), are the uses of each element; for the points-to
	// analysis only (Def.Elem).
	ElemUses [][]Ref
	// Unscored marks a statement the language's slicing rules do not
	// score (Go's type declarations, lowered as classes so that methods
	// resolve): it is in the graph, never in a slice's scored lines.
	Unscored bool
	// KeyDefault, on a statement of a function's body that applies the
	// default of one key of a parameter's object pattern, names that
	// parameter and key (KeyDefault); nil on every other statement.
	KeyDefault *KeyDefault
}

// EachRefs calls fn with each list of uses s holds: its own uses, then for
// each call the uses of its callee expression, of its receiver and of each
// argument (parameter defaults of a def are not among them).
func (s *Stmt) EachRefs(fn func(refs []Ref)) {
	fn(s.Uses)
	for _, c := range s.Calls {
		fn(c.CalleeUses)
		fn(c.Receiver)
		for _, a := range c.Args {
			fn(a.Uses)
		}
	}
}

// Param is a formal parameter. Star is 1 for *args, 2 for **kwargs.
type Param struct {
	Name        string
	Star        int
	DefaultUses []Ref // uses of the default value, read on the def line (when: Semantics.DefaultsAtCall)
	HasDefault  bool
	KeywordOnly bool
	// Value marks a parameter passed by copy (Go: a struct or array value,
	// a value receiver): the callee's writes to it or its fields never
	// reach the caller, so it has no parameter-out.
	Value bool
	// Type is the dotted name the parameter's annotation names (x: Flask,
	// x: "Flask", x: Flask | None, x: Optional[Flask]), "" when none or
	// another form. Only the points-to analysis reads it, as a hint.
	Type string
}

// TypeHint is an annotated assignment target (application: Flask,
// self.app: Flask = app): the access path and the dotted name its
// annotation names (as Param.Type); Python gives every annotated target
// one, with Type "ClassVar" or "InitVar" for those markers and "" for an
// annotation naming no class (list[str]).
type TypeHint struct {
	Path string
	Type string
}

// FuncKind is the kind of a scope.
type FuncKind string

// Scope kinds.
const (
	ModuleScope   FuncKind = "module"
	FunctionScope FuncKind = "function"
	ClassScope    FuncKind = "class"
)

// Func is a scope with its own statement list: a module body, a function or
// method body, or a class body.
type Func struct {
	Name      string
	QName     string // dotted qualified name: pkg.mod, pkg.mod.Class, pkg.mod.Class.method
	Kind      FuncKind
	Params    []Param
	Body      []*Stmt
	Span      Span     // whole definition including body
	Def       *Stmt    // the def/class statement; nil for a module
	Parent    *Func    // enclosing scope; nil for a module
	Bases     []string // class: dotted names of base classes
	Globals   []string // names declared global
	Nonlocals []string // names declared nonlocal
	Signature string   // header text without the body
	Doc       string   // first line of the docstring
	// IsMethod marks a function defined directly in a class body. The
	// IR's receiver convention, which every front end follows: a method
	// that is not Static receives its object (its class, when ClassM) as
	// its first parameter, Params[0], which a bound call binds and which
	// attribute paths of the object start with (Python's self and cls; a
	// Go receiver; JavaScript's this, given as a parameter named this).
	IsMethod bool
	Static   bool // a method that receives no object (Python's @staticmethod)
	ClassM   bool // a method that receives its class (Python's @classmethod)
	Lambda   bool // a lambda (Stmt.Lambdas of the statement that creates it)
	// Accessor is "get" for a JavaScript getter (get x() {...}) and "set"
	// for a setter (set x(v) {...}): reading obj.x runs the getter,
	// assigning it the setter. Python's are found by their decorators
	// (@property, @x.setter), not here.
	Accessor string
	// Results is the number of results the function returns position by
	// position (Go's multiple results), 0 when it returns one value.
	Results int
	Async   bool // a coroutine: calling it runs no statement until awaited, and it may pause between statements
	// Held are what creating a lambda reads: its parameters' defaults
	// (evaluated by the holding statement, whose calls their CallRefs
	// index), then its free uses, the access paths its body reads, its
	// parameters left out and calls reduced to their operands. The
	// dependence graph reads them where the statement holding the lambda
	// uses its LambdaRef; call resolution does not (the value there is
	// the function).
	Held []Ref
}

// ParseError is a region of a file that did not parse.
type ParseError struct {
	Line, EndLine int
	Message       string
}

// File is one parsed source file.
type File struct {
	Path      string // relative to the indexed root, slash-separated
	Module    string // dotted module name
	IsPackage bool   // an __init__ file: relative imports resolve against Module itself
	Src       []byte
	Top       *Func
	Errors    []ParseError
	// SharedModule marks a file that is one of several making up one
	// module (a Go package spans the files of its directory): files with
	// the same Module share their top-level names and their classes (a
	// method may be declared in another file than its type), while each
	// keeps its own imports.
	SharedModule bool
	// Linking holds what the front end's Linker (ir.Linker) needs of the
	// file beyond its IR (Go: its type declarations); the Linker drops it.
	Linking any
	// Semantics answers what the graph algorithms ask of the file's
	// language (the front end sets it).
	Semantics Semantics
	// Exports are the module's export list entries that rename (Name the
	// local name, Alias the name importers use: JavaScript's
	// export { gross as total }). An import of Alias from this module
	// binds Name's definitions, whatever Alias means inside the module.
	Exports []ImportName
	// Aliases are other dotted names the module may be imported by (the
	// loader sets them: a module under a source root by its path from the
	// repository, src.pkg.core for pkg.core). A name another module
	// already has is not taken.
	Aliases []string
}

// Walk calls fn for f and every scope nested in it, parents first.
func (f *Func) Walk(fn func(*Func)) {
	fn(f)
	var visit func([]*Stmt)
	visit = func(ss []*Stmt) {
		for _, s := range ss {
			if s == nil {
				continue
			}
			if s.Func != nil {
				s.Func.Walk(fn)
			}
			visit(s.Body)
			visit(s.Handlers)
			for _, t := range []*Stmt{s.Else, s.TryElse, s.Finally} {
				if t != nil {
					visit([]*Stmt{t})
				}
			}
		}
	}
	visit(f.Body)
}

// WalkLambdas calls fn for every lambda created in f or in a scope nested
// in it (a lambda in a lambda included), outer ones first.
func (f *Func) WalkLambdas(fn func(*Func)) {
	var lam func(*Func)
	lam = func(l *Func) {
		fn(l)
		l.Stmts(func(s *Stmt) {
			for _, x := range s.Lambdas {
				lam(x)
			}
		})
	}
	f.Walk(func(sc *Func) {
		sc.Stmts(func(s *Stmt) {
			for _, x := range s.Lambdas {
				lam(x)
			}
		})
	})
}

// BindThrown makes the names handler binds (except E as e, catch (e)) be
// defined from what the raise (throw) statements of body, the body of the
// handler's try, raise: each such raise defines ThrownVar(handler), and each
// of the handler's definitions is made from that variable alone (Def.Uses),
// so a slice needing e takes the raises, their guards and what they read
// (rule 1: the clause defines e; rule 9: what a raise reads comes in when
// something in the slice depends on it), while a slice that takes the
// handler's line only as the control parent of its body does not. A nested
// try with handlers of its own keeps its body's raises; a raise in those
// handlers, its else or its finally still leaves for the outer one.
// Functions defined inside are their own scopes (Func), not statements
// here. It does nothing when handler binds no name or body raises nothing.
func BindThrown(handler *Stmt, body []*Stmt) {
	if handler == nil || len(handler.Defs) == 0 {
		return
	}
	thrown := ThrownVar(handler.Span.Line)
	if !markThrows(body, thrown) {
		return
	}
	for i := range handler.Defs {
		handler.Defs[i].Uses = []Ref{PathRef(thrown)}
	}
}

// ThrownVar is the variable the raises that jump to the handler on line
// define: one per handler, named by its line ("throw:12", which no
// identifier spells), so that a nested try's raises, taken by its own
// handler, do not reach the outer one through it.
func ThrownVar(line int) string {
	return "throw:" + strconv.Itoa(line)
}

// markThrows makes every raise of stmts that leaves for the enclosing
// handler define thrown, and reports whether there was one.
func markThrows(stmts []*Stmt, thrown string) bool {
	found := false
	for _, st := range stmts {
		if st == nil {
			continue
		}
		if st.Kind == Raise {
			st.Defs = append(st.Defs, Def{Path: thrown})
			found = true
		}
		if st.Kind != Try || len(st.Handlers) == 0 {
			found = markThrows(st.Body, thrown) || found
		}
		found = markThrows(st.Handlers, thrown) || found
		found = markThrows([]*Stmt{st.Else, st.TryElse, st.Finally}, thrown) || found
	}
	return found
}

// Stmts calls fn for every statement of f's own body, nested blocks included
// but not the bodies of nested scopes, in source order.
func (f *Func) Stmts(fn func(*Stmt)) {
	var visit func(*Stmt)
	visit = func(s *Stmt) {
		if s == nil {
			return
		}
		fn(s)
		for _, b := range s.Body {
			visit(b)
		}
		for _, h := range s.Handlers {
			visit(h)
		}
		visit(s.Else)
		visit(s.TryElse)
		visit(s.Finally)
	}
	for _, s := range f.Body {
		visit(s)
	}
}
