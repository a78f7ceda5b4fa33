package pricing

import "fmt"

// Quote prices n units of a product kind.
func Quote(kind string, n int) (string, error) {
	if n <= 0 {
		return "", fmt.Errorf("quote %s: bad count %d", kind, n)
	}
	unit := "unit"
	rate := 4
	note := ""
	switch kind {
	case "bulk":
		unit = "crate"
		rate = 30
	case "sample":
		note = " (free " + unit + ")"
		rate = 0
	case "gift":
		note = " (wrapped)"
	default:
		return "", fmt.Errorf("quote: unknown kind %q", kind)
	}
	label := fmt.Sprintf("%d %s", n, unit)
	cost := rate * n
	return fmt.Sprintf("%s: %d%s", label, cost, note), nil
}
