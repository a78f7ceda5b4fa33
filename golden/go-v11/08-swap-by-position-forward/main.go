package main

import (
	"fmt"

	"example.com/w08/img"
)

func main() {
	width := 640
	height := 480
	rw, rh := img.Rotate(width, height)
	tw, th := img.Thumb(rw, rh, 100)
	fmt.Println("rotated width", rw)
	fmt.Println("rotated height", rh)
	fmt.Println("thumb", tw, "x", th)
	fmt.Println("thumb width", tw)
	fmt.Println("pixels", img.Area(img.Size{W: width, H: height}))
}
