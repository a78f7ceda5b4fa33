package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/f03/ids"
)

func main() {
	first := 1
	if len(os.Args) > 1 {
		first, _ = strconv.Atoi(os.Args[1])
	}
	kind := "ord"
	orders := ids.Sequence(kind, first, 1)
	tickets := ids.Sequence("TCK", 500, 25)
	for i := 0; i < 3; i++ {
		id := orders()
		fmt.Println(id, tickets(), ids.Valid(id))
	}
}
