package vhost

import "strings"

// canon lower-cases a host name and drops a port and a trailing dot.
func canon(host string) string {
	host = strings.ToLower(strings.TrimSpace(host))
	if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host = host[:i]
	}
	return strings.TrimSuffix(host, ".")
}

// Resolve follows the alias table from host until it reaches a name with
// no alias. After limit hops, or on a cycle, it gives up and returns "".
// The names visited come back as well, for the log.
func Resolve(aliases map[string]string, host string, limit int) (string, int, []string) {
	if limit <= 0 {
		limit = 8
	}
	host = canon(host)
	seen := map[string]bool{host: true}
	var chain []string
	hops := 0
	for hops < limit {
		next, ok := aliases[host]
		if !ok {
			return host, hops, chain
		}
		chain = append(chain, next)
		if seen[next] {
			break
		}
		seen[next] = true
		host = next
		hops++
	}
	return "", hops, chain
}
