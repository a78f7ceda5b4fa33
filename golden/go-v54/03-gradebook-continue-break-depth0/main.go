package main

import (
	"fmt"

	"example.com/s03/grades"
)

func main() {
	policy := grades.Policy{Pass: 50, Ceiling: 100}
	algebra := []int{72, -1, 45, 88, 130, 90}
	physics := []int{55, 61, -1, 40, 99}

	a := grades.PassingAverage(algebra, policy.Pass, policy.Ceiling)
	fmt.Println("algebra", a, grades.Letter(a))

	policy.Pass = 60
	p := grades.PassingAverage(physics, policy.Pass, policy.Ceiling)
	fmt.Println("physics", p, grades.Letter(p))
}
