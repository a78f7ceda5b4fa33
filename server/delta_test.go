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
