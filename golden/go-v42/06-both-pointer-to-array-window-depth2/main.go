package main

import "fmt"

func load() []int {
	raw := []int{4, 8, 15, 16, 23, 42}
	out := make([]int, 0, len(raw))
	dropped := 0
	for _, v := range raw {
		if v%2 == 0 {
			out = append(out, v)
		} else {
			dropped++
		}
	}
	fmt.Println("dropped", dropped)
	return out
}

func report(level int) {
	label := "calm"
	if level > 10 {
		label = "busy"
	}
	fmt.Println("level", level, label)
}

func main() {
	var spare [4]int
	push(&spare, 99)
	data := load()
	var win [4]int
	last := smooth(data, &win)
	report(last)
	fmt.Println("spare:", spare)
}
