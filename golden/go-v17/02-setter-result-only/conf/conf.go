package conf

import (
	"fmt"
	"strings"
)

// Setter is an option that can be set from its command-line text.
type Setter interface {
	Set(text string) error
	String() string
}

type Level int

func (l *Level) Set(text string) error {
	switch text {
	case "quiet":
		*l = 0
	case "debug":
		*l = 2
	default:
		return fmt.Errorf("unknown level %q", text)
	}
	return nil
}

func (l Level) String() string {
	return fmt.Sprintf("level-%d", int(l))
}

// Name is a service name; it can be set only once.
type Name string

func (n *Name) Set(text string) error {
	if *n != "" || strings.ContainsAny(text, " \t") {
		return fmt.Errorf("cannot name %q", text)
	}
	*n = Name(strings.ToLower(text))
	return nil
}

func (n Name) String() string {
	return string(n)
}
