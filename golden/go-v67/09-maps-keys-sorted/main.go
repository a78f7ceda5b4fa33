package main

import (
	"fmt"
	"maps"
	"slices"
)

func main() {
	prices := map[string]int{"a": 1, "b": 2}
	stock := map[string]int{"c": 3}
	prices["d"] = 4
	stock["e"] = 5
	keys := slices.Sorted(maps.Keys(prices))
	keys = append(keys, "zz")
	fmt.Println(keys, stock)
}
