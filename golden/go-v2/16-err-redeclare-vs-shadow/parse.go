package app

import "strconv"

func Parse(a string, b string) error {
	x, err := strconv.Atoi(a)
	y, err := strconv.Atoi(b)
	if len(a) > len(b) {
		z, err := strconv.Atoi(a + b)
		println(z, err)
	} else if y < 0 {
		_, err = strconv.Atoi(b + "0")
	}
	println(x, y)
	return err
}
