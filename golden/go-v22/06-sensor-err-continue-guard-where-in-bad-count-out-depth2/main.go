package main

import (
	"fmt"
	"strings"

	"example.com/g06/sensors"
)

func main() {
	name := "probe.log"
	raw := "t1=20\nt2=oops\nt3=27\nbad line\nt4= 25"
	lines := strings.Split(raw, "\n")
	top, skipped := sensors.MaxReading(name, lines)
	if skipped > 0 {
		fmt.Println("skipped", skipped, "lines of", name)
	}
	fmt.Println("max", top)
}
