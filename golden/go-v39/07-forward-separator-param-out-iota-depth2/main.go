package main

import "fmt"

func main() {
	src := "let x = 42 + y7 ;"
	fmt.Println(annotate(src, "|"))
	fmt.Println(annotate("1 2", " "))
	fmt.Println(describe(Number), describe(Symbol), describe(Word))
}

// describe names a token kind.
func describe(k Kind) string {
	switch k {
	case Number:
		return "number"
	case Symbol:
		return "symbol"
	}
	return "word"
}
