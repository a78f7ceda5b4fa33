package outbox

import "strings"

// clean trims a message and collapses inner runs of blanks.
func clean(msg string) string {
	return strings.Join(strings.Fields(msg), " ")
}

// Take moves queued messages into a batch while they fit in maxBytes.
// Empty messages are consumed but not sent; seen counts the consumed ones.
func Take(queue []string, maxBytes int) (batch []string, seen int, size int) {
	batch = make([]string, 0, len(queue))
	for _, msg := range queue {
		msg = clean(msg)
		if msg != "" && size+len(msg) > maxBytes {
			break
		}
		seen++
		if msg == "" {
			continue
		}
		batch = append(batch, msg)
		size += len(msg)
	}
	return
}
