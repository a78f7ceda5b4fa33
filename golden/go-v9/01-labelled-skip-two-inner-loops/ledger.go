package main

import (
	"strconv"
	"strings"
)

// Entry is one accepted ledger line.
type Entry struct {
	Account string
	Cents   int
}

// Sum adds up the amounts (last field, in cents) of the records. A record
// with an empty field is skipped, a record starting with END ends the scan,
// amounts above limit are left out; the account is the non-numeric prefix.
func Sum(records [][]string, limit int) (int, []Entry) {
	total := 0
	var out []Entry
records:
	for _, rec := range records {
		for i, f := range rec {
			if f == "" {
				continue records
			}
			if i == 0 && f == "END" {
				break records
			}
		}
		name := ""
		for _, f := range rec {
			if _, err := strconv.Atoi(f); err == nil {
				break
			}
			name = strings.TrimSpace(name + " " + f)
		}
		cents, err := strconv.Atoi(rec[len(rec)-1])
		if err != nil || cents > limit {
			continue
		}
		total += cents
		out = append(out, Entry{Account: name, Cents: cents})
	}
	return total, out
}
