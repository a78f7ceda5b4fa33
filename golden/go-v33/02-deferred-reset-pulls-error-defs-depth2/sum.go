package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrEmpty is returned for a blank record.
var ErrEmpty = errors.New("empty record")

// ErrTooBig is returned when a record adds up past limit.
var ErrTooBig = errors.New("sum over limit")

var limit = 1000

// sumFields adds the comma-separated numbers of rec. Once the record is
// known to be non-empty, any error replaces the partial sum by -1.
func sumFields(rec string) (total int, err error) {
	if rec == "" {
		return 0, ErrEmpty
	}
	defer func() {
		if err != nil {
			total = -1
		}
	}()
	seen := 0
	defer func() {
		fmt.Println("fields seen:", seen)
	}()
	for _, f := range strings.Split(rec, ",") {
		seen++
		v, convErr := strconv.Atoi(strings.TrimSpace(f))
		if convErr != nil {
			err = fmt.Errorf("field %q: %w", f, convErr)
			return
		}
		total += v
	}
	if total > limit {
		err = ErrTooBig
	}
	return
}
