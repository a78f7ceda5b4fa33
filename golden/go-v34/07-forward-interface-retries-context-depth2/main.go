package main

import (
	"fmt"

	"example.com/s07/notify"
)

// broadcast sends msg to every target and adds up the cost.
func broadcast(list []notify.Sender, msg string, retries int) int {
	spent := 0
	for _, s := range list {
		spent += s.Send(msg, retries)
	}
	return spent
}

// dispatch raises an alert; severe alerts are retried.
func dispatch(level int) int {
	retries := 1
	if level > 2 {
		retries = 3
	}
	list := []notify.Sender{
		&notify.Email{Addr: "ops@example.com"},
		notify.SMS{Number: "555-0100"},
	}
	for _, s := range list {
		fmt.Println("target", s.Kind())
	}
	total := broadcast(list, "disk full", retries)
	return total
}

func main() {
	bill := dispatch(3)
	probe := broadcast([]notify.Sender{notify.SMS{Number: "555-0199"}}, "ping", 1)
	fmt.Println("bill", bill)
	fmt.Println("probe", probe)
}
