package app

func sumUntil(xs []int, stop int) (int, int) {
	sum := 0
	count := 0
	for i := 0; i < len(xs); i++ {
		count++
		if xs[i] < 0 {
			continue
		}
		if xs[i] == stop {
			break
		}
		sum += xs[i]
	}
	return sum, count
}
