package main

import (
	"bufio"
	"strconv"
	"strings"
)

// Kind is the class of one token.
type Kind int

const (
	Word Kind = iota
	Number
	Symbol
)

func classify(tok string) Kind {
	if _, err := strconv.Atoi(tok); err == nil {
		return Number
	}
	if len(tok) == 1 && strings.ContainsAny(tok, "+-*/=;") {
		return Symbol
	}
	return Word
}

// emit appends tok and a separator to b; empty tokens are dropped.
func emit(b *strings.Builder, tok string, sep string) {
	if tok == "" {
		return
	}
	b.WriteString(tok + sep)
}

// annotate rewrites every token of src by its kind, separated by sep.
func annotate(src string, sep string) string {
	sc := bufio.NewScanner(strings.NewReader(src))
	sc.Split(bufio.ScanWords)
	var b strings.Builder
	numbers := 0
	for sc.Scan() {
		tok := sc.Text()
		switch classify(tok) {
		case Number:
			numbers++
			emit(&b, "#"+tok, sep)
		case Symbol:
			emit(&b, tok, sep)
		default:
			emit(&b, strings.ToUpper(tok), sep)
		}
	}
	b.WriteString("numbers=" + strconv.Itoa(numbers))
	return b.String()
}
