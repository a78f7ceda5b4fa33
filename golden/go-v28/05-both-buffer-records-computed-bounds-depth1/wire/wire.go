package wire

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
)

// Encode writes each field as "LEN:field;".
func Encode(fields []string) []byte {
	var buf bytes.Buffer
	for _, f := range fields {
		buf.WriteString(strconv.Itoa(len(f)))
		buf.WriteByte(':')
		buf.WriteString(f)
		buf.WriteByte(';')
	}
	return buf.Bytes()
}

// Decode reads back the fields written by Encode.
func Decode(data []byte) ([]string, error) {
	var out []string
	pos := 0
	for pos < len(data) {
		colon := bytes.IndexByte(data[pos:], ':')
		if colon < 0 {
			return nil, errors.New("missing ':'")
		}
		n, err := strconv.Atoi(string(data[pos : pos+colon]))
		if err != nil {
			return nil, err
		}
		start := pos + colon + 1
		end := start + n
		if end >= len(data) || data[end] != ';' {
			return nil, fmt.Errorf("bad record at %d", pos)
		}
		field := data[start:end]
		out = append(out, string(field))
		pos = end + 1
	}
	return out, nil
}
