package main

import (
	"fmt"
	"slices"
	"sort"
)

// Latency report: the latencies are sorted in place, the batch sizes are
// only ever sorted through a clone until after they have been read.
func main() {
	latencies := []int{120, 45, 300, 80, 95}
	extra := 60
	latencies = append(latencies, extra)
	sort.Ints(latencies)
	sizes := []int{7, 3, 9, 1}
	ordered := slices.Clone(sizes)
	slices.Sort(ordered)
	p50 := latencies[len(latencies)/2]
	smallest := ordered[0]
	firstSize := sizes[0]
	slices.Sort(sizes)
	spread := p50 - firstSize
	fmt.Println("p50", p50, "smallest", smallest)
	fmt.Println("sizes now", sizes)
	fmt.Println("spread", spread)
}
