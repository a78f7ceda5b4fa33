package optimizer

import (
	"strings"
	"testing"
)

// TestMaskLines: the mask sees the source lines of an output file as one
// text (a value spread over lines is seen whole), synthesized lines are
// left alone, and a mask that changes the number of lines fails the run.
func TestMaskLines(t *testing.T) {
	fo := &FileOut{Path: "a.py", Lines: []Line{
		{Row: 1, Text: "KEY = '''-----BEGIN"},
		{Row: 2, Text: "abc'''"},
		{Row: 0, Text: "...  # 3 lines omitted"},
		{Row: 6, Text: "x = 1"},
	}}
	var seen string
	err := maskLines(fo, func(s string) (string, error) {
		seen = s
		return strings.Replace(strings.Replace(s, "-----BEGIN", "«secret:private-key»", 1), "abc", "", 1), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen != "KEY = '''-----BEGIN\nabc'''\nx = 1" {
		t.Errorf("mask saw %q", seen)
	}
	got := []string{fo.Lines[0].Text, fo.Lines[1].Text, fo.Lines[2].Text, fo.Lines[3].Text}
	want := []string{"KEY = '''«secret:private-key»", "'''", "...  # 3 lines omitted", "x = 1"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("lines %q, want %q", got, want)
	}
	if err := maskLines(fo, func(s string) (string, error) { return s + "\nextra", nil }); err == nil {
		t.Error("a mask that adds a line was accepted")
	}
}
