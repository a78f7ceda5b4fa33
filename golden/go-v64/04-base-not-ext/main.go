package main

import (
	"fmt"
	"strings"
)

// Ext and Base are verbatim from path/path.go
// (bytealg.LastIndexByteString replaced by strings.LastIndexByte).
func Ext(path string) string {
	for i := len(path) - 1; i >= 0 && path[i] != '/'; i-- {
		if path[i] == '.' {
			return path[i:]
		}
	}
	return ""
}

func Base(path string) string {
	if path == "" {
		return "."
	}
	// Strip trailing slashes.
	for len(path) > 0 && path[len(path)-1] == '/' {
		path = path[0 : len(path)-1]
	}
	// Find the last element
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		path = path[i+1:]
	}
	// If empty now, it had only slashes.
	if path == "" {
		return "/"
	}
	return path
}

func main() {
	p := "/usr/lib/file.tar.gz/"
	q := "notes.txt"
	e := Ext(q)
	b := Base(p)
	fmt.Println(b, e)
}
