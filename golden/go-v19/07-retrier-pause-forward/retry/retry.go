package retry

import (
	"fmt"
	"time"
)

// Retrier runs an operation until it succeeds, pausing longer after every
// failure. Sleep and Log are pluggable, so that tests can fake them.
type Retrier struct {
	Attempts int
	Sleep    func(time.Duration)
	Log      func(string)
	pauses   []time.Duration
}

// Do calls op until it returns nil or the attempts run out, and returns
// how long it paused in all and the last error.
func (r *Retrier) Do(op func(try int) error, base time.Duration) (time.Duration, error) {
	pause := base
	var waited time.Duration
	var err error
	for try := 1; try <= r.Attempts; try++ {
		if err = op(try); err == nil {
			return waited, nil
		}
		r.Log(fmt.Sprintf("try %d failed: %v", try, err))
		r.Sleep(pause)
		r.pauses = append(r.pauses, pause)
		waited += pause
		pause *= 2
	}
	return waited, err
}

// Pauses returns the pauses of every Do so far, oldest first.
func (r *Retrier) Pauses() []time.Duration {
	return r.pauses
}
