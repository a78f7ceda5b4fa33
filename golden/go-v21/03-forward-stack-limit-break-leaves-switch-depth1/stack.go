package main

import "strconv"

// run replays push/pop commands against a depth limit. A push beyond the
// limit is logged and does not count towards the deepest level; a pop on an
// empty stack is ignored and not counted as a step. It returns the deepest
// level reached within the limit, the number of steps replayed and a log of
// problems.
func run(cmds []string, limit int) (int, int, []string) {
	depth := 0
	deepest := 0
	steps := 0
	var log []string
	for i, c := range cmds {
		switch c {
		case "push":
			depth++
			if depth > limit {
				log = append(log, "overflow at "+strconv.Itoa(i))
				break
			}
			if depth > deepest {
				deepest = depth
			}
		case "pop":
			if depth == 0 {
				continue
			}
			depth--
		default:
			log = append(log, "unknown command "+c)
		}
		steps++
	}
	return deepest, steps, log
}
