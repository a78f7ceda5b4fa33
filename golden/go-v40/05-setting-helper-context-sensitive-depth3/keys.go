package main

import "strings"

// canonKey upper-cases the well-known keys, which configuration files
// spell in capitals; any other key is kept as given.
func canonKey(key string) string {
	if isWellKnown(key) {
		return strings.ToUpper(key)
	}
	return key
}

// isWellKnown reports whether key is one of the fields every
// configuration file must define.
func isWellKnown(key string) bool {
	switch key {
	case "host", "port":
		return true
	}
	return false
}
