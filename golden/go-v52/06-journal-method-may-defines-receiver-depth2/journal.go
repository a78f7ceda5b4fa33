package main

import "bytes"

// journal collects log lines in memory.
type journal struct {
	buf bytes.Buffer
}

// add appends one line; it writes the receiver's buffer.
func (j *journal) add(msg string) {
	j.buf.WriteString(msg)
	j.buf.WriteByte('\n')
}

// raw writes bytes without a newline.
func (j *journal) raw(p []byte) {
	j.buf.Write(p)
}

// text returns everything written so far.
func (j *journal) text() string {
	return j.buf.String()
}

// empty reports whether nothing was written; it only reads.
func (j *journal) empty() bool {
	return j.buf.Len() == 0
}
