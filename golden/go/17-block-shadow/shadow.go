package app

func Shadow(x int, flag bool) int {
	y := x + 1
	if flag {
		y := x * 100
		println(y)
	}
	if x > 10 {
		y = y * 2
	}
	{
		y := 7
		x = y
	}
	return y
}
