package main

import (
	"fmt"
	"os"

	"example.com/c06/config"
)

// main loads the settings from the command line, with defaults that show
// both a warning (the worker count) and an error (the port).
func main() {
	addr := "DB.internal:99999"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	workers := "eight"
	if len(os.Args) > 2 {
		workers = os.Args[2]
	}
	s, err := config.Load(addr, workers)
	if err != nil {
		fmt.Println("config error:", err)
	} else {
		fmt.Printf("serving %s:%d with %d workers\n", s.Host, s.Port, s.Workers)
	}
}
