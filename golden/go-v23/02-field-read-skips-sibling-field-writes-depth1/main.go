package main

import (
	"fmt"
	"strings"

	"example.com/g02/ledger"
)

func main() {
	limits := map[string]int{"ada": 50, "bob": 20}
	acct := ledger.NewAccount("ada", 120)
	acct.Owner = strings.ToUpper(acct.Owner)
	if extra, ok := limits["ada"]; ok {
		acct.Limit = extra
	}
	acct.History = append(acct.History, "limit reviewed")
	acct.Balance -= 30
	headroom := acct.Limit * 2
	acct.Deposit(headroom)
	fmt.Println(acct.Owner, acct.Available(), len(acct.History))
}
