package main

import "fmt"

func price(q int) (int, string) {
	base := 10
	label := fmt.Sprintf("q=%d", q)
	total := base * q
	return total, label
}

func order(q int) int {
	p, l := price(q)
	fmt.Println(l)
	sum := p + 5
	return sum
}

func checkout() int {
	s := order(2)
	return s * 2
}

func main() {
	fmt.Println(checkout())
}
