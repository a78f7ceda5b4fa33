package main

import "fmt"

type command struct {
	op Op
	n  int
}

func main() {
	cmds := []command{{"add", 5}, {"scale", 3}, {"show", 0}, {"sub", 4}}
	total := 0
	for _, c := range cmds {
		total = apply(c.op, total, c.n)
	}
	preview := apply(OpScale, total, 10)
	fmt.Println("preview:", preview)
	fmt.Println("total:", total)
	fmt.Println("last command:", cmds[len(cmds)-1])
}

// String renders a command the way it was written.
func (c command) String() string {
	return fmt.Sprintf("%s %d", c.op, c.n)
}
