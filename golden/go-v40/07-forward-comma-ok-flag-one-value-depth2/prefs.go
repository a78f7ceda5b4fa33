package main

import "fmt"

// settings resolves the theme and the font size of user. A user with
// no theme entry gets the light theme; a missing size means 14. Long
// theme names are cut to 8 bytes for the narrow settings column.
func settings(themes map[string]string, sizes map[string]int, user string) (string, int) {
	theme, ok := themes[user]
	fmt.Printf("lookup %s: stored theme %q\n", user, theme)
	size := sizes[user]
	if !ok {
		theme = "light"
	}
	if size == 0 {
		size = 14
	}
	if len(theme) > 8 {
		theme = theme[:8]
	}
	return theme, size
}
