package main

import (
	"fmt"
	"os"
)

// main renders a shopping list; the title can be given on the command
// line.
func main() {
	title := "groceries"
	if len(os.Args) > 1 {
		title = os.Args[1]
	}
	limit := 3
	items := []string{"milk", "", "eggs", "bread", "tea"}
	text, n := render(title, items, limit)
	fmt.Print(text)
	fmt.Println("items listed:", n)
}
