package conf

const base = 5

const Max = base * 4

const Min = 1

var Scale = double(3)

var Name = "cfg"

func double(x int) int {
	return x * 2
}
