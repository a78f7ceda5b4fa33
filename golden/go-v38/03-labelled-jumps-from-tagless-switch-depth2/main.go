package main

import (
	"fmt"
	"strings"
)

type config struct {
	name     string
	sections [][]string
	maxLen   int
}

// defaultConfig returns the built-in sample configuration.
func defaultConfig() config {
	return config{
		name: "sample",
		sections: [][]string{
			{"host = db1", "", "port = 5432", "# end", "junk"},
			{"user = admin", "TODO: rotate password"},
			{"this line is far too long for the auditor", "never read"},
		},
		maxLen: 80,
	}
}

// summarize renders the audit of one config.
func summarize(c config) string {
	n, bad, warn := audit(c.sections, c.maxLen)
	title := strings.ToUpper(c.name)
	return fmt.Sprintf("%s: %d checked, bad section %d, %d warnings", title, n, bad, warn)
}

func main() {
	cfg := defaultConfig()
	cfg.maxLen = 24
	banner := "config audit"
	fmt.Println(banner)
	fmt.Println(summarize(cfg))
}
