package report

import (
	"fmt"
	"strconv"

	"example.com/g07/config"
)

// Amount formats a price given in cents with the configured currency.
func Amount(cents int) string {
	whole := cents / 100
	if config.Precision == 0 {
		return label(strconv.Itoa(whole), config.Currency)
	}
	num := fmt.Sprintf("%d.%02d", whole, cents%100)
	return label(num, config.Currency)
}

func label(num, code string) string {
	if code == "" {
		return num
	}
	return num + " " + code
}
