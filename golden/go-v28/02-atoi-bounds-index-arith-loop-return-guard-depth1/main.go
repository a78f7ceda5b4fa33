package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/s02/limits"
)

func main() {
	defaults := map[string]int{"burst": 5}
	rows := []string{"# service limits", "rate = 40 ; per second", "", "conns=12"}
	if len(os.Args) > 1 {
		rows = append(rows, os.Args[1:]...)
	}
	title := strings.ToUpper(rows[0])
	src := strings.Join(rows, "\n")
	got, err := limits.Parse(src, defaults)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(title, got)
}
