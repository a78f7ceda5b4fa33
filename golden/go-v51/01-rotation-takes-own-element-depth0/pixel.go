package main

import "fmt"

// main rotates the channels of a pixel, then orders two working copies.
func main() {
	red := 200
	green := 120
	blue := 40
	red -= 10
	green += 5
	blue *= 2
	red, green, blue = green, blue, red
	fmt.Println("rotated:", red, green, blue)
	hi := red
	lo := blue
	if hi < lo {
		hi, lo = lo, hi
	}
	spread := hi - lo
	fmt.Println("hi:", hi)
	fmt.Println("lo:", lo, "spread:", spread)
}
