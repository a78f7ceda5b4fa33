package ship

// Fee prices a parcel of the given weight sent to zone and says how many
// days it takes. Parcels over 30 kg are refused (fee 0). Rush parcels
// arrive two days sooner and pay half again, added when Fee returns.
func Fee(grams int, zone string, rush bool) (fee int, days int) {
	if rush {
		defer func() {
			fee += fee / 2
		}()
	}
	switch kg := (grams + 999) / 1000; {
	case kg > 30:
		return 0, 0
	case zone == "local":
		fee, days = 3*kg, 1
	case zone == "abroad":
		fee, days = 9*kg+5, 7
	default:
		fee = 5 * kg
		days = 3
	}
	if rush && days > 2 {
		days -= 2
	}
	return fee, days
}
