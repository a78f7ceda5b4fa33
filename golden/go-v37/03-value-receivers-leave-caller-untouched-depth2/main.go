package main

import "fmt"

// template is copied, never shared, by every new account.
var template = Account{Owner: "new", Balance: 10}

func settle(deposit int, refund int, fee int) string {
	bob := template
	bob.Owner = "bob"
	bob.Balance = 20
	alice := template
	alice.Owner = "alice"
	alice.Deposit(deposit)
	bob.Deposit(refund)
	preview := alice.WithFee(fee)
	fmt.Println("after fee:", preview.Summary())
	alice.Clear()
	report := alice.Summary()
	return report
}

func checkout(amount int, fee int) string {
	refund := amount / 2
	return settle(amount, refund, fee)
}

func main() {
	amount := 40
	fee := 3
	fmt.Println(checkout(amount, fee))
}
