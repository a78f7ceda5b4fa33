package main

import "fmt"

// inspect walks the rack row by row and stops at the first reading above
// limit. It returns how many rows were cleared before that, and where the
// alarm was ({-1, -1} when there was none). Negative readings are sensors
// that are offline.
func inspect(rack [][]int, limit int) (int, [2]int) {
	cleared := 0
	alarm := [2]int{-1, -1}
	offline := 0
scan:
	for r, row := range rack {
		for c, temp := range row {
			if temp < 0 {
				offline++
				continue
			}
			if temp > limit {
				alarm = [2]int{r, c}
				break scan
			}
		}
		cleared++
	}
	fmt.Println("offline sensors:", offline)
	return cleared, alarm
}

func main() {
	rack := [][]int{
		{40, -1, 42},
		{41, 44, 39},
		{43, 97, 40},
		{38, 39, 41},
	}
	cleared, alarm := inspect(rack, 90)
	fmt.Println(cleared, "rows cleared, alarm at", alarm)
}
