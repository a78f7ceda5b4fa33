package store

var limit = 1

var hits = 0

func Set(n int) {
	hits++
	limit = n
}

func Get() int {
	return limit
}
