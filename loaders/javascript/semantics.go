package javascript

import (
	"strings"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"unicode"
	"unicode/utf8"
)

// Semantics is JavaScript's and TypeScript's ir.Semantics: the globals of
// ECMAScript, browsers and Node, the mutating methods of Array, Map and
// Set, the calls of Node and the browser that perform I/O, and the
// constructor protocol. Parse gives every File it.
type Semantics struct{}

// Builtin reports whether name is a global of ECMAScript, Node or the
// browser (console, Math, JSON, Promise, Error, setTimeout, ...).
func (Semantics) Builtin(name string) bool { return globals[name] }

// MutatesReceiver reports whether method may change an Array, Map or Set
// it is called on (golden/js/RULES.md, rule 4): push pop shift unshift
// splice sort reverse fill copyWithin; set delete clear; add.
func (Semantics) MutatesReceiver(method string) bool { return mutators[method] }

// ReadsElements reports whether method returns an Array's, Map's or Set's
// elements or a container of them: get, at, find, pop, shift, slice,
// values, entries, concat, flat.
func (Semantics) ReadsElements(method string) bool {
	switch method {
	case "get", "at", "find", "findLast", "pop", "shift", "slice", "values", "entries", "concat", "flat":
		return true
	}
	return false
}

// IO reports whether callee performs I/O: console, fs, fetch, process
// streams, Node's network and process modules, and the common read and
// write methods.
func (Semantics) IO(callee string) bool { return syntax.MatchCall(ioCalls, callee) }

// Constructor is constructor.
func (Semantics) Constructor() string { return "constructor" }

// CallMethod is "": calling an object that is not a function is an error.
func (Semantics) CallMethod() string { return "" }

// CallsArguments is false for every global: the callbacks JavaScript's
// built-ins call are methods' (xs.forEach(f)), which the front end lowers
// to calls of f at the statement (callbackMethods).
func (Semantics) CallsArguments(string) (bool, string, bool) { return false, "", false }

// ClassLike reports whether the last component of dotted is in
// PascalCase, the convention for constructors (an all-capitals name is a
// constant).
func (Semantics) ClassLike(dotted string) bool {
	last := dotted[strings.LastIndexByte(dotted, '.')+1:]
	r, _ := utf8.DecodeRuneInString(last)
	return unicode.IsUpper(r) && strings.ToUpper(last) != last
}

// Exported reports true: the front end binds only exported names at
// module level under their own names, so an export * binds them all.
func (Semantics) Exported(string) bool { return true }

// Special reports whether method is constructor, which only new and
// super() call.
func (Semantics) Special(method string) bool { return method == "constructor" }

// Linearize is JavaScript's prototype chain: a class, then its one base's
// order (a class has at most one extends).
func (Semantics) Linearize(self int, bases []int, order func(int) []int) ([]int, bool) {
	out := []int{self}
	if len(bases) > 0 {
		out = append(out, order(bases[0])...)
	}
	return out, true
}

// DefaultsAtCall is true: a default value is evaluated by each call that
// leaves its parameter out or passes undefined, after the parameters
// before it are bound (golden/js/RULES.md rule 5).
func (Semantics) DefaultsAtCall() bool { return true }

// ResolvesFunctionValues is true: a callback passed to a function of the
// repository is called through its parameter (golden/js/RULES.md rule 6).
func (Semantics) ResolvesFunctionValues() bool { return true }

// StaticsApart is true: static members are properties of the class, the
// others of its prototype, so one name may hold both.
func (Semantics) StaticsApart() bool { return true }

// LiveImports: an ES module import is a live binding of the exporting
// module's variable.
func (Semantics) LiveImports() bool { return true }

var mutators = map[string]bool{
	"push": true, "pop": true, "shift": true, "unshift": true, "splice": true, "sort": true,
	"reverse": true, "fill": true, "copyWithin": true, "set": true, "delete": true, "clear": true, "add": true,
}

var globals = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`globalThis undefined NaN Infinity eval isFinite isNaN parseFloat parseInt
decodeURI decodeURIComponent encodeURI encodeURIComponent escape unescape Object Function Boolean Symbol
Error AggregateError EvalError RangeError ReferenceError SyntaxError TypeError URIError Number BigInt Math Date
String RegExp Array Int8Array Uint8Array Uint8ClampedArray Int16Array Uint16Array Int32Array Uint32Array
Float32Array Float64Array BigInt64Array BigUint64Array Map Set WeakMap WeakSet WeakRef FinalizationRegistry
ArrayBuffer SharedArrayBuffer DataView Atomics JSON Promise Proxy Reflect Intl console setTimeout clearTimeout
setInterval clearInterval setImmediate clearImmediate queueMicrotask structuredClone fetch URL URLSearchParams
TextEncoder TextDecoder AbortController Blob process Buffer require module exports __dirname __filename global
window document navigator location localStorage sessionStorage XMLHttpRequest WebSocket Event EventTarget`) {
		m[n] = true
	}
	return m
}()

var ioCalls = []string{
	"console.", "fetch", "fs.", "fsPromises.", "process.stdout.", "process.stderr.", "process.stdin.",
	"http.", "https.", "net.", "dgram.", "child_process.", "readline.", "XMLHttpRequest", "localStorage.", "sessionStorage.",
	".readFile", ".readFileSync", ".writeFile", ".writeFileSync", ".appendFile", ".appendFileSync", ".unlink", ".unlinkSync",
	".mkdir", ".mkdirSync", ".createReadStream", ".createWriteStream", ".send", ".write", ".end", ".listen", ".connect",
	".query", ".execute",
}
