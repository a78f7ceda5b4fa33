package main

import "fmt"

// Config describes one deployment target. It holds only strings and
// integers, so assigning a Config copies every field.
type Config struct {
	Name    string
	Retries int
	Timeout int
}

func describe(c Config) string {
	return fmt.Sprintf("%s retries=%d timeout=%ds", c.Name, c.Retries, c.Timeout)
}

// build returns the production config for env and prints a staging
// variant derived from a copy of it.
func build(env string, timeout int) Config {
	base := Config{Name: env, Retries: 3, Timeout: 30}
	if timeout > 0 {
		base.Timeout = timeout
	}
	staging := base
	staging.Name = env + "-staging"
	staging.Retries = base.Retries * 2
	staging.Timeout = 5
	fmt.Println("staging: ", describe(staging))
	return base
}
