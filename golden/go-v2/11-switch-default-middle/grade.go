package app

func Grade(score int, bonus int) string {
	g := "?"
	note := ""
	switch score / 10 {
	case 10, 9:
		g = "A"
	default:
		g = "F"
		note = "low"
	case 8:
		g = "B"
	case 7:
		if bonus > 0 {
			g = "B+"
			break
		}
		g = "C"
	}
	println(note)
	return g
}
