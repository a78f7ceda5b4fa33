package main

import "fmt"

// main places two ships on one grid, fires three shots on another
// (the last one off the board) and prints the shot board.
func main() {
	ships := newGrid(3, 4)
	mark(ships, 1, 2, '#')
	mark(ships, 0, 1, '#')
	board := newGrid(3, 4)
	shots := [][2]int{{0, 1}, {2, 3}, {4, 0}}
	for _, s := range shots {
		mark(board, s[0], s[1], 'x')
	}
	spare := make([]byte, 4)
	copy(spare, board[0])
	for _, row := range board {
		fmt.Println(string(row))
	}
	fmt.Println("hits:", countHits(ships, shots))
	fmt.Println("first row kept:", string(spare))
}
