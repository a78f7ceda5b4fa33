package limits

import (
	"fmt"
	"strconv"
	"strings"
)

// Parse reads "name = value ; comment" lines into a map, starting from defaults.
func Parse(text string, defaults map[string]int) (map[string]int, error) {
	out := make(map[string]int, len(defaults))
	for name, val := range defaults {
		out[name] = val
	}
	lines := strings.Split(text, "\n")
	for n, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		eq := strings.Index(line, "=")
		if eq < 0 {
			return nil, fmt.Errorf("line %d: missing '='", n+1)
		}
		end := len(line)
		if c := strings.Index(line, ";"); c > eq {
			end = c
		}
		key := strings.TrimSpace(line[:eq])
		raw := strings.TrimSpace(line[eq+1 : end])
		v, err := strconv.Atoi(raw)
		if err != nil {
			return nil, fmt.Errorf("line %d: %q: %w", n+1, key, err)
		}
		out[key] = v
	}
	return out, nil
}
