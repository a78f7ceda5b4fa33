package netutil

import (
	"strconv"
	"strings"
)

// Join builds "host:port", putting IPv6 literals in brackets.
func Join(host string, port int) string {
	p := strconv.Itoa(port)
	if strings.Contains(host, ":") {
		return bracket(host) + ":" + p
	}
	return host + ":" + p
}

func bracket(h string) string {
	if strings.HasPrefix(h, "[") {
		return h
	}
	return "[" + h + "]"
}
