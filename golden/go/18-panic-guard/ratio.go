package app

func Ratio(num int, den int, tag string) int {
	label := tag + ":"
	if den == 0 {
		panic("zero " + label)
	}
	q := num / den
	return q
}
