package shipping

// Rate prices a parcel: a base fee plus a per-kilogram charge.
type Rate struct {
	Base  int
	PerKg int
}

// Standard is the published rate.
var Standard = Rate{Base: 5, PerKg: 2}

// Express returns a doubled copy of the standard rate; Standard itself is unchanged.
func Express() Rate {
	r := Standard
	r.Base *= 2
	return r
}

// Discount lowers the caller's rate in place.
func Discount(r *Rate, off int) {
	if r.PerKg > off {
		r.PerKg -= off
	}
}

// Cost prices kg kilograms at rate r.
func Cost(r Rate, kg int) int {
	return r.Base + r.PerKg*kg
}
