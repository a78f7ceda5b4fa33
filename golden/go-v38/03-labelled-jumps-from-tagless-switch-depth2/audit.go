package main

import "strings"

// audit walks every section of a config and counts the lines it checked.
// Blank lines are skipped, a line starting with '#' closes its section,
// an over-long line stops the whole audit, and TODO lines are only noted.
func audit(sections [][]string, maxLen int) (int, int, int) {
	checked := 0
	badAt := -1
	warnings := 0
sections:
	for i, sec := range sections {
		for _, line := range sec {
			switch {
			case line == "":
				continue
			case strings.HasPrefix(line, "#"):
				continue sections
			case len(line) > maxLen:
				badAt = i
				break sections
			case strings.Contains(line, "TODO"):
				warnings++
			}
			checked++
		}
	}
	return checked, badAt, warnings
}
