package main

import "fmt"

func process(jobs []Job, limit int) (int, int) {
	before := countTried(jobs)
	preview := dryRun(jobs, limit)
	fmt.Println("after dry run:", jobs)
	fmt.Println("dry run would retry", preview)
	done := retryAll(jobs, limit)
	after := countTried(jobs)
	fmt.Println("retried", done, "now:", jobs)
	return before, after
}

func main() {
	jobs := []Job{{ID: 1}, {ID: 2, Done: true}, {ID: 3}, {ID: 4}}
	b, a := process(jobs, 2)
	fmt.Println("tried before", b, "after", a)
}
