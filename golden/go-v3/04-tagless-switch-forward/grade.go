package app

func grade(score int, bonus int) string {
	var label string
	s := score + bonus
	switch {
	case s >= 90:
		label = "A"
	case s >= 70:
		label = "B"
	case bonus > 5:
		label = "C"
	default:
		label = "F"
	}
	println("graded", score)
	return label
}

func Report(scores []int) []string {
	var out []string
	for _, sc := range scores {
		g := grade(sc, 2)
		out = append(out, g)
	}
	return out
}

func Main() {
	r := Report([]int{95, 75, 10})
	println(len(r))
}
