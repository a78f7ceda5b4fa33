package golang

import (
	"github.com/semantica/semantica/loaders/internal/syntax"
	"github.com/semantica/semantica/loaders/ir"
)

// Semantics is what the graph algorithms ask of Go (ir.Semantics), as
// golden/go/RULES.md decides it.
type Semantics struct{}

var builtins = map[string]bool{
	"append": true, "cap": true, "clear": true, "close": true, "complex": true, "copy": true, "delete": true,
	"imag": true, "len": true, "make": true, "max": true, "min": true, "new": true, "panic": true, "print": true,
	"println": true, "real": true, "recover": true,
	"bool": true, "byte": true, "rune": true, "string": true, "error": true, "any": true,
	"int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
	"float32": true, "float64": true, "complex64": true, "complex128": true,
}

// Builtin reports whether name is one of Go's predeclared functions or
// types.
func (Semantics) Builtin(name string) bool { return builtins[name] }

// receiverMutators are the methods of library types that may change
// their receiver (RULES.md rule 4: strings.Builder and bytes.Buffer
// writers).
var receiverMutators = map[string]bool{
	"Write": true, "WriteString": true, "WriteByte": true, "WriteRune": true, "Reset": true, "Grow": true, "Truncate": true,
}

// MutatesReceiver reports whether a method of a library type may change
// its receiver.
func (Semantics) MutatesReceiver(method string) bool { return receiverMutators[method] }

// ReadsElements is false: Go's containers have no methods.
func (Semantics) ReadsElements(string) bool { return false }

var ioCalls = []string{"fmt.Print", "fmt.Println", "fmt.Printf", "fmt.Fprint", "fmt.Fprintln", "fmt.Fprintf",
	"fmt.Scan", "fmt.Scanln", "fmt.Scanf", "print", "println", "os.", "io.", "bufio.", "net.", "http.", "log.", "ioutil."}

// IO reports whether a call performs I/O (fmt printing and scanning, os,
// io, bufio, net, http, log).
func (Semantics) IO(callee string) bool { return syntax.MatchCall(ioCalls, callee) }

// Constructor is "": Go has no constructors; a composite literal makes a
// value without running code.
func (Semantics) Constructor() string { return "" }

// CallMethod is "": a Go value is called only when it is a function.
func (Semantics) CallMethod() string { return "" }

// CallsArguments is false for every builtin (sort.Slice's function is
// lowered as a call at the statement).
func (Semantics) CallsArguments(string) (bool, string, bool) { return false, "", false }

// ClassLike reports whether an external callee is taken for a type: never
// (a call of a library function may return anything).
func (Semantics) ClassLike(string) bool { return false }

// Exported is true: every name of a package is visible to its files.
func (Semantics) Exported(string) bool { return true }

// Special is false: Go calls no method implicitly.
func (Semantics) Special(string) bool { return false }

// Linearize orders a type before its embedded types, depth first (a
// promoted method is found in the first embedded type that has it; Go
// rejects an ambiguous selector, which this does not detect).
func (Semantics) Linearize(self int, bases []int, order func(int) []int) ([]int, bool) {
	out := []int{self}
	seen := map[int]bool{self: true}
	for _, b := range bases {
		for _, k := range order(b) {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	return out, true
}

// DefaultsAtCall is false: Go has no default parameter values.
func (Semantics) DefaultsAtCall() bool { return false }

// ResolvesFunctionValues is false: only a call of a declared function, a
// method, or a variable initialized with a function literal and never
// assigned again is resolved (golden/go/RULES.md rule 10).
func (Semantics) ResolvesFunctionValues() bool { return false }

// StaticsApart is false: Go has no static members.
func (Semantics) StaticsApart() bool { return false }

// LiveImports: Go imports packages, not names; a package variable read as
// pkg.V is a module member.
func (Semantics) LiveImports() bool { return false }

var _ ir.Semantics = Semantics{}
