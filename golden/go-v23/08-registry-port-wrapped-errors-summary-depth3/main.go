package main

import (
	"fmt"
	"strings"

	"example.com/g08/boot"
)

func main() {
	flags := "-v -q"
	verbose := strings.Contains(flags, "-v")
	who := "healthcheck"
	specs := []string{"API:8080", "db:5432", " Cache :6379"}
	reg, err := boot.Start(specs, verbose)
	if err != nil {
		fmt.Println("boot failed:", err)
		return
	}
	port, err := reg.Port("api", who)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("api on port", port)
}
