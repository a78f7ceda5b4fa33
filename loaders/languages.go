package loaders

import (
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/python"
)

// Languages is the optimizer's language (optimizer.Language) for a
// repository of several: each file's outline and syntax check come from
// the front end that reads it (FrontEndOf), Python's for a file none
// reads.
type Languages struct{}

type outliner interface {
	Outline(path string, src []byte) (*ir.Outline, error)
	SyntaxErrors(path, code string) []int
}

func outlinerOf(path string) outliner {
	if o, ok := FrontEndOf(path).(outliner); ok {
		return o
	}
	return python.Language{}
}

// Outline outlines the file at path with its front end.
func (Languages) Outline(path string, src []byte) (*ir.Outline, error) {
	return outlinerOf(path).Outline(path, src)
}

// SyntaxErrors returns the rows of code (printed from the file at path)
// that do not parse in the file's language.
func (Languages) SyntaxErrors(path, code string) []int {
	return outlinerOf(path).SyntaxErrors(path, code)
}

// LanguageOf names the language of the file at path ("python",
// "javascript", "typescript"), "" when no front end reads it: the name of
// its front end.
func LanguageOf(path string) string {
	if fe := FrontEndOf(path); fe != nil {
		return fe.Name()
	}
	return ""
}
