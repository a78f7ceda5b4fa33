package shape

type Shape interface {
	Area() int
	Name() string
}

func Report(s Shape) int {
	println(s.Name())
	a := s.Area()
	return a
}
