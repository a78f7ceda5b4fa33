package codec

import (
	"strconv"
	"strings"
)

type Codec interface {
	Encode(n int) string
	Name() string
}

type Hex struct {
	Upper bool
}

func (h Hex) Encode(n int) string {
	s := strconv.FormatInt(int64(n), 16)
	if h.Upper {
		s = strings.ToUpper(s)
	}
	return pad(s)
}

func (h Hex) Name() string {
	return "hex"
}

type Fixed struct {
	Text string
}

func (f *Fixed) Encode(n int) string {
	if n < 0 {
		return "-" + f.Text
	}
	return f.Text
}

func (f *Fixed) Name() string {
	return "fixed"
}

type Octal struct{}

func (o Octal) Encode(n int) string {
	return strconv.FormatInt(int64(n), 8)
}

func pad(s string) string {
	for len(s) < 4 {
		s = "0" + s
	}
	return s
}
