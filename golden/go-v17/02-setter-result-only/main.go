package main

import (
	"fmt"

	"example.com/m02/conf"
)

// Tags collects repeated values; it has no String, so it is no Setter.
type Tags []string

func (t *Tags) Set(text string) error {
	*t = append(*t, text)
	return nil
}

// apply sets opt from text and returns the option's text afterwards
// and whether text was accepted.
func apply(opt conf.Setter, text string) (string, bool) {
	before := opt.String()
	if err := opt.Set(text); err != nil {
		fmt.Println("ignored:", err)
		return before, false
	}
	return opt.String(), true
}

func main() {
	lvl := conf.Level(1)
	var svc conf.Name
	shown, ok := apply(&lvl, "debug")
	fmt.Println("level:", shown, ok)
	name, _ := apply(&svc, "Billing")
	again, ok2 := apply(&svc, "audit")
	fmt.Println("service:", name, again, ok2)
	var tags Tags
	tags.Set("beta")
	fmt.Println("tags:", tags)
}
