package main

import (
	"fmt"

	"example.com/c06/grades"
)

// best returns the name of the student with the highest score.
func best(class []grades.Student) string {
	top := class[0]
	for _, s := range class[1:] {
		if s.Score > top.Score {
			top = s
		}
	}
	return top.Name
}

func main() {
	class := []grades.Student{
		{Name: " Ann", Score: 58},
		{Name: "Bob ", Score: 97},
		{Name: "Cy", Score: 70, Absent: true},
	}
	bonus := 5
	before, after := grades.Curve(class, bonus)
	if before < 60 {
		fmt.Println("hard exam")
	}
	fmt.Println("average", after, "was", before)
	for _, s := range class {
		fmt.Println(s.Name, s.Score)
	}
	fmt.Println("top:", best(class))
}
