package plan

import "fmt"

// Quota is the share of the cluster granted to a team (memory in GiB).
type Quota struct {
	Team   string
	CPU    int
	Mem    int
	Boosts int
}

// Scale returns a copy of q with CPU and memory multiplied by f.
func Scale(q Quota, f int) Quota {
	q.CPU *= f
	q.Mem = grow(q.Mem, f)
	return q
}

// Boost multiplies the CPU of the caller's quota by f.
func Boost(q *Quota, f int) {
	q.CPU *= f
	q.Boosts++
}

// Preview prints what Scale would grant; q is a copy.
func Preview(q Quota, f int) {
	q.CPU *= f
	fmt.Println("preview:", q.Team, q.CPU)
}

// grow scales mem by f, rounded up to whole 4 GiB nodes.
func grow(mem, f int) int {
	return roundUp(mem*f, 4)
}

func roundUp(n, m int) int {
	return (n + m - 1) / m * m
}
