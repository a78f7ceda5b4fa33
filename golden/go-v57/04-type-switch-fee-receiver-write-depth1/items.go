package main

import "fmt"

// Item is anything the shop can ship.
type Item interface {
	Weight() int
	Describe() string
}

type Book struct {
	Pages int
	Title string
}

type Gadget struct {
	Grams int
	Boxes int
}

func (b Book) Weight() int {
	return b.Pages * 2
}

func (b Book) Describe() string {
	return "book " + b.Title
}

func (g *Gadget) Weight() int {
	return g.Grams + 40*g.Boxes
}

func (g *Gadget) Describe() string {
	return fmt.Sprintf("gadget %dg", g.Grams)
}

func (g *Gadget) Pack(n int) {
	g.Boxes += n
}
