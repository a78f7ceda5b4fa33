package main

import (
	"fmt"

	"example.com/k06/metrics"
)

func main() {
	base := 2
	host := "web-1"
	reqs := metrics.Counter{Name: "requests", N: 40}
	errs := metrics.NewCounter("errors", 3)
	mem := metrics.Gauge{Name: "mem." + host, Value: 512}
	batch := []any{reqs, mem, metrics.Scale{Factor: 10}, errs, metrics.Counter{Name: "retries", N: -1}, 7}
	reqs.N = 0
	total, gauges := metrics.Sum(batch, base)
	fmt.Println("total:", total, "gauges:", gauges)
	idle, _ := metrics.Sum([]any{metrics.Counter{Name: "idle", N: 1}}, 1)
	fmt.Println("idle:", idle, "reqs now:", reqs.N)
}
