package app

func scale(v int, factor int) (int, int) {
	out := v * 2
	code := factor + 1
	return out, code
}

func run(x int, y int) int {
	base := x + 1
	mult := y * 3
	a, b := scale(base, mult)
	println(b)
	return a
}
