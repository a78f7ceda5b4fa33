package main

import (
	"fmt"

	"example.com/w01/coll"
)

func main() {
	hosts := []string{"a", "b", "a", "c"}
	lat := []int{12, 40, 9}
	tags := []string{"x", "y"}
	byHost, hits := coll.Group(hosts, lat)
	byTag, _ := coll.Group(hosts, tags)
	n := coll.Count(hosts)
	fmt.Println(byHost["a"], byHost["c"], hits["c"])
	fmt.Println(len(byTag), n["a"])
}
