package app

func Collect(xs []int, lo int) []int {
	var out []int
	skipped := 0
	for _, x := range xs {
		add := func(v int) {
			out = append(out, v)
		}
		if x >= lo {
			add(x * 2)
		} else {
			skipped++
		}
	}
	println(skipped)
	return out
}
