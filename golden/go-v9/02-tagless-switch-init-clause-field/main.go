package main

import (
	"fmt"
	"os"
	"time"

	"example.com/w02/retry"
)

func statuses() []int {
	if len(os.Args) > 1 {
		return []int{429, 429, 429}
	}
	return []int{503, 429, 502, 404, 500, 429}
}

func main() {
	base := 100 * time.Millisecond
	var total time.Duration
	for attempt, code := range statuses() {
		d := retry.Decide(code, attempt, base)
		total += d.Wait
		fmt.Printf("%d #%d retry=%v wait=%v %s\n", code, attempt, d.Retry, d.Wait, d.Reason)
	}
	fmt.Println("total wait:", total)
}
