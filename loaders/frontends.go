package loaders

import (
	"strings"

	"github.com/semantica/semantica/loaders/golang"
	"github.com/semantica/semantica/loaders/ir"
	"github.com/semantica/semantica/loaders/javascript"
	"github.com/semantica/semantica/loaders/python"
)

// FrontEnds are the languages an index reads: a file is read by the first
// front end one of whose extensions its name ends with (FrontEndOf), and
// lowered by that front end's parser; chunk ids hash its canonical text.
// Source roots (roots.go) come from Python's project files and name
// Python modules only; the graph asks each file's own ir.Semantics.
var FrontEnds = []ir.FrontEnd{python.Language{}, javascript.JavaScript{}, javascript.TypeScript{}, golang.Go{}}

// FrontEndOf returns the front end that reads the file at path (a name or
// a slash-separated path), nil when none does.
func FrontEndOf(path string) ir.FrontEnd {
	for _, fe := range FrontEnds {
		for _, ext := range fe.Extensions() {
			if strings.HasSuffix(path, ext) {
				return fe
			}
		}
	}
	return nil
}

// parsers keeps one parser per front end for one goroutine.
type parsers map[string]ir.Parser

// of returns fe's parser, made on first use.
func (ps parsers) of(fe ir.FrontEnd) ir.Parser {
	p, ok := ps[fe.Name()]
	if !ok {
		p = fe.NewParser()
		ps[fe.Name()] = p
	}
	return p
}

func (ps parsers) close() {
	for _, p := range ps {
		p.Close()
	}
}
