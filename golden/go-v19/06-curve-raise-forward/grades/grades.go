package grades

import "strings"

// Student is one line of a class list.
type Student struct {
	Name   string
	Score  int
	Absent bool
}

// Curve adds bonus points, capped at 100, to the score of every student
// who sat the exam, and returns the class average before and after.
func Curve(class []Student, bonus int) (before, after int) {
	average := func() int {
		total := 0
		for _, s := range class {
			total += s.Score
		}
		return total / len(class)
	}
	raise := func(i int) {
		class[i].Score = min(class[i].Score+bonus, 100)
	}
	for i := range class {
		class[i].Name = strings.TrimSpace(class[i].Name)
	}
	before = average()
	for i := range class {
		if class[i].Absent {
			continue
		}
		raise(i)
	}
	after = average()
	return before, after
}
