package main

import (
	"errors"
	"fmt"
	"strconv"
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
}

func (f *formatter) formatOctal(b []byte, x int64) {
	if !fitsInOctal(len(b), x) {
		x = 0 // Last resort, just write zero
		f.err = ErrFieldTooLong
	}

	s := strconv.FormatInt(x, 8)
	// Add leading zeros, but leave room for a NUL.
	if n := len(b) - len(s) - 1; n > 0 {
		s = strings.Repeat("0", n) + s
	}
	f.formatString(b, s)
}

// fitsInOctal reports whether the integer x fits in a field n-bytes long
// using octal encoding with the appropriate NUL terminator.
func fitsInOctal(n int, x int64) bool {
	octBits := uint(n-1) * 3
	return x >= 0 && (n >= 22 || x < 1<<octBits)
}

func main() {
	var f formatter
	mode := make([]byte, 8)
	size := make([]byte, 3)
	f.formatOctal(mode, 0644)
	f.formatOctal(size, 4096)
	fmt.Printf("%q %q\n", mode, size)
	fmt.Println(f.err)
}
