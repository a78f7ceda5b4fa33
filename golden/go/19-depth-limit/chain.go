package app

func leaf(z int) int {
	k := z * 3
	return k
}

func mid(y int) int {
	return leaf(y) + 1
}

func top(x int, spare int) int {
	w := mid(x)
	v := spare * 2
	println(v)
	return w
}

var Answer = top(4, 9)
