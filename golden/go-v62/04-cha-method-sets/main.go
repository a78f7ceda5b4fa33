package main

import "fmt"

type Pricer interface {
	Price() int
	Code() string
}

type Book struct {
	p int
}

func (b Book) Price() int {
	return b.p + tax(b.p)
}

func (b Book) Code() string {
	return "B"
}

type Pen struct {
	q int
}

func (p *Pen) Price() int {
	return p.q * 2
}

func (p *Pen) Code() string {
	return "P"
}

type Gift struct {
	r int
}

func (g Gift) Price() int {
	return g.r * 100
}

func tax(x int) int {
	return x / 10
}

func total(items []Pricer) int {
	sum := 0
	for _, it := range items {
		sum += it.Price()
	}
	return sum
}

func main() {
	g := Gift{r: 1}
	list := []Pricer{Book{p: 30}, &Pen{q: 4}}
	fmt.Println(total(list), g.Price())
}
