package retry

import (
	"fmt"
	"time"
)

// Decision says whether and when to retry a failed request.
type Decision struct {
	Retry  bool
	Wait   time.Duration
	Reason string
}

func budget(attempt int) int {
	left := 4 - attempt
	if left < 0 {
		left = 0
	}
	return left
}

// Decide maps a status code and the attempt number to a decision. Server
// errors back off exponentially; a 429 waits one second more than base.
func Decide(code int, attempt int, base time.Duration) Decision {
	d := Decision{Wait: base, Reason: "retry"}
	switch left := budget(attempt); {
	case left == 0:
		d.Reason = "retry budget spent"
	case code >= 500:
		d.Retry = true
		d.Wait = base << attempt
	case code == 429:
		d.Retry = true
		d.Wait += time.Second
	default:
		d.Reason = fmt.Sprintf("status %d is final", code)
	}
	return d
}
