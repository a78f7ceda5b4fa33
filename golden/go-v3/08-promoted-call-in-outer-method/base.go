package app

type Base struct {
	Hits int
	Tag  string
}

func (b *Base) Touch(n int) {
	b.Hits += n
}

func (b *Base) Label() string {
	return b.Tag + "!"
}

func NewBase(tag string) Base {
	return Base{Tag: tag}
}
