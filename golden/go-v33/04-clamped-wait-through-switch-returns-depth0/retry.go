package main

import (
	"errors"
	"fmt"
)

var errClient = errors.New("client error")

var errGaveUp = errors.New("gave up")

const maxAttempts = 3

const maxWait = 20

// backoff doubles the base delay once per earlier attempt.
func backoff(attempt int) int {
	d := 1
	for i := 0; i < attempt; i++ {
		d *= 2
	}
	return d
}

// decide turns a response status into a retry plan.
func decide(code int, attempt int) (retry bool, wait int, err error) {
	switch {
	case code >= 500:
		retry = true
		wait = backoff(attempt)
	case code == 429:
		retry = true
		wait = 30
	case code >= 400:
		err = fmt.Errorf("status %d: %w", code, errClient)
		return
	default:
		return
	}
	if attempt >= maxAttempts {
		retry = false
		err = errGaveUp
	}
	if wait > maxWait {
		wait = maxWait
	}
	return
}
