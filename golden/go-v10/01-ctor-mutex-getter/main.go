package main

import (
	"fmt"

	"example.com/t01/cache"
)

func main() {
	c := cache.New(2)
	c.Put("go", "gopher")
	c.Put("py", "python")
	fmt.Println("size", c.Len())
	c.Put("js", "node")
	c.Clear()
	c.Put("js", "node")
	v, ok := c.Get("js")
	fmt.Println(v, ok)
	w, found := c.Get("go")
	fmt.Println(w, found, c.Len())
}
