package limits

// Max is the largest accepted size.
var Max = 10

// Set replaces the limit.
func Set(n int) {
	Max = n
}

// Allow reports whether a request of the given size fits.
func Allow(size int) bool {
	if size <= 0 {
		return false
	}
	if size > Max {
		return false
	}
	return true
}
