package main

// The operations a command name can select.

func add(a, b int) int {
	return a + b
}

func sub(a, b int) int {
	return a - b
}

// neg ignores its second operand.
func neg(a, _ int) int {
	return -a
}

func table() map[string]func(int, int) int {
	return map[string]func(int, int) int{
		"add": add,
		"sub": sub,
		"neg": neg,
	}
}
