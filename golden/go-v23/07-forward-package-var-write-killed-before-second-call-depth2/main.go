package main

import (
	"fmt"
	"strings"

	"example.com/g07/config"
	"example.com/g07/report"
)

func main() {
	settings := map[string]string{"currency": "eur", "precision": "0"}
	code := strings.ToUpper(settings["currency"])
	if code != "" {
		config.Currency = code
	}
	if settings["precision"] == "0" {
		config.Precision = 0
	}
	first := report.Amount(1250)
	config.Currency = "GBP"
	second := report.Amount(1999)
	fmt.Println(first, "/", second)
	fmt.Println("settings:", config.Describe())
}
