package main

import "fmt"

func parseInt(v string) (t, rest string, ok bool) {
	if v == "" {
		return
	}
	if v[0] < '0' || '9' < v[0] {
		return
	}
	i := 1
	for i < len(v) && '0' <= v[i] && v[i] <= '9' {
		i++
	}
	if v[0] == '0' && i != 1 {
		return
	}
	return v[:i], v[i:], true
}

func main() {
	v := "v1.22.3"
	major, rest, ok := parseInt(v[1:])
	fmt.Println(major, ok)
	fmt.Println(rest)
}
