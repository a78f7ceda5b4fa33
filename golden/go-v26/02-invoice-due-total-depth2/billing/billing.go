package billing

// Item is one line of an order: a unit price in cents and a quantity.
type Item struct {
	Name  string
	Cents int
	Qty   int
}

// Total returns the amount due for items shipped to region, tax included.
func Total(items []Item, region string) int {
	if region == "" {
		region = "north"
	}
	sub := subtotal(items)
	tax := taxFor(region, sub)
	return sub + tax
}

func subtotal(items []Item) int {
	sum := 0
	for _, it := range items {
		sum += it.Cents * it.Qty
	}
	return sum
}

func taxFor(region string, amount int) int {
	pct := rateOf(region)
	return amount * pct / 100
}

func rateOf(region string) int {
	switch region {
	case "north":
		return 8
	case "south":
		return 5
	}
	return 10
}
