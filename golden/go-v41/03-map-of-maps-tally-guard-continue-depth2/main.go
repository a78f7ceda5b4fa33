package main

import "fmt"

func main() {
	week := []visit{{"Ann", 1, 30}, {"bob#2", 3, 15}, {"ann", 1, 10}, {"Bob", 9, 50}, {"bob", 3, 5}}
	archive := []visit{{"cy", 0, 20}, {"bob", 3, 40}}
	counts := tally(week, 7)
	old := tally(archive, 7)
	fmt.Println("bob on day 3:", counts["bob"][3], "archived users:", len(old))
	day, n := busiest(counts, "ann")
	fmt.Println("ann's busiest day:", day, "visits:", n)
}

// busiest returns the day on which user came most often and how often.
func busiest(counts map[string]map[int]int, user string) (int, int) {
	best, most := -1, 0
	for day, n := range counts[user] {
		if n > most || (n == most && day < best) {
			best, most = day, n
		}
	}
	return best, most
}
