package main

import (
	"bytes"
	"fmt"

	"example.com/x02/enc"
)

func Encode(name string, port int, debug bool) string {
	var buf bytes.Buffer
	buf.WriteString("{")
	enc.Field(&buf, name, port)
	if debug {
		fmt.Println("size", enc.Size(&buf))
	}
	enc.Field(&buf, "v", 2)
	buf.WriteString("}")
	return buf.String()
}

func Describe(name string, port int) string {
	s := Encode(name, port, true)
	return fmt.Sprintf("svc %s", s)
}

func main() {
	fmt.Println(Describe(`db"1`, 5432))
}
