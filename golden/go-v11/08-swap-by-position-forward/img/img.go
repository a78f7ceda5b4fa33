package img

// Size is the size of an image in pixels.
type Size struct {
	W, H int
}

// Rotate returns the width and height of an image turned a quarter turn.
func Rotate(w, h int) (int, int) {
	w, h = h, w
	return w, h
}

// Thumb scales w and h so that the width is at most max.
func Thumb(w, h, max int) (int, int) {
	if w <= max {
		return w, h
	}
	return max, h * max / w
}

// Area returns the number of pixels of s.
func Area(s Size) int {
	return s.W * s.H
}
