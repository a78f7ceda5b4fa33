package main

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
)

var ErrHeader = errors.New("archive/tar: invalid tar header")

type parser struct {
	err error // Last error seen
}

// parseString parses bytes as a NUL-terminated C-style string.
// If a NUL byte is not found then the whole slice is returned as a string.
func (*parser) parseString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return string(b[:i])
	}
	return string(b)
}

func (p *parser) parseOctal(b []byte) int64 {
	// Because unused fields are filled with NULs, we need
	// to skip leading NULs. Fields may also be padded with
	// spaces or NULs.
	// So we remove leading and trailing NULs and spaces to
	// be sure.
	b = bytes.Trim(b, " \x00")

	if len(b) == 0 {
		return 0
	}
	x, perr := strconv.ParseUint(p.parseString(b), 8, 64)
	if perr != nil {
		p.err = ErrHeader
	}
	return int64(x)
}

func main() {
	var p parser
	size := p.parseOctal([]byte("0000644\x00"))
	mode := p.parseOctal([]byte("12x4"))
	if p.err != nil {
		fmt.Println("bad header", size, mode)
	}
}
