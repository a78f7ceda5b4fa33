package conv

func Scale(v int) int {
	f := v * 10
	g := f + 1
	return g
}

func Relay(q int) int {
	q2 := q + 1
	res := Scale(q2)
	return res
}
