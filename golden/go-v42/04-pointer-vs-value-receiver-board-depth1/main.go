package main

import "fmt"

func main() {
	var g Board
	g.place(1, 1, 'X')
	trial := g.withMark(0, 2, 'O')
	g.preview(2, 2)
	fmt.Println(trial.render())
	g.clearRow(1)
	g.place(0, 0, 'O')
	fmt.Println(g.render())
	for r := 0; r < 3; r++ {
		g.clearRow(r)
	}
	fmt.Println("after clearing every row (copies only):")
	fmt.Println(g.render())
	fmt.Println("trial still has", trial.moves, "moves")
}
