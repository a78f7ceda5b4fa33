package sensors

import (
	"fmt"
	"strconv"
	"strings"
)

// Reading is one "name=value" line of a probe log.
type Reading struct {
	Sensor string
	Value  int
}

func parseLine(line, where string) (Reading, error) {
	name, raw, found := strings.Cut(line, "=")
	if !found {
		return Reading{}, fmt.Errorf("%s: no '='", where)
	}
	v, err := strconv.Atoi(strings.TrimSpace(raw))
	if err != nil {
		return Reading{}, fmt.Errorf("%s: sensor %s: %w", where, name, err)
	}
	return Reading{Sensor: strings.TrimSpace(name), Value: v}, nil
}

// MaxReading returns the highest value in the log and how many lines it skipped.
func MaxReading(file string, lines []string) (int, int) {
	best := -1
	bad := 0
	for i, ln := range lines {
		where := fmt.Sprintf("%s:%d", file, i+1)
		r, err := parseLine(ln, where)
		if err != nil {
			bad++
			continue
		}
		if r.Value > best {
			best = r.Value
		}
	}
	return best, bad
}
