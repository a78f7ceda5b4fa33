package tokens

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The piece counter must agree with the tokenizer on real code: every
// line of the standard library's json, email and asyncio packages, plus
// hand-picked edge cases (contractions, digits, runs of spaces, unicode).
func TestPieceCounterExact(t *testing.T) {
	tok, err := NewTokenizer("cl100k_base")
	if err != nil {
		t.Fatal(err)
	}
	lines := []string{"", " ", "    ", "x", "  x = 1", "a  b", "it's we're I'LL", "1234567 89", "x  1", "\t\tif a:",
		"print('héllo wörld', ñ)", "a, b = b, a  # swap", "    return {k: v for k, v in d.items()}", "s = \"\"\"doc\"\"\"",
		"x=1;y=2", "  \t  z", "emoji 🎉 ok", "日本語のテキスト", "foo\u00a0bar", "end   "}
	out, err := exec.Command("python3", "-c", "import os; print(os.path.dirname(os.__file__))").Output()
	if err != nil {
		t.Fatal("python3 is needed for its standard library")
	}
	lib := strings.TrimSpace(string(out))
	for _, pkg := range []string{"json", "email", "asyncio"} {
		filepath.Walk(filepath.Join(lib, pkg), func(p string, info os.FileInfo, err error) error {
			if err == nil && strings.HasSuffix(p, ".py") {
				b, _ := os.ReadFile(p)
				lines = append(lines, strings.Split(string(b), "\n")...)
			}
			return nil
		})
	}
	pc := NewPieceCounter(tok)
	bad := 0
	for _, l := range lines {
		if got, want := pc.Count(l), tok.Count(l); got != want {
			bad++
			if bad <= 10 {
				t.Errorf("%q: pieces count %d, tokenizer %d", l, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d lines differ", bad, len(lines))
	}
}
