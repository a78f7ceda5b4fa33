package main

import (
	"errors"
	"fmt"
)

// report prints what went wrong with one record, if anything.
func report(rec string) {
	_, err := sumFields(rec)
	if errors.Is(err, ErrEmpty) {
		fmt.Println("empty input")
	} else if err != nil {
		fmt.Println("error:", err)
	}
}

func main() {
	lines := []string{"4, 5, 6", "7,x", "900,200"}
	grand := 0
	for _, line := range lines {
		sum, _ := sumFields(line)
		if sum < 0 {
			continue
		}
		grand += sum
	}
	fmt.Println("grand total", grand)
	report("")
	report("1,2")
}
