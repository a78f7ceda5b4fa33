package main

import "fmt"

type Acc struct {
	bal  int
	name string
}

func deposit(p *int, v int) {
	*p += v
	fmt.Println(v)
}

func main() {
	a := Acc{bal: 1, name: "x"}
	amt := 5
	other := 9
	deposit(&a.bal, amt)
	deposit(&other, amt)
	fmt.Println(a, other)
}
