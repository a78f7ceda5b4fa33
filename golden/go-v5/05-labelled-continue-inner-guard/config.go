package main

import (
	"fmt"
	"strings"
)

const commentMark = "#"

var defaultSep = ","

func Load(text string) map[string]int {
	t, skipped := ParseTable(strings.Split(text, "\n"), defaultSep)
	fmt.Println("skipped", skipped)
	return t
}

func Config(raw string) int {
	m := Load(raw)
	return m["port"]
}

func main() {
	fmt.Println(Config("port, 8080\nhost,#x\n# note\nbad"))
}
