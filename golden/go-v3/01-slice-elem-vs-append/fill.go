package app

func setFirst(s []int, v int) {
	s[0] = v
}

func grow(s []int, v int) {
	s = append(s, v)
	println(len(s))
}

func Fill(n int, a int, b int) []int {
	buf := make([]int, n)
	setFirst(buf, a)
	grow(buf, b)
	return buf
}

func Build(k int) int {
	xs := Fill(k, 7, 9)
	return xs[0]
}

func Main() {
	println(Build(3))
}
