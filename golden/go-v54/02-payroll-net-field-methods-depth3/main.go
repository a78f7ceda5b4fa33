package main

import (
	"fmt"

	"example.com/s02/payroll"
)

// bankFee is what the bank charges for one transfer.
func bankFee(amount int) int {
	fee := payroll.Percent(amount, 1)
	if fee < 2 {
		fee = 2
	}
	return fee
}

func main() {
	rates := payroll.DefaultRates()
	slip := &payroll.Slip{Name: "Ada", Gross: 3000}
	preview := slip.WithBonus(500)
	fmt.Println("with bonus", preview)

	slip.ApplyTax(rates.Tax)
	slip.Print()
	slip.ApplyPension(rates.Pension)
	fee := bankFee(3000)
	fmt.Println("transfer fee", fee)

	net := slip.Net()
	fmt.Println("net", net)
}
