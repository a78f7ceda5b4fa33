package coll

// Group collects vals under their keys, keeping the input order, and
// counts every key it sees. Keys past the end of vals are counted but not
// filed.
func Group[K comparable, V any](keys []K, vals []V) (map[K][]V, map[K]int) {
	out := make(map[K][]V)
	seen := make(map[K]int)
	for i, k := range keys {
		seen[k]++
		if i >= len(vals) {
			break
		}
		out[k] = append(out[k], vals[i])
	}
	return out, seen
}

// Count returns how often each key occurs.
func Count[K comparable](keys []K) map[K]int {
	n := make(map[K]int)
	for _, k := range keys {
		n[k]++
	}
	return n
}
