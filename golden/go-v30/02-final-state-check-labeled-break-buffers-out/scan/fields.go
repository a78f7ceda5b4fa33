package scan

import "errors"

type State int

const (
	Start   State = 0
	InWord  State = 1
	InQuote State = 2
)

// Fields splits s into blank-separated words and "quoted strings";
// a ';' between fields ends the list.
func Fields(s string) ([]string, error) {
	var out []string
	var buf []byte
	state := Start
	i := 0
loop:
	for i < len(s) {
		c := s[i]
		i++
		switch state {
		case Start:
			if c == ';' {
				break loop
			}
			if c == '"' {
				state = InQuote
			} else if c != ' ' {
				buf = append(buf, c)
				state = InWord
			}
		case InWord:
			if c == ' ' {
				out = append(out, string(buf))
				buf = nil
				state = Start
			} else {
				buf = append(buf, c)
			}
		case InQuote:
			if c == '"' {
				out = append(out, string(buf))
				buf = nil
				state = Start
			} else {
				buf = append(buf, c)
			}
		}
	}
	if state == InQuote {
		return nil, errors.New("unterminated quote")
	}
	if state == InWord {
		out = append(out, string(buf))
	}
	return out, nil
}
