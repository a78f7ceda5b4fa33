package main

import "fmt"

func main() {
	prod := build("api", 45)
	fmt.Println("prod:    ", describe(prod))
	fallback := build("web", 0)
	fmt.Println("fallback:", describe(fallback))
	fmt.Println(compare(prod, fallback))
}

// compare reports which of two configs waits longer before giving up.
func compare(a, b Config) string {
	wa := a.Timeout * (a.Retries + 1)
	wb := b.Timeout * (b.Retries + 1)
	if wa > wb {
		return fmt.Sprintf("%s waits longer (%ds)", a.Name, wa)
	}
	return fmt.Sprintf("%s waits longer (%ds)", b.Name, wb)
}
