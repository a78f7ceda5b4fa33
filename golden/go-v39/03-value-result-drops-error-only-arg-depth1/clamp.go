package main

import "fmt"

// RangeError reports a size that had to be clamped.
type RangeError struct {
	Line  int
	Value int
	Limit int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("line %d: %d exceeds %d", e.Line, e.Value, e.Limit)
}

// clamp limits n to limit. The value is always usable; the error only
// says which line was clamped.
func clamp(n int, limit int, lineNo int) (int, error) {
	if n > limit {
		return limit, &RangeError{Line: lineNo, Value: n, Limit: limit}
	}
	return n, nil
}
