package main

import (
	"fmt"
	"sort"
)

func main() {
	threshold := 20
	readings := []int{18, 25, 22}
	units := []string{"C", "F"}
	warm := Filter(readings, func(r int) bool {
		return r > threshold
	})
	total := Reduce(readings, 0, func(acc, r int) int {
		return acc + r
	})
	readings = []int{30, 12}
	sort.Ints(readings)
	latest := Last(readings, -1)
	unit := Last(units, "none")
	fmt.Println(len(warm), total)
	fmt.Println(latest, unit)
}
