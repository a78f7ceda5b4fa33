package app

func Configure(n int, loud bool) {
	if n > 0 {
		limit = n * 2
	}
	verbose = loud
}
