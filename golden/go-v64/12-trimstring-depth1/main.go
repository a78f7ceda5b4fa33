package main

import "fmt"

// TrimString and isASCIISpace are verbatim from net/textproto/textproto.go.
func TrimString(s string) string {
	for len(s) > 0 && isASCIISpace(s[0]) {
		s = s[1:]
	}
	for len(s) > 0 && isASCIISpace(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	return s
}

func isASCIISpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r'
}

func isASCIILetter(b byte) bool {
	b |= 0x20 // make lower case
	return 'a' <= b && b <= 'z'
}

func main() {
	raw := "  Content-Type \r\n"
	key := TrimString(raw)
	letter := isASCIILetter(key[0])
	fmt.Println(key, letter)
}
