package main

import (
	"fmt"
	"strings"
)

var entries []string

var tag = "app"

var resets int

func record(msg string) {
	line := tag + ": " + msg
	entries = append(entries, line)
}

func reset() {
	entries = nil
	resets++
}

func retag(t string) {
	tag = t
}

func flush() string {
	out := strings.Join(entries, "; ")
	return out
}

func main() {
	record("start")
	record("load " + "config")
	reset()
	level := "warn"
	record(level + " disk")
	n := len(entries)
	retag("done")
	record("stop")
	fmt.Println(n, resets, flush())
}
