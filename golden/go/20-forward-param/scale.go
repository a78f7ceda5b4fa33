package app

func Scale(v int, unit string) (int, string) {
	doubled := v * 2
	name := "x" + unit
	if doubled > 10 {
		name = "big"
	}
	return doubled, name
}

func Use(a int) int {
	d, s := Scale(a, "cm")
	println(s)
	return d + 1
}
