package main

import (
	"fmt"

	"example.com/y08/server"
)

func build(host string, tags []string, timeout int) (server.Options, error) {
	o := server.Defaults()
	for _, t := range tags {
		if t == "" {
			continue
		}
		o.AddTag(t)
	}
	o.SetTimeout(timeout)
	o, err := o.WithAddr(host)
	if err != nil {
		return server.Options{}, fmt.Errorf("build: %w", err)
	}
	preview, _ := o.WithAddr("staging")
	fmt.Println("preview:", preview.Addr)
	return o, nil
}

func main() {
	o, err := build(" API.Internal ", []string{"Edge", "", "EU"}, 60)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	fmt.Println(o)
}
