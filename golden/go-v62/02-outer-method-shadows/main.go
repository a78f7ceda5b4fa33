package main

import "fmt"

type Base struct {
	id int
}

func (b Base) Label() string {
	return fmt.Sprint("base-", b.id)
}

type Outer struct {
	Base
	name string
}

func (o Outer) Label() string {
	return "outer-" + o.name
}

func main() {
	id := 3
	nm := "x"
	o := Outer{Base: Base{id: id}, name: nm}
	s := o.Label()
	fmt.Println(s)
}
