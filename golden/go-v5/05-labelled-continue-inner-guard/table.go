package main

import (
	"strconv"
	"strings"
)

func normKey(s string) string {
	return strings.ToLower(strings.TrimSpace(s))
}

func ParseTable(lines []string, sep string) (map[string]int, int) {
	table := make(map[string]int)
	bad := 0
rows:
	for _, line := range lines {
		fields := strings.Split(line, sep)
		for _, f := range fields {
			if strings.HasPrefix(f, commentMark) {
				bad++
				continue rows
			}
		}
		if len(fields) != 2 {
			bad++
			continue
		}
		n, err := strconv.Atoi(strings.TrimSpace(fields[1]))
		if err != nil {
			bad++
			continue
		}
		table[normKey(fields[0])] = n
	}
	return table, bad
}
