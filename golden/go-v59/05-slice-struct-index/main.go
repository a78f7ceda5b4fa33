package main

import "fmt"

type C struct {
	n int
}

func main() {
	s := make([]C, 3)
	k := 1
	j := 2
	s[k].n++
	t := make([]C, 2)
	t[0].n = j
	for i := range s {
		s[i].n += i
	}
	fmt.Println(s[1].n, t)
}
