package main

type Order struct {
	Region string
	Qty    int
	Rush   bool
}

// Tally sums weighted quantities per region. Rush orders count twice and
// every tenth order earns its region a loyalty bonus.
func Tally(orders []Order, weights map[string]int, bonus int) (map[string]int, int, int) {
	totals := make(map[string]int)
	rush, bonuses := 0, 0
	for i, o := range orders {
		w, ok := weights[o.Region]
		if !ok {
			w = 1
		}
		add := func(qty int) {
			totals[o.Region] += qty * w
		}
		add(o.Qty)
		if o.Rush {
			add(o.Qty)
			rush++
		}
		if i%10 == 9 {
			add(bonus)
			bonuses++
		}
	}
	return totals, rush, bonuses
}
