package audit

import "fmt"

// Failures counts the checks that did not pass.
var Failures int

// LastFailure names the most recent failing check.
var LastFailure string

// Record notes the outcome of one check.
func Record(name string, passed bool) {
	if passed {
		fmt.Println("ok:", name)
		return
	}
	Failures++
	LastFailure = name
}

// Reset clears the failure counter.
func Reset() {
	Failures = 0
	LastFailure = ""
}

// Summary describes the failures recorded so far.
func Summary(total int) string {
	return fmt.Sprintf("%d of %d checks failed", Failures, total)
}
