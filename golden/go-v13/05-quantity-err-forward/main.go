package main

import (
	"fmt"

	"example.com/e05/lines"
)

// Order collects quantities per item.
type Order struct {
	ID       int
	Items    map[string]int
	Rejected int
}

// Add parses ln and records its quantity.
func (o *Order) Add(ln string) error {
	item, qty, err := lines.Parse(ln)
	if err != nil {
		o.Rejected++
		return fmt.Errorf("order %d: %w", o.ID, err)
	}
	o.Items[item] += qty
	return nil
}

func main() {
	o := &Order{ID: 7, Items: map[string]int{}}
	for _, ln := range []string{"Apple=3", "pear=x", "fig=-2"} {
		if err := o.Add(ln); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Printf("%+v\n", *o)
}
