package main

import (
	"fmt"

	"example.com/g08/pool"
	"example.com/g08/server"
)

func main() {
	workers := 3
	p := pool.New(workers, 4)
	srv := server.New("api", p)
	srv.Enqueue(5)
	free := srv.Free()
	fmt.Println("free slots:", free)
	extra := 2
	limit := 4
	err := srv.Scale(extra, limit)
	if err != nil {
		fmt.Println("scale:", err)
		return
	}
	fmt.Println("scaled by", extra)
}
