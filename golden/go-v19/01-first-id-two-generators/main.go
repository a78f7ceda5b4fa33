package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/c01/ids"
)

func main() {
	start := 1
	if len(os.Args) > 1 {
		start, _ = strconv.Atoi(os.Args[1])
	}
	base := 500
	orders, firstOrder := ids.New("ORD", start)
	invoices, firstInvoice := ids.New("", base)
	for i := 0; i < 2; i++ {
		fmt.Println(orders(), invoices())
	}
	fmt.Println("orders start at", firstOrder)
	fmt.Println("invoices start at", firstInvoice)
}
