package main

import "fmt"

func kind(in any, alt any) string {
	x := in
	label := "?"
	count := 0
	if alt != nil {
		x = alt
	}
	switch v := x.(type) {
	case int:
		label = fmt.Sprint("int ", v)
		count++
	case bool:
		label = "bool"
	default:
		label = "other"
	}
	fmt.Println(count)
	return label
}

func main() {
	s := kind(3, nil)
	fmt.Println(s)
}
