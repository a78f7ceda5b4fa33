package main

import "fmt"

// backoff plans attempts retries whose delays grow like the Fibonacci
// numbers from base, capped at ceiling. It returns the last delay used and
// the total time spent waiting, both in milliseconds.
func backoff(attempts, base, ceiling int) (int, int) {
	if attempts <= 0 {
		return 0, 0
	}
	spent := 0
	tries := 0
	capped := 0
	last, next := 0, base
	for tries < attempts {
		spent, tries = spent+next, tries+1
		last, next = next, last+next
		if next > ceiling {
			next, capped = ceiling, capped+1
		}
	}
	fmt.Printf("%d delays hit the ceiling\n", capped)
	return last, spent
}
