package main

import "fmt"

func main() {
	rows := []string{"12 apples", "7 pears # 99 old", "x3", "none"}
	n, d := scan(rows, 3)
	fmt.Println("rows", n, "digits", d)
}
