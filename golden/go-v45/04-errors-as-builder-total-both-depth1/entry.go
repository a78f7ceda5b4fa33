package main

import (
	"fmt"
	"strconv"
	"strings"
)

type Entry struct {
	Name  string
	Count int
}

type EntryError struct {
	Line   string
	Reason string
}

func (e *EntryError) Error() string {
	return fmt.Sprintf("entry %q: %s", e.Line, e.Reason)
}

func parseEntry(line string) (Entry, error) {
	name, count, ok := strings.Cut(line, ":")
	if !ok {
		return Entry{}, &EntryError{Line: line, Reason: "want name:count"}
	}
	n, err := strconv.Atoi(strings.TrimSpace(count))
	if err != nil {
		return Entry{}, fmt.Errorf("count of %q: %w", name, err)
	}
	if n < 0 {
		return Entry{}, &EntryError{Line: line, Reason: "negative count"}
	}
	return Entry{Name: strings.TrimSpace(name), Count: n}, nil
}
