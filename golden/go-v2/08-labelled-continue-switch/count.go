package app

func Count(rows [][]int, stop int) int {
	total := 0
	skipped := 0
outer:
	for _, row := range rows {
		for _, v := range row {
			switch {
			case v == stop:
				skipped++
				continue outer
			case v < 0:
				continue
			}
			total += v
		}
		total *= 2
	}
	println(skipped)
	return total
}
