package quota

import "fmt"

// limit is how many units a tenant may hold; used is how many it holds.
var limit = 4
var used int

// Raise lets the tenant hold n more units.
func Raise(n int) {
	limit += n
}

// Fits reports whether n more units would fit with slack units of grace.
func Fits(n, slack int) bool {
	limit := limit + slack
	return used+n <= limit
}

// Take reserves n units when they fit and returns the units left.
func Take(n int) int {
	if used+n <= limit {
		used += n
	}
	return limit - used
}

// Plan prints the limit a raise of n would give, without raising it.
func Plan(n int) {
	limit := limit
	limit += n
	fmt.Println("a raise of", n, "would allow", limit)
}
