package main

import (
	"fmt"

	"example.com/c07/router"
)

func main() {
	routes := []router.Route{
		{Pattern: "/users/:id", Handler: "showUser"},
		{Pattern: "/users/:id/posts", Handler: "listPosts"},
		{Pattern: "/health", Handler: "health"},
	}
	traffic := map[string]int{"/users/42/posts": 3, "/health/": 5, "/users/7": 1, "/admin": 2}
	hits := map[string]int{}
	misses, withID := 0, 0
	for path, n := range traffic {
		name, params, tried := router.Match(routes, path)
		if name == "" {
			misses += tried * n
			continue
		}
		hits[name] += n
		if _, ok := params["id"]; ok {
			withID += n
		}
	}
	fmt.Println(hits, "misses:", misses, "with id:", withID)
}
