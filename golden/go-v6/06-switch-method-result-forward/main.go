package main

import "fmt"

func dispatch(code int, text string) string {
	lv := Level(code / 10 * 10)
	n := len(text)
	d, p := route(lv, text)
	q, _ := route(Level(0), "boot")
	return fmt.Sprintf("%s p=%d n=%d | %s", d, p, n, q)
}

func main() {
	fmt.Println(dispatch(31, " Disk FULL "))
}
