package main

import "fmt"

func main() {
	rows := []Row{
		{Name: "requests", Value: 1200},
		{Name: "errors-from-upstream-proxy", Value: 3},
	}
	text, n := Render(rows, 16)
	fmt.Print(text)
	if n > 2 {
		fmt.Println("lines:", n)
	}
	total := 0
	for _, r := range rows {
		total += r.Value
	}
	fmt.Println("total", total)
}
