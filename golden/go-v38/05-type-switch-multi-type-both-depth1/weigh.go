package main

import "fmt"

// weight estimates the shipping weight of one cart entry: numbers are
// small parts, strings are measured by their length, bundles add up
// their parts, and an empty slot weighs nothing.
func weight(item any) int {
	w := 1
	switch x := item.(type) {
	case int, int64:
		w = 2
		fmt.Println("numeric item:", x)
	case string:
		w = len(x)
	case []string:
		for _, s := range x {
			w += len(s)
		}
	case nil:
		return 0
	}
	if w > 12 {
		w = 12
	}
	return w
}
