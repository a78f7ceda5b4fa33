package lexer

import "fmt"

type Kind int

const (
	Word Kind = 1
	Num  Kind = 2
	Sym  Kind = 3
)

type Token struct {
	Kind Kind
	Text string
}

func isDigit(c byte) bool {
	return c >= '0' && c <= '9'
}

// Lex splits s into numbers and one-byte symbols; '#' is not allowed.
func Lex(s string) ([]Token, error) {
	var toks []Token
	line := 1
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case c == '\n':
			line++
			i++
			continue
		case c == ' ':
			i++
			continue
		case isDigit(c):
			start := i
			for i < len(s) && isDigit(s[i]) {
				i++
			}
			toks = append(toks, Token{Kind: Num, Text: s[start:i]})
			continue
		case c == '#':
			return nil, fmt.Errorf("line %d: stray comment", line)
		}
		toks = append(toks, Token{Kind: Sym, Text: s[i : i+1]})
		i++
	}
	return toks, nil
}
