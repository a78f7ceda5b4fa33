package main

import "fmt"

func isEven(v int) bool {
	return v%2 == 0
}

func load() []int {
	return []int{4, 7, 10, 3, 8, 5, 12}
}

func summary(xs []int, floor int) string {
	big := CountUntil(xs, -1, func(v int) bool {
		return v > floor
	})
	return fmt.Sprintf("%d above %d", big, floor)
}

func report(vals []int) {
	line := summary(vals, 9)
	fmt.Println(line)
}

func main() {
	data := load()
	limit := 8
	evens := CountUntil(data, 5, isEven)
	small := CountUntil(data, limit, func(v int) bool {
		return v < limit
	})
	fmt.Println(evens, small)
	report(data)
	fmt.Println("skipped", skippedTotal)
}
