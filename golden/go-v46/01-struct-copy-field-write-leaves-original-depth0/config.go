package main

import "fmt"

// Config describes one deployment target.
type Config struct {
	Host    string
	Port    int
	Retries int
}

// defaults returns the baseline configuration.
func defaults() Config {
	return Config{Host: "localhost", Port: 8080, Retries: 3}
}

// describe formats a configuration; it receives a copy.
func describe(c Config) string {
	c.Retries = 0
	return fmt.Sprintf("%s:%d", c.Host, c.Port)
}
