package quota

import "fmt"

// Limiter returns a function that admits requests while their total cost
// stays within limit. The reserve is booked at once, for health checks,
// so a limit below the reserve is raised to it.
func Limiter(name string, limit, reserve int) func(cost int) bool {
	if limit < reserve {
		limit = reserve
	}
	used := 0
	allow := func(cost int) bool {
		ok := used+cost <= limit
		if ok {
			used += cost
		} else {
			fmt.Printf("%s: denied %d, %d left\n", name, cost, limit-used)
		}
		return ok
	}
	allow(reserve)
	return allow
}
