package main

import (
	"fmt"

	"example.com/m06/limit"
)

// Gate lets requests through while it is open; it has no Left, so it
// is not a limit.Limiter.
type Gate struct {
	open bool
}

func (g *Gate) Allow(weight int) bool {
	return g.open && weight > 0
}

// admit runs reqs through l and returns how many were accepted and
// what l has left afterwards.
func admit(l limit.Limiter, reqs []int) (int, int) {
	accepted := 0
	for _, w := range reqs {
		if l.Allow(w) {
			accepted++
		}
	}
	left := l.Left()
	return accepted, left
}

func main() {
	reqs := []int{4, 5, 3}
	bucket := limit.NewBucket(10)
	n, left := admit(bucket, reqs)
	fmt.Println("bucket:", n, "accepted,", left, "left")
	capped, _ := admit(limit.Cap{Max: 4}, reqs)
	g := &Gate{open: true}
	fmt.Println("cap:", capped, "gate:", g.Allow(reqs[0]))
}
