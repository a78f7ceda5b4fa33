package main

import "fmt"

// main books the same fee into two ledgers of different shapes.
func main() {
	byPtr := map[string]*Entry{}
	byVal := map[string]Entry{"bob": {Name: "bob"}}

	fee := 40
	addByPtr(byPtr, "ann", fee)
	addByValue(byVal, "bob", fee)

	ann := byPtr["ann"]
	bob := byVal["bob"]

	// Only the pointer ledger shows the fee.
	fmt.Println("ann", ann.Total, ann.Count)
	fmt.Println("bob", bob.Total, bob.Count)
	fmt.Println("fee", fee)
}
