package notify

import "fmt"

// Sender delivers an alert and reports its cost in cents.
type Sender interface {
	Send(msg string, attempts int) int
	Kind() string
}

// Email sends through a mail relay and counts what it sent.
type Email struct {
	Addr string
	sent int
}

func (e *Email) Send(msg string, attempts int) int {
	e.sent++
	cost := len(msg) * attempts
	return cost
}

func (e *Email) Kind() string {
	return "email to " + e.Addr
}

// SMS is billed per message, whatever the number of attempts.
type SMS struct {
	Number string
}

func (s SMS) Send(msg string, attempts int) int {
	if attempts > 1 {
		fmt.Println("sms: retries ignored for", s.Number)
	}
	return len(msg)/10 + 1
}

func (s SMS) Kind() string {
	return "sms to " + s.Number
}

// Pager can Send but has no Kind, so it is not a Sender.
type Pager struct {
	Channel int
}

func (p Pager) Send(msg string, attempts int) int {
	return attempts * p.Channel
}
