package main

import (
	"fmt"

	"example.com/y03/kv"
)

func main() {
	st := kv.New(8)
	key := "user:1"
	val := []byte("alice")
	n, _ := st.Put(key, val)
	fmt.Println("stored", n, "bytes")
	m, err := st.Put("user:2", []byte("bartholomew"))
	if err != nil {
		fmt.Println("error:", err)
	}
	fmt.Println("stored", m, "bytes; used", st.Used())
}
