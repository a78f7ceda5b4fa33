package main

import "fmt"

type Node struct {
	Val         int
	Left, Right *Node
}

func insert(n *Node, v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	if v < n.Val {
		n.Left = insert(n.Left, v)
	} else {
		n.Right = insert(n.Right, v)
	}
	return n
}

func height(n *Node) int {
	if n == nil {
		return 0
	}
	return 1 + max(height(n.Left), height(n.Right))
}

func main() {
	keys := []int{8, 3, 10, 1, 6}
	var root *Node
	for _, k := range keys {
		root = insert(root, k)
	}
	extra := 5
	lone := insert(nil, extra)
	fmt.Println(height(root), lone.Val)
}
