package main

import "fmt"

// rank reports the first player's score and the best player of team.
func rank(team []player, floor int) {
	lead := team[0]
	fmt.Println("lead scores", lead.Score())
	mvp, score := Best(team, floor)
	fmt.Println("mvp:", mvp.name)
	fmt.Println("score:", score)
}

func main() {
	coach := player{name: "kim", points: 1, assists: 9}
	fmt.Println("coach scores", coach.Score())
	squad := []player{
		{name: "ada", points: 12, assists: 3},
		{name: "bo", points: 15, assists: 1},
		{name: "cy", points: 9, assists: 8},
	}
	cut := 10
	rank(squad, cut)
	fmt.Println("floor was", cut)
}
