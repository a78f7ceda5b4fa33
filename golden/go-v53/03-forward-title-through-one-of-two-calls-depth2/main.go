package main

import "fmt"

// shelf describes one book.
type shelf struct {
	title   string
	author  string
	edition string
}

func main() {
	book := shelf{
		title:   "the go programming language",
		author:  "alan donovan and brian kernighan",
		edition: "1st edition, 2015",
	}
	title := book.title
	author := book.author
	t := capitalize(title)
	a := capitalize(author)
	d := digits(book.edition)
	fmt.Println(t)
	fmt.Println("by", a)
	fmt.Println("digits in edition:", d)
	fmt.Println("title bytes:", len(title))
}
