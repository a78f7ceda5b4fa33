package main

import (
	"fmt"

	"example.com/k07/plan"
)

func main() {
	base := plan.Quota{Team: "search", CPU: 4, Mem: 6}
	f := 3
	plan.Preview(base, f)
	scaled := plan.Scale(base, f)
	fmt.Println("scaled:", scaled.CPU, scaled.Mem)
	flat := plan.Scale(base, 1)
	fmt.Println("flat:", flat.CPU, flat.Mem)
	burst := base
	burst.Team = "search-burst"
	plan.Boost(&burst, f)
	fmt.Println("burst:", burst)
	fmt.Println("base:", base.CPU, base.Boosts)
}
