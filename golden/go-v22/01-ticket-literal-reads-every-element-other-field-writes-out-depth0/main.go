package main

import (
	"fmt"
	"strings"
)

// Ticket is one entry of an incident queue.
type Ticket struct {
	ID       int
	Title    string
	Priority int
	Tags     []string
}

func main() {
	id := 41
	title := "  disk full on build host "
	prio := 2
	tags := []string{"ops"}
	t := Ticket{ID: id, Title: title, Priority: prio}
	t.Title = strings.TrimSpace(t.Title)
	t.Tags = append(tags, "urgent")
	if strings.Contains(t.Title, "disk") {
		t.Priority++
	}
	draft := t
	draft.ID = 0
	draft.Title = "[draft] " + draft.Title
	t.ID += 1000
	label := fmt.Sprintf("#%d %s", t.ID, t.Title)
	owner := "ops-oncall"
	fmt.Println(label, owner, t.Priority, len(t.Tags))
	fmt.Println(draft.ID, draft.Title)
}
