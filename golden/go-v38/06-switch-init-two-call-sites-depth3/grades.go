package main

import "fmt"

// bucket turns a score into a letter grade. The init statement of the
// switch computes the decile; who is only used for the borderline log.
func bucket(score int, who string) string {
	if score < 0 {
		return "?"
	}
	grade := "F"
	switch r := score / 10; r {
	case 10, 9:
		grade = "A"
	case 8:
		grade = "B"
	case 7, 6:
		grade = "C"
	case 5:
		fmt.Printf("%s is borderline (%d)\n", who, score)
	}
	return grade
}
