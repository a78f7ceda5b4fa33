package main

import (
	"fmt"

	"example.com/g04/upload"
)

func main() {
	payload := "header: " + "        " + "body-one" + "tail"
	chunks, left := upload.Split(payload, 8)
	for _, c := range chunks {
		fmt.Printf("%2d %q\n", c.Off, c.Data)
	}
	fmt.Println("pieces still to come:", left)
	if left[len(left)-1] != 0 {
		fmt.Println("split stopped early")
	}
	fmt.Println(len(chunks), "of", len(left), "pieces kept")
}
