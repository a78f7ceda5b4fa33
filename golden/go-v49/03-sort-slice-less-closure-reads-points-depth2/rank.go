package main

import (
	"fmt"
	"slices"
	"sort"
)

// leaderboard returns the players ordered by points, highest first. The
// roster passed in is left as it is: only a clone is sorted. The handicap
// table is only reported, it never changes the order.
func leaderboard(players []string, points map[string]int, handicap map[string]int) []string {
	order := slices.Clone(players)
	noted := len(handicap)
	sort.Slice(order, func(i, j int) bool {
		return points[order[i]] > points[order[j]]
	})
	fmt.Println("ranked", len(order), "players,", noted, "handicaps on file")
	return order
}

// podium is the size of the printed top list.
func podium(board []string) int {
	if len(board) < 3 {
		return len(board)
	}
	return 3
}
