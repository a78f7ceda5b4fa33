package main

import (
	"fmt"
	"strings"

	"example.com/c01/vhost"
)

func main() {
	aliases := map[string]string{
		"www.example.org": "example.org",
		"example.org":     "edge.example.net",
		"a.test":          "b.test",
		"b.test":          "a.test",
	}
	maxHops := 4
	for _, req := range []string{"WWW.Example.org.:443", "a.test", "static.test"} {
		site, hops, chain := vhost.Resolve(aliases, req, maxHops)
		if site == "" {
			fmt.Println(req, "-> gave up after", hops, "hops:", strings.Join(chain, " "))
			continue
		}
		fmt.Println(req, "->", site)
	}
}
