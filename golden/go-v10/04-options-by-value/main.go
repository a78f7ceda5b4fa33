package main

import (
	"fmt"

	"example.com/t04/text"
)

func main() {
	opts := text.Defaults()
	opts.Sep = " / "
	opts = opts.WithWidth(4)
	opts.Indent = "> "
	out := text.Wrap("the quick brown fox jumps over the lazy dog", opts)
	fmt.Println(out)
	fmt.Println("width", opts.Width)
	fmt.Println("indent", len(opts.Indent))
}
