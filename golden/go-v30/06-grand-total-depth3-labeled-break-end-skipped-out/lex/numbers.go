package lex

import "strings"

func isDigit(c byte) bool {
	return '0' <= c && c <= '9'
}

// Numbers returns the integers in src up to the marker "END" and how
// many other bytes it skipped.
func Numbers(src string) ([]int, int) {
	var nums []int
	skipped := 0
	i := 0
scan:
	for i < len(src) {
		c := src[i]
		switch {
		case c == 'E':
			if strings.HasPrefix(src[i:], "END") {
				break scan
			}
			skipped++
			i++
		case isDigit(c):
			n := 0
			for i < len(src) && isDigit(src[i]) {
				n = n*10 + int(src[i]-'0')
				i++
			}
			nums = append(nums, n)
		default:
			skipped++
			i++
		}
	}
	return nums, skipped
}
