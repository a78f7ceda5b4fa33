package app

func Attempts(limit int, verbose bool) (n int) {
	defer func() {
		n++
	}()
	tries := limit * 2
	if verbose {
		println("tries", tries)
	}
	n = tries
	return n
}

func Run() int {
	got := Attempts(3, true)
	return got
}
