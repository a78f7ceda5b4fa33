package store

var Limit = 10

func SetLimit(n int) {
	Limit = n
}

func Allowed(x int) bool {
	return x <= Limit
}

func Twice(x int) int {
	return x * 2
}
