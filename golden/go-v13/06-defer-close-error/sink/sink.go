package sink

import (
	"errors"
	"strings"
)

// Buffer collects non-blank lines until it is closed.
type Buffer struct {
	lines  []string
	limit  int
	closed bool
}

// New returns an open buffer holding at most limit lines.
func New(limit int) *Buffer {
	return &Buffer{limit: limit}
}

// Write adds line unless it is blank; it fails once the buffer is full.
func (b *Buffer) Write(line string) error {
	line = strings.TrimSpace(line)
	if line == "" {
		return nil
	}
	if len(b.lines) >= b.limit {
		return errors.New("buffer full")
	}
	b.lines = append(b.lines, line)
	return nil
}

// Close marks the buffer closed; closing an empty buffer is an error.
func (b *Buffer) Close() error {
	b.closed = true
	if len(b.lines) == 0 {
		return errors.New("empty buffer")
	}
	return nil
}

// Len reports how many lines are held.
func (b Buffer) Len() int {
	return len(b.lines)
}
