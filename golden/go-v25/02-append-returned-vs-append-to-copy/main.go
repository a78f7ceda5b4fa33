package main

import (
	"fmt"
	"strings"
)

type Item struct {
	Name string
	Qty  int
}

func inStock(it Item) bool {
	return it.Qty > 0
}

func appendAll(xs []string, items []Item) []string {
	for _, it := range items {
		if !inStock(it) {
			continue
		}
		xs = append(xs, it.Name)
	}
	return xs
}

func upcase(xs []string) {
	for i := range xs {
		xs[i] = strings.ToUpper(xs[i])
	}
}

func withFooter(xs []string, footer string) []string {
	xs = append(xs, footer)
	return xs
}

func render(stock []Item, title string) string {
	names := []string{title}
	names = appendAll(names, stock)
	upcase(names)
	full := withFooter(names, "end")
	fmt.Println(len(full), cap(names))
	return strings.Join(names, ", ")
}

func main() {
	stock := []Item{{"bolt", 3}, {"nut", 0}, {"gear", 2}}
	fmt.Println(render(stock, "parts"))
}
