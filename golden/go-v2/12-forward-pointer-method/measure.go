package app

func Measure(amount int, tag string) int {
	m := &Meter{}
	n := m.Add(amount)
	println(tag, n)
	t := m.Total()
	return t
}

func Caller() int {
	r := Measure(5, "x")
	return r + 1
}
