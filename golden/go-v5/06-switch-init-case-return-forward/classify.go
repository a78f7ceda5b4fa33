package main

import (
	"path"
	"strings"
)

func extOf(name string) string {
	return strings.ToLower(path.Ext(name))
}

func Classify(name string, size int) (string, int) {
	weight := size / 1024
	if weight > 100 {
		weight = 100
	}
	switch ext := extOf(name); ext {
	case ".go", ".c":
		return "source", weight
	case ".md", ".txt":
		return "text", weight
	}
	if weight > 50 {
		return "large", weight
	}
	return "data", weight
}
