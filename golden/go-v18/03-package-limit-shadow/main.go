package main

import (
	"fmt"

	"example.com/s03/quota"
)

// step is the number of units a job takes by default.
var step = 2

// preview shows what the default step would do, changing nothing.
func preview() {
	fmt.Println("fits with slack:", quota.Fits(step, 2))
	quota.Plan(step)
}

func main() {
	preview()
	quota.Raise(1)
	step := step + 1
	left := quota.Take(step)
	fmt.Println("left after", step, "units:", left)
	left = quota.Take(step + 1)
	fmt.Println("left after", step+1, "units:", left)
}
