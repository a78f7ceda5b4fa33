package main

import (
	"errors"
	"fmt"
)

func main() {
	cfg := parseConfig("port = 9090\nretries = x\n# comment\nname=demo")
	unit := 1000
	missing := 0
	for _, key := range []string{"port", "retries", "timeout", "limit", "name"} {
		n, err := intSetting(cfg, key, unit)
		if errors.Is(err, ErrMissing) {
			missing++
			continue
		}
		if err != nil {
			fmt.Println("error:", err)
		} else {
			fmt.Println(key, "=", n)
		}
	}
	fmt.Println("missing:", missing)
}
