package main

import "fmt"

func main() {
	wall := byte('#')
	floor := byte('.')
	maze := blank(5, 7, floor)
	room := blank(3, 3, floor)
	border(maze, wall)
	border(room, '+')
	maze[2][3] = 'S'
	open := countOpen(maze, floor)
	fmt.Println(render(maze))
	fmt.Println(render(room))
	fmt.Println("open cells:", open)
	fmt.Println(legend(wall, floor))
}

// legend explains the two cell kinds.
func legend(wall, floor byte) string {
	return fmt.Sprintf("%c wall, %c floor", wall, floor)
}
