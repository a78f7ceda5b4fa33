package cfg

const (
	Base   = 10
	Factor = Base * 2
	Unused = 99
)

const Other = 7
