package main

import (
	"fmt"

	"example.com/s03/pathx"
)

func main() {
	name := "docs/report.v2.txt"
	other := "bin.d/tool"
	ext := pathx.Ext(name)
	base := name[:len(name)-len(ext)]
	none := pathx.Ext(other)
	fmt.Println(base, ext)
	fmt.Println(none == "", len(other))
}
