package shape

// Box is a width and a height, in cells.
type Box struct {
	W int
	H int
}

// Area is W times H.
func (b Box) Area() int {
	return b.W * b.H
}

// Scale multiplies both sides by k.
func (b *Box) Scale(k int) {
	b.W *= k
	b.H *= k
}

// Label is a caption in a box; Area, Scale, W and H are promoted
// from Box.
type Label struct {
	Box
	Text string
}

// Fit doubles the label until its area reaches at least area.
func (l *Label) Fit(area int) {
	for l.Area() < area {
		l.Scale(2)
	}
}

// Width is the label's width including a one-cell border.
func (l Label) Width() int {
	return l.W + 2
}
