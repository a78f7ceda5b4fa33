package app

func load(a string, b string, scale int) (int, error) {
	x, err := parse(a)
	if err != nil {
		return 0, err
	}
	y, err := parse(b)
	if err != nil {
		return 0, err
	}
	sum := (x + y) * scale
	return sum, nil
}

func Run(a string, b string) int {
	total, err := load(a, b, 2)
	if err != nil {
		return -1
	}
	return total
}

func Main() {
	r := Run(" 4", "5")
	println(r)
}
