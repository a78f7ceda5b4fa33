package cfg

import "fmt"

type Pair struct {
	Key, Val string
}

// Parse reads "key=value" lines; blank lines are skipped.
func Parse(s string) ([]Pair, error) {
	var pairs []Pair
	line := 1
	i := 0
	for i < len(s) {
		if s[i] == '\n' {
			line++
			i++
			continue
		}
		start := i
		for i < len(s) && s[i] != '=' && s[i] != '\n' {
			i++
		}
		if i == len(s) || s[i] != '=' {
			return nil, fmt.Errorf("line %d: missing '='", line)
		}
		key := s[start:i]
		i++
		start = i
		for i < len(s) && s[i] != '\n' {
			i++
		}
		pairs = append(pairs, Pair{Key: key, Val: s[start:i]})
	}
	return pairs, nil
}
