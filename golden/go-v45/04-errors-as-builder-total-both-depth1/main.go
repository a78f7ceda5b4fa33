package main

import (
	"errors"
	"fmt"
	"strings"
)

func summarize(lines []string) string {
	var sb strings.Builder
	total := 0
	for _, l := range lines {
		e, err := parseEntry(l)
		if target := new(EntryError); errors.As(err, &target) {
			fmt.Println("bad entry:", target.Reason)
			continue
		}
		if err != nil {
			fmt.Println("skip:", err)
			continue
		}
		sb.WriteString(e.Name + " ")
		total += e.Count
	}
	sb.WriteString(fmt.Sprintf("= %d", total))
	return sb.String()
}

func main() {
	input := "bolts: 12\nnuts 4\nscrews: x\nwashers: -1\npins: 5"
	report := summarize(strings.Split(input, "\n"))
	fmt.Println(report)
}
