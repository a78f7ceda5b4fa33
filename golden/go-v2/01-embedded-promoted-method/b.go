package app

type B struct {
	A
	Name string
}

func Build(name string, step int) B {
	b := B{Name: name}
	b.Inc(step)
	b.Show()
	b.Reset()
	label := name + "!"
	println(label)
	return b
}
