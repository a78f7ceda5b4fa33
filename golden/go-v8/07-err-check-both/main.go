package main

import (
	"fmt"

	"example.com/y07/auth"
)

func main() {
	secret := "k3y"
	now := 1700000000
	tokens := []string{
		"root-ann.1800000000.5c29166b",
		"eve.1600000000.ac2ba5d",
		"bob.1800000000.beef",
		"short",
	}
	for _, tok := range tokens {
		claims, err := auth.Verify(tok, now, secret)
		if err != nil {
			fmt.Println("rejected:", err)
			continue
		}
		fmt.Println("accepted:", claims.User, claims.Admin)
	}
}
