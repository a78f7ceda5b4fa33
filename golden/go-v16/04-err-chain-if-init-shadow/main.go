package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"example.com/c04/urlx"
)

// parse reads "scheme://host[:port][?timeout=D]".
func parse(raw string) (urlx.Target, error) {
	var t urlx.Target
	scheme, rest, ok := strings.Cut(raw, "://")
	if !ok {
		return t, errors.New("no scheme in " + raw)
	}
	host, query, _ := strings.Cut(rest, "?")
	port, err := urlx.Port(host, scheme)
	t.Timeout = 30 * time.Second
	if v, ok := urlx.Value(query, "timeout"); ok {
		if d, err := time.ParseDuration(v); err == nil {
			t.Timeout = d
		}
	}
	if err != nil {
		return t, fmt.Errorf("%s: %w", raw, err)
	}
	t.Scheme = scheme
	t.Host, t.Port = host, port
	return t, nil
}

func main() {
	for _, raw := range []string{"https://Example.org?timeout=5s", "gopher://hole.test?timeout=1m", "mail.test"} {
		t, err := parse(raw)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(t.Scheme, t.Host, t.Port, t.Timeout)
	}
}
