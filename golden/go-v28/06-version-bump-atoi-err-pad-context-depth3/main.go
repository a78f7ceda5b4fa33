package main

import (
	"fmt"
	"strings"

	"example.com/s06/semver"
)

func bump(version string, level int, who string) (string, error) {
	fmt.Printf("%s bumps %s\n", who, version)
	nums, err := semver.Parse(version)
	if err != nil {
		return "", err
	}
	if level >= len(nums) {
		return "", fmt.Errorf("level %d: only %d parts", level, len(nums))
	}
	major := nums[0]
	nums[level]++
	for i := level + 1; i < len(nums); i++ {
		nums[i] = 0
	}
	if major == 0 {
		fmt.Println("pre-release line")
	}
	return "v" + semver.Format(nums, 2), nil
}

func main() {
	old := "v1.4.2"
	who := strings.ToUpper("ci")
	title := semver.Pad("release", 10, ' ')
	next, err := bump(old, 1, who)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(title)
	fmt.Printf("%s -> %s\n", old, next)
}
