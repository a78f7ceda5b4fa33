package ir

// Semantics is what the graph algorithms must ask a language about the
// meaning of its programs beyond the statements' shape. A front end gives
// every File its language's (File.Semantics), so a repository of several
// languages mixes them file by file. A nil Semantics knows nothing: no
// builtins, no container mutators, no I/O, no constructor or call method.
type Semantics interface {
	// Builtin reports whether name is bound in every module without a
	// definition (Python: print, len, ValueError).
	Builtin(name string) bool
	// MutatesReceiver reports whether calling method on a built-in
	// container (a receiver from outside the repository) may change the
	// receiver (slicing-rules.md rule 4: xs.append(x) may-defines xs).
	MutatesReceiver(method string) bool
	// ReadsElements reports whether calling method on a built-in
	// container returns its elements, or a container of them (Python:
	// dict.get, values, items, pop, setdefault, copy): what was stored in
	// the receiver comes back out.
	ReadsElements(method string) bool
	// IO reports whether a call whose dotted callee text is callee
	// ("open", "self.sock.send") performs I/O: it sets the effect class of
	// its statement.
	IO(callee string) bool
	// Constructor is the method an instantiation runs on the new object
	// (Python: __init__).
	Constructor() string
	// CallMethod is the method that calling an instance runs (Python:
	// __call__).
	CallMethod() string
	// CallsArguments reports whether the builtin named name calls a
	// function passed to it on the elements of its other arguments
	// (Python: map and filter, sorted, min and max with key=): the
	// keyword that passes it, or "" for its positional arguments, and
	// whether the builtin's result holds what the function returns (map)
	// rather than the elements.
	CallsArguments(name string) (calls bool, keyword string, returnsResults bool)
	// ClassLike reports whether an external callee named by dotted text
	// is taken for a class, whose call makes an instance with methods of
	// that class (Python: its last component is in CapWords, PEP 8's
	// convention; a lower-case callee may return anything).
	ClassLike(dotted string) bool
	// Exported reports whether a module's name is bound by an import of
	// all its names (Python: from m import *, names not starting with _).
	Exported(name string) bool
	// Special reports whether method is one the language calls
	// implicitly (Python: __init__, __iter__, __add__ ...): a call of it
	// written out is not resolved by its name alone.
	Special(method string) bool
	// Linearize returns the order in which the methods of class self are
	// looked up (its method resolution order), self first, given its
	// direct bases in declaration order and order(b), the lookup order of
	// base b; ok is false when the language finds the hierarchy
	// inconsistent (the graph build then takes a depth-first order).
	// Python: the C3 linearization.
	Linearize(self int, bases []int, order func(int) []int) (mro []int, ok bool)
	// DefaultsAtCall reports whether a parameter's default value is
	// evaluated by each call that leaves the parameter out, inside the
	// callee, where the parameters before it are bound (JavaScript:
	// golden/js/RULES.md rule 5; a call that passes the argument never
	// reads it), rather than once, where the function is defined
	// (Python: a use on the def line that comes in with it).
	DefaultsAtCall() bool
	// ResolvesFunctionValues reports whether a call of a function value
	// held where the program may change it (a parameter, a field, a
	// variable assigned more than once) resolves to the functions the
	// points-to analysis finds it may hold (Python; JavaScript:
	// golden/js/RULES.md rule 6, a callback passed to a function of the
	// repository is an ordinary call of the parameter's value), rather
	// than staying unresolved, a call that reads the variable and whose
	// result depends on its arguments (Go: golden/go/RULES.md rule 10,
	// "a callee held in a variable bound any other way ... is read, and
	// the call is unresolved").
	ResolvesFunctionValues() bool
	// StaticsApart reports whether a class's static members live apart
	// from its instances' (JavaScript: a class may hold a static format
	// and an instance format; Duration.format(x) calls the static one,
	// d.format() the other), rather than in one namespace where the last
	// definition of a name wins (Python, rule 1).
	StaticsApart() bool
	// LiveImports reports whether a name imported from another module is a
	// live view of that module's variable (JavaScript's import { level }:
	// a write setLevel makes to its module's let is seen through the
	// import), rather than a copy of the binding made at import time, which
	// shares only the object (Python's from m import X: X.append(v) in m is
	// seen, global X; X = v is not).
	LiveImports() bool
}
