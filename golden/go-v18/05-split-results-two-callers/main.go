package main

import (
	"fmt"

	"example.com/s05/netaddr"
)

var backends = map[string]string{"api.example.org": "10.0.0.7", "db": "10.0.0.9"}

// known reports whether addr names a host with a backend.
func known(addr string) bool {
	host, _ := netaddr.Split(addr, 443)
	_, ok := backends[host]
	return ok
}

// secure reports whether addr goes to a TLS port; without a port it is
// plain HTTP.
func secure(addr string) bool {
	_, port := netaddr.Split(addr, 80)
	if host, port := netaddr.Split(addr, 0); port == 0 {
		fmt.Println("no usable port for", host, "- assuming 80")
	}
	return port == 443 || port == 8443
}

func main() {
	for _, addr := range []string{"API.example.org.:8443", "db", "db:x"} {
		k := known(addr)
		s := secure(addr)
		fmt.Println(addr, "known:", k, "tls:", s)
	}
}
