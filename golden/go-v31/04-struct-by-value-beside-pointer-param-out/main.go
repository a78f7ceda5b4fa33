package main

import "fmt"

func main() {
	acc := Account{ID: "a-1", Balance: 50}
	book := Ledger{}
	fee := 20
	note := "monthly"
	settle(acc, &book, fee, note)
	fee = 35
	settle(acc, &book, fee, "late")
	acc.Balance -= fee
	fmt.Println(acc, book)
}
