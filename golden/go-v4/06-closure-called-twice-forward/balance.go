package main

import "fmt"

func Balance(credits []int, debits []int, rate int) (int, int) {
	sum := func(vals []int) int {
		t := 0
		for _, v := range vals {
			t += v * rate
		}
		return t
	}
	in := sum(credits)
	out := sum(debits)
	if out > in {
		println("overdrawn by", out-in)
	}
	return in, out
}

func Statement(credits []int, debits []int) string {
	c, d := Balance(credits, debits, 2)
	println("debits", d)
	return fmt.Sprintf("credit %d", c)
}

func main() {
	fmt.Println(Statement([]int{5, 7}, []int{3}))
}
