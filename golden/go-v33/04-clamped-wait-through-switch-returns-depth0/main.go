package main

import (
	"errors"
	"fmt"
)

type response struct {
	code int
	note string
}

func main() {
	replies := []response{{503, "busy"}, {429, "slow down"}, {502, "bad gateway"}, {404, "gone"}}
	for attempt, r := range replies {
		retry, wait, err := decide(r.code, attempt)
		if errors.Is(err, errClient) {
			fmt.Println("giving up on", r.note, "-", err)
			break
		}
		if !retry {
			fmt.Println("done after", attempt, "attempts")
			break
		}
		fmt.Printf("attempt %d: %s, waiting %ds\n", attempt, r.note, wait)
	}
	late, lateWait, lateErr := decide(500, 5)
	fmt.Println("late:", late, lateWait, lateErr)
}
