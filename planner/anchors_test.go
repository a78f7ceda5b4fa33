package planner

import (
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// TestParseAnchors checks ParseAnchors on testdata/anchors.txtar: every
// expected anchor found, in order, and nothing else.
func TestParseAnchors(t *testing.T) {
	ar, err := txtar.ParseFile(filepath.Join("testdata", "anchors.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, f := range ar.Files {
		if name, ok := strings.CutPrefix(f.Name, "want/"); ok {
			want[name] = strings.TrimSpace(string(f.Data))
		}
	}
	for _, f := range ar.Files {
		name, ok := strings.CutPrefix(f.Name, "q/")
		if !ok {
			continue
		}
		var got []string
		for _, a := range ParseAnchors(string(f.Data)) {
			got = append(got, a.Kind+" "+a.Text)
		}
		g := strings.Join(got, "\n")
		if g != want[name] {
			wl := map[string]bool{}
			for _, l := range strings.Split(want[name], "\n") {
				wl[l] = true
			}
			gl := map[string]bool{}
			for _, l := range got {
				gl[l] = true
				if !wl[l] {
					t.Errorf("%s: unwanted anchor %q", name, l)
				}
			}
			for l := range wl {
				if !gl[l] {
					t.Errorf("%s: missing anchor %q", name, l)
				}
			}
			t.Errorf("%s: got\n%s\nwant\n%s", name, g, want[name])
		}
	}
}
