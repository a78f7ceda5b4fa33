package main

import "fmt"

func main() {
	bank := newBank()
	bonus := 10
	deposit(bank, "bob", bonus)
	flagged := audit(bank)
	deposit(bank, "ann", 30)
	sum := total(bank)
	fmt.Println("flagged:", flagged)
	fmt.Println("total:", sum)
}
