package python

import "testing"

func TestCanonicalSameMeaning(t *testing.T) {
	// Pairs whose canonical texts must be equal: comments, blank lines,
	// spacing, line breaks inside brackets and indentation width.
	same := [][2]string{
		{"x = f( a, b )\n", "x=f(a,b)  # call f\n"},
		{"def f(a):\n    return a\n", "def f(a):\n\n  # doc\n  return a\n"},
		{"y = [1,\n     2]\n", "y = [1, 2]\n"},
		{"z = 1 + \\\n    2\n", "z = 1 + 2\n"},
		{"if a:\n\tb()\nc()\n", "if a:\n        b()\nc()\n"},
		{"    x = 1\n    y = 2\n", "x = 1\ny = 2\n"},
	}
	for _, p := range same {
		a, b := Canonical([]byte(p[0])), Canonical([]byte(p[1]))
		if a != b {
			t.Errorf("canonical texts differ:\n%q -> %q\n%q -> %q", p[0], a, p[1], b)
		}
	}
}

func TestCanonicalDifferentMeaning(t *testing.T) {
	// Pairs that mean different things: their canonical texts differ.
	differ := [][2]string{
		{"if a:\n    b()\n    c()\n", "if a:\n    b()\nc()\n"}, // c() left the block
		{"s = 'a  b'\n", "s = 'a b'\n"},                        // spaces inside a string
		{"s = '# no comment'\n", "s = ''\n"},                   // a # inside a string
		{"d = '''x\n\n  y'''\n", "d = '''x\n  y'''\n"},         // a triple-quoted string's lines
		{"not x\n", "notx\n"},                                  // the space between words
		{"x = 1\n", "x = 2\n"},                                 // a constant
		{"f(a)\ng(b)\n", "f(a) ; g(b)\n"},                      // one logical line or two
		{"x = r'\\d'  # c\n", "x = '\\d'\n"},                   // a string prefix
	}
	for _, p := range differ {
		a, b := Canonical([]byte(p[0])), Canonical([]byte(p[1]))
		if a == b {
			t.Errorf("canonical texts equal (%q) for\n%q\n%q", a, p[0], p[1])
		}
	}
}

func TestCanonicalShape(t *testing.T) {
	got := Canonical([]byte("class A:  # c\n    def f(self, x = 1):\n        return [x,\n                1]\n"))
	want := "class A:\n\tdef f(self,x=1):\n\t\treturn[x,1]"
	if got != want {
		t.Errorf("Canonical = %q, want %q", got, want)
	}
	if got := Canonical([]byte("s = 'unterminated\nx = 1\n")); got != "s='unterminated\nx=1" {
		t.Errorf("unterminated string: %q", got)
	}
}
