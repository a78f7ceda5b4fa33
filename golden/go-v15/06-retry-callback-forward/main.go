package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"example.com/f06/retry"
)

var errBusy = errors.New("service busy")

func main() {
	tries := 3
	busyFor := 2
	if len(os.Args) > 1 {
		busyFor, _ = strconv.Atoi(os.Args[1])
	}
	fetch := func(try int) error {
		fmt.Printf("attempt %d of %d\n", try, tries)
		if try <= busyFor {
			return errBusy
		}
		return nil
	}
	calls, err := retry.Do(tries, 10*time.Millisecond, fetch)
	if err != nil {
		fmt.Println("gave up after", calls, "calls:", err)
		return
	}
	fmt.Println("done after", calls, "calls")
}
