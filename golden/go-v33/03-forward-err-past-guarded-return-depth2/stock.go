package main

import (
	"errors"
	"fmt"
)

// ErrShort is returned when fewer units are on hand than requested.
var ErrShort = errors.New("not enough stock")

// ErrBadQty is returned for a quantity that is not positive.
var ErrBadQty = errors.New("bad quantity")

func checkQty(qty int) error {
	if qty <= 0 {
		return fmt.Errorf("qty %d: %w", qty, ErrBadQty)
	}
	return nil
}

// reserve reports how many units of item would be left after taking qty.
func reserve(stock map[string]int, item string, qty int) (left int, err error) {
	have := stock[item]
	err = checkQty(qty)
	if err != nil {
		return have, fmt.Errorf("reserve %s: %w", item, err)
	}
	if have < qty {
		err = fmt.Errorf("reserve %s: %w", item, ErrShort)
		return
	}
	left = have - qty
	return
}
