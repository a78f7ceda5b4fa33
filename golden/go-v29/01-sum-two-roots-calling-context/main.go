package main

import "fmt"

type Node struct {
	Val         int
	Left, Right *Node
}

func sum(n *Node) int {
	if n == nil {
		return 0
	}
	s := sum(n.Left) + sum(n.Right)
	return s + n.Val
}

func main() {
	leaf := &Node{Val: 4}
	root := &Node{Val: 10, Left: leaf}
	root.Right = &Node{Val: 7}
	spare := &Node{Val: 99}
	spare.Left = &Node{Val: 1}
	total := sum(root)
	other := sum(spare)
	fmt.Println(total, other)
}
