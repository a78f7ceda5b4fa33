package main

import (
	"strconv"
	"strings"
)

func parseEnv(lines []string, defaults map[string]string) (map[string]string, []string) {
	env := make(map[string]string, len(defaults))
	for k, v := range defaults {
		env[k] = v
	}
	var warnings []string
	seen := make(map[string]int)
	for i, line := range lines {
		key, val, ok := strings.Cut(line, "=")
		if !ok {
			warnings = append(warnings, "bad line "+strconv.Itoa(i+1))
			continue
		}
		key = strings.TrimSpace(key)
		seen[key]++
		if seen[key] > 1 {
			warnings = append(warnings, "duplicate "+key)
		}
		if val == "" {
			delete(env, key)
			continue
		}
		env[key] = strings.TrimSpace(val)
	}
	defaults["loaded"] = "yes"
	return env, warnings
}
