package main

import (
	"fmt"
	"strings"
)

func Render(name string, env string) string {
	head := strings.ToUpper(name)
	tags := Labels(name, env)
	return head + " " + strings.Join(tags, ",")
}

func Page(names []string, env string) []string {
	var lines []string
	for _, n := range names {
		lines = append(lines, Render(n, env))
	}
	return lines
}

func main() {
	fmt.Println(Page([]string{"api", "web"}, "eu-west-1"))
}
