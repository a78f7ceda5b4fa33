package main

import (
	"fmt"
	"strings"

	"example.com/g08/gauge"
)

// summarize reports how much of a storage quota a user has used.
func summarize(user string, used, quota int) string {
	name := strings.ToLower(user)
	pct, hot := gauge.Fill(used, quota, name)
	status := "ok"
	if hot {
		status = "near limit"
	}
	return fmt.Sprintf("%s: %d%% (%s)", user, pct, status)
}

func main() {
	account := "Ada"
	used := 700
	quota := 1000
	fmt.Println(summarize(account, used, quota))
	fmt.Println(summarize("Lin", 1500, quota))
}
