package main

import "fmt"

// effectiveLimit drops the revoked overrides from limits, then resolves
// the request limit of user: the override when there is one, fallback
// otherwise, capped at 100. The resolved value is cached in limits.
func effectiveLimit(limits map[string]int, revoked []string, user string, fallback int) int {
	for _, r := range revoked {
		delete(limits, r)
	}
	limit, found := limits[user]
	burst := limit * 2
	if !found {
		limit = fallback
	}
	if limit > 100 {
		limit = 100
	}
	limits[user] = limit
	fmt.Printf("%-5s limit=%d burst=%d\n", user, limit, burst)
	return limit
}
