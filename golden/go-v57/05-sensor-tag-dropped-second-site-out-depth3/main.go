package main

import "fmt"

func sample(s Sensor, raw int, tag string) int {
	r := s.Read(raw, tag)
	if r < 0 {
		r = 0
	}
	return r
}

func main() {
	th := Thermo{Offset: 2}
	hy := &Hygro{Factor: 150}
	rawT := 20
	rawH := 40
	tagT := "t1"
	a := sample(th, rawT, tagT)
	b := sample(hy, rawH, "h1")
	fmt.Println("calibrated", a, b)
}
