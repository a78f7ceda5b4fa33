package urlx

import (
	"errors"
	"strconv"
	"strings"
	"time"
)

// Target is a parsed service address.
type Target struct {
	Scheme  string
	Host    string
	Port    int
	Timeout time.Duration
}

// Port returns the explicit port of host, or the default port of scheme.
func Port(host, scheme string) (int, error) {
	if i := strings.LastIndexByte(host, ':'); i >= 0 {
		return strconv.Atoi(host[i+1:])
	}
	switch scheme {
	case "http":
		return 80, nil
	case "https":
		return 443, nil
	}
	return 0, errors.New("no default port for " + scheme)
}

// Value returns the value of key in a raw query "k=v&k2=v2".
func Value(query, key string) (string, bool) {
	for _, kv := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(kv, "=")
		if k == key {
			return v, true
		}
	}
	return "", false
}
