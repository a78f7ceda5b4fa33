package main

import "fmt"

func main() {
	input := []string{"host = Example.org", "port = 8080"}
	cfg, err := parse(input)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(cfg.Host, cfg.Port)
}
