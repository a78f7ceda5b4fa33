// Package pyseeds generates the seed inputs shared by the fuzz targets
// of the Python front end (loaders/python FuzzParse) and of the graph
// builder (loaders/pdg FuzzBuild). The small hand-written seeds live as
// corpus files under each package's testdata/fuzz directory; these are the
// ones too big to keep as files (deep nesting of every kind, huge lines,
// long chains) and small versions of the deep ones.
package pyseeds

import (
	"flag"
	"fmt"
	"strings"
)

// MaxFuzzInput bounds the inputs a fuzzing run (go test -fuzz) tries; the
// fuzz targets skip larger ones and larger generated seeds do not seed it.
// They all still run in every plain go test. Fuzzing finds odd syntax in
// small inputs, and an input of tens of kilobytes of deep nesting takes tens
// of milliseconds: the fuzzer then spent whole minutes minimizing each of
// its mutants that reached new code (go test -fuzz minimizes for up to 60 s
// each) and ran a few dozen inputs in three minutes.
const MaxFuzzInput = 8 << 10

// Fuzzing reports whether the test binary runs with -fuzz rather than
// running the seed corpus as tests.
func Fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// Seed is one generated input.
type Seed struct {
	Name string
	Src  string
}

func indented(depth int, header, leaf string) string {
	var b strings.Builder
	for i := 0; i < depth; i++ {
		b.WriteString(strings.Repeat(" ", i))
		b.WriteString(header)
		b.WriteByte('\n')
	}
	b.WriteString(strings.Repeat(" ", depth))
	b.WriteString(leaf)
	b.WriteByte('\n')
	return b.String()
}

func numbered(n int, format string) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

// Generated returns the generated seeds. Each is at most about 2 MB (the
// deep if nest, whose indentation grows quadratically); the last few are
// small versions of the deep ones, to seed fuzzing runs (MaxFuzzInput).
func Generated() []Seed {
	r := strings.Repeat
	s := []Seed{
		{"parens_5000", "x = " + r("(", 5000) + "1" + r(")", 5000) + "\n"},
		{"brackets_5000", "x = " + r("[", 5000) + r("]", 5000) + "\n"},
		{"braces_3000", "x = " + r("{1: ", 3000) + "2" + r("}", 3000) + "\n"},
		{"open_parens_50000", r("(", 50000)},
		{"close_parens_50000", r(")", 50000) + "\n"},
		{"ifs_2000", indented(2000, "if x:", "y = 1")},
		{"defs_classes_300", indented(300, "class C(B):", "pass") + indented(300, "def f(a=g()):", "return a")},
		{"lambdas_3000", "f = " + r("lambda: ", 3000) + "x\n"},
		{"lambdas_named_2000", "f = " + numbered(2000, "lambda a%d: ") + "a0 + a1999\n"},
		{"listcomps_2000", "y = " + r("[a for a in ", 2000) + "b" + r("]", 2000) + "\n"},
		{"mixedcomps_1000", "y = " + r("{a: [b for b in (c for c in {d for d in ", 250) + "e" + r("})] for a in z}", 250) + "\n"},
		{"calls_5000", "y = " + r("f(", 5000) + r(")", 5000) + "\n"},
		{"call_chain_20000", "y = f" + r("()", 20000) + "\n"},
		{"method_chain_20000", "y = x" + r("().m", 20000) + "()\n"},
		{"attr_chain_50000", "y = a" + r(".b", 50000) + "\n"},
		{"attr_target_50000", "a" + r(".b", 50000) + " = 1\n"},
		{"subscripts_20000", "d" + r("[0]", 20000) + " = d" + r("[k]", 20000) + "\n"},
		{"sum_50000", "x = " + r("a + ", 50000) + "a\n"},
		{"or_50000", "x = " + r("a or ", 50000) + "a\n"},
		{"unary_20000", "x = " + r("-", 20000) + "1\n" + "y = " + r("not ", 10000) + "z\n"},
		{"await_10000", "async def f():\n    return " + r("await ", 10000) + "g()\n"},
		{"fstrings_1000", "x = " + r("f'{", 1000) + "y" + r("}'", 1000) + "\n"},
		{"elifs_6000", "if x == 0:\n    pass\n" + numbered(6000, "elif x == %d:\n    y = 1\n")},
		{"decorators_10000", r("@d\n", 10000) + "def f(): pass\n"},
		{"semicolons_3000", r("x = x + 1; ", 3000) + "\n"},
		{"huge_line_200k", "x = '" + r("a", 200000) + "'\n"},
		{"huge_line_names_200k", "x = [" + numbered(20000, "n%d, ") + "]\n"},
		{"huge_comment_200k", "# " + r("#", 200000) + "\nx = 1\n"},
		{"many_lines_5000", r("x = x + 1\n", 5000)},
		{"nul_lines_10000", r("x = 1\x00\n", 10000)},
		// The same kinds of nesting, small enough to seed a fuzzing run.
		{"parens_300", "x = " + r("(", 300) + "1" + r(")", 300) + "\n"},
		{"ifs_40", indented(40, "if x:", "y = 1")},
		{"lambdas_300", "f = " + numbered(300, "lambda a%d=g(): ") + "a0\n"},
		{"listcomps_100", "y = " + r("[a for a in ", 100) + "b" + r("]", 100) + "\n"},
		{"calls_300", "y = " + r("f(x, ", 300) + r(")", 300) + "\n"},
		{"sum_or_500", "x = " + r("a + b or ", 500) + "c\n"},
		{"elifs_200", "if x == 0:\n    pass\n" + numbered(200, "elif x == %d:\n    y = 1\n")},
		{"semicolons_300", r("x = x + 1; ", 300) + "\n"},
	}
	return s
}
