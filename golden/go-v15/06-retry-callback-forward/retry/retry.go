package retry

import "time"

// Do calls op until it succeeds or attempts run out, sleeping pause
// between two calls; fewer than one attempt means one. It returns the
// number of calls made and the error of the last one.
func Do(attempts int, pause time.Duration, op func(try int) error) (int, error) {
	if attempts < 1 {
		attempts = 1
	}
	var err error
	calls := 0
	for try := 1; try <= attempts; try++ {
		if try > 1 {
			time.Sleep(pause)
		}
		calls++
		err = op(try)
		if err == nil {
			break
		}
	}
	return calls, err
}
