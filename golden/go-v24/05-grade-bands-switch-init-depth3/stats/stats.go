package stats

// Clamp keeps a score inside 0..100.
func Clamp(score int) int {
	if score < 0 {
		return 0
	}
	if score > 100 {
		return 100
	}
	return score
}

// Band grades a score against the pass mark. A failing score gets band "F"
// and passed false; every other band passes.
func Band(score, pass int) (band string, passed bool) {
	switch s := Clamp(score); {
	case s >= 90:
		band = "A"
	case s >= 75:
		band = "B"
	case s >= pass:
		band = "C"
	default:
		band = "F"
		return
	}
	passed = true
	return
}
