package main

import (
	"fmt"
	"strconv"
	"strings"
)

func sumColumn(text string, col int) (int, int) {
	total := 0
	bad := 0
	var log strings.Builder
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if col >= len(fields) {
			bad++
			log.WriteString("short;")
			continue
		}
		n, err := strconv.Atoi(fields[col])
		if err != nil {
			bad++
			log.WriteString(err.Error() + ";")
			continue
		}
		total += n
	}
	if log.Len() > 0 {
		fmt.Println("log:", log.String())
	}
	return total, bad
}

func main() {
	data := "# id qty\n a 3\n b x\n c\n d 4\n"
	total, bad := sumColumn(data, 1)
	fmt.Println("total:", total, "bad:", bad)
}
