package main

// tally walks the orders; an order with any out-of-stock item is skipped
// as a whole, the others are accepted and their item ids summed.
func tally(orders [][]int, stock map[int]int) (int, int, int) {
	accepted := 0
	value := 0
	skipped := 0
next:
	for _, items := range orders {
		sum := 0
		for _, id := range items {
			if stock[id] == 0 {
				skipped++
				continue next
			}
			sum += id
		}
		accepted++
		value += sum
	}
	return accepted, value, skipped
}
