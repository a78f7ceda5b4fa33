package gauge

import "fmt"

// Fill returns how full a quota is, in whole percent, and whether it
// has crossed the warning mark.
func Fill(used, quota int, name string) (int, bool) {
	tag := name + ".fill"
	pct := scale(used, quota, 100, tag)
	warn := pct >= 80
	return pct, warn
}

// scale maps num/den onto [0, top]; den has been checked, so ratio's
// error cannot occur here and is dropped.
func scale(num, den, top int, tag string) int {
	if den <= 0 {
		return 0
	}
	r, _ := ratio(num, den, tag)
	v := int(r * float64(top))
	if v > top {
		v = top
	}
	return v
}

// ratio is num/den; its error names the quantity when den is zero.
func ratio(num, den int, tag string) (float64, error) {
	if den == 0 {
		return 0, fmt.Errorf("%s: zero denominator", tag)
	}
	return float64(num) / float64(den), nil
}
