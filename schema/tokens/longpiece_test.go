package tokens

import (
	"strings"
	"testing"
)

// TestCountLongPieces: a text holding a piece over MaxPieceBytes counts at
// least its real tokens (an upper bound keeps budgets safe), and texts
// without one count exactly as tiktoken does.
func TestCountLongPieces(t *testing.T) {
	tok, err := NewTokenizer(DefaultTokenizer)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{
		"x = " + strings.Repeat("ab", 700) + " + 1\n",
		"s = '" + strings.Repeat("7", 3000) + "'\n",
		strings.Repeat("def f(x):\n    return x + 1\n", 100),
	} {
		exact := len(tok.encoding().EncodeOrdinary(s))
		got := tok.Count(s)
		if got < exact {
			t.Errorf("Count undercounts a %d-byte text: %d < %d", len(s), got, exact)
		}
		if !strings.Contains(s, strings.Repeat("ab", 600)) && !strings.Contains(s, strings.Repeat("7", 2000)) && got != exact {
			t.Errorf("Count of a text without long pieces is %d, tiktoken says %d", got, exact)
		}
		if got > len(s)+4 {
			t.Errorf("Count %d exceeds the %d-byte bound", got, len(s))
		}
	}
}
