package config

import "fmt"

// Currency is the code printed after every amount.
var Currency = "USD"

// Precision is 2 for cents, 0 for whole units only.
var Precision = 2

// Restore puts the defaults back.
func Restore() {
	Currency = "USD"
	Precision = 2
}

// Describe summarises the settings.
func Describe() string {
	return fmt.Sprintf("currency=%s precision=%d", Currency, Precision)
}
