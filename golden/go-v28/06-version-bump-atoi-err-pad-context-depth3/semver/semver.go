package semver

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse splits "v1.2.3" into its numbers.
func Parse(s string) ([]int, error) {
	s = strings.TrimPrefix(s, "v")
	parts := strings.Split(s, ".")
	nums := make([]int, 0, len(parts))
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil {
			return nil, fmt.Errorf("part %d of %q: %w", i, s, err)
		}
		nums = append(nums, n)
	}
	return nums, nil
}

// Format joins the numbers with dots, each padded with zeros to width.
func Format(nums []int, width int) string {
	var b strings.Builder
	for i, n := range nums {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(Pad(strconv.Itoa(n), width, '0'))
	}
	return b.String()
}

// Pad puts fill bytes in front of s until it is width bytes long.
func Pad(s string, width int, fill byte) string {
	for len(s) < width {
		s = string(fill) + s
	}
	return s
}
