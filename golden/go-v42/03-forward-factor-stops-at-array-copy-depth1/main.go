package main

import "fmt"

func main() {
	samples := []int{3, 14, 15, 9, 26, 5}
	width := 8
	factor := 3
	var hist [4]int
	for _, s := range samples {
		addSample(&hist, s, width)
	}
	big := scaled(hist, factor)
	fmt.Println("hist:", hist)
	fmt.Println("scaled:", big)
	fmt.Println("peak bucket:", peak(hist))
	fmt.Println("spread:", spread(hist))
}

// spread returns the gap between the fullest and the emptiest bucket.
func spread(h [4]int) int {
	return h[peak(h)] - min(h[0], h[1], h[2], h[3])
}
