package app

import "example.com/v13/config"

func Price(q int) int {
	p := q * config.Rate
	return p
}

func Label(s string) string {
	n := config.Name
	if config.Rate > 2 {
		n = s + "!"
	}
	return n
}

func Quote(q int) int {
	base := Price(q)
	extra := q + 1
	return base + extra
}
