package billing

import "fmt"

// TaxRate is the sales tax in percent.
var TaxRate = 8

// Currency is printed after every amount.
var Currency = "EUR"

// Line is one invoice line.
type Line struct {
	Item  string
	Qty   int
	Price int
}

// Subtotal adds up the lines.
func Subtotal(lines []Line) int {
	sum := 0
	for _, l := range lines {
		sum += l.Qty * l.Price
	}
	return sum
}

// Discount is the rebate for a customer code.
func Discount(amount int, code string) int {
	if code == "VIP" {
		return amount / 10
	}
	return 0
}

// Total applies the rebate and the tax, and logs the invoice.
func Total(amount, rebate int, customer string) int {
	fmt.Println("invoice for", customer, "in", Currency)
	net := amount - rebate
	tax := net * TaxRate / 100
	total := net + tax
	return total
}
