package app

import "time"

func Poll(done <-chan time.Time, limit int) (int, int) {
	ticks := 0
	spins := 0
loop:
	for {
		select {
		case <-done:
			break loop
		default:
			if ticks >= limit {
				break
			}
			ticks++
		}
		spins++
	}
	return ticks, spins
}

func Measure(d time.Duration) int {
	_, s := Poll(time.After(d), 100)
	return s
}

func Report(ms int) int {
	n := Measure(time.Duration(ms) * time.Millisecond)
	return n
}

func Main() {
	println(Report(1))
}
