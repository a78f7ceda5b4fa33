package app

import "sort"

func Rank(xs []int, pivot int, label string) []int {
	ys := make([]int, len(xs))
	copy(ys, xs)
	weight := pivot * 2
	println(label)
	sort.Slice(ys, func(i, j int) bool {
		return ys[i]*weight < ys[j]*weight
	})
	weight = 0
	println(label, weight)
	return ys
}
