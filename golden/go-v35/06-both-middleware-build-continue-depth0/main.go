package main

import (
	"fmt"
	"strings"
)

func hello(req string) string {
	return "hello " + req
}

func upper(next Handler) Handler {
	return func(req string) string {
		return strings.ToUpper(next(req))
	}
}

func bracket(next Handler) Handler {
	return func(req string) string {
		return "[" + next(req) + "]"
	}
}

func main() {
	stack := map[string]Middleware{"upper": upper, "bracket": bracket}
	h, missing := Build(hello, stack, []string{"bracket", "gzip", "upper"})
	fmt.Println(h("gopher"), missing)
}
