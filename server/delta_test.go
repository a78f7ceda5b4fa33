package server

import (
	"fmt"
	"testing"

	"github.com/cockroachdb/datadriven"
)

// TestDelta replays answers of one session through delta context; each
// `answer` prints the text sent and how many units became references.
// `reset` starts a new session. Arguments: fresh.
func TestDelta(t *testing.T) {
	datadriven.Walk(t, "testdata/delta", func(t *testing.T, path string) {
		s := NewSession()
		datadriven.RunTest(t, path, func(t *testing.T, d *datadriven.TestData) string {
			switch d.Cmd {
			case "reset":
				s = NewSession()
				return ""
			case "answer":
				n := s.begin("test")
				out, replaced := s.delta(d.Input, n, d.HasArg("fresh"))
				return fmt.Sprintf("answer #%d, %d replaced\n%s\n", n, replaced, out)
			}
			t.Fatalf("unknown command %q", d.Cmd)
			return ""
		})
	})
}

// delta is what Finish does for an answer that is not cut: it rewrites text for session s as answer number answer: units seen
// before become references, the others are recorded. It returns the new
// text and the number of units replaced. With fresh, nothing is replaced
// (the client lost its context), but units are still recorded.
func (s *Session) delta(text string, answer int, fresh bool) (string, int) {
	out, replaced, sent := s.deltaUnits(text, answer, fresh)
	for _, u := range sent {
		s.record(u.key, answer)
	}
	return out, replaced
}
