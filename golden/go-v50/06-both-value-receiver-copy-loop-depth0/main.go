package main

import "fmt"

func main() {
	raw := []int{4, 12, -3, 7}
	peak := Reading{Sensor: "t1"}
	base := Reading{Sensor: "t0", Value: 1}
	for _, v := range raw {
		if v < 0 {
			continue
		}
		if v > peak.Value {
			peak.Value = v
		}
	}
	peak.Clamp(10)
	big := peak.Scaled(2)
	base.Value += 2
	fmt.Println(peak.Value, big.Value, base.Value)
}
