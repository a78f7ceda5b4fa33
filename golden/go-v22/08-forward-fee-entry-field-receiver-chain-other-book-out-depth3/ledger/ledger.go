package ledger

// Entry is one posting to an account, in cents.
type Entry struct {
	Account string
	Cents   int
	Note    string
}

// Book keeps the entries and a running balance per account.
type Book struct {
	entries []Entry
	balance map[string]int
}

func New() *Book {
	return &Book{balance: map[string]int{}}
}

// Post records e unless it moves no money.
func (b *Book) Post(e Entry) {
	if e.Cents == 0 {
		return
	}
	b.add(e)
}

func (b *Book) add(e Entry) {
	b.entries = append(b.entries, e)
	b.balance[e.Account] += e.Cents
}

func (b *Book) Balance(account string) int {
	return b.balance[account]
}

func (b *Book) Count() int {
	return len(b.entries)
}
