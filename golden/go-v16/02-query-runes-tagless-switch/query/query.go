package query

import (
	"net/url"
	"unicode/utf8"
)

// unescape decodes %XX escapes; a malformed key is kept as it is.
func unescape(s string) string {
	if u, err := url.QueryUnescape(s); err == nil {
		return u
	}
	return s
}

// Split cuts a raw query "k=v&k2=v2" into keys and values, walking it rune
// by rune. Control characters are counted; a pair without "=" is dropped.
func Split(raw string) ([]string, []string, int) {
	var keys, vals []string
	ctl := 0
	start := 0
	key := ""
	for i, r := range raw {
		switch {
		case r == '&' || r == ';':
			if key != "" {
				keys = append(keys, unescape(key))
				vals = append(vals, raw[start:i])
			}
			key = ""
			start = i + 1
		case r < ' ' || r == utf8.RuneError:
			ctl++
		case r == '=' && key == "":
			key = raw[start:i]
			start = i + utf8.RuneLen(r)
		}
	}
	if key != "" {
		keys = append(keys, unescape(key))
		vals = append(vals, raw[start:])
	}
	return keys, vals, ctl
}
