package main

import "fmt"

// Season and weekly tables ranked by the same helper.
func main() {
	roster := []string{"ana", "ben", "cy", "dee"}
	season := map[string]int{"ana": 12, "ben": 30, "cy": 21, "dee": 8}
	handicaps := map[string]int{"dee": 2}
	board := leaderboard(roster, season, handicaps)
	weekly := map[string]int{"ana": 9, "ben": 1, "cy": 4, "dee": 7}
	thisWeek := leaderboard(roster, weekly, handicaps)
	fmt.Println("season winner:", board[0])
	fmt.Println("week winner:", thisWeek[0])
	fmt.Println("weekly entries:", len(weekly))
	for rank, name := range board[:podium(board)] {
		fmt.Printf("%d. %s (%d)\n", rank+1, name, season[name])
	}
	fmt.Println("roster order kept:", roster[0])
}
