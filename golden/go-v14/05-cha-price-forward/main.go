package main

import (
	"fmt"

	"example.com/k05/pricing"
)

// total prices an order: qty[i] units of items[i].
func total(items []pricing.Item, qty []int) int {
	sum := 0
	for i, it := range items {
		sum += it.Price(qty[i])
	}
	return sum
}

func main() {
	clip := &pricing.Bulk{Code: "clip", Pack: 50, Cents: 300}
	cart := []pricing.Item{pricing.Unit{Code: "pen", Cents: 120}, clip}
	counts := []int{3, 120}
	due := total(cart, counts)
	fmt.Println("due:", due)
	counts[1] = 40
	again := total(cart, counts)
	fmt.Println("after edit:", again)
	sample := total(cart[:1], []int{1})
	off := pricing.Coupon{Off: 20}
	fmt.Println("sample:", sample, "quotes:", clip.Quotes, "coupon:", off.Price(2, 120))
}
