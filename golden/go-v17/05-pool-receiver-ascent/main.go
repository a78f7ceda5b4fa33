package main

import (
	"fmt"
	"strings"

	"example.com/m05/pool"
)

func main() {
	jobs := []int{2, 3, 1, 4}
	render := pool.New("render", 4)
	render.Name = strings.ToUpper(render.Name)
	trial := *render
	trial.Grow(10)
	fmt.Println("idle with 10 more:", trial.Free())
	render.Grow(2)
	fmt.Println("idle:", render.Free())
	ran := render.Run(jobs)
	fmt.Println(render.Name, "ran", ran)
	disk := pool.New("disk", 1)
	small := jobs[:2]
	fmt.Println("disk ran", disk.Run(small))
	render.Grow(5)
	fmt.Println("idle at end:", render.Free())
}
