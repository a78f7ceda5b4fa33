package main

import (
	"errors"
	"fmt"
)

// describe turns an error into a short status word.
func describe(err error) string {
	if err == nil {
		return "ok"
	}
	if errors.Is(err, ErrShort) {
		return "short"
	}
	return "failed: " + err.Error()
}

func main() {
	stock := map[string]int{"bolt": 10, "nut": 3}
	fmt.Println("items:", len(stock))
	left, err := reserve(stock, "bolt", 4)
	fmt.Println("bolts left", left, describe(err))
	_, err = reserve(stock, "nut", 5)
	status := describe(err)
	fmt.Println("nuts:", status)
	probe := describe(checkQty(0))
	fmt.Println("probe:", probe)
}
