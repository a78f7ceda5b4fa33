package main

// Meter is an energy reading, passed around by value.
type Meter struct {
	Reading int
	Unit    string
}

// Add has a pointer receiver: it changes the caller's meter.
func (m *Meter) Add(n int) {
	m.Reading += n
}

// Normalize has a value receiver: it converts and then replaces only
// its own copy, so the caller's meter keeps its unit.
func (m Meter) Normalize() {
	if m.Unit == "kWh" {
		m = Meter{Reading: m.Reading * 1000, Unit: "Wh"}
	}
}

// InWh returns the reading in watt-hours.
func (m Meter) InWh() int {
	if m.Unit == "kWh" {
		return m.Reading * 1000
	}
	return m.Reading
}
