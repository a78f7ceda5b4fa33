package rates

// Quote prices a parcel of the given billable weight for a delivery zone.
func Quote(grams int, zone string) int {
	base := band(grams)
	extra := surcharge(zone)
	if zone == "island" {
		extra *= 2
	}
	return base + extra
}

func band(grams int) int {
	if grams <= 1000 {
		return 450
	}
	return 450 + (grams-1000)/500*120
}

func surcharge(zone string) int {
	if zone == "remote" || zone == "island" {
		return 300
	}
	return 0
}
