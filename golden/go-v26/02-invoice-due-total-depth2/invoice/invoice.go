package invoice

import (
	"fmt"
	"strings"

	"example.com/d02/billing"
)

// Invoice is what gets printed for one order.
type Invoice struct {
	Header string
	Due    int
}

// Build prices the items of one order and titles the invoice with its note.
func Build(items []billing.Item, region, note string) Invoice {
	if len(items) == 0 {
		return Invoice{Header: "empty order"}
	}
	due := billing.Total(items, region)
	title := strings.ToUpper(note)
	header := fmt.Sprintf("%s (%d lines)", title, len(items))
	return Invoice{Header: header, Due: due}
}
