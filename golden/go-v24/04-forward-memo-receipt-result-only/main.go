package main

import (
	"fmt"

	"example.com/v24s04/billing"
)

// settle runs the day's withdrawals against one account and returns the
// closing balance and one receipt per withdrawal, tagged tag-1, tag-2, ...
func settle(start int, amounts []int, tag string) (int, []string) {
	balance := start
	var receipts []string
	for i, amt := range amounts {
		memo := fmt.Sprintf("%s-%d", tag, i+1)
		var line string
		balance, line = billing.Withdraw(balance, amt, memo)
		receipts = append(receipts, line)
	}
	return balance, receipts
}

func printLog(title string, lines []string) {
	fmt.Println("==", title, "==")
	for n, l := range lines {
		fmt.Printf("%02d %s\n", n+1, l)
	}
	fmt.Println(len(lines), "receipts")
}

func main() {
	closing, receipts := settle(100, []int{30, 0, 90, 50}, "atm")
	fmt.Println("closing balance", closing)
	printLog("atm", receipts)
	_, audit := settle(20, []int{5}, "audit")
	fmt.Println(audit)
}
