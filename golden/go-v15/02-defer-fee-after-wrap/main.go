package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/f02/billing"
)

func main() {
	name := strings.TrimSpace("  ada ")
	member := len(os.Args) > 1 && os.Args[1] == "-member"
	cart := []int{1200, 350, 899}
	sum, err := billing.Invoice(name, cart, member)
	fmt.Println("due:", sum)
	if err != nil {
		fmt.Println("error:", err)
	}
	_, err = billing.Invoice("eve", []int{400, -5}, true)
	fmt.Println("error:", err)
	_, err = billing.Invoice("bob", nil, false)
	fmt.Println("error:", err)
}
