package javascript

import "testing"

// TestCanonical: comments and insignificant whitespace do not change the
// canonical text; anything else does, inside strings, templates and
// regular expressions included.
func TestCanonical(t *testing.T) {
	same := [][2]string{
		{"const a = b + c; // sum", "const  a=b+c;"},
		{"/* head */ function f(x) {\n  return x * 2;\n}", "function f(x){return x*2;}"},
		{"let s = 'a // not a comment';", "let s='a // not a comment';"},
		{"const r = /a\\/\\/b/g; // x", "const r=/a\\/\\/b/g;"},
		{"x = `t ${y /* c */}`", "x=`t ${y /* c */}`"},
	}
	for _, p := range same {
		if a, b := canonical([]byte(p[0]), false), canonical([]byte(p[1]), false); a != b {
			t.Errorf("canonical(%q) = %q, canonical(%q) = %q: want equal", p[0], a, p[1], b)
		}
	}
	differ := [][2]string{
		{"let a = b", "let ab"},
		{"s = 'a b'", "s = 'a  b'"},
		{"x = a / b / c", "x = a / b"},
		{"return x", "returnx"},
		{"f(1)", "f(2)"},
	}
	for _, p := range differ {
		if a, b := canonical([]byte(p[0]), false), canonical([]byte(p[1]), false); a == b {
			t.Errorf("canonical(%q) = canonical(%q) = %q: want different", p[0], p[1], a)
		}
	}
}
