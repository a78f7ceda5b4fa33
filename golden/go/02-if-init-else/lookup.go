package app

func lookup(m map[string]int, k string, def int) (int, int) {
	scale := 2
	res := 0
	hits := 0
	if v, ok := m[k]; ok {
		res = v * scale
		hits++
	} else {
		res = def
	}
	return res, hits
}
