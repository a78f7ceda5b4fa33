package main

import "fmt"

func main() {
	limit := 10
	fixed := [3]int{7, 12, 30}
	dyn := []int{7, 12, 30}
	n1 := clampArray(fixed, limit)
	n2 := clampSlice(dyn, limit)
	fmt.Println("capped:", n1, n2)
	total := fixed[2] + dyn[2]
	fmt.Println("total:", total)
	fmt.Println(summary(fixed))
}

// summary describes an array of three readings.
func summary(r [3]int) string {
	return fmt.Sprintf("low=%d mid=%d high=%d", r[0], r[1], r[2])
}
