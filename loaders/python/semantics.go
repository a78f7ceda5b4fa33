package python

import (
	"strings"

	"github.com/semantica/semantica/loaders/internal/syntax"
	"unicode"
	"unicode/utf8"
)

// Semantics is Python's ir.Semantics: its builtins, the mutating methods
// of its built-in containers, the calls of its standard library (and
// common clients) that perform I/O, and the __init__ and __call__
// protocol. Parse gives every File it.
type Semantics struct{}

// Builtin reports whether name is one of Python 3's builtins.
func (Semantics) Builtin(name string) bool { return builtins[name] }

// MutatesReceiver reports whether method is a mutating method of list,
// dict or set.
func (Semantics) MutatesReceiver(method string) bool { return containerMutators[method] }

// ReadsElements reports whether method of list, dict or set returns the
// container's elements or a container of them: get, setdefault, pop,
// popitem, values, items, copy.
func (Semantics) ReadsElements(method string) bool {
	switch method {
	case "get", "setdefault", "pop", "popitem", "values", "items", "copy":
		return true
	}
	return false
}

// IO reports whether callee is in ioCalls.
func (Semantics) IO(callee string) bool { return isIO(callee) }

// Constructor is __init__.
func (Semantics) Constructor() string { return "__init__" }

// CallMethod is __call__.
func (Semantics) CallMethod() string { return "__call__" }

// CallsArguments: map and filter call their function, a positional
// argument (Python's is the first; a function in any positional place is
// taken, as PyCG takes it, since an iterable of functions is rare there),
// and map's result holds what it returns; sorted, min and max call their
// key= function and return elements.
func (Semantics) CallsArguments(name string) (calls bool, keyword string, returnsResults bool) {
	switch name {
	case "map":
		return true, "", true
	case "filter":
		return true, "", false
	case "sorted", "min", "max":
		return true, "key", false
	}
	return false, "", false
}

// ClassLike reports whether the last component of dotted is in CapWords,
// PEP 8's convention for class names (ext.Cls is a class, requests.get
// not; an all-capitals name is a constant).
func (Semantics) ClassLike(dotted string) bool {
	last := dotted[strings.LastIndexByte(dotted, '.')+1:]
	r, _ := utf8.DecodeRuneInString(last)
	return unicode.IsUpper(r) && strings.ToUpper(last) != last
}

// Exported reports whether name does not start with an underscore: what
// "from m import *" binds when m has no __all__ (which is not read).
func (Semantics) Exported(name string) bool { return !strings.HasPrefix(name, "_") }

// Special reports whether method is a dunder name (__init__, __iter__).
func (Semantics) Special(method string) bool { return strings.HasPrefix(method, "__") }

// DefaultsAtCall is false: a default value is evaluated once, when the
// def statement runs (a use on the def line).
func (Semantics) DefaultsAtCall() bool { return false }

// ResolvesFunctionValues is true: a call through a parameter, an
// attribute or a rebound name calls what points-to finds it may hold.
func (Semantics) ResolvesFunctionValues() bool { return true }

// StaticsApart is false: a class body is one namespace, and a later def
// of a name rebinds it (rule 1), staticmethod or not.
func (Semantics) StaticsApart() bool { return false }

// LiveImports: from m import X copies the binding at import time.
func (Semantics) LiveImports() bool { return false }

// Linearize is the C3 linearization (Barrett et al., "A monotonic
// superclass linearization for Dylan", OOPSLA 1996; Python's method
// resolution order since 2.3): self, then the merge of the bases' orders
// and the list of bases, taking each time the first head that is in no
// list's tail. ok is false when no such head remains (an inconsistent
// hierarchy, which Python rejects).
func (Semantics) Linearize(self int, bases []int, order func(int) []int) ([]int, bool) {
	var seqs [][]int
	for _, b := range bases {
		seqs = append(seqs, append([]int(nil), order(b)...))
	}
	seqs = append(seqs, append([]int(nil), bases...))
	out := []int{self}
	for {
		nonEmpty := false
		for _, s := range seqs {
			if len(s) > 0 {
				nonEmpty = true
			}
		}
		if !nonEmpty {
			return out, true
		}
		cand, found := 0, false
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			h := s[0]
			inTail := false
			for _, t := range seqs {
				for _, x := range t[min(1, len(t)):] {
					if x == h {
						inTail = true
					}
				}
			}
			if !inTail {
				cand, found = h, true
				break
			}
		}
		if !found {
			return nil, false
		}
		out = append(out, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// containerMutators are the built-in container methods that may-define their
// receiver (slicing-rules.md rule 4).
var containerMutators = map[string]bool{
	"append": true, "extend": true, "insert": true, "remove": true, "pop": true, "clear": true,
	"sort": true, "reverse": true, "update": true, "setdefault": true, "popitem": true,
	"add": true, "discard": true,
}

var builtins = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`abs aiter all anext any ascii bin bool breakpoint bytearray bytes
callable chr classmethod compile complex delattr dict dir divmod enumerate eval exec filter float
format frozenset getattr globals hasattr hash help hex id input int isinstance issubclass iter len
list locals map max memoryview min next object oct open ord pow print property range repr reversed
round set setattr slice sorted staticmethod str sum super tuple type vars zip __import__
ArithmeticError AssertionError AttributeError BaseException BlockingIOError BrokenPipeError
BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError
ConnectionRefusedError ConnectionResetError DeprecationWarning EOFError EnvironmentError Exception
FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError
ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError
KeyboardInterrupt LookupError MemoryError ModuleNotFoundError NameError NotADirectoryError
NotImplementedError OSError OverflowError PendingDeprecationWarning PermissionError
ProcessLookupError RecursionError ReferenceError ResourceWarning RuntimeError RuntimeWarning
StopAsyncIteration StopIteration SyntaxError SyntaxWarning SystemError SystemExit TabError
TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError
UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError`) {
		m[n] = true
	}
	return m
}()

// ioCalls is the one table of calls that make a statement's effect I/O.
// A call matches when its dotted callee text equals an entry, starts with an
// entry ending in ".", or, for entries starting with ".", ends with it (a
// method name on any receiver). The list covers the Python standard
// library's file, process, socket, HTTP and database interfaces and the
// common third-party clients (requests, httpx, urllib3, DB-API cursors).
var ioCalls = []string{
	// files and the console
	"open", "print", "input", "io.", "os.", "shutil.", "pathlib.", "tempfile.", "glob.",
	".read", ".readline", ".readlines", ".write", ".writelines", ".flush",
	".read_text", ".read_bytes", ".write_text", ".write_bytes", ".mkdir", ".unlink", ".rmdir", ".rename",
	"sys.stdout.", "sys.stderr.", "sys.stdin.",
	// processes
	"subprocess.", "multiprocessing.", "signal.",
	// network
	"socket.", "ssl.", "http.", "urllib.", "requests.", "httpx.", "urllib3.", "smtplib.", "ftplib.", "poplib.", "imaplib.",
	".send", ".sendall", ".sendto", ".recv", ".recvfrom", ".recv_into", ".connect", ".accept", ".urlopen", ".request",
	// databases
	"sqlite3.", "dbm.", "shelve.", ".execute", ".executemany", ".executescript", ".commit", ".rollback",
	".fetchone", ".fetchall", ".fetchmany", ".cursor",
}

func isIO(callee string) bool { return syntax.MatchCall(ioCalls, callee) }
