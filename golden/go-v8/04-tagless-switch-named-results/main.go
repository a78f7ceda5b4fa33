package main

import (
	"fmt"

	"example.com/y04/policy"
)

func decide(method string, code, attempt int) string {
	level, again, wait := policy.Classify(code, attempt)
	safe := false
	switch method {
	case "GET", "HEAD", "OPTIONS":
		safe = true
	case "PUT", "DELETE":
		safe = attempt < 2
	case "POST":
		wait = 0
	}
	if again && safe {
		return fmt.Sprintf("%s: retry in %dms", level, wait)
	}
	return level + ": give up"
}

func main() {
	methods := []string{"GET", "POST", "PUT", "DELETE"}
	codes := []int{503, 429, 404, 502}
	for i, code := range codes {
		m := methods[i]
		fmt.Println(m, code, decide(m, code, i+1))
	}
}
