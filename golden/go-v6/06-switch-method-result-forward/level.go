package main

type Level int

func (l Level) Kind() string {
	if l >= 30 {
		return "error"
	}
	if l >= 20 {
		return "warn"
	}
	return "info"
}
