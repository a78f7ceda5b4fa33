package main

import (
	"fmt"
	"sort"
)

// describe lists the lookup counters in key order.
func describe(hits map[string]int) string {
	keys := make([]string, 0, len(hits))
	for k := range hits {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := ""
	for _, k := range keys {
		out += fmt.Sprintf("%s=%d ", k, hits[k])
	}
	return out
}

func main() {
	cfg := map[string]string{"HOST": "example.org", "mode": "prod"}
	stats := map[string]int{}
	fallbackPort := "8080"
	addr := address(cfg, stats, fallbackPort)
	mode := setting(cfg, stats, "mode", "dev")
	debug := setting(cfg, stats, "debug", "off")
	fmt.Println("mode:", mode, "debug:", debug)
	fmt.Println("lookups:", describe(stats))
	fmt.Println("listening on", addr)
}
