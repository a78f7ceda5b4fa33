package stats

type Totals struct {
	Sum   int
	Count int
	Keys  int
}

func (t *Totals) AddAll(m map[string]int, skip string) {
	t.Keys += len(m)
	for k, v := range m {
		if k != skip {
			t.Sum += v
			t.Count++
		}
	}
}

func (t Totals) Mean() int {
	if t.Count == 0 {
		return 0
	}
	return t.Sum / t.Count
}
