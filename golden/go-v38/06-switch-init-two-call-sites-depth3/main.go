package main

import (
	"fmt"
	"strconv"
	"strings"
)

// parse reads one "name:midterm:final:late" record.
func parse(rec string) student {
	f := strings.Split(rec, ":")
	mid, _ := strconv.Atoi(f[1])
	fin, _ := strconv.Atoi(f[2])
	return student{name: f[0], midterm: mid, final: fin, late: f[3] == "y"}
}

// loadRoster parses a comma-separated roster.
func loadRoster(csv string) []student {
	var out []student
	for _, rec := range strings.Split(csv, ",") {
		out = append(out, parse(rec))
	}
	return out
}

func main() {
	roster := loadRoster("ana:91:78:n,bo:58:84:y,cy:-1:66:n,di:73:95:y")
	count := 0
	for _, st := range roster {
		count++
		fmt.Println(report(st))
	}
	fmt.Println(count, "students")
}
