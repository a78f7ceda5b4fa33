package main

import (
	"fmt"
	"strings"
)

// main renders the same breadcrumb trail with two separators.
func main() {
	crumbs := []string{"home", "docs", "api"}
	sep := " > "
	title := strings.ToUpper(crumbs[len(crumbs)-1])
	trail := render(crumbs, sep)
	plain := render(crumbs, "/")
	fmt.Println(title)
	fmt.Println(trail)
	fmt.Println(plain)
	fmt.Println(len(plain))
}
