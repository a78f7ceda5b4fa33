package main

import (
	"errors"
	"fmt"

	"example.com/s01/conf"
)

func defaults() map[string]string {
	return map[string]string{"host": "localhost", "port": "70000"}
}

func describe(err error) string {
	if err == nil {
		return "ok"
	}
	return "error: " + err.Error()
}

func main() {
	cfg := defaults()
	cfg["debug"] = "1"
	fmt.Println("keys:", len(cfg))
	_, err := conf.Port(cfg)
	if errors.Is(err, conf.ErrRange) {
		fmt.Println("port out of range:", err)
	}
	fallback, ferr := conf.Port(map[string]string{"port": "80"})
	fmt.Println("fallback", fallback, describe(ferr))
}
