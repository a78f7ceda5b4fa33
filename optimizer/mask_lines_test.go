package optimizer

import (
	"strings"
	"testing"
)

// TestMaskLines: the mask sees the lines of an output file as one text (a
// value spread over lines is seen whole), synthesized lines included (a
// stub's docstring is copied from the source), and a mask that changes the
// number of lines fails the run.
func TestMaskLines(t *testing.T) {
	const q = "'''"
	fo := &FileOut{Path: "a.py", Lines: []Line{
		{Row: 1, Text: "KEY = " + q + "-----BEGIN"},
		{Row: 2, Text: "abc" + q},
		{Row: 0, Text: `    """uses -----BEGIN"""`},
		{Row: 6, Text: "x = 1"},
	}}
	var seen string
	err := maskLines(fo, func(s string) (string, error) {
		seen = s
		return strings.Replace(strings.ReplaceAll(s, "-----BEGIN", "«secret:private-key»"), "abc", "", 1), nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := "KEY = " + q + "-----BEGIN\nabc" + q + "\n" + `    """uses -----BEGIN"""` + "\nx = 1"; seen != want {
		t.Errorf("mask saw %q, want %q", seen, want)
	}
	got := []string{fo.Lines[0].Text, fo.Lines[1].Text, fo.Lines[2].Text, fo.Lines[3].Text}
	want := []string{"KEY = " + q + "«secret:private-key»", q, `    """uses «secret:private-key»"""`, "x = 1"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("lines %q, want %q", got, want)
	}
	if err := maskLines(fo, func(s string) (string, error) { return s + "\nextra", nil }); err == nil {
		t.Error("a mask that adds a line was accepted")
	}
}
