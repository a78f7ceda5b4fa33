package app

type A struct {
	Count int
}

func (a *A) Inc(step int) {
	a.Count += step
}

func (a *A) Show() {
	println(a.Count)
}

func (a A) Reset() {
	a.Count = 0
}
