package app

func Build(a int, b int, c int) []int {
	xs := []int{}
	ys := make([]int, 0, 4)
	xs = append(xs, a)
	ys = append(ys, c)
	if b > 0 {
		xs = append(xs, b)
	}
	n := len(ys)
	println(n)
	return xs
}
