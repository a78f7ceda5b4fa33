package meter

import "strconv"

// New returns a formatter for readings shown in unit with digits decimals,
// together with the width of the column it fills. A reading is multiplied
// by scale before it is printed (for example 0.001 to show Pa as kPa).
func New(unit string, digits int, scale float64) (func(float64) string, int) {
	if digits < 0 {
		digits = 0
	}
	suffix := " " + unit
	if unit == "" {
		suffix = ""
	}
	width := digits + 6
	format := func(v float64) string {
		text := strconv.FormatFloat(v*scale, 'f', digits, 64)
		for len(text) < width {
			text = " " + text
		}
		return text + suffix
	}
	return format, width + len(suffix)
}
