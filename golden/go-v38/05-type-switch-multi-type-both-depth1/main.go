package main

import "fmt"

// sampleCart returns the demo basket.
func sampleCart() []any {
	return []any{3, "desk lamp", []string{"cable", "plug"}, nil, int64(7), "extension lead"}
}

// main weighs the basket and the gift wrap.
func main() {
	cart := sampleCart()
	total := 0
	freight := 0
	lines := 0
	for _, it := range cart {
		lines++
		n := weight(it)
		total += n
		if n >= 10 {
			freight++
		}
	}
	gift := weight("ribbon")
	fmt.Println("lines:", lines)
	fmt.Println("total weight:", total)
	fmt.Println("freight items:", freight)
	fmt.Println("gift wrap weight:", gift)
}
