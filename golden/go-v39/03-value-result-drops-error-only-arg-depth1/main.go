package main

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// MaxSize is the largest size a single line may contribute.
const MaxSize = 100

const input = "40\nlots\n250\n7\n"

func main() {
	sc := bufio.NewScanner(strings.NewReader(input))
	lineNo := 0
	total := 0
	var problems []error
	for sc.Scan() {
		lineNo++
		n, err := strconv.Atoi(sc.Text())
		if err != nil {
			continue
		}
		size, err := clamp(n, MaxSize, lineNo)
		total += size
		if err != nil {
			problems = append(problems, err)
		}
	}
	fmt.Println("total:", total)
	for _, p := range problems {
		var re *RangeError
		if errors.As(p, &re) {
			fmt.Println("clamped line", re.Line, "from", re.Value)
		}
	}
}
