package pricing

// Rate is the tax rate applied by Gross.
var Rate = 0.2

// Calls counts the rate changes.
var Calls int

// SetRate replaces the tax rate; negative rates become zero.
func SetRate(r float64) {
	if r < 0 {
		r = 0
	}
	Rate = r
	Calls++
}

// Gross adds the tax to a net amount.
func Gross(net float64) float64 {
	tax := net * Rate
	return net + tax
}
