package meter

import "strings"

// Meter counts the words fed to it.
type Meter struct {
	Words int
	Calls int
	Last  string
}

// Feed counts the words of line up to the first comment marker and adds
// them to m.Words when it returns.
func (m *Meter) Feed(line string) (n int) {
	defer func() {
		m.Words += n
	}()
	m.Calls++
	for _, w := range strings.Fields(line) {
		if strings.HasPrefix(w, "#") {
			break
		}
		n++
	}
	m.Last = line
	return n
}

// Total reports the words counted so far.
func (m *Meter) Total() int {
	return m.Words
}
