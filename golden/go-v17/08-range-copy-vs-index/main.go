package main

import (
	"fmt"

	"example.com/m08/inventory"
)

// reserveAll first counts, on copies, how many items could take n more
// units on hold, then places the holds in order and stops at the first
// item that refuses. Items without a SKU are skipped.
func reserveAll(items []inventory.Item, n int) ([]inventory.Item, int) {
	would := 0
	for _, it := range items {
		if it.Reserve(n) {
			would++
		}
	}
	fmt.Println("could hold", would, "of", len(items))
	done := 0
	for i := range items {
		if items[i].SKU == "" {
			continue
		}
		if !items[i].Reserve(n) {
			break
		}
		done++
	}
	return items, done
}

func main() {
	items := inventory.Load([]string{"ab", "", "cd", "ef"}, 5)
	items[2].Holds = 4
	probe := items[0]
	probe.Reserve(5)
	fmt.Println("probe free:", probe.Free(), "real free:", items[0].Free())
	items, done := reserveAll(items, 2)
	fmt.Println(done, "held:", items)
}
