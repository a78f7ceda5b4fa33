package wrap

// Pack fills lines of at most width bytes with words, in order. A word
// longer than width gets a line of its own; Pack also reports how many
// such words there were.
func Pack(words []string, width int) ([]string, int) {
	var lines []string
	line, n := "", 0
	long := 0
	for _, w := range words {
		if n := len(w); n > width {
			long++
		}
		if n > 0 && n+1+len(w) > width {
			lines = append(lines, line)
			line, n = "", 0
		}
		if n > 0 {
			line += " "
			n++
		}
		line += w
		n += len(w)
	}
	if n > 0 {
		lines = append(lines, line)
	}
	return lines, long
}
