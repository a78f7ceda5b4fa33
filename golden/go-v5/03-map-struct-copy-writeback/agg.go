package main

import (
	"fmt"
	"strings"
)

type Stat struct {
	Count int
	Sum   int
	Last  string
}

func canon(ev string) string {
	return strings.ToLower(strings.TrimSpace(ev))
}

func Aggregate(events []string, costs []int) map[string]Stat {
	stats := make(map[string]Stat)
	for i, ev := range events {
		key := canon(ev)
		st := stats[key]
		st.Count++
		st.Sum += costs[i]
		stats[key] = st
		st.Last = ev
		fmt.Println("seen", st.Last)
	}
	all := stats["*"]
	all.Count = len(events)
	fmt.Println("all", all.Count)
	return stats
}

func main() {
	s := Aggregate([]string{"Put", "get ", "put"}, []int{3, 1, 4})
	fmt.Println(s["put"].Sum, s["get"].Count)
}
