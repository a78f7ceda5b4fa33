package main

import "fmt"

type Acct struct {
	bal int
}

type Adjuster interface {
	Adjust(a *Acct)
}

type Fee struct {
	amt int
}

func (f Fee) Adjust(a *Acct) {
	a.bal -= f.amt
}

type Bonus struct {
	pct int
}

func (b Bonus) Adjust(a *Acct) {
	a.bal += a.bal * b.pct / 100
}

type Audit struct{}

func (Audit) Adjust(a *Acct) {
	fmt.Println("audit", a.bal)
}

func apply(adj Adjuster, a *Acct) {
	adj.Adjust(a)
}

func main() {
	fee := 5
	acct := &Acct{bal: 100}
	apply(Fee{amt: fee}, acct)
	fmt.Println(acct)
}
