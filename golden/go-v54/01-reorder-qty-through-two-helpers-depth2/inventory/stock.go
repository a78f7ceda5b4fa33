package inventory

import (
	"fmt"
	"strings"
)

// Item is one stock-keeping unit.
type Item struct {
	SKU     string
	OnHand  int
	MinKeep int
	Price   int
}

// Rule decides how much to reorder.
type Rule struct {
	Batch  int
	Safety int
}

// Normalize cleans a SKU code.
func Normalize(code string) string {
	return strings.ToUpper(strings.TrimSpace(code))
}

// Value is the stock value of one item.
func Value(it Item) int {
	return it.OnHand * it.Price
}

// Shortfall is how many units are missing below the minimum plus safety.
func Shortfall(it Item, safety int) int {
	need := it.MinKeep + safety - it.OnHand
	if need < 0 {
		return 0
	}
	return need
}

// RoundUp rounds n up to a whole number of batches and logs the label.
func RoundUp(n, batch int, label string) int {
	fmt.Println("rounding", label, n)
	if batch <= 0 {
		return n
	}
	rem := n % batch
	if rem == 0 {
		return n
	}
	return n + batch - rem
}

// OrderQty is the quantity to reorder for one item.
func OrderQty(it Item, r Rule) int {
	short := Shortfall(it, r.Safety)
	tag := Normalize(it.SKU)
	qty := RoundUp(short, r.Batch, tag)
	return qty
}
