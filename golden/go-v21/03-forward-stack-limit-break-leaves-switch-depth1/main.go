package main

import "fmt"

// main replays a short session with a limit of two levels: the third push
// overflows, "peek" is unknown and the last two pops find the stack empty.
func main() {
	cmds := []string{"push", "push", "push", "pop", "peek", "pop", "pop", "pop", "pop"}
	limit := 2
	deep, steps, problems := run(cmds, limit)
	fmt.Println("deepest level:", deep)
	fmt.Println("steps:", steps)
	for _, p := range problems {
		fmt.Println("problem:", p)
	}
}
