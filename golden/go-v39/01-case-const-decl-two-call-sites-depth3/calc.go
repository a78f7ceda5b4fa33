package main

import "fmt"

// Op names one accumulator operation.
type Op string

// The operations understood by apply.
const (
	OpAdd   Op = "add"
	OpSub   Op = "sub"
	OpScale Op = "scale"
	OpShow  Op = "show"
)

// apply runs one operation on the accumulator and returns the new value.
func apply(op Op, acc int, n int) int {
	switch op {
	case OpAdd:
		acc += n
	case OpSub:
		acc -= n
	case OpScale:
		acc *= n
	case OpShow:
		fmt.Println("acc =", acc)
	}
	return acc
}
