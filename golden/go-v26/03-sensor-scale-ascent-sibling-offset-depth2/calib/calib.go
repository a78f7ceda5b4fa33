package calib

import "strings"

// Scale converts a raw count to tenths of a degree and keeps it in range.
func Scale(raw, gain, offset int) int {
	tenths := raw*gain/10 - offset
	return limit(tenths, -400, 1250)
}

func limit(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// Offset returns the zero offset of a sensor model, derived from its name.
func Offset(model string) int {
	base := len(model) * 3
	if strings.HasPrefix(model, "T") {
		base += 12
	}
	return base
}
