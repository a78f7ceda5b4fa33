package main

import (
	"fmt"
	"strings"

	"example.com/x02/opts"
)

func configure(retries int, tag string, slow bool) (opts.Options, string) {
	o := opts.Default()
	o.SetTag(tag)
	o = o.WithRetries(retries)
	if slow {
		o.Scale(3)
	}
	label := strings.ToUpper(tag)
	fmt.Println(label, "budget", o.Budget())
	return o, label
}

func main() {
	o, label := configure(2, "api", true)
	fmt.Println("retries", o.Retries, "tag set:", o.Tag != "")
	fmt.Println("label", label)
}
