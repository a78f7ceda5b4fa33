package main

import (
	"fmt"

	"example.com/k08/scoring"
)

func main() {
	season := 5
	bonus := 3
	wins, draws := 2, 2
	ann := scoring.New("ann", "WWDLW")
	bob := scoring.New("bob", "DDWD")
	cy := &scoring.Player{Name: "cy", Wins: wins, Draws: draws, Games: wins + draws + 1}
	players := []*scoring.Player{ann, bob, cy}
	// bob's forfeited match is recorded as a win.
	players[1].Wins++
	best, top := scoring.Rank(players, season, bonus)
	fmt.Println("leader:", best, top)
	juniors := []*scoring.Player{scoring.New("dan", "WL"), scoring.New("eve", "DWD")}
	jbest, _ := scoring.Rank(juniors, season-2, 0)
	fmt.Println("juniors:", jbest, "season:", season)
}
