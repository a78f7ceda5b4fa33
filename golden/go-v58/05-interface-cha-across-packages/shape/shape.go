package shape

type Shape interface {
	Area() int
}

func Sum(ss []Shape) int {
	t := 0
	for _, s := range ss {
		t += s.Area()
	}
	return t
}
