package main

import "fmt"

// Account holds a balance and accepts deposits.
type Account interface {
	Deposit(amount int)
	Balance() int
}

type Savings struct {
	bal   int
	bonus int
}

type Fixed struct {
	bal     int
	pending int
}

func (s *Savings) Deposit(amount int) {
	s.bal += amount + s.bonus
}

func (s *Savings) Balance() int {
	return s.bal
}

func (f Fixed) Deposit(amount int) {
	f.pending += amount
	fmt.Println("fixed: deposit queued", f.pending)
}

func (f Fixed) Balance() int {
	return f.bal
}
