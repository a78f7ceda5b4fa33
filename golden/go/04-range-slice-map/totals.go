package app

func totals(prices []int, stock map[string]int) (int, string) {
	sum := 0
	for _, p := range prices {
		sum += p
	}
	units := 0
	last := ""
	for name, n := range stock {
		last = name
		if n > 0 {
			units += n
		}
	}
	total := sum + units
	return total, last
}
