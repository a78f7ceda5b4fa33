// Package golden holds the golden slicing scenarios and the test that keeps
// their aggregate figures.
//
// Each folder NN-name/ is one scenario: a small Python program (one or more
// modules) and scenario.json:
//
//	{"name", "category", "criterion": {"file", "line", "var", "direction", "depth"},
//	 "expected": {"FILE": [LINES...]}, "why": {"FILE:LINE": "reason"}}
//
// Expectations are worked out by hand from ../shared/slicing-rules.md, with a
// reason per line, never copied from the engine. Categories: simple (one
// function, 1–2 hops), complex (several functions, 3–5 hops), interprocedural
// (parameters, return values, call-site context) and control_flow (jumps,
// exceptions, with, match). The scenarios stay clear of constructs the rules
// leave open (dynamic dispatch to an override, a use of obj.y after a
// callee may-defines obj as a whole).
//
// `semantica bench golden` runs any directory in this format; TestFigures
// runs this one and compares its per-category precision and recall with
// figures.txt (`go test ./golden -update` rewrites it).
package golden
