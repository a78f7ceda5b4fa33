package main

import (
	"errors"
	"fmt"
	"strings"
)

var ErrEmptyRow = errors.New("empty row")

func formatRow(fields []string, width int) (string, error) {
	if len(fields) == 0 {
		return "", ErrEmptyRow
	}
	var sb strings.Builder
	for i, f := range fields {
		f = strings.TrimSpace(f)
		if f == "" {
			return "", fmt.Errorf("field %d: %w", i, ErrEmptyRow)
		}
		if i > 0 {
			sb.WriteString(" | ")
		}
		sb.WriteString(fmt.Sprintf("%-*s", width, f))
	}
	return sb.String(), nil
}
