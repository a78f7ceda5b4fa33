package cargo

import "fmt"

// Size measures one item of a shipment: a label counts its characters, a
// bundle the characters of its non-empty labels, a box count ten per box,
// a volume its litres rounded down. Flags are accepted and weigh nothing.
// ok is false for nil and for items of any other type.
func Size(item any) (size int, ok bool) {
	switch v := item.(type) {
	case nil:
		return
	case string:
		size = len(v)
	case []string:
		for _, s := range v {
			if s == "" {
				continue
			}
			size += len(s)
		}
	case int:
		size = 10 * v
	case float64:
		fmt.Println("rounding volume", v)
		size = int(v)
	case bool:
		fmt.Println("flag noted:", v)
	default:
		return
	}
	ok = true
	return
}
