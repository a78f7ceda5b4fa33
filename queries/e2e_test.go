package queries_test

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/semantica/semantica/loaders"
	"github.com/semantica/semantica/queries"
)

// stdlibJSON indexes the json package of the machine's Python standard
// library into a temporary directory.
func stdlibJSON(t *testing.T) *queries.Engine {
	t.Helper()
	db, sum := stdlibPackage(t, "json")
	if sum.Files < 5 || sum.ParseErrors != 0 {
		t.Fatalf("indexed %d files with %d parse errors, want the 5+ files of json without errors", sum.Files, sum.ParseErrors)
	}
	return &queries.Engine{DB: db}
}

// stdlibPackage indexes the package pkg of python3's standard library and
// opens the index read-only for the test.
func stdlibPackage(t *testing.T, pkg string) (*queries.DB, *loaders.Summary) {
	t.Helper()
	out, err := exec.Command("python3", "-c", "import "+pkg+", os; print(os.path.dirname("+pkg+".__file__))").Output()
	if err != nil {
		t.Fatalf("python3 is needed for the end-to-end test (its %s package is the corpus): %v", pkg, err)
	}
	root := strings.TrimSpace(string(out))
	dbDir := filepath.Join(t.TempDir(), "idx")
	sum, err := loaders.Index(context.Background(), loaders.Options{Root: root, DBDir: dbDir})
	if err != nil {
		t.Fatal(err)
	}
	db, err := queries.Open(filepath.Join(dbDir, queries.GraphFile), true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(db.Close)
	return db, sum
}

// byFile splits "file:line" keys by file.
func byFile(got map[string]bool, file string) map[string]bool {
	out := map[string]bool{}
	for k := range got {
		if strings.HasPrefix(k, file+":") {
			out[k] = true
		}
	}
	return out
}

// The expected statements below were worked out by hand from
// ../shared/slicing-rules.md on CPython 3.11's json package; the line
// numbers are those of that version.
func TestStdlibJSON(t *testing.T) {
	e := stdlibJSON(t)

	// dumps, backward from `return cls(...).encode(obj)` (line 234) for cls,
	// depth 0. Reaching definitions of cls: 233 and the parameter (def line
	// 183). 232 controls 233. The early `return _default_encoder.encode(obj)`
	// (231) can skip 234 (rule 9): 234 depends on its guard 227, and the jump
	// itself is in, without what it reads (_default_encoder, 110). 233 reads
	// JSONEncoder, imported from encoder.py where `class JSONEncoder` (74)
	// defines it: a module-level name, not a call, so depth 0 keeps it.
	t.Run("dumps-cls-depth0", func(t *testing.T) {
		r, err := e.Slice(queries.Criterion{File: "__init__.py", Line: 234, Var: "cls", Direction: queries.Backward, Depth: 0})
		if err != nil {
			t.Fatal(err)
		}
		got := lines(r)
		sameSet(t, byFile(got, "__init__.py"), "__init__.py", []int{183, 227, 231, 232, 233, 234})
		sameSet(t, byFile(got, "encoder.py"), "encoder.py", []int{74})
		sameSet(t, byFile(got, "decoder.py"), "decoder.py", nil)
	})

	// py_make_scanner's nested _scan_once, backward from
	// `res = parse_int(integer)` (54), depth 0. integer comes from 50
	// (m.groups()), m from 48 (match_number, a closure variable set at 19
	// from the global NUMBER_RE at 11), parse_int from the closure at 22
	// (rule 6). 54 is under else 53 of `if frac or exp` 51, under
	// `if m is not None` 49. The returns of the if/elif chain 34–46 can skip
	// 48–49, so their guards (reading nextchar 30, under the try 29) and the
	// returns themselves are in, but not what the returns read (rule 9: the
	// jump itself). The except 31 raises (32), which can skip the chain.
	// The closure definitions bring py_make_scanner's def line 15 and the
	// nested def 28. Not in: the callbacks the returns read (16–18, 20,
	// 24–26), parse_float 21, parse_constant 23, the other branch 52, the
	// later statements 55–63 and scan_once 65–71.
	t.Run("scanner-closure-depth0", func(t *testing.T) {
		r, err := e.Slice(queries.Criterion{File: "scanner.py", Line: 54, Var: "res", Direction: queries.Backward, Depth: 0})
		if err != nil {
			t.Fatal(err)
		}
		sameSet(t, lines(r), "scanner.py", []int{11, 15, 19, 22, 28, 29, 30, 31, 32,
			34, 35, 36, 37, 39, 40, 41, 42, 43, 44, 45, 46, 48, 49, 50, 51, 53, 54})
	})

	// _decode_uXXXX, forward from `msg = "Invalid \\uXXXX escape"` (66),
	// depth 1: the raise (67) passes msg to JSONDecodeError.__init__ (one
	// call edge down): errmsg (34), ValueError.__init__(self, errmsg) (35)
	// and self.msg = msg (36), with the def lines 31 and 59 and the class
	// line 20 (rule 14). Nothing flows back out of __init__ (a forward slice
	// does not ascend after descending), and __reduce__ (43) is not in.
	t.Run("decode-msg-forward-depth1", func(t *testing.T) {
		r, err := e.Slice(queries.Criterion{File: "decoder.py", Line: 66, Var: "msg", Direction: queries.Forward, Depth: 1})
		if err != nil {
			t.Fatal(err)
		}
		sameSet(t, lines(r), "decoder.py", []int{20, 31, 34, 35, 36, 59, 66, 67})
	})
}
