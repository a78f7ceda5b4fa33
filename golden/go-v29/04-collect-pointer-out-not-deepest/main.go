package main

import "fmt"

type Node struct {
	Val         int
	Left, Right *Node
}

func collect(n *Node, d, limit int, out *[]int, deepest *int) {
	if n == nil {
		return
	}
	if d > *deepest {
		*deepest = d
	}
	if d > limit {
		return
	}
	collect(n.Left, d+1, limit, out, deepest)
	*out = append(*out, n.Val)
	collect(n.Right, d+1, limit, out, deepest)
}

func main() {
	root := &Node{Val: 5}
	root.Left = &Node{Val: 2, Left: &Node{Val: 1}}
	root.Right = &Node{Val: 8}
	var vals []int
	deep := 0
	limit := 1
	collect(root, 0, limit, &vals, &deep)
	fmt.Println(vals)
	fmt.Println("deepest", deep)
}
