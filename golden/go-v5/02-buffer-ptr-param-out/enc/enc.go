package enc

import (
	"bytes"
	"strconv"
	"strings"
)

const Sep = ';'

func escape(s string) string {
	return strings.ReplaceAll(s, `"`, `'`)
}

func quote(s string) string {
	return `"` + escape(s) + `"`
}

func Field(b *bytes.Buffer, key string, val int) {
	b.WriteString(quote(key))
	b.WriteByte('=')
	b.WriteString(strconv.Itoa(val))
	b.WriteByte(Sep)
}

func Size(b *bytes.Buffer) int {
	n := b.Len()
	return n
}
