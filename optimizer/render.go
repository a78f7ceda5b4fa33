package optimizer

import (
	"fmt"
	"sort"
	"strings"

	"github.com/semantica/semantica/queries"
)

// RenderText renders statements as code grouped by file and by enclosing
// scope, each source line prefixed by its line number; a gap between two
// shown lines of one scope is marked by a "..." line. Lines shared by two
// statements (a; b on one line) are printed once.
func RenderText(stmts []queries.Stmt) string {
	type group struct {
		file, fn string
		first    int
		lines    map[int]string
	}
	groups := map[string]*group{}
	var order []*group
	for _, s := range stmts {
		key := s.File + "\x00" + s.Func
		g := groups[key]
		if g == nil {
			g = &group{file: s.File, fn: s.Func, first: s.Line, lines: map[int]string{}}
			groups[key] = g
			order = append(order, g)
		}
		g.first = min(g.first, s.Line)
		for i, l := range strings.Split(s.Text, "\n") {
			g.lines[s.Line+i] = l
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].file != order[j].file {
			return order[i].file < order[j].file
		}
		return order[i].first < order[j].first
	})
	var b strings.Builder
	lastFile := ""
	for _, g := range order {
		if g.file != lastFile {
			if lastFile != "" {
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "# %s\n", g.file)
			lastFile = g.file
		}
		fmt.Fprintf(&b, "## %s\n", g.fn)
		nums := make([]int, 0, len(g.lines))
		for n := range g.lines {
			nums = append(nums, n)
		}
		sort.Ints(nums)
		for i, n := range nums {
			if i > 0 && n > nums[i-1]+1 {
				b.WriteString("     ...\n")
			}
			fmt.Fprintf(&b, "%5d  %s\n", n, g.lines[n])
		}
	}
	return b.String()
}
