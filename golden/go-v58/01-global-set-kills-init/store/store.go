package store

var Limit = 3

func SetLimit(n int) {
	Limit = n
}
