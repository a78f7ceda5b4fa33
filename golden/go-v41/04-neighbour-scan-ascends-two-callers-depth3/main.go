package main

import "fmt"

func main() {
	b := NewBoard([]string{".....", "..#..", "..#..", "..#..", "....."})
	b.Set(0, 0, '#')
	b.Tick()
	alive := b.Alive()
	hot := b.Live(2, 1)
	next := b.Step()
	next.Set(4, 4, '#')
	fmt.Println("gen", next.gen, "alive", alive, "hot", hot)
	show(next)
}

// show prints one line per row of the board.
func show(b *Board) {
	for _, line := range b.cells {
		fmt.Println(string(line))
	}
}
