package station

import (
	"fmt"

	"example.com/d03/calib"
)

// Poll turns the raw counts of one sensor into labelled readings.
func Poll(raws []int, model string, gain int, unit string) []string {
	offset := calib.Offset(model)
	out := []string{}
	for _, r := range raws {
		t := calib.Scale(r, gain, offset)
		out = append(out, fmt.Sprintf("%d%s", t, unit))
	}
	return out
}
