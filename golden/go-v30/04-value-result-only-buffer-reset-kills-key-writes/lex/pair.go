package lex

// SplitPair splits "key = value" at the first '='. Blanks inside the
// key are dropped; the value keeps its inner blanks.
func SplitPair(s string) (string, string) {
	var buf []byte
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	for i < len(s) && s[i] != '=' {
		if s[i] != ' ' {
			buf = append(buf, s[i])
		}
		i++
	}
	key := string(buf)
	buf = nil
	i++
	for i < len(s) && s[i] == ' ' {
		i++
	}
	for i < len(s) {
		buf = append(buf, s[i])
		i++
	}
	val := string(buf)
	return key, val
}
