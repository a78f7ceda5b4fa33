package main

import "fmt"

func main() {
	cache := Cache{Name: "pages", data: map[string]string{"a": "alpha"}}
	other := Cache{Name: "spare", data: map[string]string{}}
	key := "b"
	cache.data["c"] = "gamma"
	_, found := cache.Get(key)
	fmt.Println("found", key, found)
	cache.Rename("hot")
	_, _ = cache.Get("a")
	before := cache.Ratio()
	other.Get("a")
	fmt.Println(before, other.Report())
	fmt.Println(cache.Report())
}
