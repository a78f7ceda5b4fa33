package main

import (
	"fmt"
	"os"
	"strconv"

	"example.com/c02/quota"
)

// budget reads a limit from the environment variable key, or returns def.
func budget(key string, def int) int {
	n, err := strconv.Atoi(os.Getenv(key))
	if err != nil {
		return def
	}
	return n
}

func main() {
	api := quota.Limiter("api", budget("API_LIMIT", 100), 10)
	disk := quota.Limiter("disk", 64, 8)
	costs := []int{30, 50, 20, 15}
	for _, c := range costs {
		fmt.Println(c, api(c), disk(c))
	}
}
