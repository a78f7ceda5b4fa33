package app

import "strconv"

func Parse(s string, fallback int) int {
	v := len(s)
	res := fallback
	if v, err := strconv.Atoi(s); err != nil {
		println("bad", s)
	} else if v < 0 {
		res = 0
	} else {
		res = v * 10
	}
	println(v)
	return res
}
