package main

import "fmt"

type Stats struct {
	Hits   int
	Misses int
}

func note(s *Stats, hit bool) {
	if hit {
		s.Hits++
		return
	}
	s.Misses++
}

func audit(s Stats, hit bool) {
	if !hit {
		s.Misses = 0
	}
	fmt.Println("audit", s.Hits, s.Misses)
}

func lookup(data map[string]string, keys []string) Stats {
	var st Stats
	missing := []string{}
	for _, k := range keys {
		_, ok := data[k]
		note(&st, ok)
		audit(st, ok)
		if !ok {
			missing = append(missing, k)
		}
	}
	fmt.Println("missing", missing, len(missing))
	return st
}

func main() {
	data := map[string]string{"a": "1", "b": "2"}
	keys := []string{"a", "x", "b", "y"}
	st := lookup(data, keys)
	fmt.Println(st.Hits, st.Misses)
}
