package optimizer

import "testing"

// TestDisplayLine: what could drive a terminal or reorder text is escaped,
// everything else (tabs, non-ASCII letters) is kept as written.
func TestPrintable(t *testing.T) {
	for in, want := range map[string]string{
		"x = 1":                       "x = 1",
		"\tname = 'café'":             "\tname = 'café'",
		"s = '\x1b[2J\x1b]0;pwn\x07'": `s = '\x1b[2J\x1b]0;pwn\x07'`,
		"a = '\u202e' # \u2066":       `a = '\u202e' # \u2066`,
		"b = '\x7f\u0085'":            `b = '\x7f\x85'`,
	} {
		if got := Printable(in); got != want {
			t.Errorf("Printable(%q) = %q, want %q", in, got, want)
		}
	}
}
