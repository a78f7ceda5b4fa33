package listing

import (
	"fmt"
	"strings"
)

// Number prefixes every non-blank line with a running number of the given
// width. A line "---" starts a new section, whose numbering restarts at 1.
// Number returns the numbered lines and the number of sections.
func Number(lines []string, width int) (out []string, sections int) {
	n := 0
	next := func() string {
		n++
		return fmt.Sprintf("%*d", width, n)
	}
	sections = 1
	for _, ln := range lines {
		if ln == "---" {
			n = 0
			sections++
			continue
		}
		if strings.TrimSpace(ln) == "" {
			continue
		}
		num := next()
		out = append(out, num+" "+ln)
	}
	return out, sections
}
