package main

import (
	"fmt"

	"example.com/d05/parcel"
	"example.com/d05/rates"
)

func plan(parcels []parcel.Parcel) (int, int) {
	total := 0
	count := 0
	for _, p := range parcels {
		bw := parcel.Weight(p.L, p.W, p.H, p.Grams)
		if bw > 30000 {
			fmt.Println("too heavy:", p.ID)
		} else {
			total += rates.Quote(bw, p.Zone)
		}
		count++
	}
	return total, count
}

func euros(cents int) string {
	return fmt.Sprintf("%d.%02d EUR", cents/100, cents%100)
}

func main() {
	a := parcel.Parcel{ID: "a1", L: 30, W: 20, H: 10, Grams: 800, Zone: "city"}
	b := parcel.Parcel{ID: "b2", L: 60, W: 40, H: 40, Grams: 5200, Zone: "island"}
	c := parcel.Parcel{ID: "c3", L: 120, W: 80, H: 80, Grams: 9000, Zone: "city"}
	total, n := plan([]parcel.Parcel{a, b, c})
	label := euros(total)
	fmt.Println(n, "parcels")
	fmt.Println("total", label)
}
