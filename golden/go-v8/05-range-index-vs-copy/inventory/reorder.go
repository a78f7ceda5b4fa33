package inventory

import (
	"sort"
	"strings"
)

type Order struct {
	SKU string
	Qty int
}

// Reorder returns the SKUs whose stock would drop below minimum once the
// orders ship, and the SKUs nobody ordered.
func Reorder(stock map[string]int, orders []Order, minimum int) ([]string, []string) {
	for i, o := range orders {
		if o.Qty < 0 {
			orders[i].Qty = 0
		}
		o.SKU = strings.ToUpper(o.SKU)
	}
	need := make(map[string]int)
	for _, o := range orders {
		need[o.SKU] += o.Qty
	}
	var low, idle []string
	for sku, qty := range need {
		if stock[sku]-qty < minimum {
			low = append(low, sku)
		}
	}
	for sku := range stock {
		if need[sku] == 0 {
			idle = append(idle, sku)
		}
	}
	sort.Strings(low)
	sort.Strings(idle)
	return low, idle
}
