package main

import (
	"errors"
	"fmt"
	"strconv"

	"example.com/t03/config"
)

func main() {
	apiSpec := "Example.org:https"
	adminPort := "80x"
	adminSpec := "localhost:" + adminPort
	apiHost, apiPort, err := config.Parse("api", apiSpec)
	if err != nil {
		fmt.Println("api:", err)
	}
	host, port, err := config.Parse("admin", adminSpec)
	if err != nil {
		fmt.Println("admin:", err)
		fmt.Println("syntax:", errors.Is(err, strconv.ErrSyntax))
	}
	fmt.Println(apiHost, apiPort, host, port)
}
