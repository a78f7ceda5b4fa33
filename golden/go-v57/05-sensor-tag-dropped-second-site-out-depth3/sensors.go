package main

import "fmt"

// Sensor turns a raw reading into a calibrated value.
type Sensor interface {
	Read(raw int, tag string) int
}

type Thermo struct {
	Offset int
}

type Hygro struct {
	Factor int
}

type Dummy struct{}

func (t Thermo) Read(raw int, tag string) int {
	fmt.Println("thermo read", tag)
	return raw + t.Offset
}

func (h *Hygro) Read(raw int, tag string) int {
	v := percent(raw, h.Factor)
	return v
}

func (Dummy) Read(raw int, tag string) int {
	return 0
}

func percent(x int, f int) int {
	return x * f / 100
}
