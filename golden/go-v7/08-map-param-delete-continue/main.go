package main

import (
	"fmt"
	"sort"
)

func main() {
	defaults := map[string]string{"HOST": "localhost", "PORT": "80"}
	lines := []string{"PORT= 8080", "oops", "DEBUG=1", "HOST=", "DEBUG=2"}
	env, warns := parseEnv(lines, defaults)
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s=%s\n", k, env[k])
	}
	fmt.Println(warns, defaults["loaded"])
}
