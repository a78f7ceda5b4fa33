package pricing

const UnitPrice = 20

var Surcharge = 5

func Net(qty int, region string, debug bool) int {
	if debug {
		println("pricing", qty)
	}
	base := qty * UnitPrice
	if region == "eu" {
		base += Surcharge
	}
	return base
}
