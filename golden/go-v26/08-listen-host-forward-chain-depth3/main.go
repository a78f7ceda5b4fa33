package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/d08/server"
)

func main() {
	host := os.Getenv("APP_HOST")
	port, err := strconv.Atoi(os.Getenv("APP_PORT"))
	if err != nil {
		port = 0
	}
	srv := server.Start(host, port)
	fmt.Println(srv.Banner)
	fmt.Println("port", port)
}
