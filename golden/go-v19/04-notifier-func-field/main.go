package main

import (
	"errors"
	"fmt"
	"strings"

	"example.com/c04/notify"
)

// mail pretends to send msg to one address; .invalid hosts fail.
func mail(to, msg string) error {
	if strings.HasSuffix(to, ".invalid") {
		return errors.New("unknown host")
	}
	fmt.Printf("to %s: %s\n", to, msg)
	return nil
}

func main() {
	team := []string{"ann@example.com", "bob@example.invalid", "cy@example.com"}
	ops := &notify.Notifier{Prefix: "[ops]", Send: mail}
	dev := &notify.Notifier{Prefix: "[dev]"}
	failed := ops.Notify(team, " disk full ")
	dev.Notify(team, "build green")
	fmt.Println(failed, "failed,", ops.Sent, "sent")
}
