package config

import (
	"fmt"
	"strconv"
)

// Settings is what the service needs to start.
type Settings struct {
	Host    string
	Port    int
	Workers int
}

// Load reads a "host:port" address and an optional worker count. A missing
// host falls back to localhost and a bad worker count keeps the default,
// each with a warning; a bad port is the error returned.
func Load(addr, workers string) (Settings, error) {
	s := Settings{Workers: 4}
	host, err := hostOf(addr)
	if err != nil {
		fmt.Println("warning:", err)
		host = "localhost"
	}
	s.Host = host
	port, err := portOf(addr)
	if workers != "" {
		n, err := strconv.Atoi(workers)
		if err != nil {
			fmt.Println("warning: workers:", err)
		} else {
			s.Workers = n
		}
	}
	s.Port = port
	return s, err
}
