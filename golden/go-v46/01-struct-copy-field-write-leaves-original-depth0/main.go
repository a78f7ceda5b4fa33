package main

import "fmt"

func main() {
	base := defaults()
	base.Retries = 5
	staging := base
	staging.Port = 9090
	staging.Host = "staging.local"
	label := describe(base)
	base.Port += 1
	fmt.Println("staging:", staging.Host, staging.Port)
	fmt.Println("base:", label)
	fmt.Println("base port:", base.Port)
}
