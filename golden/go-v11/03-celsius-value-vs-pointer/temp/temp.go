package temp

// Celsius is a temperature in degrees Celsius.
type Celsius float64

// Fahrenheit is a temperature in degrees Fahrenheit.
type Fahrenheit float64

const (
	Freezing Celsius = 0
	Body     Celsius = 37
	Boiling  Celsius = 100
)

// F converts c to Fahrenheit.
func (c Celsius) F() Fahrenheit {
	return Fahrenheit(c*9/5 + 32)
}

// Below reports whether c is colder than o.
func (c Celsius) Below(o Celsius) bool {
	return c < o
}

// Add shifts the reading in place.
func (c *Celsius) Add(d Celsius) {
	*c += d
}

// Clamp limits c to the range in which water is liquid.
func (c Celsius) Clamp() Celsius {
	return between(c, Freezing, Boiling)
}

func between(v, lo, hi Celsius) Celsius {
	if v.Below(lo) {
		return lo
	}
	if hi.Below(v) {
		return hi
	}
	return v
}
