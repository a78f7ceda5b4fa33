package main

import "strings"

type Options struct {
	Host    string
	Port    int
	Retries int
	Verbose bool
}

func normalize(host string) string {
	return strings.ToLower(strings.TrimSpace(host))
}

func Budget(host string, port int, retries int, verbose bool) int {
	h := normalize(host)
	opts := Options{
		Host:    h,
		Port:    port,
		Retries: retries,
	}
	opts.Verbose = verbose
	if opts.Verbose {
		opts.Retries++
	}
	opts.Port += 1000
	println(opts.Host, opts.Port)
	n := opts.Retries * 2
	return n
}

func main() {
	println(Budget(" Example.com ", 80, 3, true))
}
