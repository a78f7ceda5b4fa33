package main

import (
	"fmt"
	"strings"

	"example.com/g06/auth"
)

func main() {
	db := map[string]auth.User{
		"ana": {Secret: "s3", Admin: true},
		"bo":  {Secret: "pw"},
	}
	tokens := []string{"ana:s3", "bo:nope", "cy"}
	var names []string
	failed := 0
	for _, tok := range tokens {
		u, err := auth.Lookup(db, tok)
		names = append(names, u.Name)
		if err != nil {
			fmt.Println("denied:", err)
			failed++
		}
	}
	fmt.Println("seen:", strings.Join(names, ","))
	fmt.Println("failed:", failed, "of", len(tokens))
}
