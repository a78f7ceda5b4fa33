package queries

import "testing"

// TestValidPathAndVarMatches: the criterion's variable may be a Python or
// JavaScript name ($), a private attribute (#x), or a block-scoped name
// as a front end renamed it (x@12); x names the renamed x@12 too, and
// nothing else does.
func TestValidPathAndVarMatches(t *testing.T) {
	for _, v := range []string{"x", "self.items", "$el", "this.#head", "y@12", "obj.$x", "_a1"} {
		if !validPath(v) {
			t.Errorf("validPath(%q) = false, want true", v)
		}
	}
	for _, v := range []string{"", "a.b.c", "1x", "#x", "x.#", "a-b", "y@", "y@1a", "x.y@3"} {
		if validPath(v) {
			t.Errorf("validPath(%q) = true, want false", v)
		}
	}
	for _, c := range []struct {
		path, v string
		want    bool
	}{
		{"x", "x", true}, {"x.a", "x", true}, {"x@12", "x", true}, {"x@12.a", "x", true}, {"x@12", "x@12", true},
		{"x@12.a", "x.a", true}, {"xy", "x", false}, {"x@a", "x", false}, {"y@12", "x", false}, {"x", "x@12", false},
	} {
		if got := varMatches(c.path, c.v); got != c.want {
			t.Errorf("varMatches(%q, %q) = %v, want %v", c.path, c.v, got, c.want)
		}
	}
}
