package main

import (
	"fmt"

	"example.com/e04/units"
)

func main() {
	conf := map[string]string{"upload": "64k", "cache": " 3G"}
	upload, err := units.Size("upload", conf["upload"])
	if err != nil {
		fmt.Println("config:", err)
		return
	}
	cache, err := units.Size("cache", conf["cache"])
	if err != nil {
		fmt.Println("config:", err)
		return
	}
	fmt.Println(upload, cache)
}
