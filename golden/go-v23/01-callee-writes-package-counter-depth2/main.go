package main

import (
	"fmt"
	"strings"

	"example.com/g01/audit"
)

func checkHosts(hosts []string) int {
	checked := 0
	var failed []string
	for _, h := range hosts {
		passed := strings.HasSuffix(h, ".internal")
		audit.Record(h, passed)
		if !passed {
			failed = append(failed, h)
		}
		checked++
	}
	fmt.Println("failed:", failed)
	return checked
}

func main() {
	hosts := []string{"db.internal", "cache.example.com", "queue.internal", "web.example.com"}
	total := checkHosts(hosts)
	report := audit.Summary(total)
	fmt.Println(report)
	fmt.Println("last:", audit.LastFailure)
	audit.Reset()
	fmt.Println("after reset:", audit.Failures)
}
