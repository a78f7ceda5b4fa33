package main

import (
	"fmt"
	"strings"
)

func describe(ts []Task) string {
	var parts []string
	for _, t := range ts {
		parts = append(parts, fmt.Sprintf("%s=%d", t.Name, t.Cost()))
	}
	return strings.Join(parts, ", ")
}

func main() {
	names := []string{"lint", " build ", "integration-tests", "vet"}
	budget := 12
	tasks, dropped := Plan(names, budget)
	total := 0
	for _, t := range tasks {
		total += t.Cost()
	}
	fmt.Println("planned", len(tasks), "total cost", total)
	fmt.Println(describe(tasks))
	fmt.Println("dropped", dropped)
}
