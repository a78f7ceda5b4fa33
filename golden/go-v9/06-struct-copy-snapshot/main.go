package main

import (
	"fmt"
	"os"
)

func main() {
	base := Limits{MaxConns: 8, Timeout: 1500, Burst: 4}
	tier := "gold"
	if len(os.Args) > 1 {
		tier = os.Args[1]
	}
	defaults := base
	defaults.Timeout = 30000
	cur, prev := tune(base, tier, 64)
	fmt.Println("default:", defaults)
	fmt.Println("before: ", prev)
	fmt.Println("after:  ", cur)
}
