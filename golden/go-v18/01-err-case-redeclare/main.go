package main

import (
	"fmt"

	"example.com/s01/cfg"
)

func main() {
	raw := "port=8080, workers=many, debug"
	override := "port=x"
	srv, err := cfg.Parse(raw)
	if alt, err := cfg.Parse(override); err == nil {
		srv = alt
	}
	if err != nil {
		fmt.Println("config error:", err)
		return
	}
	fmt.Println("serving on", srv.Port, "with", srv.Workers, "workers")
}
