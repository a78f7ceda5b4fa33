package main

import (
	"fmt"
	"os"
	"strings"

	"example.com/g01/lexer"
)

func main() {
	src := "12+(3*45)\n7 - 8"
	if len(os.Args) > 1 {
		src = strings.Join(os.Args[1:], " ")
	}
	label := strings.ToUpper("tokens")
	toks, err := lexer.Lex(src)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(label, len(toks))
	for _, t := range toks {
		fmt.Printf("%d:%q ", t.Kind, t.Text)
	}
	fmt.Println()
}
