package inventory

import "fmt"

// Take removes up to want units of item from stock. It returns how many
// units it took and a note when the stock ran short.
func Take(stock map[string]int, item string, want int) (int, string) {
	have, ok := stock[item]
	if !ok {
		return 0, "unknown item " + item
	}
	got := min(want, have)
	stock[item] -= got
	note := ""
	if got < want {
		note = fmt.Sprintf("%s short by %d", item, want-got)
	}
	return got, note
}
