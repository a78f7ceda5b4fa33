package main

type event struct {
	kind string
	user string
}

// tally counts the events it processed and the balance of opened minus
// closed tickets. Noise is skipped with continue; an anonymous open only
// breaks out of the switch, so it is still counted as processed.
func tally(events []event) (int, int) {
	processed := 0
	opened := 0
	closed := 0
	for _, e := range events {
		switch e.kind {
		case "open", "reopen":
			if e.user == "" {
				break
			}
			opened++
		case "noise", "ping":
			continue
		case "close":
			closed++
		}
		processed++
	}
	return processed, opened - closed
}
