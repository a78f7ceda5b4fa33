package mem

type Mem struct {
	data map[string]int
}

func New() *Mem {
	return &Mem{data: map[string]int{}}
}

func (m *Mem) Put(k string, v int) {
	m.data[k] = v
}

func (m *Mem) Get(k string) int {
	return m.data[k]
}
