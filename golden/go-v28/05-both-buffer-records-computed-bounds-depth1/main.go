package main

import (
	"fmt"
	"os"

	"example.com/s05/wire"
)

func main() {
	fields := []string{"id=7", "name=ada", "note=a;b"}
	if len(os.Args) > 1 {
		fields = os.Args[1:]
	}
	data := wire.Encode(fields)
	fmt.Printf("%d bytes: %s\n", len(data), data)
	got, err := wire.Decode(data)
	if err != nil {
		fmt.Println("decode:", err)
		return
	}
	for i, f := range got {
		fmt.Printf("%d %s\n", i, f)
	}
}
