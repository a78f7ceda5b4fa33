package main

import (
	"fmt"
	"strings"
)

// main builds an audit line and an access line with the same helper.
// Only the audit builder becomes line.
func main() {
	user := "ada"
	role := "admin"
	host := "db1"
	port := 5432
	var audit strings.Builder
	var access strings.Builder
	writeField(&audit, "user", user)
	writeField(&access, "host", host)
	writeField(&audit, "role", quote(role))
	fmt.Fprintf(&access, " port=%d", port)
	line := audit.String()
	fmt.Println(line)
	fmt.Println(access.String())
}
