package main

import (
	"errors"
	"fmt"
	"strings"
)

var ErrFieldTooLong = errors.New("archive/tar: header field too long")

type formatter struct {
	err error // Last error seen
}

// formatString copies s into b, NUL-terminating if possible.
func (f *formatter) formatString(b []byte, s string) {
	if len(s) > len(b) {
		f.err = ErrFieldTooLong
	}
	copy(b, s)
	if len(s) < len(b) {
		b[len(s)] = 0
	}

	// Some buggy readers treat regular files with a trailing slash
	// in the V7 path field as a directory even though the full path
	// recorded elsewhere (e.g., via PAX record) contains no trailing slash.
	if len(s) > len(b) && b[len(b)-1] == '/' {
		n := len(strings.TrimRight(s[:len(b)-1], "/"))
		b[n] = 0 // Replace trailing slash with NUL terminator
	}
}

func main() {
	var f formatter
	name := "usr/lib//x"
	buf := make([]byte, 7)
	f.formatString(buf, name)
	fmt.Println(f.err)
	fmt.Printf("%q\n", buf)
}
