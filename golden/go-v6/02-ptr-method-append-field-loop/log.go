package main

import "strings"

type Log struct {
	lines []string
	drops int
}

func tag(level int) string {
	return strings.Repeat("!", level)
}

func (l *Log) Add(level int, msg string) {
	if msg == "" {
		l.drops++
		return
	}
	l.lines = append(l.lines, tag(level)+msg)
}

func (l *Log) Count() int {
	return len(l.lines) + l.drops
}
