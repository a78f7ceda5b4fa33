package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

func main() {
	width, err := strconv.Atoi(strings.TrimSpace(" 6 "))
	if err != nil {
		fmt.Println("width:", err)
		return
	}
	header := strings.Split("id,name,qty", ",")
	head, _ := formatRow(header, width)
	fmt.Println(head)
	rows := []string{" 7, bolt ,40", "8,,12"}
	for _, r := range rows {
		line, err := formatRow(strings.Split(r, ","), width+2)
		if errors.Is(err, ErrEmptyRow) {
			fmt.Println("skip:", err)
		} else {
			fmt.Println(line)
		}
	}
}
