package python

import "testing"

func TestNormalizeNewlines(t *testing.T) {
	for in, want := range map[string]string{
		"x = 1\ny = 2\n":     "x = 1\ny = 2\n",
		"x = 1\r\ny = 2\r\n": "x = 1\r\ny = 2\r\n",
		"x = 1\ry = x\r":     "x = 1\ny = x\n",
		"a\r\nb\rc\r\nd\r":   "a\r\nb\nc\r\nd\n",
		"s = '\\r'\r":        "s = '\\r'\n",
		"":                   "",
	} {
		if got := string(NormalizeNewlines([]byte(in))); got != want {
			t.Errorf("NormalizeNewlines(%q) = %q, want %q", in, got, want)
		}
	}
}
