package textfmt

import "strings"

// PadRight returns s followed by fill bytes up to width bytes.
func PadRight(s string, width int, fill byte) string {
	var b strings.Builder
	b.WriteString(s)
	for b.Len() < width {
		b.WriteByte(fill)
	}
	return b.String()
}

// Quote wraps s in double quotes, doubling the quotes inside it.
func Quote(s string) string {
	inner := strings.ReplaceAll(s, `"`, `""`)
	return `"` + inner + `"`
}
