package main

func Shipping(weight int, express bool, zone string) int {
	cost := 5
	label := "standard"
	switch {
	case weight <= 0:
		return 0
	case express:
		label = "express"
	case weight > 20:
		cost += weight / 2
	case zone == "blocked":
		return -1
	}
	println(label)
	return cost
}

func Quote(weights []int, express bool) int {
	total := 0
	for _, w := range weights {
		c := Shipping(w, express, "local")
		total += c
	}
	return total
}

func main() {
	println(Quote([]int{3, 25}, false))
}
