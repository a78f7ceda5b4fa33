package main

import (
	"fmt"

	"example.com/g08/ledger"
)

func charge(b *ledger.Book, account string, cents, fee int) {
	e := ledger.Entry{Account: account, Cents: -cents, Note: "charge"}
	if cents > 1000 {
		e.Cents -= fee
		e.Note = "charge with fee"
	}
	fmt.Println("posting", e.Note)
	b.Post(e)
}

func main() {
	book := ledger.New()
	other := ledger.New()
	fee := 25
	charge(book, "ana", 1500, fee)
	charge(other, "cy", 50, 0)
	charge(book, "bob", 200, 0)
	fmt.Println("ana:", book.Balance("ana"))
	fmt.Println(book.Count(), "entries")
	fmt.Println("elsewhere:", other.Count())
}
