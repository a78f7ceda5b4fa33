package main

import (
	"fmt"

	"example.com/y01/meter"
)

func summarize(name string, samples []int, prev meter.Stats) meter.Gauge {
	floor := 0
	if len(samples) > 0 {
		floor = samples[0]
	}
	g := meter.Gauge{Stats: meter.Stats{Max: floor}, Name: name}
	for _, v := range samples {
		if v < 0 {
			continue
		}
		g.Observe(v)
	}
	total := g.Merge(prev)
	fmt.Println(g.Label(), "mean", g.Mean(), "with history", total.Mean())
	return g
}

func main() {
	prev := meter.Stats{Count: 4, Sum: 200, Max: 90}
	samples := []int{12, -1, 30, 18}
	g := summarize("latency", samples, prev)
	fmt.Println(g.Label(), g.Count, g.Sum, g.Max)
}
