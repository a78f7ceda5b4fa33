package main

import (
	"bufio"
	"strconv"
	"strings"
)

// doubled scans input line by line, doubles every number it finds and
// also reports how many lines it read and how many it skipped.
func doubled(input string) (string, int, int) {
	sc := bufio.NewScanner(strings.NewReader(input))
	var b strings.Builder
	lines := 0
	skipped := 0
	for sc.Scan() {
		lines++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			skipped++
			continue
		}
		n, err := strconv.Atoi(text)
		if err != nil {
			b.WriteString("? ")
			continue
		}
		if n < 0 {
			break
		}
		b.WriteString(strconv.Itoa(2 * n))
		b.WriteByte(' ')
	}
	return b.String(), lines, skipped
}
