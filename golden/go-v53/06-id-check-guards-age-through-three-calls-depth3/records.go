package main

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
)

// rejected counts the records parseRecord refused.
var rejected int

// parseRecord reads "ID AGE" where ID must hold at least one digit.
func parseRecord(line string) (string, int, error) {
	fields := strings.Fields(line)
	if len(fields) != 2 {
		rejected++
		return "", 0, errors.New("want two fields")
	}
	id := strings.ToUpper(fields[0])
	age, err := strconv.Atoi(fields[1])
	if err != nil {
		rejected++
		return "", 0, err
	}
	if !hasDigit(id) {
		rejected++
		return "", 0, errors.New("id without digit")
	}
	return id, age, nil
}

// hasDigit reports whether s holds a decimal digit.
func hasDigit(s string) bool {
	for _, r := range s {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
