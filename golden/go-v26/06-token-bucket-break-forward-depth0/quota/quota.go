package quota

// Report tells the caller what one drain of the bucket did.
type Report struct {
	Budget  int
	Served  []string
	Skipped int
	Left    int
}

// Drain serves requests in order until the next one costs more tokens
// than are left; the rest of the batch is skipped.
func Drain(reqs []string, tokens int) Report {
	r := Report{Budget: tokens}
	left := tokens
	for _, req := range reqs {
		cost := costOf(req)
		if cost > left {
			break
		}
		left -= cost
		r.Served = append(r.Served, normalize(req))
	}
	r.Skipped = len(reqs) - len(r.Served)
	r.Left = left
	return r
}
