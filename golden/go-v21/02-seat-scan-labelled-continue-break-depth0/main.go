package main

import "fmt"

// main looks for a seat 50 wide in a small hall: row 1 has a broken seat
// before a wide one, row 2 is empty, row 3 has the seat.
func main() {
	hall := [][]int{
		{45, -1, 60},
		{},
		{40, 48, 55, 70},
	}
	want := 50
	row, seat := firstFit(hall, want)
	if row == 0 {
		fmt.Println("no seat wide enough")
		return
	}
	fmt.Printf("row %d seat %s\n", row, seat)
}
