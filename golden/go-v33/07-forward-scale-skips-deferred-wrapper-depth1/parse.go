package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrNegative marks a row whose quantity is below zero.
var ErrNegative = errors.New("negative quantity")

// parseRow converts one row to a scaled value. Every error leaving it is
// wrapped with the file name and row number by the deferred closure.
func parseRow(file string, idx int, text string, scale int) (value int, err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("%s row %d: %w", file, idx+1, err)
		}
	}()
	value, err = strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return 0, err
	}
	if value < 0 {
		return 0, fmt.Errorf("value %d: %w", value, ErrNegative)
	}
	return value * scale, nil
}
