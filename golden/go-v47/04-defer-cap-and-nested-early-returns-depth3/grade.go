package main

import "fmt"

// grade turns a raw score into a mark; the deferred closure caps it at 100.
func grade(score, bonus int) (mark int) {
	defer fmt.Println("graded", score)
	defer func() {
		if mark > 100 {
			mark = 100
		}
	}()
	if score < 0 {
		return 0
	}
	if score >= 50 {
		if bonus > 0 {
			return score + bonus
		}
		mark = score
		return
	}
	mark = score / 2
	return mark
}
