package app

func leaf(v int) int {
	w := v + 7
	return w
}

func mid(v int, k int) int {
	r := leaf(v) * 2
	s := k + 1
	println(s)
	return r
}

func Top(a int, b int) int {
	x := a + 1
	y := b * 3
	res := mid(x, y)
	return res
}

func Entry(n int) int {
	v := Top(n, 2)
	return v
}

func Main() {
	println(Entry(4))
}
