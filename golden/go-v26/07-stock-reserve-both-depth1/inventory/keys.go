package inventory

import "strings"

// canon is the map key of a SKU: trimmed and lower-case.
func canon(sku string) string {
	return strings.ToLower(strings.TrimSpace(sku))
}
