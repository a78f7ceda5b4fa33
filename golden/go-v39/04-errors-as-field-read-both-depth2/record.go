package main

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseError locates a malformed "name=qty" record.
type ParseError struct {
	Line  int
	Field string
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d: bad %s", e.Line, e.Field)
}

// parseRecord splits "name=qty" and converts the quantity.
func parseRecord(text string, lineNo int) (string, int, error) {
	name, raw, found := strings.Cut(text, "=")
	if !found {
		return "", 0, &ParseError{Line: lineNo, Field: "separator"}
	}
	name = strings.ToLower(strings.TrimSpace(name))
	qty, err := strconv.Atoi(strings.TrimSpace(raw))
	if err != nil {
		return name, 0, &ParseError{Line: lineNo, Field: "qty"}
	}
	return name, qty, nil
}
