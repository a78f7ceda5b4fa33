package app

type Summary struct {
	Total int
	Count int
	Max   int
}

func Summarize(prices map[string]int, skip string) int {
	var st Summary
	for name, p := range prices {
		if name == skip {
			continue
		}
		st.Total += p
		st.Count++
		if p > st.Max {
			st.Max = p
		}
	}
	println(st.Count, st.Max)
	return st.Total
}
