package main

import (
	"fmt"

	"example.com/t05/queue"
)

func main() {
	q := &queue.Queue{}
	for i := range 5 {
		q.Push(queue.Job{ID: i + 1, Cancelled: i == 2})
	}
	ids, dropped := q.Drain(4)
	fmt.Println(ids, dropped)
	rest, _ := q.Drain(10)
	fmt.Println(rest)
}
