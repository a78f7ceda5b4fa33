package main

import (
	"fmt"

	"example.com/k02/routes"
)

func main() {
	api := routes.New("api", "/api/*")
	static := routes.New("static", "/static/")
	health := routes.New("health", "")
	rs := []*routes.Route{api, static, health}
	log := []string{"/api/users", "/static/app.js", "/api/orders", "/favicon.ico"}
	best, n := routes.Busiest(rs, log, 0)
	fmt.Println("busiest:", best, "after", n, "comparisons")
	fmt.Println("api misses:", api.Misses)
	log = append(log, "/v2/items", "/v2/items")
	canary := []*routes.Route{routes.New("v2", "/v2/")}
	next, _ := routes.Busiest(canary, log, 1)
	fmt.Println("canary:", next)
}
