package main

import "fmt"

func main() {
	depot := Stock{"bolt": 1, "nut": 9, "gear": 0}
	spare := Stock{"bolt": 4}
	wanted := []string{"bolt", "gear"}
	level := 5
	spent := Restock(depot, wanted, level)
	Restock(spare, wanted, 2)
	depot["washer"] = 1
	fmt.Println("ordered", spent)
	low := depot.Low(3)
	fmt.Println(low, spare)
}
