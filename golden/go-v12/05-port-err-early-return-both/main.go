package main

import (
	"fmt"
	"strings"

	"example.com/g05/parse"
)

// Config is a parsed server configuration.
type Config struct {
	Host    string
	Port    int
	Timeout int
}

// Load reads the host, port and timeout fields of src.
func Load(src map[string]string, defPort int) (Config, error) {
	host := strings.ToLower(src["host"])
	port, err := parse.Port(src["port"], defPort)
	if err != nil {
		return Config{}, fmt.Errorf("load %s: %w", host, err)
	}
	timeout, err := parse.Seconds(src["timeout"])
	if err != nil {
		return Config{}, err
	}
	return Config{Host: host, Port: port, Timeout: timeout}, nil
}

func main() {
	src := map[string]string{"host": "API.local", "port": " 443", "timeout": "30s"}
	fallback := 8080
	cfg, err := Load(src, fallback)
	if err != nil {
		fmt.Println("config:", err)
		return
	}
	fmt.Println(cfg.Host, cfg.Port, cfg.Timeout)
}
