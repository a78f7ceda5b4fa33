package main

import "fmt"

func tally(xs []int) (int, int) {
	small := 0
	count := 0
	for _, x := range xs {
		switch {
		case x < 0:
			if x < -100 {
				break
			}
			small += x
		case x < 10:
			small++
		}
		count++
	}
	return small, count
}

func main() {
	data := []int{-200, -3, 4, 50}
	s, c := tally(data)
	fmt.Println(s, c)
}
