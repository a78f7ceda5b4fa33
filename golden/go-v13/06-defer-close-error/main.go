package main

import (
	"fmt"

	"example.com/e06/sink"
)

// save writes the title and, if present, the body to a fresh buffer
// and reports how many lines it holds.
func save(title, body string, limit int) (n int, err error) {
	buf := sink.New(limit)
	defer func() {
		if cerr := buf.Close(); err == nil {
			err = cerr
		}
	}()
	if err = buf.Write(title); err != nil {
		return
	}
	if body != "" {
		err = buf.Write(body)
	}
	n = buf.Len()
	return
}

func main() {
	n, err := save("report", " ", 2)
	fmt.Println(n, err)
	n, err = save("  ", "", 2)
	fmt.Println(n, err)
	n, err = save("a", "b", 1)
	fmt.Println(n, err)
}
