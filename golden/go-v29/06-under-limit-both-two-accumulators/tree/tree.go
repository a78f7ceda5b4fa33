package tree

type Node struct {
	Val         int
	Left, Right *Node
}

func Insert(n *Node, v int) *Node {
	if n == nil {
		return &Node{Val: v}
	}
	if v < n.Val {
		n.Left = Insert(n.Left, v)
	} else {
		n.Right = Insert(n.Right, v)
	}
	return n
}

// Under appends, in order, the values of the tree below limit.
func Under(n *Node, limit int, out *[]int) {
	if n == nil {
		return
	}
	Under(n.Left, limit, out)
	if n.Val < limit {
		*out = append(*out, n.Val)
	}
	Under(n.Right, limit, out)
}
