package app

func Process(xs []int, tag string) (n int) {
	defer func() {
		println("done", tag, n)
	}()
	defer func() {
		n *= 2
	}()
	for _, x := range xs {
		n += x
	}
	return n
}

func Run(xs []int) int {
	r := Process(xs, "p")
	return r
}
