package score

var weight = 3

func scale(x int, y int) int {
	if y > 100 {
		println("big", y)
	}
	return x * weight
}

func Score(a int, b int) int {
	return scale(a, b)
}
