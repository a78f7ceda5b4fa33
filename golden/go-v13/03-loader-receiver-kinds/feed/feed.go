package feed

import (
	"fmt"
	"strconv"
	"strings"
)

// Decoder reads "name<Sep>cents" records.
type Decoder struct {
	Sep   string
	Calls int
}

// Decode has a value receiver: its Calls++ counts on a copy.
func (d Decoder) Decode(rec string) (int, error) {
	d.Calls++
	_, raw, ok := strings.Cut(rec, d.Sep)
	if !ok {
		return 0, fmt.Errorf("no %q in %q", d.Sep, rec)
	}
	return strconv.Atoi(strings.TrimSpace(raw))
}

// Loader keeps the running total of what it has loaded.
type Loader struct {
	Dec    Decoder
	Total  int
	Failed int
}

// Add decodes rec and returns the new total.
func (l *Loader) Add(rec string) (int, error) {
	cents, err := l.Dec.Decode(rec)
	if err != nil {
		l.Failed++
		return 0, fmt.Errorf("add %q: %w", rec, err)
	}
	l.Total += cents
	return l.Total, nil
}

func (l Loader) Report() string {
	return fmt.Sprintf("total=%d failed=%d", l.Total, l.Failed)
}
