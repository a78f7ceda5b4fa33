package main

import "fmt"

// main groups the readings into batches of size. Spikes are dropped.
// The batch buffer is reused: once a batch is full its values are
// copied into last and batch = batch[:0] empties it while keeping
// its backing array.
func main() {
	readings := []float64{2.5, 3.0, 9.5, 4.0, 4.5, 5.0, 1.0, 6.0}
	fmt.Printf("input spread %.1f\n", spread(readings))
	size := 3
	batch := make([]float64, 0, size)
	last := make([]float64, size)
	seen := 0
	for _, r := range readings {
		if r > 9 {
			fmt.Println("dropping spike", r)
			continue
		}
		batch = append(batch, r)
		seen++
		if seen%size != 0 {
			continue
		}
		fmt.Printf("batch mean %.2f\n", mean(batch))
		copy(last, batch)
		batch = batch[:0]
	}
	fmt.Println("readings kept:", seen)
	fmt.Println("last full batch:", last)
	fmt.Println("left over:", batch)
}
