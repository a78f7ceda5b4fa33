package main

import (
	"fmt"
	"strings"
)

func label(i int) string {
	return fmt.Sprintf("%02d", i)
}

func ruler(n int, step int) (string, int) {
	var b strings.Builder
	var trace strings.Builder
	ticks := 0
	for i := range n {
		trace.WriteString(fmt.Sprint(i))
		if i%step != 0 {
			b.WriteByte('.')
			continue
		}
		ticks++
		b.WriteString(label(i))
	}
	if b.Len() > 40 {
		fmt.Println("long ruler", trace.String())
	}
	out := b.String()
	return out, ticks
}

func main() {
	r, t := ruler(12, 4)
	fmt.Println(r, t)
}
