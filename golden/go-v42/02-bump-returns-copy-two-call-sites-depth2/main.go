package main

import (
	"fmt"

	"example.com/s02/vec"
)

func main() {
	start := [3]int{1, 2, 3}
	small := 1
	large := 10
	backup := start
	backup[0] = 100
	near := vec.Bump(start, small)
	far := vec.Bump(near, large)
	fmt.Println("backup:", backup, "far:", far)
	fmt.Println("near:", near, "sum:", vec.Sum(near))
	fmt.Println("start:", start)
}
