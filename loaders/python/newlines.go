package python

import "bytes"

// NormalizeNewlines returns src with every lone carriage return (a CR not
// followed by LF, the line end of classic Mac OS files) replaced by a line
// feed. Python reads a lone CR as a line break (Python Language Reference
// 2.1.2), tree-sitter does not; the replacement keeps every byte offset, so
// positions in the result are positions in the file. src is returned as is
// when it holds no lone CR.
func NormalizeNewlines(src []byte) []byte {
	i := bytes.IndexByte(src, '\r')
	for i >= 0 && i+1 < len(src) && src[i+1] == '\n' {
		j := bytes.IndexByte(src[i+1:], '\r')
		if j < 0 {
			return src
		}
		i += 1 + j
	}
	if i < 0 {
		return src
	}
	out := bytes.Clone(src)
	for k := i; k < len(out); k++ {
		if out[k] == '\r' && (k+1 == len(out) || out[k+1] != '\n') {
			out[k] = '\n'
		}
	}
	return out
}
