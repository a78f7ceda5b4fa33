package main

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

func main() {
	input := "Apples=3\npears\nplums=x\nFigs = 2\n"
	sc := bufio.NewScanner(strings.NewReader(input))
	var report strings.Builder
	lineNo := 0
	total := 0
	for sc.Scan() {
		lineNo++
		name, qty, err := parseRecord(sc.Text(), lineNo)
		if pe := new(ParseError); errors.As(err, &pe) {
			where := pe.Line
			report.WriteString("skip line " + strconv.Itoa(where) + "\n")
			continue
		}
		total += qty
		report.WriteString(name + "\n")
	}
	_, extra, _ := parseRecord("spare=1", 0)
	fmt.Print(report.String())
	fmt.Println("total:", total+extra)
}
