package netaddr

import (
	"fmt"
	"strconv"
	"strings"
)

// Split parses "host:port" or "host". The host comes back lower-cased
// without a trailing dot; the port is def when it is missing or invalid.
func Split(addr string, def int) (host string, port int) {
	host, p, found := strings.Cut(addr, ":")
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	port = def
	if !found {
		return
	}
	if port, err := strconv.Atoi(p); err == nil && port > 0 && port < 65536 {
		return host, port
	}
	fmt.Println("netaddr: bad port in", addr)
	return
}
