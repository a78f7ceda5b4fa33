package main

import (
	"fmt"
	"strings"
)

var served int

func logLine(route, req string) {
	served++
	fmt.Println("log:", route, strings.TrimSpace(req))
}

func serve(route string, h Handler, req string) (string, int) {
	logLine(route, req)
	resp := h(req)
	if resp == "" {
		return "empty", 404
	}
	return resp, 200
}

func main() {
	req := "gopher"
	app := Chain(hello, shout, tagged("[t] "))
	plain := Chain(hello)
	body, code := serve("/app", app, req)
	alt, altCode := serve("/plain", plain, "admin")
	fmt.Println(body, code)
	fmt.Println(alt, altCode, served)
}
