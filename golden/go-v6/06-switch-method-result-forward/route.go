package main

import "strings"

func route(lv Level, msg string) (string, int) {
	msg = strings.TrimSpace(msg)
	dest := "stdout"
	prio := 0
	switch lv.Kind() {
	case "error":
		dest = "stderr"
		prio = 2
	case "warn":
		prio = 1
	default:
		msg = strings.ToLower(msg)
	}
	return dest + " " + msg, prio
}
