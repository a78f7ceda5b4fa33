package metrics

type Counter struct {
	Name string
	N    int
}

type Gauge struct {
	Name  string
	Value int
}

// Scale sets the factor applied to the counters that follow it.
type Scale struct {
	Factor int
}

// NewCounter returns a counter named name that starts at n.
func NewCounter(name string, n int) *Counter {
	return &Counter{Name: name, N: n}
}

// Sum adds up the counters of batch, each times the factor then in force.
func Sum(batch []any, factor int) (int, map[string]int) {
	total := 0
	gauges := map[string]int{}
	for _, s := range batch {
		switch v := s.(type) {
		case Gauge:
			gauges[v.Name] = v.Value
		case Scale:
			factor = v.Factor
		case Counter:
			if v.N < 0 {
				break
			}
			total += v.N * factor
		case *Counter:
			total += v.N * factor
		default:
			gauges["unknown"]++
		}
	}
	return total, gauges
}
