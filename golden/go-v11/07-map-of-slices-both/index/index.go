package index

import "sort"

// Add files v under every key of keys.
func Add[K comparable, V any](m map[K][]V, keys []K, v V) {
	for _, k := range keys {
		m[k] = append(m[k], v)
	}
}

// Sizes returns how many values are filed under each key.
func Sizes[K comparable, V any](m map[K][]V) map[K]int {
	out := make(map[K]int, len(m))
	for k, vs := range m {
		out[k] = len(vs)
	}
	return out
}

// Sorted returns the keys of m in increasing order.
func Sorted[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
