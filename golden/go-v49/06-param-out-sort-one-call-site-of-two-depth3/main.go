package main

import "fmt"

// spread is the gap between the first and the last reading of a batch; it
// only reads the slice it is given.
func spread(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[len(xs)-1] - xs[0]
}

// Two batches of sensor readings, each cleaned by the same helper.
func main() {
	morning := []int{9, 4, 4, 7, 1}
	evening := []int{3, 3, 8, 2}
	minimum := 2
	m := dedupSorted(morning, minimum)
	e := dedupSorted(evening, minimum+1)
	fmt.Println("distinct readings:", m, e)
	gap := spread(morning)
	low := morning[0]
	fmt.Println("morning low", low, "gap", gap)
	fmt.Println("evening low", evening[0])
}
