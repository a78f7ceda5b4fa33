package cfg

import (
	"strconv"
	"strings"
)

// Server is a parsed server configuration.
type Server struct {
	Port    int
	Workers int
}

// Parse reads comma-separated "key=value" pairs. A bad port is an error;
// a bad worker count falls back to one worker.
func Parse(text string) (Server, error) {
	port, workers := 80, 1
	var err error
	for _, field := range strings.Split(text, ",") {
		key, val, found := strings.Cut(strings.TrimSpace(field), "=")
		if !found {
			continue
		}
		switch key {
		case "port":
			port, err = strconv.Atoi(val)
		case "workers":
			n, err := strconv.Atoi(val)
			if err != nil || n < 1 {
				n = 1
			}
			workers = n
		}
	}
	return Server{Port: port, Workers: workers}, err
}
