package app

func shipping(kind string, weight int) int {
	cost := 0
	rush := 0
	switch kind {
	case "overnight":
		rush = 20
	case "priority":
		cost = 10 + rush
	case "ground":
		cost = weight * 2
	}
	return cost
}
