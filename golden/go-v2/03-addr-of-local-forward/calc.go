package app

func setTo(p *int, v int, note string) {
	println(note)
	*p += v
}

func Calc(seed int, other int) int {
	x := seed
	y := other
	label := "set"
	setTo(&x, y, label)
	z := x + 1
	w := seed * 2
	println(w)
	return z
}

func Outer(n int) int {
	r := Calc(n, n+1)
	return r * 2
}
