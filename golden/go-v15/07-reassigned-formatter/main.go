package main

import (
	"fmt"
	"os"

	"example.com/f07/report"
)

func main() {
	rows := []report.Row{
		{Name: "apples", Count: 12},
		{Name: "pears", Count: 0},
		{Name: "plums", Count: 7},
	}
	style := "text"
	if len(os.Args) > 1 {
		style = os.Args[1]
	}
	fmt.Print(report.Render(rows, style))
	fmt.Print(report.Render(rows[2:], "csv"))
}
