package main

import (
	"fmt"
	"strings"

	"example.com/s05/scale"
)

func main() {
	raw := "  q3 "
	note := strings.TrimSpace(raw)
	prices := []int{4, 9, 12}
	k := len(note)
	doubled := scale.Scaled(2, note, prices...)
	tripled := scale.Scaled(k, "", prices...)
	total := scale.Sum(doubled...)
	fmt.Println(note, total)
	fmt.Println(scale.Sum(tripled[0], tripled[1]))
}
