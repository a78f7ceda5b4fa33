package loaders

import (
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestFingerprint checks testdata/fingerprint.txtar: edits that change
// only text and positions keep a file's Fingerprint, edits that change what
// the graph build reads (a use, a call, a statement, a constant the points-
// to analysis keys on, a call's line within its statement) change it.
func TestFingerprint(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/fingerprint.txtar")
	if err != nil {
		t.Fatal(err)
	}
	if len(ar.Files) < 10 {
		t.Fatalf("%d cases in testdata/fingerprint.txtar", len(ar.Files))
	}
	fe := FrontEndOf("m.py")
	p := fe.NewParser()
	defer p.Close()
	for _, c := range ar.Files {
		before, after, ok := strings.Cut(string(c.Data), "----\n")
		if !ok {
			t.Fatalf("%s: no ---- line between the two versions", c.Name)
		}
		fp := func(src string) string {
			f, err := p.Parse("m.py", "m", false, []byte(src))
			if err != nil || len(f.Errors) > 0 {
				t.Fatalf("%s: %v %v", c.Name, err, f.Errors)
			}
			return Fingerprint(f)
		}
		same := fp(before) == fp(after)
		switch want := c.Name[strings.LastIndex(c.Name, ".")+1:]; {
		case want == "same" && !same:
			t.Errorf("%s: the fingerprint changed; the edit changes only text and positions", c.Name)
		case want == "differs" && same:
			t.Errorf("%s: the fingerprint is unchanged; the edit changes what the graph build reads", c.Name)
		case want != "same" && want != "differs":
			t.Errorf("%s: name the case NAME.same or NAME.differs", c.Name)
		}
	}
}
