package main

import "strings"

// Task is a named unit of work whose cost is computed lazily.
type Task struct {
	Name string
	Cost func() int
}

// Plan builds one task per name; tasks dearer than limit are set aside.
// Each Cost closure captures the per-iteration i and name (Go 1.22).
func Plan(names []string, limit int) ([]Task, []string) {
	var tasks []Task
	var dropped []string
	for i, name := range names {
		name = strings.TrimSpace(name)
		cost := func() int {
			return len(name) * (i + 1)
		}
		if cost() > limit {
			dropped = append(dropped, name)
			continue
		}
		tasks = append(tasks, Task{Name: name, Cost: cost})
	}
	return tasks, dropped
}
