package main

import "fmt"

// render formats one user's preferences for the settings page.
func render(themes map[string]string, sizes map[string]int, user string) string {
	theme, size := settings(themes, sizes, user)
	head := fmt.Sprintf("%-4s", user)
	font := fmt.Sprintf("font=%dpx", size)
	look := "theme=" + theme
	return head + look + " " + font
}

// countDark counts the users whose resolved theme is dark; it has no
// size table, and a nil map reads as empty.
func countDark(themes map[string]string, users []string) int {
	dark := 0
	for _, u := range users {
		theme, _ := settings(themes, nil, u)
		if theme == "dark" {
			dark++
		}
	}
	return dark
}

func main() {
	themes := map[string]string{"ana": "dark", "bo": "solarized-light"}
	sizes := map[string]int{"bo": 16}
	users := []string{"ana", "bo", "cy"}
	for _, u := range users {
		fmt.Println(render(themes, sizes, u))
	}
	fmt.Println("dark users:", countDark(themes, users))
	fmt.Println("users:", len(users))
}
