package main

import (
	"sort"
	"strconv"
	"strings"
)

func Plan(levels map[string]int, orders []string, floor int) ([]string, int) {
	need := make(map[string]int)
	for _, o := range orders {
		item, qty, ok := strings.Cut(o, ":")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(qty)
		if err != nil {
			continue
		}
		need[item] += n
		levels[item] -= n
	}
	short := 0
	for item, n := range levels {
		if n < floor {
			need[item] += floor - n
			short++
		}
	}
	keys := make([]string, 0, len(need))
	for k := range need {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys, short
}
