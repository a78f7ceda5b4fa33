package main

import (
	"fmt"
	"strconv"

	"example.com/s07/env"
)

func main() {
	vars := map[string]string{"PORT": "80x", "WORKERS": "8", "DEBUG": "1", "RETRIES": "3"}
	s, err := env.Read(vars)
	if n, err := strconv.Atoi(vars["RETRIES"]); err == nil {
		fmt.Println("retries:", n)
	}
	if err != nil {
		fmt.Println("config:", err)
		return
	}
	fmt.Println("serving on", s.Port, "with", s.Workers, "workers")
}
