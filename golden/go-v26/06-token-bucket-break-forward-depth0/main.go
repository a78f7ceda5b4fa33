package main

import (
	"fmt"

	"example.com/d06/quota"
)

func main() {
	batches := [][]string{{"GET /a", "post /b", "GET /c", "GET /d"}, {"PUT /e", " get /f"}}
	for _, b := range batches {
		rep := quota.Drain(b, 5)
		fmt.Println(rep.Served, rep.Skipped, rep.Left)
	}
}
