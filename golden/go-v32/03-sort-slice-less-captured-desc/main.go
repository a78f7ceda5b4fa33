package main

import (
	"fmt"
	"sort"
)

func defaultPriority() map[string]int {
	return map[string]int{"urgent": 3, "normal": 2, "low": 1}
}

// order returns a sorted copy of tasks, by the priority of their labels.
func order(tasks []string, priority map[string]int, reverse bool) []string {
	out := make([]string, len(tasks))
	copy(out, tasks)
	desc := reverse
	if len(out) > 8 {
		desc = false
	}
	sort.Slice(out, func(i, j int) bool {
		sign := 1
		if desc {
			sign = -1
		}
		return sign*priority[out[i]] < sign*priority[out[j]]
	})
	desc = !desc
	fmt.Println("next call would sort desc:", desc)
	return out
}

func main() {
	prio := defaultPriority()
	tasks := []string{"low", "urgent", "normal"}
	flip := len(tasks) > 1
	fmt.Println(order(tasks, prio, flip))
	fmt.Println(order(tasks, prio, false))
}
