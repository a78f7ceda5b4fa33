package routes

import "strings"

// Route counts the requests whose path starts with Prefix.
type Route struct {
	Name   string
	Prefix string
	Hits   int
	Misses int
}

// New makes a route; a trailing "*" in prefix is dropped.
func New(name, prefix string) *Route {
	return &Route{Name: name, Prefix: strings.TrimSuffix(prefix, "*")}
}

// Busiest counts the hits of every route and returns the route with the
// most hits above minHits, and the number of comparisons made.
func Busiest(rs []*Route, paths []string, minHits int) (string, int) {
	best, top := "", minHits
	scanned := 0
	for _, r := range rs {
		if r.Prefix == "" {
			continue
		}
		for _, p := range paths {
			scanned++
			if !strings.HasPrefix(p, r.Prefix) {
				r.Misses++
				continue
			}
			r.Hits++
		}
		if r.Hits <= top {
			continue
		}
		best, top = r.Name, r.Hits
	}
	return best, scanned
}
