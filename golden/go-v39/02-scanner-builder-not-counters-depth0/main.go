package main

import "fmt"

func main() {
	data := "4\n# header\n\nx7\n10\n-1\n99\n"
	out, lines, skipped := doubled(data)
	fmt.Printf("out=%q lines=%d skipped=%d\n", out, lines, skipped)
	fmt.Println(ratio(lines, skipped))
}

// ratio describes which share of the lines read was skipped,
// as a whole percentage.
func ratio(lines, skipped int) string {
	if lines == 0 {
		return "no input"
	}
	pct := 100 * skipped / lines
	return fmt.Sprintf("%d%% skipped", pct)
}
