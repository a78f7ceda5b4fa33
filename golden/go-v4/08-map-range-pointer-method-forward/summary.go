package main

import "example.com/x08/stats"

func Summary(prices map[string]int, skip string) int {
	var tot stats.Totals
	var all stats.Totals
	tot.AddAll(prices, skip)
	all.AddAll(prices, "")
	println("all", all.Mean())
	return tot.Mean()
}

func Report(prices map[string]int) int {
	m := Summary(prices, "fee")
	return m * 100
}

func main() {
	println(Report(map[string]int{"a": 4, "b": 6, "fee": 1}))
}
