package app

func find(grid [][]int, target int) (int, int) {
	row := -1
	steps := 0
outer:
	for i, line := range grid {
		for _, cell := range line {
			steps++
			if cell == target {
				row = i
				break outer
			}
		}
	}
	return row, steps
}
