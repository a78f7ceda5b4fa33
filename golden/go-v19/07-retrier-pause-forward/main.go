package main

import (
	"errors"
	"fmt"
	"time"

	"example.com/c07/retry"
)

func main() {
	var slept time.Duration
	var lines []string
	sleep := func(d time.Duration) {
		slept += d
	}
	logf := func(s string) {
		lines = append(lines, s)
	}
	rt := &retry.Retrier{Attempts: 4, Sleep: sleep, Log: logf}
	fetch := func(try int) error {
		if try < 3 {
			return errors.New("timeout")
		}
		return nil
	}
	waited, err := rt.Do(fetch, 10*time.Millisecond)
	fmt.Println("err:", err, "slept:", slept)
	fmt.Println("waited:", waited)
	fmt.Println(len(lines), "log lines:", lines)
}
