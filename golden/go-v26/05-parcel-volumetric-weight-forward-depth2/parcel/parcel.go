package parcel

// Parcel is one box to ship: sizes in centimetres, weight in grams.
type Parcel struct {
	ID      string
	L, W, H int
	Grams   int
	Zone    string
}

// Weight returns the billable weight in grams: the larger of the
// actual weight and the volumetric weight (cm3 / 5).
func Weight(l, w, h, grams int) int {
	vol := volume(l, w, h) / 5
	if vol > grams {
		return vol
	}
	return grams
}

func volume(l, w, h int) int {
	return l * w * h
}
