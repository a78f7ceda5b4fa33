package main

import (
	"fmt"

	"example.com/s04/sieve"
)

func main() {
	readings := []int{12, 48, 95, 130, 7}
	cut := 40
	warm := sieve.Above(cut)
	cut = cut * 2
	hot := sieve.Above(cut)
	cut = 0
	fmt.Println("warm:", sieve.Filter(readings, warm))
	fmt.Println("hot:", sieve.Filter(readings, hot), "reset to", cut)
}
