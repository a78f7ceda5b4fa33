package main

import (
	"fmt"
	"strings"

	"example.com/e07/opts"
)

// configure applies the settings in src to the defaults.
func configure(src map[string]string) (opts.Options, error) {
	keys := len(src)
	o := opts.Defaults()
	o, err := o.WithTimeout(src["timeout"])
	if err != nil {
		return o, fmt.Errorf("configure (%d keys): %w", keys, err)
	}
	if name := src["name"]; name != "" {
		o.Name = strings.ToLower(name)
	}
	return o, nil
}

func main() {
	cfg, err := configure(map[string]string{"timeout": "5", "name": "Billing"})
	fmt.Println(cfg.Name, cfg.Timeout, err)
	_, err = configure(map[string]string{"timeout": "soon"})
	fmt.Println(err)
}
