package app

func Allowed(x int) bool {
	ok := x < limit
	if verbose {
		println("checked", x)
	}
	return ok
}
