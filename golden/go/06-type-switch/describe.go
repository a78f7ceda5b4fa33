package app

func describe(x any, scale int) (int, int) {
	size := 0
	extra := 1
	switch v := x.(type) {
	case int:
		size = v * scale
	case string:
		size = len(v)
		extra = 2
	default:
		size = -1
	}
	return size, extra
}
