package main

import "fmt"

var mode = "short"

var width = 20

func setMode(m string) {
	mode = m
}

func describe(n int) string {
	if mode == "long" {
		return fmt.Sprintf("%d items in stock", n)
	}
	return fmt.Sprint(n)
}

func report(n int) string {
	text := describe(n)
	if len(text) > width {
		text = text[:width]
	}
	return "[" + text + "]"
}
