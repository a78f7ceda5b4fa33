package main

import "fmt"

type Limits struct {
	Max int
	Min int
}

type Job struct {
	Name    string
	Retries int
	Lim     Limits
}

func clamp(jobs []Job, extra int) int {
	var cfg Job
	cfg.Name = "default"
	cfg.Retries = extra
	cfg.Lim.Max = 4
	cfg.Lim.Min = 1
	over := 0
	for i := range jobs {
		jobs[i].Retries += cfg.Retries
		if jobs[i].Retries > cfg.Lim.Max {
			jobs[i].Retries = cfg.Lim.Max
			over++
		}
	}
	fmt.Println(cfg.Name, "over", over, "of", len(jobs))
	return jobs[0].Retries
}

func main() {
	jobs := []Job{{Name: "build", Retries: 1}, {Name: "deploy", Retries: 3}}
	fmt.Println(clamp(jobs, 2), jobs[1].Retries)
}
