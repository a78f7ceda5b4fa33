package main

import (
	"fmt"

	"example.com/k04/req"
)

func main() {
	method := "GET"
	base := "https://api.example.com"
	retries := 5
	timeout := 30
	r := req.Request{Method: method, URL: base + "/v1/items", Retries: retries}
	probe := req.Request{Method: "HEAD", URL: base}
	r = req.WithToken(r, " s3cr3t ")
	req.Clamp(&r, 3)
	req.Stamp(r, 42)
	line := req.Line(r)
	r.Retries = 0
	fmt.Println(line, "retries:", r.Retries, "timeout:", timeout)
	fmt.Println(req.Line(probe), probe.Retries)
}
