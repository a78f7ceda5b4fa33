package calc

import "strconv"

// Expr evaluates terms joined by "+" starting at toks[i].
func Expr(toks []string, i int) (int, int) {
	v, next := term(toks, i)
	if next < len(toks) && toks[next] == "+" {
		rest, end := Expr(toks, next+1)
		return v + rest, end
	}
	return v, next
}

func term(toks []string, i int) (int, int) {
	if toks[i] == "(" {
		v, next := Expr(toks, i+1)
		return v, next + 1
	}
	n, err := strconv.Atoi(toks[i])
	if err != nil {
		n = 0
	}
	return n, i + 1
}
