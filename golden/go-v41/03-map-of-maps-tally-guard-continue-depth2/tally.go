package main

import (
	"fmt"
	"strings"
)

type visit struct {
	user string
	day  int
	mins int
}

// canon maps "Bob#2" and "bob" to the same user key.
func canon(name string) string {
	return strings.ToLower(trimTag(name))
}

func trimTag(name string) string {
	if i := strings.IndexByte(name, '#'); i >= 0 {
		return name[:i]
	}
	return name
}

// tally counts visits per user and day; days outside [0, days) are skipped.
func tally(log []visit, days int) map[string]map[int]int {
	counts := map[string]map[int]int{}
	minutes := map[string]int{}
	skipped := 0
	for _, v := range log {
		if v.day < 0 || v.day >= days {
			skipped++
			continue
		}
		key := canon(v.user)
		if counts[key] == nil {
			counts[key] = map[int]int{}
		}
		counts[key][v.day]++
		minutes[key] += v.mins
	}
	fmt.Println("skipped:", skipped, "minutes:", minutes)
	return counts
}
