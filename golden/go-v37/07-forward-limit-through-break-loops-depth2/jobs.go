package main

// Job is one queued task, stored by value in the queue slice.
type Job struct {
	ID    int
	Tries int
	Done  bool
}

// retryAll bumps Tries on pending jobs in place, at most limit of them.
func retryAll(jobs []Job, limit int) int {
	bumped := 0
	for i := range jobs {
		if bumped == limit {
			break
		}
		if jobs[i].Done {
			continue
		}
		jobs[i].Tries++
		bumped++
	}
	return bumped
}

// dryRun walks the queue the same way but bumps copies, so the
// caller's jobs stay as they are.
func dryRun(jobs []Job, limit int) int {
	n := 0
	for _, j := range jobs {
		if n == limit {
			break
		}
		if j.Done {
			continue
		}
		j.Tries++
		n++
	}
	return n
}

// countTried counts the jobs retried at least once.
func countTried(jobs []Job) int {
	n := 0
	for _, j := range jobs {
		if j.Tries > 0 {
			n++
		}
	}
	return n
}
