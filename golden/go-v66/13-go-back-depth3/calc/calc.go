package calc

func Leaf(z int) int {
	k := z * 3
	return k + 1
}

func Mid(y int) int {
	t := y - 2
	u := Leaf(t)
	return u * 2
}

func Top(x int) int {
	w := Mid(x)
	note := x + 100
	println(note)
	return w
}
