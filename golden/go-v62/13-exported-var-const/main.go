package main

import (
	"fmt"

	"example.com/13p/conf"
)

func main() {
	extra := 2
	limit := conf.Max*conf.Scale + extra
	fmt.Println(limit, conf.Name, conf.Min)
}
