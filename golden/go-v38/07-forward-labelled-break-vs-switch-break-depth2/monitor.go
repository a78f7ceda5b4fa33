package main

import "fmt"

// inspect makes two passes over the readings. The first counts readings
// above the limit (its unlabelled break only leaves the switch); the second
// counts non-zero readings until the first fault and leaves with break scan.
func inspect(readings []int, base int) (int, int) {
	limit := base + base/2
	over := 0
	calm := 0
	for _, r := range readings {
		switch {
		case r < 0:
			fmt.Println("sensor glitch:", r)
		case r > limit:
			over++
			if over > 3 {
				break
			}
			fmt.Println("over limit:", r)
		default:
			calm++
		}
		fmt.Println("seen:", r)
	}
	firstBad := -1
	checked := 0
scan:
	for i, r := range readings {
		switch {
		case r == 0:
			continue
		case r >= 2*limit:
			firstBad = i
			break scan
		}
		checked++
	}
	fmt.Println("checked before fault:", checked)
	return over + calm, firstBad
}
