package main

// Event is one sighting of a device at time TS (seconds).
type Event struct {
	ID string
	TS int
}

// Gaps returns, for each repeated sighting, the seconds since the previous
// sighting of the same device (-1 when it arrives out of order), the
// devices seen for the first time, and how many events carry an earlier
// time than the event just before them in the stream.
func Gaps(events []Event) ([]int, []string, int) {
	last := make(map[string]int)
	var gaps []int
	var first []string
	late := 0
	prev := 0
	for _, e := range events {
		if prev, ok := last[e.ID]; !ok {
			first = append(first, e.ID)
		} else if e.TS >= prev {
			gaps = append(gaps, e.TS-prev)
		} else {
			gaps = append(gaps, -1)
		}
		last[e.ID] = e.TS
		if e.TS < prev {
			late++
		}
		prev = e.TS
	}
	return gaps, first, late
}
