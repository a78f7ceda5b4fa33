package notify

import "strings"

// Notifier delivers messages through a pluggable transport.
type Notifier struct {
	Prefix string
	Send   func(to, msg string) error
	Sent   int
}

// drop is the transport of a Notifier that has none: it delivers nothing.
func drop(to, msg string) error {
	return nil
}

// Notify sends msg to every recipient and returns how many sends failed.
func (n *Notifier) Notify(to []string, msg string) int {
	if n.Send == nil {
		n.Send = drop
	}
	body := n.format(msg)
	failed := 0
	for _, r := range to {
		if err := n.Send(r, body); err != nil {
			failed++
			continue
		}
		n.Sent++
	}
	return failed
}

func (n *Notifier) format(msg string) string {
	msg = strings.TrimSpace(msg)
	if n.Prefix == "" {
		return msg
	}
	return n.Prefix + " " + msg
}
