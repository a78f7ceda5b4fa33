package main

import (
	"fmt"

	"example.com/w03/temp"
)

func main() {
	r := temp.Celsius(36.4)
	offset := temp.Celsius(1.5)
	r.Add(offset)
	fever := temp.Body.Below(r)
	safe := r.Clamp()
	r.Add(200)
	fmt.Println(safe.F(), fever)
	fmt.Println(float64(r))
}
