package main

import (
	"fmt"

	"example.com/s08/render"
)

// modes lists the columns of the report as a user typed them.
func modes() []string {
	return []string{"HEX", " bin", "Dec"}
}

// row renders v once per mode, as the cells of one table row.
func row(v int, ms []string) string {
	line := "|"
	for _, mode := range ms {
		cell := render.Format(v, mode, 10)
		line += " " + cell + " |"
	}
	return line
}

// footer shows how any other mode is rendered.
func footer() string {
	return "other modes: " + render.Format(7, "oct", 4)
}

func main() {
	for _, v := range []int{10, 255} {
		fmt.Println(row(v, modes()))
	}
	fmt.Println(footer())
}
