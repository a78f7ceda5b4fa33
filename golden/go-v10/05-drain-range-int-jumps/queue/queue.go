package queue

import "sync"

type Job struct {
	ID        int
	Cancelled bool
}

// Queue is a FIFO of jobs safe for concurrent use.
type Queue struct {
	mu   sync.Mutex
	jobs []Job
	seen int
}

// Push appends j to the queue.
func (q *Queue) Push(j Job) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.jobs = append(q.jobs, j)
}

// Drain takes up to n jobs off the front of the queue. It returns the IDs of
// those not cancelled and how many cancelled ones it dropped.
func (q *Queue) Drain(n int) ([]int, int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	var ids []int
	dropped, taken := 0, 0
	for i := range n {
		if i >= len(q.jobs) {
			break
		}
		taken++
		q.seen++
		if q.jobs[i].Cancelled {
			dropped++
			continue
		}
		ids = append(ids, q.jobs[i].ID)
	}
	q.jobs = q.jobs[taken:]
	return ids, dropped
}
