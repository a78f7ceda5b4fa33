package main

import (
	"fmt"

	"example.com/t02/store"
)

func main() {
	s := store.New()
	s.Set("Region", "eu-west")
	s.Set("tier", "gold")
	old := store.Frozen{"region": "us-east"}
	key := " REGION "
	region, found := s.Get(key)
	tier, _ := s.Get("Tier")
	was, _ := old.Get("region")
	if !found {
		region = "default"
	}
	fmt.Println("region:", region)
	fmt.Println("tier:", tier)
	fmt.Println("was:", was)
}
