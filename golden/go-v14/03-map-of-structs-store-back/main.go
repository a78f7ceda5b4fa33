package main

import (
	"fmt"

	"example.com/k03/ledger"
)

func main() {
	stats := map[string]ledger.Stat{}
	ledger.Add(stats, "ann", 1200, "Mon")
	ledger.Add(stats, "bob", 500, " mon")
	ledger.Add(stats, "ann", 800, "Tue")
	ledger.Add(stats, "eve", 0, "Tue")
	refund := ledger.Preview(stats, "ann", 300)
	bob := stats["bob"]
	ledger.Reset(&bob)
	stats["bob"] = bob
	ann := stats["ann"]
	ann.Orders = 0
	fmt.Println("refund preview:", refund, "ann copy orders:", ann.Orders)
	annAvg := ledger.Average(stats, "ann")
	bobAvg := ledger.Average(stats, "bob")
	fmt.Println("avg:", annAvg, bobAvg, "last:", stats["ann"].Last, len(stats))
}
