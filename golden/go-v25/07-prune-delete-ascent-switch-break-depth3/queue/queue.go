package queue

// Age makes every job one round older.
func Age(ages map[string]int) {
	for k := range ages {
		ages[k]++
	}
}

// Prune removes the jobs older than max and returns how many are left.
func Prune(ages map[string]int, max int) int {
	for k, age := range ages {
		if age > max {
			delete(ages, k)
		}
	}
	return len(ages)
}
