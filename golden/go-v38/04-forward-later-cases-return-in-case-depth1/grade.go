package main

import "strings"

// classify grades one reading against a warning and a failure threshold.
// Negative readings are rejected and failures return at once.
func classify(reading, warnAt, failAt int) string {
	status := "ok"
	switch {
	case reading < 0:
		return "invalid"
	case reading >= failAt:
		status = "fail"
		return strings.ToUpper(status)
	case reading >= warnAt:
		status = "warn"
	default:
		status = "ok"
	}
	note := ""
	if status == "warn" {
		note = "!"
	}
	return status + note
}
