package main

import "fmt"

func checkout(d Discount, price int, shipping int) int {
	fmt.Println("using", d.Code())
	net := d.Apply(price)
	total := net + shipping
	if total > 1000 {
		total = 1000
	}
	return total
}

func main() {
	pct := Percent{Off: 10}
	cpn := &Coupon{Amount: 15}
	ship := 5
	a := checkout(pct, 200, ship)
	b := checkout(cpn, 40, ship)
	fmt.Println("totals", a, b)
	fmt.Println("coupon uses", cpn.Used)
}
