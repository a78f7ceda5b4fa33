package registry

var handlers = map[string]int{}

var order []string

func Register(name string, v int) {
	order = append(order, name)
	handlers[name] = v
}

func Lookup(name string) int {
	return handlers[name]
}
