package main

import (
	"fmt"
	"strconv"
	"strings"
)

var hits int
var misses int

func norm(k string) string {
	return strings.ToLower(strings.TrimSpace(k))
}

func lookup(cache map[string]int, k string) int {
	v, ok := cache[norm(k)]
	if ok {
		hits++
		return v
	}
	misses++
	return len(k)
}

func report() string {
	return "hits=" + strconv.Itoa(hits)
}

func reset() {
	hits = 0
	misses = 0
}

func main() {
	cache := map[string]int{"a": 1, "b": 2}
	x := lookup(cache, " A")
	y := lookup(cache, "zz")
	s := report()
	z := lookup(cache, "b")
	reset()
	fmt.Println(s, x, y, z, misses)
}
