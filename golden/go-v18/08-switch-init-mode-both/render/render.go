package render

import (
	"strconv"
	"strings"
)

// pad right-aligns s in a field of width bytes.
func pad(s string, width int) string {
	if n := width - len(s); n > 0 {
		return strings.Repeat(" ", n) + s
	}
	return s
}

// Format renders v in mode: "hex", "bin" or, for anything else, decimal.
// The mode is matched without regard to case or blanks; the label keeps
// the caller's spelling.
func Format(v int, mode string, width int) string {
	var digits string
	switch mode := strings.ToLower(strings.TrimSpace(mode)); mode {
	case "hex":
		digits = strconv.FormatInt(int64(v), 16)
	case "bin":
		digits = strconv.FormatInt(int64(v), 2)
	default:
		digits = strconv.Itoa(v)
	}
	label := strings.TrimSpace(mode)
	return label + ":" + pad(digits, width)
}
