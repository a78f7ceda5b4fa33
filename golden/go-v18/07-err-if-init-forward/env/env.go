package env

import (
	"fmt"
	"strconv"
)

// Settings are the service settings taken from the environment.
type Settings struct {
	Port    int
	Workers int
	Debug   bool
}

// Read builds Settings from vars. PORT is required; WORKERS and DEBUG are
// optional and keep their defaults when absent or malformed.
func Read(vars map[string]string) (s Settings, err error) {
	s.Workers = 4
	raw, ok := vars["PORT"]
	if !ok {
		return s, fmt.Errorf("PORT is not set")
	}
	s.Port, err = strconv.Atoi(raw)
	if n, err := strconv.Atoi(vars["WORKERS"]); err == nil && n > 0 {
		s.Workers = n
	}
	if v, ok := vars["DEBUG"]; ok {
		s.Debug, _ = strconv.ParseBool(v)
	}
	if err != nil {
		return s, fmt.Errorf("PORT %q: %w", raw, err)
	}
	if s.Port < 1 || s.Port > 65535 {
		err = fmt.Errorf("PORT %d out of range", s.Port)
	}
	return
}
