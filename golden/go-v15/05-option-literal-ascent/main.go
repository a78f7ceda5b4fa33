package main

import (
	"fmt"
	"os"
	"strconv"
	"time"

	"example.com/f05/server"
)

// seconds reads a number of seconds from s, or uses def when s is not one.
func seconds(s string, def int) time.Duration {
	n, err := strconv.Atoi(s)
	if err != nil {
		n = def
	}
	return time.Duration(n) * time.Second
}

func main() {
	wait := seconds(os.Getenv("TIMEOUT"), 30)
	retries := 3
	opts := []server.Option{
		server.WithTimeout(wait),
		server.WithRetries(retries),
	}
	if os.Getenv("DEBUG") != "" {
		opts = append(opts, server.WithTimeout(2*time.Minute))
	}
	cfg := server.New(":8080", opts...)
	fmt.Println(cfg.Addr, cfg.Timeout, cfg.Retries)
}
